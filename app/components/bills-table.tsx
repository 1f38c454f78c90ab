// The vault's bill list (spec 001 §2 Vault): newest first, with an empty state.
import { formatDate, formatMoney } from "./format";

export interface VaultBillRow {
  id: string;
  date: string | null;
  providerName: string;
  patientLabel: string;
  status: string;
  totalBilledCents: number | null;
  totalAllowedCents: number | null;
  totalPaidCents: number | null;
  potentialSavingsCents: number;
  recoveredCents: number;
  documentCount: number;
}

function patientResponsibility(bill: VaultBillRow): string {
  const owed = bill.totalAllowedCents ?? bill.totalBilledCents;
  if (owed === null) return "—";
  return formatMoney(Math.max(0, owed - (bill.totalPaidCents ?? 0)));
}

export function EmptyBills() {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-500">
      No bills found
    </p>
  );
}

export function VaultBillsTable({ bills, premium }: { bills: VaultBillRow[]; premium: boolean }) {
  if (bills.length === 0) return <EmptyBills />;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase text-slate-500">
          <tr>
            {[
              "Date",
              "Bill ID",
              "Patient",
              "Provider",
              "Billed",
              "Patient Responsibility",
              "Opportunity/Recovered",
              "Docs",
              "Status",
            ].map((h) => (
              <th key={h} className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {bills.map((bill) => (
            <tr key={bill.id}>
              <td className="px-3 py-2">{formatDate(bill.date)}</td>
              <td className="px-3 py-2 font-mono text-xs">{bill.id.slice(0, 8)}</td>
              <td className="px-3 py-2">{bill.patientLabel}</td>
              <td className="px-3 py-2">{bill.providerName}</td>
              <td className="px-3 py-2">{formatMoney(bill.totalBilledCents)}</td>
              <td className="px-3 py-2">{patientResponsibility(bill)}</td>
              <td className="px-3 py-2">
                {bill.recoveredCents > 0 ? (
                  formatMoney(bill.recoveredCents)
                ) : premium ? (
                  formatMoney(bill.potentialSavingsCents)
                ) : (
                  <span className="font-semibold text-amber-600">Premium</span>
                )}
              </td>
              <td className="px-3 py-2">{bill.documentCount}</td>
              <td className="px-3 py-2">{bill.status.replace(/_/g, " ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
