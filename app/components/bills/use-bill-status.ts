// A bill's status control (001 §4): any status may be chosen; choosing 'Paid' first asks for the
// amount (Cancel leaves the status as it was); after a paid save with an amount above 0 that the
// server found eligible, the feedback prompt opens with trigger bill_resolved.
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { normalizeBillStatus, type BillStatus } from "#core/bills/status";
import type { PaidDialogValues } from "./paid-dialog";
import type { StatusReply } from "./replies";

/** `onResolved` opens the feedback prompt at page level, so it survives the row leaving a filtered list. */
export function useBillStatus(billId: string, stored: string, onResolved: (savings: number) => void) {
  const fetcher = useFetcher<StatusReply>();
  const current = normalizeBillStatus(stored);
  const [askingPaid, setAskingPaid] = useState(false);
  const handled = useRef<StatusReply | undefined>(undefined);
  const action = `/bills/${billId}`;

  const submit = useCallback(
    (status: BillStatus, extra: Partial<PaidDialogValues> = {}) =>
      fetcher.submit({ intent: "set-status", status, ...extra }, { method: "post", action }),
    [fetcher, action],
  );

  const choose = (status: BillStatus) => {
    if (status === current) return;
    if (status === "paid") setAskingPaid(true);
    else submit(status);
  };

  // Data arrives before the page revalidates, so react to it at once rather than when idle.
  useEffect(() => {
    const reply = fetcher.data;
    if (!reply || handled.current === reply) return;
    handled.current = reply;
    if (!reply.ok) return;
    setAskingPaid(false);
    if (reply.feedback) onResolved(reply.recovered_amount);
  }, [fetcher.data, onResolved]);

  const pending = fetcher.formData?.get("status");
  const shown: BillStatus =
    typeof pending === "string" && !askingPaid ? normalizeBillStatus(pending) : current;
  return {
    status: shown,
    busy: fetcher.state !== "idle",
    error: fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null,
    choose,
    askingPaid,
    savePaid: (values: PaidDialogValues) => submit("paid", values),
    cancelPaid: () => setAskingPaid(false),
    action,
  };
}
