// The right pane's verification fields for one document type: text, dates, amounts (step 0.01),
// the patient picker and the related-bill picker, each required one with '{title} is required'.
// A field's message shows once the user has left it or tried to save, never on a form just opened.
import { requiredMessage, type FormField } from "#core/documents/forms";
import type { BillClues } from "#core/documents/related-bill";
import type { FormValues } from "./values";

export interface PatientOption {
  id: string;
  displayName: string;
  isSelf: boolean;
}

/** A bill in the related-bill picker, with what an EOB is matched on (core/documents/related-bill). */
export interface BillOption extends BillClues {
  label: string;
}

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm read-only:bg-slate-50 disabled:bg-slate-50";

function FieldInput({
  field,
  value,
  readOnly,
  patients,
  bills,
  invalid,
  errorId,
  noteId,
  onChange,
  onFocus,
  onBlur,
}: {
  field: FormField;
  value: string;
  readOnly: boolean;
  patients: PatientOption[];
  bills: BillOption[];
  invalid: boolean;
  errorId: string;
  noteId: string | undefined;
  onChange: (value: string) => void;
  onFocus: () => void;
  onBlur: () => void;
}) {
  const describedBy = [invalid ? errorId : null, noteId].filter(Boolean).join(" ");
  const common = {
    id: `capture-${field.name}`,
    name: field.name,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy || undefined,
    className: inputClass,
    onFocus,
    onBlur,
  };
  if (field.type === "patient" || field.type === "bill") {
    const options =
      field.type === "patient"
        ? patients.map((p) => ({ id: p.id, label: p.displayName }))
        : bills.map((b) => ({ id: b.id, label: b.label }));
    return (
      <select {...common} value={value} disabled={readOnly} onChange={(e) => onChange(e.target.value)}>
        <option value="">
          {field.type === "bill" ? (bills.length ? "Choose a bill…" : "No bills yet") : "Choose…"}
        </option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      {...common}
      type={field.type}
      value={value}
      readOnly={readOnly}
      step={field.type === "number" ? 0.01 : undefined}
      maxLength={field.type === "text" ? 200 : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function FieldForm({
  fields,
  values,
  readOnly,
  showErrorFor,
  suggested,
  patients,
  bills,
  onChange,
  onFocusField,
  onLeaveField,
}: {
  fields: FormField[];
  values: FormValues;
  readOnly: boolean;
  /** Whether a field's message may show: the user left it, or tried to save. */
  showErrorFor: (name: string) => boolean;
  /** Fields the form filled with a suggestion (the related bill), with the note to show. */
  suggested: Record<string, string>;
  patients: PatientOption[];
  bills: BillOption[];
  onChange: (name: string, value: string) => void;
  onFocusField: (name: string | null) => void;
  onLeaveField: (name: string) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {fields.map((field) => {
        const value = values[field.name] ?? "";
        const missing = field.required && value.trim() === "";
        const errorId = `capture-${field.name}-error`;
        const showErrors = showErrorFor(field.name);
        const note = suggested[field.name];
        const noteId = note ? `capture-${field.name}-note` : undefined;
        return (
          <div key={field.name} className={field.type === "bill" ? "sm:col-span-2" : undefined}>
            <label htmlFor={`capture-${field.name}`} className="block text-sm font-medium text-slate-700">
              {field.title}
              {field.required ? <span className="text-red-600"> *</span> : null}
            </label>
            <FieldInput
              field={field}
              value={value}
              readOnly={readOnly}
              patients={patients}
              bills={bills}
              invalid={showErrors && missing}
              errorId={errorId}
              noteId={noteId}
              onChange={(v) => onChange(field.name, v)}
              onFocus={() => onFocusField(field.name)}
              onBlur={() => {
                onFocusField(null);
                onLeaveField(field.name);
              }}
            />
            {note ? (
              <p id={noteId} className="mt-1 text-xs text-slate-600">
                {note}
              </p>
            ) : null}
            {showErrors && missing && !readOnly ? (
              <p id={errorId} className="mt-1 text-xs text-red-600">
                {requiredMessage(field.title)}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
