// The selected bill's Get Help tab (001 §2): a Phone Script (comparison box, opening script,
// questions to ask, information to have ready) and a Letter Template asking for a reply in 30 days,
// under the smart-help questions.
import { Link } from "@remix-run/react";
import { useState } from "react";
import { formatUsd } from "#core/format/money";
import { SmartHelp } from "./smart-help";
import { formatDate } from "#core/format/dates";

export const LETTER_RESPONSE_DAYS = 30;

export interface HelpBill {
  providerName: string;
  date: string | null;
  claimNumber: string | null;
  patientName: string;
  totalBilled: number | null;
  totalAllowed: number | null;
  totalPaid: number | null;
  lines: { cpt_code: string; units: number; billed_amount: number | null }[];
  medicareAverage: number | null | undefined;
}

const dateText = (date: string | null) => (date ? formatDate(date) : "[date of service]");
const numberText = (claim: string | null) => claim ?? "[bill number]";

function openingScript(bill: HelpBill, caller: string): string {
  return `Hello, my name is ${caller}. I'm calling about a bill from ${bill.providerName} for services on ${dateText(
    bill.date,
  )}, bill number ${numberText(bill.claimNumber)}, for ${bill.patientName}. I'd like to review the charges and understand what I owe before I pay.`;
}

function questions(bill: HelpBill): string[] {
  const codes = bill.lines.map((l) => l.cpt_code).join(", ");
  return [
    "Can you send me an itemized bill that lists every CPT code, unit and charge?",
    `Was this bill sent to my insurance, and does the balance reflect what insurance allowed${
      bill.totalAllowed !== null ? ` (${formatUsd(bill.totalAllowed)})` : ""
    } and paid${bill.totalPaid !== null ? ` (${formatUsd(bill.totalPaid)})` : ""}?`,
    bill.medicareAverage && (bill.totalBilled ?? 0) > bill.medicareAverage
      ? `The billed total of ${formatUsd(bill.totalBilled)} is well above the Medicare average of ${formatUsd(
          bill.medicareAverage,
        )} for these services. Can you adjust the charges?`
      : "How were these charges set, and can they be adjusted to a fair price for these services?",
    codes
      ? `Can you confirm each procedure code billed (${codes}) was actually performed?`
      : "Can you confirm each service billed was actually performed?",
    "Do you offer a discount for paying promptly, or a financial assistance or payment plan?",
    "Can you put the account on hold so it is not sent to collections while the review is under way?",
  ];
}

const READY_INFO = [
  "Bill number and date of service",
  "Your insurance card (member ID and group number)",
  "The Explanation of Benefits (EOB) from your insurer",
  "The list of procedure (CPT) codes and amounts on the bill",
  "A pen and paper to note the representative's name, the date and a reference number",
];

export function letterTemplate(bill: HelpBill, sender: string): string {
  const lineText = bill.lines
    .map((l) => `  - CPT ${l.cpt_code} × ${l.units}: ${formatUsd(l.billed_amount)}`)
    .join("\n");
  return [
    `${sender}`,
    "",
    `To: Billing Department, ${bill.providerName}`,
    `Re: Bill number ${numberText(bill.claimNumber)}, date of service ${dateText(bill.date)}, patient ${bill.patientName}`,
    "",
    "To whom it may concern,",
    "",
    `I am writing to request a review of the charges on the bill referenced above, which totals ${formatUsd(
      bill.totalBilled,
    )}.${bill.medicareAverage ? ` The Medicare average for the same services is ${formatUsd(bill.medicareAverage)}.` : ""}`,
    "",
    "The bill lists the following services:",
    lineText || "  - (no service lines recorded)",
    "",
    "Please send me an itemized statement with every CPT code, the amount your office accepted from my insurance, and an explanation of any charge that differs from it. Please also correct any charge for a service that was not provided or was billed more than once.",
    "",
    `Please respond in writing within ${LETTER_RESPONSE_DAYS} days of the date of this letter. While this review is under way, I ask that the account not be sent to collections.`,
    "",
    "Thank you for your help.",
    "",
    "Sincerely,",
    sender,
  ].join("\n");
}

/** `billId`: the Letter Template links to the editor's dispute letter section for this bill. */
export function GetHelp({ bill, caller, billId }: { bill: HelpBill; caller: string; billId?: string }) {
  const [tab, setTab] = useState<"phone" | "letter">("phone");
  const [copied, setCopied] = useState(false);
  const letter = letterTemplate(bill, caller);
  const subtab = (key: "phone" | "letter", label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={tab === key}
      onClick={() => setTab(key)}
      className={`rounded-md px-3 py-1 text-sm font-medium ${tab === key ? "bg-brand-600 text-white" : "text-slate-600 hover:bg-slate-100"}`}
    >
      {label}
    </button>
  );
  return (
    <div className="space-y-4">
      <SmartHelp billId={billId ?? null} />
      <div role="tablist" aria-label="Get Help" className="flex gap-2">
        {subtab("phone", "Phone Script")}
        {subtab("letter", "Letter Template")}
      </div>
      {tab === "phone" ? (
        <div className="space-y-4 text-sm" role="tabpanel" aria-label="Phone Script">
          <div
            className="grid grid-cols-2 gap-3 rounded-lg border border-brand-600/30 bg-brand-50 p-3 md:grid-cols-4"
            data-testid="comparison-box"
          >
            <Figure label="Billed" value={formatUsd(bill.totalBilled)} />
            <Figure label="Insurance allowed" value={formatUsd(bill.totalAllowed)} />
            <Figure label="Insurance paid" value={formatUsd(bill.totalPaid)} />
            <Figure
              label="Medicare average"
              value={
                bill.medicareAverage
                  ? formatUsd(bill.medicareAverage)
                  : bill.medicareAverage === undefined
                    ? "…"
                    : "—"
              }
            />
          </div>
          <Section title="Opening script">
            <p className="rounded-md bg-slate-50 p-3 italic">“{openingScript(bill, caller)}”</p>
          </Section>
          <Section title="Questions to ask">
            <ol className="list-decimal space-y-1 pl-5">
              {questions(bill).map((q) => (
                <li key={q}>{q}</li>
              ))}
            </ol>
          </Section>
          <Section title="Information to have ready">
            <ul className="list-disc space-y-1 pl-5">
              {READY_INFO.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Section>
        </div>
      ) : (
        <div className="space-y-2" role="tabpanel" aria-label="Letter Template">
          <textarea
            readOnly
            value={letter}
            rows={18}
            aria-label="Letter text"
            className="w-full rounded-md border border-slate-300 p-3 font-mono text-xs"
          />
          <button
            type="button"
            className="text-sm font-medium text-brand-700 hover:underline"
            onClick={() => {
              void navigator.clipboard?.writeText(letter).then(() => setCopied(true));
            }}
          >
            {copied ? "Copied" : "Copy letter"}
          </button>
          {billId ? (
            <p className="text-sm text-slate-600">
              Or let Fairbill write it from the bill&apos;s findings:{" "}
              <Link
                to={`/bills/${encodeURIComponent(billId)}#dispute-letter`}
                className="font-medium text-brand-700 hover:underline"
              >
                Generate a dispute letter
              </Link>
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-xs text-slate-500">{label}</p>
      <p className="font-semibold text-slate-900">{value}</p>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h4 className="mb-1 font-semibold text-slate-800">{title}</h4>
      {children}
    </section>
  );
}
