// The Explainer's bill table (001 §2): Date, Provider, Bill Number, Patient (You, or a dependent's
// first name with an edit icon), Total Billed with the Medicare average note, Allowed Total, Paid
// Total and # Lines. A row click selects the bill; Edit and Delete act per bill.
import type { BillRow, LineItemJson } from "~/services/bills/index.server";
import { medicareAverage, useMedicareRates } from "./medicare-rates";
import { formatUsd } from "#core/format/money";
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

export function MedicareNote({ average }: { average: number | null | undefined }) {
  if (average === undefined)
    return <span className="block text-xs text-ink-subtle">Checking Medicare average…</span>;
  if (average === null) return null;
  return (
    <span className="block text-xs text-slate-500" data-testid="medicare-note">
      Medicare average: {formatUsd(average)}
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
      bills={bills}
      selectedId={selectedId}
      onSelect={onSelect}
      rowClassName="align-top"
      cells={(bill) => (
        <>
          <td className="whitespace-nowrap px-3 py-2">{formatDate(bill.date)}</td>
          <td className="px-3 py-2">{bill.provider_name}</td>
          <td className="px-3 py-2">{bill.claim_number ?? "—"}</td>
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
            {formatUsd(bill.total_billed_amount)}
            <MedicareNote average={averageOf(bill)} />
          </td>
          <td className="px-3 py-2">{formatUsd(bill.total_allowed_amount)}</td>
          <td className="px-3 py-2">{formatUsd(bill.total_paid_amount)}</td>
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
