// unbundling: a visit (E/M) inside a procedure's global surgery package. A minor procedure (global
// period 000 or 010) includes the visit on its day unless modifier 25 marks a significant, separate
// visit; a major surgery (090) includes the visits of the day before and the day itself unless
// modifier 57 marks the visit that decided on surgery (NCCI Ch. I §D: only 57). The global period
// comes from the PFS file; the rules from core/analysis/global-surgery.ts (ADR 080).
import { globalPeriodRule, isEmVisit, type GlobalPeriodRule } from "../global-surgery";
import type { RuleContext } from "../findings";
import { exposureCents, type WorkingLine } from "../input";
import { TEXT } from "../messages";
import type { ReferenceRow } from "../types";

const DAY_MS = 86_400_000;

/** Whole days from `earlier` to `later` (YYYY-MM-DD); 0 when neither has a date (one day's bill). */
function daysFrom(earlier: string | null, later: string | null): number | null {
  if (earlier === later) return 0;
  if (!earlier || !later) return null;
  const ms = Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`);
  return Number.isFinite(ms) ? Math.round(ms / DAY_MS) : null;
}

interface Procedure {
  line: WorkingLine;
  rule: GlobalPeriodRule;
}

/** The procedure whose package includes `visit`: one on the visit's own day first, then the day after. */
function includingProcedure(visit: WorkingLine, procedures: Procedure[]) {
  let found: (Procedure & { daysBefore: number }) | null = null;
  for (const p of procedures) {
    const daysBefore = daysFrom(visit.date, p.line.date);
    if (daysBefore === null || daysBefore < 0 || daysBefore > p.rule.daysBefore) continue;
    if (p.rule.bypass.some((m) => visit.modifiers.includes(m))) continue;
    if (!found || daysBefore < found.daysBefore) found = { ...p, daysBefore };
  }
  return found;
}

export function findVisitsInGlobalPeriod(ctx: RuleContext): void {
  const { refs, work } = ctx;
  // A line another finding already claimed, or one charging nothing, is not compared again.
  const open = (l: WorkingLine) => !ctx.removed.has(l.index) && l.billed > 0;
  const procedures: Procedure[] = work.lines.flatMap((line) => {
    if (!open(line) || isEmVisit(line.code)) return [];
    const rule = globalPeriodRule(refs.medicareRate(line.code)?.global_days);
    return rule ? [{ line, rule }] : [];
  });
  if (procedures.length === 0) return;
  for (const visit of work.lines) {
    if (!isEmVisit(visit.code) || !open(visit)) continue;
    const found = includingProcedure(visit, procedures);
    if (!found) continue;
    const { line: procedure, rule, daysBefore } = found;
    const relationship = TEXT.globalSurgery.relationship(procedure.code, rule, daysBefore);
    const reference: ReferenceRow = {
      kind: "global_surgery",
      procedure: procedure.code,
      visit: visit.code,
      global_days: rule.globalDays,
      days_before: daysBefore,
      bypass_modifiers: [...rule.bypass],
      edition: refs.editions.fee_schedule,
      source: rule.source,
    };
    ctx.removed.add(visit.index);
    ctx.drafts.push({
      category: "unbundling",
      rule: rule.kind === "minor" ? "unbundling.em_with_minor_procedure" : "unbundling.em_with_major_surgery",
      ruleText: TEXT.globalSurgery.rule,
      // The rule is Medicare's; what is uncertain is whether the visit was separate and only lacks its modifier.
      confidence: 0.75,
      lines: [visit, procedure],
      // The pair is the subject (a reader may mark either line); the visit is what comes off.
      subjects: [visit, procedure],
      references: [reference],
      figures: { global_days: rule.globalDays, days_before_procedure: daysBefore },
      claims: [{ line: visit, cents: exposureCents(visit) }],
      text: (saved) => TEXT.unbundling.pair(visit, procedure, relationship, saved),
    });
  }
}
