// The Explainer's bill table (001 §2): Date, Provider, Bill Number, Patient (You, or a dependent's
// first name with an edit icon), Total Billed with the Medicare average note, Allowed Total, Paid
// Total and # Lines. A row click selects the bill; Edit and Delete act per bill.
import type { BillRow, LineItemJson } from "~/services/bills/index.server";
import { medicareAverage, useMedicareRates } from "./medicare-rates";
import { billNumberOf } from "#core/bills/documents";
import { formatUsd } from "#core/format/money";

/** Bill-level figures in whole dollars, as in the vault (001 §9); line tables keep the cents. */
const whole = (amount: number | null) => formatUsd(amount, { decimals: "never" });
import { SelectableBillsTable } from "./selectable-bills-table";
import { formatDate } from "#core/format/dates";

export type WorkspaceBill = BillRow & { line_items: LineItemJson[] };

const HEADINGS = [
  "Date",
  "Provider",
  "Bill Number",
  "Patient",
  "Total Billed",
  "Allowed Total",
  "Paid Total",
  "# Lines",
  "",
];

/** At phone width (below 768 px, 000 §9) the rows keep Date, Provider, Total Billed, Edit and Delete; a tap shows the lines. */
const PHONE_COLUMNS =
  "max-md:[&_tr>*:nth-child(3)]:hidden max-md:[&_tr>*:nth-child(4)]:hidden max-md:[&_tr>*:nth-child(6)]:hidden max-md:[&_tr>*:nth-child(7)]:hidden max-md:[&_tr>*:nth-child(8)]:hidden";

export function MedicareNote({ average }: { average: number | null | undefined }) {
  if (average === undefined)
    return <span className="block text-xs text-ink-subtle">Checking Medicare average…</span>;
  if (average === null) return null;
  return (
    <span className="block text-xs text-slate-600" data-testid="medicare-note">
      Medicare average: {whole(average)}
    </span>
  );
}

export function useBillAverages(bills: WorkspaceBill[]) {
  const rates = useMedicareRates(bills.flatMap((b) => b.line_items.map((l) => l.cpt_code)));
  return (bill: WorkspaceBill) => medicareAverage(bill.line_items, rates);
}

export function WorkspaceTable({
  bills,
  selectedId,
  averageOf,
  onSelect,
  onEdit,
  onDelete,
}: {
  bills: WorkspaceBill[];
  selectedId: string | null;
  averageOf: (bill: WorkspaceBill) => number | null | undefined;
  onSelect: (id: string) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  return (
    <SelectableBillsTable
      label="Your bills"
      headings={HEADINGS}
      phoneColumns={PHONE_COLUMNS}
      bills={bills}
      selectedId={selectedId}
      onSelect={onSelect}
      rowClassName="align-top"
      cells={(bill) => (
        <>
          <td className="whitespace-nowrap px-3 py-2">{formatDate(bill.date)}</td>
          <td className="px-3 py-2">{bill.provider_name}</td>
          <td className="px-3 py-2">{billNumberOf(bill) ?? "—"}</td>
          <td className="whitespace-nowrap px-3 py-2">
            {bill.patient_label}
            {bill.patient_id !== "self" ? (
              <button
                type="button"
                aria-label={`Edit patient of bill from ${bill.provider_name}`}
                className="ml-1 text-ink-subtle hover:text-brand-700"
                onClick={(e) => {
                  e.stopPropagation();
                  onEdit(bill.id);
                }}
              >
                ✎
              </button>
            ) : null}
          </td>
          <td className="px-3 py-2">
            {whole(bill.total_billed_amount)}
            <MedicareNote average={averageOf(bill)} />
          </td>
          <td className="px-3 py-2">{whole(bill.total_allowed_amount)}</td>
          <td className="px-3 py-2">{whole(bill.total_paid_amount)}</td>
          <td className="px-3 py-2">{bill.line_count}</td>
          <td className="whitespace-nowrap px-3 py-2">
            <button
              type="button"
              className="mr-3 text-xs font-medium text-brand-700 hover:underline"
              onClick={(e) => {
                e.stopPropagation();
                onEdit(bill.id);
              }}
            >
              Edit
            </button>
            <button
              type="button"
              className="text-xs font-medium text-red-700 hover:underline"
              onClick={(e) => {
                e.stopPropagation();
                onDelete(bill.id);
              }}
            >
              Delete
            </button>
          </td>
        </>
      )}
    />
  );
}
