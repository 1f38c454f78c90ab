// A bill's service lines (001 §2 Explainer: CPT Code, Units, Billed, Allowed, Paid).
import { formatUsd } from "#core/format/money";

export interface LineRow {
  id: string;
  cpt_code: string;
  description?: string | null;
  units: number;
  billed_amount: number;
  allowed_amount: number | null;
  paid_amount: number | null;
}

export function LineItemsTable({ lines }: { lines: LineRow[] }) {
  if (lines.length === 0) return <p className="text-sm text-slate-500">No service lines yet.</p>;
  return (
    <table className="min-w-full text-left text-sm" aria-label="Service lines">
      <thead className="text-xs uppercase text-slate-500">
        <tr>
          {["CPT Code", "Units", "Billed", "Allowed", "Paid"].map((h) => (
            <th key={h} className="px-2 py-1 font-medium">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {lines.map((line) => (
          <tr key={line.id} data-testid="service-line">
            <td className="px-2 py-1 font-mono">
              {line.cpt_code}
              {line.description ? (
                <span className="ml-2 font-sans text-xs text-slate-500">{line.description}</span>
              ) : null}
            </td>
            <td className="px-2 py-1">{line.units}</td>
            <td className="px-2 py-1">{formatUsd(line.billed_amount)}</td>
            <td className="px-2 py-1">{formatUsd(line.allowed_amount)}</td>
            <td className="px-2 py-1">{formatUsd(line.paid_amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
