// The frame both bill tables share (the vault's and the workspace's): the empty state, headings,
// and rows that select their bill on click or Enter. Each table keeps its own cells.
import type { ReactNode } from "react";
import { BILL_MESSAGES } from "#core/bills/messages";
import { tableClass, thClass, theadClass } from "../table";

export function SelectableBillsTable<B extends { id: string }>({
  label,
  headings,
  bills,
  selectedId,
  onSelect,
  rowClassName = "",
  phoneColumns = "",
  cells,
}: {
  label: string;
  headings: readonly string[];
  bills: B[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  rowClassName?: string;
  /** Classes that hide the columns a phone does without (literal, so Tailwind sees them). */
  phoneColumns?: string;
  cells: (bill: B) => ReactNode;
}) {
  if (bills.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-line-strong bg-surface p-8 text-center text-ink-muted">
        {BILL_MESSAGES.noBills}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-surface">
      <table
        className={`${tableClass} max-md:[&_td]:px-2 max-md:[&_th]:px-2 ${phoneColumns}`}
        aria-label={label}
      >
        <thead className={theadClass}>
          <tr>
            {headings.map((h, i) => (
              <th key={i} scope="col" className={thClass}>
                {/* A column of row actions has no visible heading; screen readers still hear one. */}
                {h || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {bills.map((bill) => (
            <tr
              key={bill.id}
              data-bill-id={bill.id}
              aria-selected={bill.id === selectedId}
              tabIndex={0}
              onClick={() => onSelect(bill.id)}
              onKeyDown={(e) => {
                if (e.key === "Enter") onSelect(bill.id);
              }}
              className={`cursor-pointer ${rowClassName} ${bill.id === selectedId ? "bg-brand-50" : "hover:bg-slate-50"}`}
            >
              {cells(bill)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
