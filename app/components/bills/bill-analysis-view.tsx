// The editor's analysis mode (001 §2, §3): every finding with its category, a confidence badge
// coloured above 0.8 / above 0.6 (001 §9), what it is worth, how long recovery takes, what to do and
// the evidence; then the checks that could not run.
import { analysisBadgeTone } from "#core/analysis/confidence";
import { VIEW_MESSAGES } from "#core/analysis/view-messages";
import type { AnalysisFinding, AnalysisResult } from "#core/analysis/types";
import { ConfidenceBadge } from "./confidence-badge";
import { FindingEvidence } from "./finding-evidence";
import { formatSummaryUsd, formatUsd } from "#core/format/money";
import { formatDateTime } from "#core/format/dates";

function Finding({ billId, finding }: { billId: string; finding: AnalysisFinding }) {
  const tone = analysisBadgeTone(finding.confidence);
  const atRisk = finding.potential_savings === undefined && finding.amount_at_risk !== undefined;
  return (
    <li
      className="rounded-md border border-slate-200 p-4"
      data-testid="finding"
      data-category={finding.category}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
          {VIEW_MESSAGES.category[finding.category]}
        </span>
        <ConfidenceBadge tone={tone} percent={finding.confidence * 100} />
      </div>
      <h4 className="mt-2 font-semibold text-slate-900">{finding.title}</h4>
      <p className="mt-1 text-sm text-slate-700">{finding.description}</p>
      <dl className="mt-2 grid gap-2 text-sm md:grid-cols-3">
        <div>
          <dt className="text-xs text-slate-500">{atRisk ? "Amount at risk" : "Potential savings"}</dt>
          <dd className="font-semibold">
            {formatSummaryUsd(atRisk ? finding.amount_at_risk : (finding.potential_savings ?? 0))}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Estimated recovery time</dt>
          <dd>{finding.estimated_recovery_time}</dd>
        </div>
        <div className="md:col-span-3">
          <dt className="text-xs text-slate-500">What to do</dt>
          <dd>{finding.user_action}</dd>
        </div>
      </dl>
      <FindingEvidence billId={billId} evidence={finding.evidence} />
    </li>
  );
}

export function BillAnalysisView({ billId, analysis }: { billId: string; analysis: AnalysisResult }) {
  return (
    <div className="space-y-5" data-testid="bill-analysis">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Analysis totals">
        {[
          ["Errors Found", String(analysis.total_errors)],
          ["Potential Savings", formatUsd(analysis.total_potential_savings, { decimals: "never" })],
          ["High-Confidence Errors", String(analysis.high_confidence_errors)],
          ["Analyzed", formatDateTime(analysis.analysis_timestamp)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md border border-slate-200 p-3" data-figure={label}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {analysis.errors_detected.length ? (
        <ol className="space-y-3" aria-label="Findings">
          {analysis.errors_detected.map((finding) => (
            <Finding key={finding.id} billId={billId} finding={finding} />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">{VIEW_MESSAGES.noFindings}</p>
      )}
      {analysis.notes.length ? (
        <ul className="list-disc space-y-1 pl-5 text-xs text-slate-500" aria-label="Checks not run">
          {analysis.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
