// The personal-statement dialog (001 §2, §4): the editor's personal note for a last edit, and what
// the letter should include — the analysis' savings opportunities (on unless unticked), the
// no-cost-sharing paragraph of a preventive visit, a financial assistance request, and the bill's
// EOB or prior authorization as enclosures (offered only when the bill has one).
import { useEffect, useRef, useState } from "react";
import { DISPUTE_MESSAGES } from "#core/disputes/messages";
import { Alert } from "../alert";
import { Button } from "../button";
import { Modal } from "../modal";
import { GENERATING, type LetterChoices } from "./use-letter-generation";

export const STATEMENT_DIALOG_TITLE = "Personal Statement";

type Option = Exclude<keyof LetterChoices, "personal_statement">;

function Choice({
  name,
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  name: Option;
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={`flex items-start gap-2 text-sm ${disabled ? "text-slate-500" : "text-slate-700"}`}>
      <input
        type="checkbox"
        name={name}
        checked={checked && !disabled}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5"
      />
      <span>
        {label}
        {hint ? <span className="block text-xs text-slate-500">{hint}</span> : null}
      </span>
    </label>
  );
}

export function PersonalStatementDialog({
  note,
  hasEob,
  hasPriorAuth,
  watermark,
  busy,
  onGenerate,
  onCancel,
}: {
  note: string;
  hasEob: boolean;
  hasPriorAuth: boolean;
  /** The free plan's letter: it will carry a watermark. */
  watermark: boolean;
  busy: boolean;
  onGenerate: (choices: LetterChoices) => void;
  onCancel: () => void;
}) {
  const [statement, setStatement] = useState(note);
  const text = useRef<HTMLTextAreaElement>(null);
  // Focus on the statement, the caret after the note, once the dialog is open (after showModal).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const area = text.current;
      area?.focus();
      area?.setSelectionRange(area.value.length, area.value.length);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const [error, setError] = useState<string | null>(null);
  const [options, setOptions] = useState<Record<Option, boolean>>({
    include_opportunities: true,
    is_preventive_visit: false,
    needs_financial_assistance: false,
    attach_eob: false,
    attach_prior_auth: false,
  });
  const set = (name: Option) => (checked: boolean) => setOptions((o) => ({ ...o, [name]: checked }));
  const choice = (name: Option, label: string, extra: { hint?: string; disabled?: boolean } = {}) => (
    <Choice name={name} label={label} checked={options[name]} onChange={set(name)} {...extra} />
  );

  return (
    <Modal title={STATEMENT_DIALOG_TITLE} open onClose={onCancel}>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!statement.trim()) return setError(DISPUTE_MESSAGES.emptyStatement);
          onGenerate({
            personal_statement: statement.trim(),
            ...options,
            attach_eob: options.attach_eob && hasEob,
            attach_prior_auth: options.attach_prior_auth && hasPriorAuth,
          });
        }}
      >
        <label className="block text-sm text-slate-700">
          Your statement
          <textarea
            name="personal_statement"
            ref={text}
            value={statement}
            rows={6}
            maxLength={5000}
            aria-describedby="statement-hint"
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            onChange={(e) => {
              setError(null);
              setStatement(e.target.value);
            }}
          />
        </label>
        <p id="statement-hint" className="text-xs text-slate-500">
          The letter quotes it as written, and it is saved as the bill&apos;s personal note.
        </p>
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-semibold text-slate-800">Include in the letter</legend>
          {choice("include_opportunities", "The savings opportunities the analysis found")}
          {choice("is_preventive_visit", "This was a preventive visit", {
            hint: "Asks that no cost sharing be charged for preventive care.",
          })}
          {choice("needs_financial_assistance", "I need financial assistance", {
            hint: "Asks for the hospital's financial assistance (charity care) application.",
          })}
          {choice("attach_eob", "Attach the EOB", {
            disabled: !hasEob,
            hint: hasEob ? undefined : "Upload the EOB to the bill's documents to attach it.",
          })}
          {choice("attach_prior_auth", "Attach the prior authorization", {
            disabled: !hasPriorAuth,
            hint: hasPriorAuth
              ? undefined
              : "Upload the prior authorization to the bill's documents to attach it.",
          })}
        </fieldset>
        {watermark ? (
          <p className="text-xs text-slate-600">
            This is your free letter this month; it carries a watermark. Premium letters have none.
          </p>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? GENERATING : "Generate Letter"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
