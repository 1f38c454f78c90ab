// Service lines as form rows (001 §5): CPT and billed required, units at least 1, amounts step
// 0.01, allowed and paid optional, and Remove only while more than one line exists.
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { CptField } from "./cpt-field";

const LINE_KEYS = ["cpt_code", "units", "billed_amount", "allowed_amount", "paid_amount"] as const;
type LineKey = (typeof LINE_KEYS)[number];

export interface LineShape {
  id?: string;
  cpt_code?: string;
  units?: number | string;
  billed_amount?: number | string;
  allowed_amount?: number | string;
  paid_amount?: number | string;
}

interface LineRow {
  key: string | undefined;
  name: string;
  id?: string;
  initial: Partial<Record<LineKey, string>>;
  errors: string[];
}

const text = (v: unknown) => (v === undefined || v === null ? undefined : String(v));

// Conform's field types are generic in the whole form; the rows only need names, values and errors.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form whose field holds service lines
type LinesField = FieldMetadata<LineShape[] | undefined, any, string[]>;

function rowsOf(field: LinesField): LineRow[] {
  return field.getFieldList().map((row) => {
    const f = row.getFieldset();
    return {
      key: row.key,
      name: row.name,
      id: text(f.id.initialValue),
      initial: Object.fromEntries(LINE_KEYS.map((k) => [k, text(f[k].initialValue)])),
      errors: LINE_KEYS.flatMap((k) => f[k].errors ?? []),
    };
  });
}

const LABELS: Record<LineKey, string> = {
  cpt_code: "CPT Code",
  units: "Units",
  billed_amount: "Billed",
  allowed_amount: "Allowed",
  paid_amount: "Paid",
};

export function ServiceLines({
  form,
  field,
  footer,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see LinesField
  form: FormMetadata<any, string[]>;
  field: LinesField;
  footer?: React.ReactNode;
}) {
  const rows = rowsOf(field);
  const amount = (row: LineRow, index: number, key: LineKey, required: boolean) => (
    <input
      type="number"
      name={`${row.name}.${key}`}
      defaultValue={row.initial[key]}
      aria-label={`${LABELS[key]} (line ${index + 1})`}
      required={required}
      step={key === "units" ? 0.1 : 0.01}
      min={key === "units" ? 1 : 0}
      className={`${key === "units" ? "w-20" : "w-28"} rounded border border-slate-300 px-2 py-1 text-sm`}
    />
  );
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">Service Lines</legend>
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <thead className="text-xs uppercase text-slate-500">
            <tr>
              <th className="p-1 font-medium">CPT Code *</th>
              <th className="p-1 font-medium">Units</th>
              <th className="p-1 font-medium">Billed *</th>
              <th className="p-1 font-medium">Allowed</th>
              <th className="p-1 font-medium">Paid</th>
              <th className="p-1">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.key} data-testid="service-line-row" className="align-top">
                <td className="p-1">
                  {row.id ? <input type="hidden" name={`${row.name}.id`} value={row.id} /> : null}
                  <CptField
                    name={`${row.name}.cpt_code`}
                    defaultValue={row.initial.cpt_code}
                    label={`CPT Code (line ${index + 1})`}
                  />
                </td>
                <td className="p-1">{amount(row, index, "units", false)}</td>
                <td className="p-1">{amount(row, index, "billed_amount", false)}</td>
                <td className="p-1">{amount(row, index, "allowed_amount", false)}</td>
                <td className="p-1">{amount(row, index, "paid_amount", false)}</td>
                <td className="p-1">
                  {rows.length > 1 ? (
                    <button
                      {...form.remove.getButtonProps({ name: field.name, index })}
                      aria-label={`Remove line ${index + 1}`}
                      className="text-xs font-medium text-red-700 hover:underline"
                    >
                      Remove
                    </button>
                  ) : null}
                </td>
                {row.errors.length ? (
                  <td className="p-1 text-xs text-red-700" role="alert">
                    {row.errors.join(" ")}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
          {footer}
        </table>
      </div>
      <button
        {...form.insert.getButtonProps({ name: field.name, defaultValue: { units: 1 } })}
        className="text-sm font-medium text-brand-700 hover:underline"
      >
        + Add Service Line
      </button>
    </fieldset>
  );
}
