// The Medical Bill Explainer's bill table (spec 001 §2).
import { EmptyBills } from "./bills-table";
import { formatDate, formatMoney } from "./format";

export interface ExplainerBillRow {
  id: string;
  date: string | null;
  providerName: string;
  billNumber: string | null;
  patientLabel: string;
  totalBilledCents: number | null;
  totalAllowedCents: number | null;
  totalPaidCents: number | null;
  lineCount: number;
}

const HEADINGS = [
  "Date",
  "Provider",
  "Bill Number",
  "Patient",
  "Total Billed",
  "Allowed Total",
  "Paid Total",
  "# Lines",
];

export function ExplainerTable({ bills }: { bills: ExplainerBillRow[] }) {
  if (bills.length === 0) return <EmptyBills />;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase text-slate-500">
          <tr>
            {HEADINGS.map((h) => (
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
              <td className="px-3 py-2">{bill.providerName}</td>
              <td className="px-3 py-2">{bill.billNumber ?? "—"}</td>
              <td className="px-3 py-2">{bill.patientLabel}</td>
              <td className="px-3 py-2">{formatMoney(bill.totalBilledCents)}</td>
              <td className="px-3 py-2">
                {bill.totalAllowedCents === null ? "—" : formatMoney(bill.totalAllowedCents)}
              </td>
              <td className="px-3 py-2">
                {bill.totalPaidCents === null ? "—" : formatMoney(bill.totalPaidCents)}
              </td>
              <td className="px-3 py-2">{bill.lineCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
