// duplicate_charge: the same service billed twice for the same date. Modifiers that make a repeat
// legitimate (repeat procedure, distinct service, repeat lab test) exempt the line.
import { TEXT } from "../messages";
import { exposureCents, type WorkingLine } from "../input";
import type { RuleContext } from "../findings";

/** 76/77 repeat procedure, 91 repeat lab test, 59 and X{EPSU} distinct service (CPT Appendix A; NCCI Ch. I §E). */
export const REPEAT_MODIFIERS = new Set(["59", "76", "77", "91", "XE", "XS", "XP", "XU"]);

const RULE = "duplicate_charge.same_service_same_day";

export function findDuplicates(ctx: RuleContext): void {
  const groups = new Map<string, WorkingLine[]>();
  for (const line of ctx.work.lines) {
    if (line.modifiers.some((m) => REPEAT_MODIFIERS.has(m))) continue;
    // Different anatomic modifiers (LT/RT, F1…) are different services, so they are part of the key.
    const key = `${line.code}|${line.date ?? ""}|${[...line.modifiers].sort().join(",")}`;
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  for (const [first, ...repeats] of groups.values()) {
    for (const repeat of repeats) {
      // A $0 line (a quality-reporting code) charges nothing twice.
      if (repeat.billed === 0) continue;
      const identical = repeat.units === first.units && repeat.billed === first.billed;
      ctx.removed.add(repeat.index);
      ctx.drafts.push({
        category: "duplicate_charge",
        rule: RULE,
        ruleText: TEXT.duplicate.rule,
        confidence: !repeat.date ? 0.75 : identical ? 0.95 : 0.8,
        lines: [repeat, first],
        references: [],
        figures: { identical_amounts: identical ? "yes" : "no" },
        claims: [{ line: repeat, cents: exposureCents(repeat) }],
        text: (saved) => TEXT.duplicate.text(repeat, first, saved),
      });
    }
  }
}
