// excessive_units: more units of a code than Medicare's medically unlikely edit (MUE) allows, per
// claim line (adjudication indicator 1) or per date of service (2 policy, 3 clinical).
import type { RuleContext } from "../findings";
import { exposureCents, type WorkingLine } from "../input";
import { TEXT } from "../messages";

const CONFIDENCE: Record<1 | 2 | 3, number> = { 1: 0.9, 2: 0.95, 3: 0.85 };

/** Units of service: a -26 line and a -TC line are the two parts of one service, not two (ADR 080). */
function serviceUnits(lines: WorkingLine[]): number {
  const sum = (keep: (l: WorkingLine) => boolean) => lines.filter(keep).reduce((s, l) => s + l.units, 0);
  const part = (m: string) => (l: WorkingLine) => l.modifiers.includes(m);
  const whole = sum((l) => !part("26")(l) && !part("TC")(l));
  return whole + Math.max(sum(part("26")), sum(part("TC")));
}

export function findExcessUnits(ctx: RuleContext): void {
  if (!ctx.refs.editions.mue) {
    ctx.notes.push(TEXT.notes.noMue);
    return;
  }
  const groups = new Map<string, WorkingLine[]>();
  for (const line of ctx.work.lines) {
    if (ctx.removed.has(line.index)) continue;
    const key = `${line.code}|${line.date ?? ""}`;
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  for (const lines of groups.values()) {
    const mue = ctx.refs.mue(lines[0].code);
    // An MUE of 0 means the code is not payable in this setting: not a question of units.
    if (!mue || mue.max_units <= 0) continue;
    const sets = mue.adjudication_indicator === 1 ? lines.map((l) => [l]) : [lines];
    for (const set of sets) {
      const units = serviceUnits(set);
      if (units <= mue.max_units) continue;
      // The last lines billed are the ones past the limit.
      let excess = units - mue.max_units;
      const claims = [];
      for (const line of [...set].reverse()) {
        if (excess <= 0) break;
        const over = Math.min(line.units, excess);
        excess -= over;
        ctx.excessUnits.set(line.index, over);
        claims.push({ line, cents: Math.round((exposureCents(line) / line.units) * over) });
      }
      const subjects = claims.map((c) => c.line);
      const effective = /(\d{4}-\d{2}-\d{2})/.exec(mue.edition ?? "")?.[1];
      if (effective && set[0].date && set[0].date < effective)
        ctx.notes.push(TEXT.units.editionAfterService(mue.edition!));
      ctx.drafts.push({
        category: "excessive_units",
        rule: `excessive_units.mue_${mue.adjudication_indicator === 1 ? "per_line" : "per_day"}`,
        ruleText: TEXT.units.rule,
        confidence: CONFIDENCE[mue.adjudication_indicator],
        lines: set,
        subjects,
        references: [{ kind: "mue", ...mue }],
        figures: {
          units_billed: units,
          mue_max_units: mue.max_units,
          units_over_limit: units - mue.max_units,
        },
        claims,
        text: (saved) => TEXT.units.text(set, units, mue, saved),
      });
    }
  }
}
