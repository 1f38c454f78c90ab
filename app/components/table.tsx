// Tables (docs/design-system.md): a labelled table that scrolls sideways inside its own box on a
// phone instead of widening the page, with one header and cell style. Money cells right-align.
export const tableClass = "min-w-full text-left text-body";
export const theadClass = "bg-surface-muted text-fine uppercase text-ink-muted";
export const thClass = "px-cell-x py-cell-y font-medium";
export const tdClass = "px-cell-x py-cell-y";
/** A cell that holds money: digits line up. */
export const moneyCellClass = "px-cell-x py-cell-y text-right tabular-nums whitespace-nowrap";

export function Table({
  label,
  headings,
  children,
  className = "",
}: {
  /** The accessible name of the table (what a screen reader announces). */
  label: string;
  /** Column headings; an empty heading gets a screen-reader-only name so no header is empty. */
  headings: { label: string; srOnly?: boolean; numeric?: boolean }[];
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={`overflow-x-auto rounded-card border border-line bg-surface ${className}`}>
      <table className={tableClass} aria-label={label}>
        <thead className={theadClass}>
          <tr>
            {headings.map((h) => (
              <th key={h.label} scope="col" className={`${thClass} ${h.numeric ? "text-right" : ""}`}>
                {h.srOnly ? <span className="sr-only">{h.label}</span> : h.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}
