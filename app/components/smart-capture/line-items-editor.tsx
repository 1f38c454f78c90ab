// Line items of a bill or EOB: CPT with suggestions (a choice fills the description too), units,
// and amounts stepping by 0.01; a line can be removed only while more than one exists (000 §5).
// Each input is wide enough for its whole value at desktop and phone widths.
import type { LineItemField } from "#core/documents/forms";
import { CptField } from "~/components/bills/cpt-field";
import type { CptSuggestion } from "../resources";
import { emptyLine, type LineValues } from "./values";

const inputClass =
  "block w-full min-w-0 rounded border border-slate-300 px-2 py-1 text-sm tabular-nums read-only:bg-slate-50";

/**
 * Where a field sits: on wide panes [date, CPT, units] [description] [billed, allowed, paid]; on a
 * phone two columns, [date, CPT] [description] [billed, allowed] [units, paid].
 */
const cellClass: Record<string, string> = {
  service_date: "order-1",
  cpt_code: "order-2",
  units: "order-7 sm:order-3",
  description: "order-4 col-span-full",
  total_charge: "order-5",
  billed_amount: "order-5",
  allowed_amount: "order-6",
  paid_amount: "order-7",
};

function LineInput({
  field,
  value,
  label,
  readOnly,
  onChange,
  onChoose,
}: {
  field: LineItemField;
  value: string;
  label: string;
  readOnly: boolean;
  onChange: (value: string) => void;
  onChoose: (option: CptSuggestion) => void;
}) {
  if (field.name === "cpt_code")
    return (
      <CptField
        value={value}
        label={label}
        disabled={readOnly}
        onChange={onChange}
        onChoose={onChoose}
        className="block w-full min-w-0"
      />
    );
  if (field.name === "description")
    // Descriptions run long ("Office visit, established patient, moderate complexity…"): the box
    // grows with its text (field-sizing) so the whole of it shows.
    return (
      <textarea
        aria-label={label}
        value={value}
        readOnly={readOnly}
        rows={1}
        maxLength={200}
        className={`${inputClass} resize-none [field-sizing:content]`}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return (
    <input
      type={field.type}
      aria-label={label}
      value={value}
      readOnly={readOnly}
      step={field.type === "number" ? (field.step ?? 0.01) : undefined}
      min={field.type === "number" ? (field.name === "units" ? 1 : 0) : undefined}
      maxLength={field.type === "text" ? 200 : undefined}
      className={inputClass}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function LineItemsEditor({
  fields,
  lines,
  readOnly,
  onChange,
}: {
  fields: LineItemField[];
  lines: LineValues[];
  readOnly: boolean;
  onChange: (lines: LineValues[]) => void;
}) {
  const set = (index: number, patch: LineValues) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-semibold text-slate-800">Line items</legend>
      {lines.map((line, index) => (
        <div
          key={index}
          data-testid="line-item"
          className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 p-2 sm:grid-cols-3"
        >
          {fields.map((f) => (
            <div key={f.name} className={`min-w-0 text-xs text-slate-500 ${cellClass[f.name] ?? ""}`}>
              <span aria-hidden="true">{f.title}</span>
              <LineInput
                field={f}
                value={line[f.name] ?? ""}
                label={`${f.title} (line ${index + 1})`}
                readOnly={readOnly}
                onChange={(v) => set(index, { [f.name]: v })}
                onChoose={(option) =>
                  set(index, {
                    cpt_code: option.cpt_code,
                    ...(option.description && { description: option.description }),
                  })
                }
              />
            </div>
          ))}
          {!readOnly && lines.length > 1 ? (
            <div className="order-last col-span-full flex items-end justify-end">
              <button
                type="button"
                className="text-xs font-medium text-red-700 hover:underline"
                onClick={() => onChange(lines.filter((_, i) => i !== index))}
                aria-label={`Remove line ${index + 1}`}
              >
                Remove
              </button>
            </div>
          ) : null}
        </div>
      ))}
      {readOnly ? null : (
        <button
          type="button"
          className="text-sm font-medium text-brand-700 hover:underline"
          onClick={() => onChange([...lines, emptyLine(fields)])}
        >
          + Add line item
        </button>
      )}
    </fieldset>
  );
}
