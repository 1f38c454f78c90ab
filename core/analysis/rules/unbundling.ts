// unbundling: a component billed beside the comprehensive service that already includes it. The
// NCCI PTP edits decide when they are imported; the curated table (bundles.ts) otherwise.
import {
  BUNDLE_FAMILIES,
  DISTINCT_SERVICE_MODIFIERS,
  EM_SEPARATE_MODIFIERS,
  EM_WITH_MINOR_PROCEDURE_SOURCE,
  GLOBAL_COMPONENT_SOURCE,
  OFFICE_EM_CODES,
  pairsForComponent,
} from "../bundles";
import { medicareAmount, type RuleContext } from "../findings";
import { exposureCents, type WorkingLine } from "../input";
import { TEXT } from "../messages";
import type { ReferenceRow } from "../types";

/** Modifiers NCCI accepts to bypass an edit whose modifier indicator is 1 (NCCI Policy Manual Ch. I §E). */
const PTP_BYPASS = new Set([
  ...DISTINCT_SERVICE_MODIFIERS,
  ...["E1", "E2", "E3", "E4", "FA", "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "LT", "RT"],
  ...["LC", "LD", "LM", "RC", "RI", "TA", "T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9"],
  ...["24", "25", "27", "57", "91"],
]);

const has = (line: WorkingLine, modifiers: Iterable<string>) =>
  [...modifiers].some((m) => line.modifiers.includes(m));

function flagComponent(
  ctx: RuleContext,
  component: WorkingLine,
  comprehensive: WorkingLine,
  rule: string,
  confidence: number,
  reference: ReferenceRow,
  relationship: string,
): void {
  ctx.removed.add(component.index);
  ctx.drafts.push({
    category: "unbundling",
    rule,
    ruleText: TEXT.unbundling.rule,
    confidence,
    lines: [component, comprehensive],
    references: [reference],
    claims: [{ line: component, cents: exposureCents(component) }],
    text: (saved) => TEXT.unbundling.pair(component, comprehensive, relationship, saved),
  });
}

function groupBy(lines: WorkingLine[], key: (line: WorkingLine) => string): Map<string, WorkingLine[]> {
  const map = new Map<string, WorkingLine[]>();
  for (const line of lines) {
    const list = map.get(key(line));
    if (list) list.push(line);
    else map.set(key(line), [line]);
  }
  return map;
}
const byCode = (lines: WorkingLine[]) => groupBy(lines, (l) => l.code);

function ptpPairs(ctx: RuleContext, day: WorkingLine[]): void {
  const codes = byCode(day);
  for (const edit of ctx.refs.ptpEdits!([...codes.keys()])) {
    if (edit.modifier_indicator === 9 || edit.column1 === edit.column2) continue;
    const comprehensive = codes.get(edit.column1)?.find((l) => !ctx.removed.has(l.index));
    if (!comprehensive) continue;
    for (const component of codes.get(edit.column2) ?? []) {
      if (ctx.removed.has(component.index)) continue;
      if (edit.modifier_indicator === 1 && has(component, PTP_BYPASS)) continue;
      const reference: ReferenceRow = { kind: "ptp_edit", edition: ctx.refs.editions.ptp, ...edit };
      const relationship = TEXT.unbundling.ptpRelationship(edit.column1, edit.rationale);
      const confidence = edit.modifier_indicator === 0 ? 0.95 : 0.85;
      flagComponent(
        ctx,
        component,
        comprehensive,
        "unbundling.ncci_ptp_edit",
        confidence,
        reference,
        relationship,
      );
    }
  }
}

function curatedPairs(ctx: RuleContext, day: WorkingLine[]): void {
  const codes = byCode(day);
  for (const component of day) {
    if (ctx.removed.has(component.index)) continue;
    for (const pair of pairsForComponent(component.code)) {
      const comprehensive = codes.get(pair.comprehensive)?.find((l) => !ctx.removed.has(l.index));
      if (!comprehensive || has(component, pair.family.bypass)) continue;
      const reference: ReferenceRow = {
        kind: "bundle_pair",
        comprehensive: pair.comprehensive,
        component: pair.component,
        relationship: pair.family.relationship,
        source: pair.family.source,
        bypass_modifiers: [...pair.family.bypass],
      };
      flagComponent(
        ctx,
        component,
        comprehensive,
        "unbundling.curated_pair",
        0.9,
        reference,
        pair.family.relationship,
      );
      break;
    }
  }
  // The visit that decided on a minor procedure is paid inside the procedure.
  const minor = day.find((l) => {
    const days = ctx.refs.medicareRate(l.code)?.global_days;
    return (
      !ctx.removed.has(l.index) && (days === "000" || days === "010") && !OFFICE_EM_CODES.includes(l.code)
    );
  });
  if (!minor) return;
  for (const visit of day) {
    if (
      !OFFICE_EM_CODES.includes(visit.code) ||
      ctx.removed.has(visit.index) ||
      has(visit, EM_SEPARATE_MODIFIERS)
    )
      continue;
    const reference: ReferenceRow = {
      kind: "bundle_pair",
      comprehensive: minor.code,
      component: visit.code,
      relationship: TEXT.unbundling.emRelationship(minor.code),
      source: EM_WITH_MINOR_PROCEDURE_SOURCE,
      bypass_modifiers: EM_SEPARATE_MODIFIERS,
    };
    flagComponent(
      ctx,
      visit,
      minor,
      "unbundling.em_with_minor_procedure",
      0.7,
      reference,
      reference.relationship,
    );
  }
}

/** The global service billed beside its own professional (-26) or technical (-TC) component. */
function globalWithComponent(ctx: RuleContext, day: WorkingLine[]): void {
  for (const [code, lines] of byCode(day)) {
    const global = lines.find((l) => !has(l, ["26", "TC"]) && !ctx.removed.has(l.index));
    if (!global) continue;
    for (const part of lines.filter((l) => has(l, ["26", "TC"]) && !ctx.removed.has(l.index))) {
      const modifier = part.modifiers.includes("26") ? "26" : "TC";
      const reference: ReferenceRow = {
        kind: "bundle_pair",
        comprehensive: code,
        component: `${code}-${modifier}`,
        relationship: TEXT.unbundling.globalRelationship(code, modifier),
        source: GLOBAL_COMPONENT_SOURCE,
        bypass_modifiers: [],
      };
      flagComponent(
        ctx,
        part,
        global,
        "unbundling.global_with_component",
        0.9,
        reference,
        reference.relationship,
      );
    }
  }
}

const PANELS_LARGEST_FIRST = BUNDLE_FAMILIES.filter((f) => f.panel).sort(
  (a, b) => b.components.length - a.components.length,
);

/** Every test of a panel billed one by one and no panel: the panel price applies (CPT panel rules). */
function panelAsSeparateTests(ctx: RuleContext, day: WorkingLine[]): void {
  const codes = byCode(day.filter((l) => !ctx.removed.has(l.index)));
  const claimed = new Set<number>();
  // Largest panel first: the tests of a basic metabolic panel also make up the electrolyte panel.
  for (const family of PANELS_LARGEST_FIRST) {
    if (family.comprehensive.some((c) => codes.has(c))) continue;
    if (!family.components.every((c) => codes.has(c))) continue;
    const tests = family.components.map((c) => codes.get(c)![0]);
    if (tests.some((t) => claimed.has(t.index))) continue;
    const panelRate = ctx.refs.medicareRate(family.comprehensive[0]);
    const panelAmount = panelRate && medicareAmount(panelRate)?.amount;
    const testAmounts = tests.map((t) => {
      const rate = ctx.refs.medicareRate(t.code);
      return rate ? (medicareAmount(rate)?.amount ?? 0) : 0;
    });
    const separately = testAmounts.reduce((s, a) => s + a, 0);
    if (!panelAmount || testAmounts.some((a) => a === 0) || panelAmount >= separately) continue;
    const share = 1 - panelAmount / separately;
    tests.forEach((t) => claimed.add(t.index));
    ctx.drafts.push({
      category: "unbundling",
      rule: "unbundling.panel_billed_as_tests",
      ruleText: TEXT.unbundling.rule,
      confidence: 0.85,
      lines: tests,
      subjects: tests,
      references: [
        {
          kind: "bundle_pair",
          comprehensive: family.comprehensive[0],
          component: family.components.join(" "),
          relationship: family.relationship,
          source: family.source,
          bypass_modifiers: [],
        },
      ],
      figures: {
        medicare_panel_amount: panelAmount,
        medicare_separate_tests_amount: Math.round(separately * 100) / 100,
      },
      claims: tests.map((t) => ({ line: t, cents: exposureCents(t) * share })),
      text: (saved) => TEXT.unbundling.panel(tests, family.comprehensive[0], family.relationship, saved),
    });
  }
}

export function findUnbundling(ctx: RuleContext): void {
  const days = groupBy(
    ctx.work.lines.filter((l) => !ctx.removed.has(l.index)),
    (l) => l.date ?? "",
  );
  const ptp = !!ctx.refs.ptpEdits && !!ctx.refs.editions.ptp;
  for (const day of days.values()) {
    globalWithComponent(ctx, day);
    if (ptp) ptpPairs(ctx, day);
    else curatedPairs(ctx, day);
    panelAsSeparateTests(ctx, day);
  }
}
