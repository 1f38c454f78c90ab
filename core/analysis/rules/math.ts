// math_error: totals that do not add up — the bill's total against its lines, the amount due against
// the whole bill, and the EOB's total patient share against its lines.
import type { RuleContext } from "../findings";
import { TEXT } from "../messages";

export function findMathErrors(ctx: RuleContext): void {
  const { work } = ctx;
  if (work.lines.length === 0) return;
  const linesSum = work.lines.reduce((sum, l) => sum + l.billed, 0);
  if (work.totalCents !== null && work.totalCents !== linesSum) {
    const diff = work.totalCents - linesSum;
    ctx.drafts.push({
      category: "math_error",
      rule: "math_error.total_vs_lines",
      ruleText: TEXT.math.rule,
      // A few cents apart may be rounding on the statement.
      confidence: Math.abs(diff) >= 100 ? 0.9 : 0.6,
      lines: [],
      subjects: [],
      references: [],
      figures: { stated_total: work.totalCents / 100, sum_of_lines: linesSum / 100, difference: diff / 100 },
      billSavings: diff > 0 ? diff : 0,
      atRisk: diff < 0 ? -diff : undefined,
      text: (saved) => TEXT.math.total(work.totalCents!, linesSum, saved),
    });
  }
  const billed = work.totalCents ?? linesSum;
  if (work.dueCents !== null && work.dueCents > billed) {
    ctx.drafts.push({
      category: "math_error",
      rule: "math_error.due_exceeds_billed",
      ruleText: TEXT.math.rule,
      confidence: 0.9,
      lines: [],
      subjects: [],
      references: [],
      figures: { amount_due: work.dueCents / 100, total_billed: billed / 100 },
      billSavings: work.dueCents - billed,
      text: (saved) => TEXT.math.dueAboveBilled(work.dueCents!, billed, saved),
    });
  }
  const shares = work.eobLines.map((e) => e.responsibility);
  if (work.eobTotalCents !== null && shares.length > 0 && shares.every((s) => s !== null)) {
    const sum = shares.reduce<number>((a, s) => a + (s ?? 0), 0);
    if (sum !== work.eobTotalCents) {
      ctx.drafts.push({
        category: "math_error",
        rule: "math_error.eob_total_vs_lines",
        ruleText: TEXT.math.rule,
        confidence: Math.abs(sum - work.eobTotalCents) >= 100 ? 0.85 : 0.6,
        lines: [],
        subjects: [],
        references: [],
        figures: { eob_total_patient_responsibility: work.eobTotalCents / 100, sum_of_eob_lines: sum / 100 },
        atRisk: Math.abs(work.eobTotalCents - sum),
        text: () => TEXT.math.eobTotal(work.eobTotalCents!, sum),
      });
    }
  }
}
