// The vault's detail panel (001 §2): a row click shows the bill with its service lines and
// documents, read through the bill route's loader, with the way into the editor.
import { Link, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { BILL_MESSAGES } from "#core/bills/messages";
import { billPath, type BillEditorData } from "./editor-data";
import { Alert } from "../alert";
import { buttonClass } from "../button";
import { formatFileSize } from "../format";
import { formatSummaryUsd } from "#core/format/money";
import { LineItemsTable } from "./line-items-table";
import { billNumberOf } from "#core/bills/documents";
import { badgeLabelOf } from "./document-badges";
import { formatDate } from "#core/format/dates";

export function BillDetailPanel({
  billId,
  editHref,
  onClose,
}: {
  billId: string;
  editHref: string;
  onClose: () => void;
}) {
  const fetcher = useFetcher<BillEditorData>();
  const { load } = fetcher;
  useEffect(() => {
    load(billPath(billId));
  }, [billId, load]);
  const bill = fetcher.data?.bill?.id === billId ? fetcher.data.bill : null;
  const failed = fetcher.state === "idle" && fetcher.data !== undefined && !bill;

  return (
    <aside aria-label="Bill details" className="rounded-lg border border-brand-600/30 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 className="text-lg font-semibold">{bill ? bill.provider_name : "Bill details"}</h2>
          {bill ? (
            <p className="text-sm text-slate-500">
              {[
                billNumberOf(bill) ? `Bill ${billNumberOf(bill)}` : null,
                formatDate(bill.service_date, { missing: "No date" }),
                bill.patient_name || bill.patient_label,
                bill.status_label,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
          ) : null}
        </div>
        <div className="flex gap-2">
          <Link to={editHref} preventScrollReset className={buttonClass("primary")}>
            Edit Bill
          </Link>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close details"
            className={buttonClass("secondary")}
          >
            Close
          </button>
        </div>
      </div>
      {failed ? <Alert tone="error">{BILL_MESSAGES.loadBillFailed}</Alert> : null}
      {!bill && !failed ? <p className="mt-4 text-sm text-slate-500">Loading…</p> : null}
      {bill ? (
        <div className="mt-4 space-y-4">
          <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-6">
            <Figure label="Bill number" value={billNumberOf(bill) ?? "—"} />
            <Figure label="Billed" value={formatSummaryUsd(bill.total_billed_amount)} />
            <Figure label="Allowed" value={formatSummaryUsd(bill.total_allowed_amount)} />
            <Figure label="Insurance paid" value={formatSummaryUsd(bill.total_paid_amount)} />
            <Figure label="Patient Responsibility" value={formatSummaryUsd(bill.patient_responsibility)} />
            <Figure label="Recovered" value={formatSummaryUsd(bill.recovered_amount)} />
          </dl>
          {bill.outcome_note ? <p className="text-sm text-slate-600">Note: {bill.outcome_note}</p> : null}
          <LineItemsTable lines={bill.line_items} />
          <div>
            <h3 className="mb-1 text-sm font-semibold text-slate-800">Documents ({bill.document_count})</h3>
            {bill.documents.length ? (
              <ul className="text-sm text-slate-700">
                {bill.documents.map((d) => (
                  <li key={d.id}>
                    {d.original_filename} · {badgeLabelOf(d.document_type)} · {formatFileSize(d.file_size)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-500">No documents attached.</p>
            )}
          </div>
        </div>
      ) : null}
    </aside>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
