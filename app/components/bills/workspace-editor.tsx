// The Explainer's Edit per bill: the bill route's loader read by a fetcher, shown in the editor.
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { BILL_MESSAGES } from "#core/bills/messages";
import { Alert } from "../alert";
import type { AnalysisFollowUp } from "./analysis-banner";
import { EditBillModal } from "./edit-bill-modal";
import { billPath, type BillEditorData } from "./editor-data";
import { WideModal } from "./wide-modal";

export function WorkspaceEditor({
  billId,
  followUp,
  onClose,
  onResolved,
}: {
  billId: string;
  followUp: AnalysisFollowUp;
  onClose: () => void;
  onResolved: (billId: string, savings: number) => void;
}) {
  const fetcher = useFetcher<BillEditorData>();
  const { load } = fetcher;
  useEffect(() => {
    load(billPath(billId));
  }, [billId, load]);
  const data = fetcher.data;
  if (!data) {
    return (
      <WideModal title="Edit Bill" onClose={onClose}>
        <p className="text-sm text-slate-500">Loading…</p>
      </WideModal>
    );
  }
  if (!data.bill) {
    return (
      <WideModal title="Edit Bill" onClose={onClose}>
        <Alert tone="error">{BILL_MESSAGES.loadBillFailed}</Alert>
      </WideModal>
    );
  }
  return (
    <EditBillModal
      key={data.bill.id}
      bill={data.bill}
      patients={data.patients}
      zipcode={data.zipcode}
      premium={data.premium}
      letters={data.letters}
      allowance={data.allowance}
      followUp={followUp}
      onClose={onClose}
      onDeleted={onClose}
      onResolved={onResolved}
    />
  );
}
