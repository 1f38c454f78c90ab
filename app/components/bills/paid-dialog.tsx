// The paid dialog (001 §4, §5): choosing 'Paid' asks for the final amount and an optional note;
// Save marks the bill paid with that amount, Cancel leaves the status as it was. The vault's
// recovery variant accepts digits and one decimal point; the editor's paid variant strips the rest.
import { useState } from "react";
import { BILL_MESSAGES } from "#core/bills/messages";
import { parsePaidAmount, parseRecoveryAmount, sanitizeRecoveryInput } from "#core/bills/money";
import { Alert } from "../alert";
import { Button } from "../button";
import { Modal } from "../modal";

export type PaidDialogVariant = "recovery" | "paid";

export interface PaidDialogValues {
  recovered_amount: string;
  outcome_note: string;
}

export function PaidDialog({
  variant,
  busy,
  serverError,
  onSave,
  onCancel,
}: {
  variant: PaidDialogVariant;
  busy: boolean;
  serverError?: string | null;
  onSave: (values: PaidDialogValues) => void;
  onCancel: () => void;
}) {
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    if (variant === "recovery") {
      const parsed = parseRecoveryAmount(amount);
      if (!parsed.ok) return setError(parsed.message);
      return onSave({ recovered_amount: (parsed.cents / 100).toFixed(2), outcome_note: note.trim() });
    }
    return onSave({
      recovered_amount: (parsePaidAmount(amount) / 100).toFixed(2),
      outcome_note: note.trim(),
    });
  };

  return (
    <Modal title="Mark as Paid" open onClose={onCancel}>
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <label className="block text-sm text-slate-700">
          {variant === "recovery" ? "Amount recovered or saved ($)" : "Final amount paid ($)"}
          <input
            type="text"
            inputMode="decimal"
            value={amount}
            data-autofocus
            maxLength={15}
            aria-describedby="paid-amount-hint"
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
            onChange={(e) => {
              setError(null);
              setAmount(variant === "recovery" ? sanitizeRecoveryInput(e.target.value) : e.target.value);
            }}
          />
        </label>
        <p id="paid-amount-hint" className="text-xs text-slate-500">
          {BILL_MESSAGES.recoveryHint}
        </p>
        <label className="block text-sm text-slate-700">
          Note (optional)
          <textarea
            value={note}
            maxLength={1000}
            rows={3}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        {error || serverError ? <Alert tone="error">{error ?? serverError}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Save"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
