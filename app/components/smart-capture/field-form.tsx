// The right pane's verification fields for one document type: text, dates, amounts (step 0.01),
// the patient picker and the related-bill picker, each required one with '{title} is required'.
import { requiredMessage, type FormField } from "#core/documents/forms";
import type { FormValues } from "./values";

export interface PatientOption {
  id: string;
  displayName: string;
  isSelf: boolean;
}

export interface BillOption {
  id: string;
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
  onChange,
}: {
  field: FormField;
  value: string;
  readOnly: boolean;
  patients: PatientOption[];
  bills: BillOption[];
  invalid: boolean;
  errorId: string;
  onChange: (value: string) => void;
}) {
  const common = {
    id: `capture-${field.name}`,
    name: field.name,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? errorId : undefined,
    className: inputClass,
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
  showErrors,
  patients,
  bills,
  onChange,
}: {
  fields: FormField[];
  values: FormValues;
  readOnly: boolean;
  showErrors: boolean;
  patients: PatientOption[];
  bills: BillOption[];
  onChange: (name: string, value: string) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {fields.map((field) => {
        const value = values[field.name] ?? "";
        const missing = field.required && value.trim() === "";
        const errorId = `capture-${field.name}-error`;
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
              onChange={(v) => onChange(field.name, v)}
            />
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
