// Deleting a bill (001 §5): the spec's confirmation, then one shared fetcher so the page can say
// 'Bill deleted successfully' (or why it failed) after the row is gone.
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { BILL_MESSAGES } from "#core/bills/messages";
import { ConfirmDialog } from "./confirm-dialog";
import { billPath } from "./editor-data";
import { DELETE_BILL_FETCHER, type DeleteReply } from "./replies";

/** `onSubmitted` runs as soon as the deletion is sent (e.g. to leave the bill's own page). */
export function useDeleteBill(onSubmitted?: (billId: string) => void) {
  const fetcher = useFetcher<DeleteReply>({ key: DELETE_BILL_FETCHER });
  const [asking, setAsking] = useState<string | null>(null);
  const dialog = asking ? (
    <ConfirmDialog
      title="Delete Bill"
      message={BILL_MESSAGES.deleteConfirm}
      confirmLabel="Delete"
      busy={fetcher.state !== "idle"}
      onCancel={() => setAsking(null)}
      onConfirm={() => {
        fetcher.submit({ intent: "delete" }, { method: "post", action: billPath(asking) });
        setAsking(null);
        onSubmitted?.(asking);
      }}
    />
  ) : null;
  return { ask: (billId: string) => setAsking(billId), dialog, deleting: fetcher.state !== "idle" };
}

/** The outcome of the last deletion, for the page's notice. */
export function useDeleteOutcome(): DeleteReply | undefined {
  const fetcher = useFetcher<DeleteReply>({ key: DELETE_BILL_FETCHER });
  return fetcher.state === "idle" ? fetcher.data : undefined;
}
