// The error analysis's findings for the bill a question is about, with their evidence in plain
// words, for the assistant (issue 16). Premium only, like the analysis itself (docs/decisions/002):
// for free users, or a bill the engine cannot read, there are none to cite (null).
import type { AnalysisFinding, EvidenceLine } from "#core/analysis";
import type { FindingRecord } from "#core/assistant/types";
import { formatDate } from "#core/format/dates";
import { formatUsd } from "#core/format/money";
import { ApiError } from "~/api/http";
import type { Db } from "~/db.server";
import { runBillAnalysis } from "../analysis/bill-analysis.server";
import { getBill } from "../bills/detail.server";

const usd = (dollars: number) => formatUsd(dollars, { decimals: "always" });

/** "Line 2 · 99214 billed $240.00 on Mar 14, 2026 (allowed $120.00, paid $90.00)". */
export function evidenceSentence(line: EvidenceLine): string {
  const units = line.units > 1 ? ` × ${line.units}` : "";
  const date = line.service_date ? ` on ${formatDate(line.service_date)}` : "";
  const settled = [
    line.allowed_amount === null ? null : `allowed ${usd(line.allowed_amount)}`,
    line.paid_amount === null ? null : `paid ${usd(line.paid_amount)}`,
  ].filter(Boolean);
  const after = settled.length ? ` (${settled.join(", ")})` : "";
  return `Line ${line.position} · ${line.cpt_code}${units} billed ${usd(line.billed_amount)}${date}${after}`;
}

export function findingRecord(finding: AnalysisFinding): FindingRecord {
  const { evidence } = finding;
  return {
    id: finding.id,
    category: finding.category,
    rule: evidence.rule,
    title: finding.title,
    description: finding.description,
    userAction: finding.user_action,
    potentialSavingsCents:
      finding.potential_savings === undefined ? null : Math.round(finding.potential_savings * 100),
    lineIds: evidence.line_ids,
    codes: evidence.codes,
    evidence: [evidence.rule_text, ...evidence.lines.map(evidenceSentence)].filter(Boolean),
  };
}

/** The focus bill's findings (premium), else null. Runs the engine; stores nothing. */
export async function focusBillFindings(
  db: Db,
  userId: string,
  zipcode: string | null,
  billId: string,
  now: Date,
): Promise<FindingRecord[] | null> {
  const detail = await getBill(db, userId, billId);
  if (!detail) return null;
  try {
    const { result } = await runBillAnalysis(db, userId, zipcode, detail, now);
    return result.errors_detected.map(findingRecord);
  } catch (error) {
    // A bill the engine cannot read (no lines, a malformed code) has no findings to cite; any other
    // failure must not cost the user their answer: the rest of the records still answer it.
    if (!(error instanceof ApiError && error.status === 422))
      console.warn("assistant: the focus bill's analysis failed:", error instanceof Error ? error.name : "unknown");
    return null;
  }
}
