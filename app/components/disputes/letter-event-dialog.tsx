// The milestones a person records on a letter (issue 14): Mark as mailed (the day it went out,
// today unless changed), Response received (the day), Resolve (how it ended and the amount
// recovered). Each is saved by the bill route's action, which tells the letter's workflow so the
// deadlines move.
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { DISPUTE_OUTCOMES } from "#core/disputes/types";
import { BILL_MESSAGES } from "#core/bills/messages";
import { sanitizeRecoveryInput } from "#core/bills/money";
import { Alert } from "../alert";
import { Button } from "../button";
import { Modal } from "../modal";
import { billPath } from "../bills/editor-data";
import { DISPUTE_OUTCOME_LABELS } from "./labels";
import type { DisputeEventReply } from "./replies";

export type LetterEventKind = "mailed" | "response_received" | "resolved";

export const LETTER_EVENT_TITLES: Record<LetterEventKind, string> = {
  mailed: "Mark as Mailed",
  response_received: "Response Received",
  resolved: "Resolve Dispute",
};

const input = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

/** The person's own calendar day as YYYY-MM-DD (the day they mailed it, where they are). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function LetterEventDialog({
  billId,
  letterId,
  kind,
  onClose,
}: {
  billId: string;
  letterId: string;
  kind: LetterEventKind;
  onClose: () => void;
}) {
  const fetcher = useFetcher<DisputeEventReply>();
  const [day] = useState(today);
  const busy = fetcher.state !== "idle";
  const reply = busy ? undefined : fetcher.data;
  const saved = reply?.ok === true;
  useEffect(() => {
    if (saved) onClose();
  }, [saved, onClose]);

  return (
    <Modal title={LETTER_EVENT_TITLES[kind]} open onClose={onClose}>
      <fetcher.Form method="post" action={billPath(billId)} className="space-y-4">
        <input type="hidden" name="intent" value="dispute-event" />
        <input type="hidden" name="letter_id" value={letterId} />
        <input type="hidden" name="event" value={kind} />
        {kind === "mailed" ? (
          <label className="block text-sm text-slate-700">
            Date mailed
            <input
              type="date"
              name="mailed_on"
              defaultValue={day}
              max={day}
              required
              data-autofocus
              className={input}
            />
          </label>
        ) : kind === "response_received" ? (
          <label className="block text-sm text-slate-700">
            Date of the response
            <input
              type="date"
              name="received_on"
              defaultValue={day}
              max={day}
              required
              data-autofocus
              className={input}
            />
          </label>
        ) : (
          <ResolveFields />
        )}
        {reply && !reply.ok ? <Alert tone="error">{reply.error}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Save"}
          </Button>
        </div>
      </fetcher.Form>
    </Modal>
  );
}

function ResolveFields() {
  const [amount, setAmount] = useState("");
  return (
    <>
      <label className="block text-sm text-slate-700">
        Outcome
        <select name="outcome" required defaultValue="" data-autofocus className={input}>
          <option value="" disabled>
            Choose how it ended
          </option>
          {DISPUTE_OUTCOMES.map((o) => (
            <option key={o} value={o}>
              {DISPUTE_OUTCOME_LABELS[o]}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm text-slate-700">
        Amount recovered or saved ($)
        <input
          type="text"
          name="recovered_amount"
          inputMode="decimal"
          value={amount}
          maxLength={15}
          aria-describedby="recovered-hint"
          className={input}
          onChange={(e) => setAmount(sanitizeRecoveryInput(e.target.value))}
        />
      </label>
      <p id="recovered-hint" className="text-xs text-slate-500">
        {BILL_MESSAGES.recoveryHint}
      </p>
    </>
  );
}
