// The professional (-26) and technical (-TC) components of a service, read from the PFS PC/TC
// indicator (core/analysis/pctc.ts, ADR 080):
// - duplicate_charge: the global service (no component modifier) and its own -26 or -TC line on the
//   same date, for a code with both components (indicator 1): the global already includes the part;
// - invalid_code: -26 or -TC on a code whose indicator says that modifier cannot be used with it.
// -26 (or -TC) twice on one date is the duplicates rule's: same code, modifiers and date.
import type { RuleContext } from "../findings";
import { exposureCents, type WorkingLine } from "../input";
import { TEXT } from "../messages";
import {
  COMPONENT_MODIFIERS,
  HAS_COMPONENTS,
  modifierNotAllowed,
  PCTC_INDICATORS,
  PCTC_SOURCE,
  type ComponentModifier,
} from "../pctc";
import type { ReferenceLookups, ReferenceRow } from "../types";

const componentOf = (line: WorkingLine): ComponentModifier | null =>
  COMPONENT_MODIFIERS.find((m) => line.modifiers.includes(m)) ?? null;

/** The other modifiers (a side, a repeat): a component only matches a global line with the same ones. */
const otherModifiers = (line: WorkingLine) =>
  line.modifiers
    .filter((m) => m !== "26" && m !== "TC")
    .sort()
    .join(",");

/** The code's indicator: from its global row, or from its -26 row for codes priced only as a reading. */
const indicatorOf = (refs: ReferenceLookups, code: string) =>
  refs.medicareRate(code)?.pctc_indicator ?? refs.medicareRate(code, "26")?.pctc_indicator ?? null;

const indicatorRow = (
  refs: ReferenceLookups,
  code: string,
  indicator: string,
  modifier: ComponentModifier,
): ReferenceRow => ({
  kind: "pctc_indicator",
  code,
  indicator,
  meaning: PCTC_INDICATORS[indicator]?.meaning ?? "",
  modifier,
  edition: refs.editions.fee_schedule,
  source: PCTC_SOURCE,
});

export function findGlobalWithComponent(ctx: RuleContext): void {
  const { refs, work } = ctx;
  const open = work.lines.filter((l) => !ctx.removed.has(l.index) && l.billed > 0);
  for (const part of open) {
    const modifier = componentOf(part);
    if (!modifier || ctx.removed.has(part.index)) continue;
    const global = open.find(
      (l) =>
        l.code === part.code &&
        l.date === part.date &&
        !componentOf(l) &&
        otherModifiers(l) === otherModifiers(part) &&
        !ctx.removed.has(l.index),
    );
    if (!global || indicatorOf(refs, part.code) !== HAS_COMPONENTS) continue;
    ctx.removed.add(part.index);
    ctx.drafts.push({
      category: "duplicate_charge",
      rule: "duplicate_charge.global_with_component",
      ruleText: TEXT.components.rule,
      confidence: 0.9,
      lines: [part, global],
      // Either line names the pair (a reader may mark the part or the whole); the part is what comes off.
      subjects: [part, global],
      references: [indicatorRow(refs, part.code, HAS_COMPONENTS, modifier)],
      figures: { pctc_indicator: HAS_COMPONENTS },
      claims: [{ line: part, cents: exposureCents(part) }],
      text: (saved) => TEXT.components.withGlobal(part, global, modifier, saved),
    });
  }
}

export function findComponentModifiersNotValid(ctx: RuleContext): void {
  const { refs, work } = ctx;
  if (!refs.editions.fee_schedule) return;
  for (const line of work.lines) {
    const modifier = componentOf(line);
    // A code missing from the code sets is already an invalid code; a modifier row in the PFS is valid.
    if (!modifier || !refs.procedureCode(line.code) || refs.medicareRate(line.code, modifier)) continue;
    const indicator = indicatorOf(refs, line.code);
    const row = modifierNotAllowed(indicator, modifier);
    if (!row || indicator === null) continue;
    ctx.removed.add(line.index);
    ctx.drafts.push({
      category: "invalid_code",
      rule: "invalid_code.component_modifier_not_valid",
      ruleText: TEXT.components.invalidRule,
      // Indicator 9 says only that the split does not apply; the others say the modifier cannot be used.
      confidence: indicator === "9" ? 0.85 : 0.9,
      lines: [line],
      references: [indicatorRow(refs, line.code, indicator, modifier)],
      figures: { pctc_indicator: indicator },
      atRisk: exposureCents(line),
      text: () => TEXT.components.notValid(line, modifier, row.meaning),
    });
  }
}
