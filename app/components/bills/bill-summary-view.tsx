// The editor's summary mode (001 §2, §3): totals, the high-confidence errors (above 0.8), each
// opportunity with how to recover it (method, steps, phone script), how complete the bill is, its
// details and lines. Summary figures in whole dollars (001 §9); the line table keeps the cents.
import { analysisBadgeTone, completenessTone, opportunityTone } from "#core/analysis/confidence";
import { VIEW_MESSAGES } from "#core/analysis/view-messages";
import type { AnalysisResult } from "#core/analysis/types";
import type { BillSummary, SummaryOpportunity } from "#core/analysis/summary";
import { ConfidenceBadge, TONE_CLASSES } from "./confidence-badge";
import { formatUsd } from "#core/format/money";
import { formatDate } from "#core/format/dates";

/** Whole dollars, or a dash for an amount the bill does not state. */
const whole = (dollars: number | null) => formatUsd(dollars, { decimals: "never" });
const cents = (dollars: number | null) => formatUsd(dollars);
const heading = "mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500";

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-md border border-slate-200 p-3" data-figure={label}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function Opportunity({ opportunity }: { opportunity: SummaryOpportunity }) {
  const { recovery_instructions: recovery } = opportunity;
  return (
    <li className="rounded-md border border-slate-200 p-4" data-testid="opportunity">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-semibold text-slate-900">{opportunity.title}</h4>
        <ConfidenceBadge tone={opportunityTone(opportunity.confidence)} percent={opportunity.confidence} />
      </div>
      <p className="mt-1 text-sm text-slate-700">{opportunity.description}</p>
      <p className="mt-2 text-sm text-slate-600">
        Potential savings <strong>{whole(opportunity.potential_savings)}</strong> · Success rate{" "}
        {opportunity.success_rate}% · {opportunity.timeline}
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">
          How to recover it: {VIEW_MESSAGES.method[recovery.method]}
        </summary>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
          {recovery.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-2 font-medium text-slate-800">What to say</p>
        <blockquote className="mt-1 border-l-4 border-brand-600/40 pl-3 italic text-slate-700">
          {recovery.script}
        </blockquote>
      </details>
    </li>
  );
}

export function BillSummaryView({ summary, analysis }: { summary: BillSummary; analysis: AnalysisResult }) {
  const info = summary.bill_info;
  const high = analysis.errors_detected.filter((f) => analysisBadgeTone(f.confidence) === "green");
  const completeness = summary.completeness;
  return (
    <div className="space-y-6" data-testid="bill-summary">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Summary totals">
        <Figure label="Potential Savings" value={whole(summary.analysis.potential_savings)} />
        <Figure label="Errors Found" value={summary.analysis.total_errors_found} />
        <Figure label="High-Confidence Errors" value={analysis.high_confidence_errors} />
        <Figure label="Total Billed" value={whole(info.total_billed_amount)} />
        <Figure label="Allowed" value={whole(info.total_allowed_amount)} />
        <Figure label="Insurance Paid" value={whole(info.total_paid_amount)} />
        <Figure label="Patient Responsibility" value={whole(info.patient_responsibility)} />
        <Figure label="Service Date" value={formatDate(info.service_date)} />
      </dl>

      <section aria-label="High-confidence errors">
        <h3 className={heading}>High-confidence errors</h3>
        {high.length ? (
          <ul className="space-y-2">
            {high.map((f) => (
              <li
                key={f.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-red-50 p-3"
              >
                <span className="font-medium text-slate-900">{f.title}</span>
                <span className="flex items-center gap-2 text-sm">
                  {whole(f.potential_savings ?? f.amount_at_risk ?? 0)}
                  <ConfidenceBadge tone={analysisBadgeTone(f.confidence)} percent={f.confidence * 100} />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">{VIEW_MESSAGES.noHighConfidence}</p>
        )}
      </section>

      <section aria-label="Savings opportunities">
        <h3 className={heading}>Savings opportunities</h3>
        {summary.opportunities.length ? (
          <ul className="space-y-3">
            {summary.opportunities.map((o) => (
              <Opportunity key={o.id} opportunity={o} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">{VIEW_MESSAGES.noFindings}</p>
        )}
      </section>

      <section aria-label="Bill completeness">
        <h3 className={heading}>Bill completeness</h3>
        <p className="flex items-center gap-3 text-sm">
          <span
            data-tone={completenessTone(completeness.percentage)}
            data-testid="completeness"
            className={`rounded-full px-2 py-0.5 font-semibold ${TONE_CLASSES[completenessTone(completeness.percentage)]}`}
          >
            {completeness.percentage}% complete
          </span>
          {completeness.missing_fields.length
            ? `Missing: ${completeness.missing_fields.map((f) => VIEW_MESSAGES.missingField[f]).join(", ")}`
            : null}
        </p>
      </section>

      <section aria-label="Bill information">
        <h3 className={heading}>Bill information</h3>
        <p className="text-sm text-slate-700">
          {info.provider_name ?? "—"} · {formatDate(info.service_date, { missing: "No date" })} · Bill number{" "}
          {info.claim_number ?? "—"}
        </p>
        <table className="mt-2 min-w-full text-left text-sm" aria-label="Summary service lines">
          <thead className="text-xs uppercase text-slate-500">
            <tr>
              {["CPT Code", "Units", "Billed", "Allowed", "Paid", "You Owe", "Flags"].map((h) => (
                <th key={h} className="p-1 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {summary.line_items.map((line) => (
              <tr key={line.id}>
                <td className="p-1 font-mono">{[line.cpt_code, ...line.modifiers].join("-")}</td>
                <td className="p-1">{line.units}</td>
                <td className="p-1">{cents(line.billed_amount)}</td>
                <td className="p-1">{cents(line.allowed_amount)}</td>
                <td className="p-1">{cents(line.paid_amount)}</td>
                <td className="p-1">{cents(line.patient_responsibility)}</td>
                <td className="p-1 text-xs text-red-700">
                  {line.flags.map((c) => VIEW_MESSAGES.category[c]).join(", ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
