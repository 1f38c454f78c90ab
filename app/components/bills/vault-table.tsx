// The vault's bills table (001 §2): newest first with Date, Bill ID, Patient, Provider, Billed,
// Patient Responsibility, Opportunity/Recovered (locked for free users), Docs, Status and Delete.
// A row click opens the detail panel; the status select and Delete act in place.
import type { BillRow } from "~/services/bills/index.server";
import { BILL_MESSAGES } from "#core/bills/messages";
import { BILL_STATUS_LABELS, BILL_STATUSES, isBillStatus } from "#core/bills/status";
import { billNumberOf } from "#core/bills/documents";
import { formatUsd } from "#core/format/money";
import { DocumentBadges } from "./document-badges";
import { WaitForEobBadge } from "./eob-placement";
import { PaidDialog } from "./paid-dialog";
import { useBillStatus } from "./use-bill-status";
import { SelectableBillsTable } from "./selectable-bills-table";
import { formatDate } from "#core/format/dates";

export type VaultBill = BillRow;

const HEADINGS = [
  "Date",
  "Bill ID",
  "Patient",
  "Provider",
  "Billed",
  "Patient Responsibility",
  "Opportunity/Recovered",
  "Docs",
  "Status",
  "Delete",
];

/** How a bill is named where it is identified: its bill or account number, else provider and date. */
/** At phone width (below 768 px, 000 §9) the rows keep Date, Provider, Billed and Patient Responsibility; a tap opens the rest. */
const PHONE_COLUMNS =
  "max-md:[&_tr>*:nth-child(2)]:hidden max-md:[&_tr>*:nth-child(3)]:hidden max-md:[&_tr>*:nth-child(7)]:hidden max-md:[&_tr>*:nth-child(8)]:hidden max-md:[&_tr>*:nth-child(9)]:hidden max-md:[&_tr>*:nth-child(10)]:hidden";

export const billName = (
  bill: Pick<VaultBill, "claim_number" | "account_number" | "provider_name" | "date">,
) => billNumberOf(bill) ?? [bill.provider_name, bill.date].filter(Boolean).join(" ");

function Opportunity({ bill, premium }: { bill: VaultBill; premium: boolean }) {
  if (bill.recovered_amount > 0)
    return (
      <span className="font-medium text-green-700">
        Recovered {formatUsd(bill.recovered_amount, { decimals: "never" })}
      </span>
    );
  if (!premium) return <span className="font-semibold text-premium">{BILL_MESSAGES.premiumLocked}</span>;
  return bill.potential_savings > 0 ? (
    <span>{formatUsd(bill.potential_savings, { decimals: "never" })}</span>
  ) : (
    <span>—</span>
  );
}

export function StatusSelect({
  bill,
  onResolved,
  label,
}: {
  bill: Pick<VaultBill, "id" | "status">;
  onResolved: (billId: string, savings: number) => void;
  label: string;
}) {
  const control = useBillStatus(bill.id, bill.status, (savings) => onResolved(bill.id, savings));
  return (
    <div onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()} role="presentation">
      <select
        aria-label={label}
        value={control.status}
        disabled={control.busy}
        onChange={(e) => {
          if (isBillStatus(e.target.value)) control.choose(e.target.value);
        }}
        className="rounded border border-slate-300 px-2 py-1 text-xs"
      >
        {BILL_STATUSES.map((s) => (
          <option key={s} value={s}>
            {BILL_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      {control.error && !control.askingPaid ? (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {control.error}
        </p>
      ) : null}
      {control.askingPaid ? (
        <PaidDialog
          variant="recovery"
          busy={control.busy}
          serverError={control.error}
          onSave={control.savePaid}
          onCancel={control.cancelPaid}
        />
      ) : null}
    </div>
  );
}

export function VaultTable({
  bills,
  premium,
  selectedId,
  onSelect,
  onDelete,
  onResolved,
}: {
  bills: VaultBill[];
  premium: boolean;
  selectedId: string | null;
  onSelect: (billId: string) => void;
  onDelete: (billId: string) => void;
  onResolved: (billId: string, savings: number) => void;
}) {
  return (
    <SelectableBillsTable
      label="Bills"
      headings={HEADINGS}
      phoneColumns={PHONE_COLUMNS}
      bills={bills}
      selectedId={selectedId}
      onSelect={onSelect}
      cells={(bill) => (
        <>
          <td className="whitespace-nowrap px-3 py-2">{formatDate(bill.date)}</td>
          <td className="whitespace-nowrap px-3 py-2 text-xs">{billNumberOf(bill) ?? "—"}</td>
          <td className="px-3 py-2">{bill.patient_name || bill.patient_label}</td>
          <td className="px-3 py-2">
            {bill.provider_name}
            {bill.awaiting_eob ? (
              <span className="mt-1 block">
                <WaitForEobBadge />
              </span>
            ) : null}
          </td>
          <td className="px-3 py-2">{formatUsd(bill.total_billed_amount, { decimals: "never" })}</td>
          <td className="px-3 py-2">{formatUsd(bill.patient_responsibility, { decimals: "never" })}</td>
          <td className="px-3 py-2">
            <Opportunity bill={bill} premium={premium} />
          </td>
          <td className="px-3 py-2">
            <DocumentBadges count={bill.document_count} types={bill.document_types} />
          </td>
          <td className="px-3 py-2">
            <StatusSelect bill={bill} onResolved={onResolved} label={`Status of bill ${billName(bill)}`} />
          </td>
          <td className="px-3 py-2">
            <button
              type="button"
              aria-label={`Delete bill ${billName(bill)}`}
              onClick={(e) => {
                e.stopPropagation();
                onDelete(bill.id);
              }}
              className="text-xs font-medium text-red-700 hover:underline"
            >
              Delete
            </button>
          </td>
        </>
      )}
    />
  );
}
