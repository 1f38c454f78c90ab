// The selected bill (001 §2 workspace item 2): Service Details (its lines and the Add Line Item
// form) and Get Help (smart-help questions, phone script and letter template).
import { useCallback, useState } from "react";
import { AddLineItemForm } from "./add-line-form";
import { useAssistantBill } from "../assistant/assistant-context";
import { GetHelp } from "./get-help";
import { LineItemsTable } from "./line-items-table";
import type { WorkspaceBill } from "./workspace-table";
import { formatDate } from "#core/format/dates";

export function SelectedBillPanel({
  bill,
  average,
  caller,
}: {
  bill: WorkspaceBill;
  average: number | null | undefined;
  caller: string;
}) {
  const [tab, setTab] = useState<"details" | "help">("details");
  // The chat widget's questions are about the selected bill while it is on screen.
  useAssistantBill(bill.id);
  const [adding, setAdding] = useState(false);
  const closeAdd = useCallback(() => setAdding(false), []);
  const tabButton = (key: "details" | "help", label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={tab === key}
      onClick={() => setTab(key)}
      className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
        tab === key
          ? "border-brand-600 text-brand-700"
          : "border-transparent text-slate-600 hover:text-slate-900"
      }`}
    >
      {label}
    </button>
  );
  return (
    <section aria-label="Selected bill" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 className="text-lg font-semibold">
        {bill.provider_name}{" "}
        <span className="text-sm font-normal text-slate-500">{formatDate(bill.date, { missing: "" })}</span>
      </h2>
      <div role="tablist" aria-label="Bill panel" className="mt-3 flex gap-2 border-b border-slate-200">
        {tabButton("details", "Service Details")}
        {tabButton("help", "Get Help")}
      </div>
      <div className="mt-4" role="tabpanel">
        {tab === "details" ? (
          <div className="space-y-3">
            <LineItemsTable lines={bill.line_items} />
            {adding ? (
              <AddLineItemForm key={bill.id} billId={bill.id} onDone={closeAdd} />
            ) : (
              <button
                type="button"
                onClick={() => setAdding(true)}
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                + Add Line Item
              </button>
            )}
          </div>
        ) : (
          <GetHelp
            caller={caller}
            billId={bill.id}
            bill={{
              providerName: bill.provider_name,
              date: bill.date,
              claimNumber: bill.claim_number,
              patientName: bill.patient_name || bill.patient_label,
              totalBilled: bill.total_billed_amount,
              totalAllowed: bill.total_allowed_amount,
              totalPaid: bill.total_paid_amount,
              lines: bill.line_items,
              medicareAverage: average,
            }}
          />
        )}
      </div>
    </section>
  );
}
