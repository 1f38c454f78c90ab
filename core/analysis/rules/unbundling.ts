// unbundling: a component billed beside the comprehensive service that already includes it. The
// NCCI PTP edits decide when they are imported; the curated table (bundles.ts) otherwise.
import { BUNDLE_FAMILIES, DISTINCT_SERVICE_MODIFIERS, pairsForComponent } from "../bundles";
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

const medicareOf = (ctx: RuleContext, code: string) => {
  const rate = ctx.refs.medicareRate(code);
  return rate ? (medicareAmount(rate)?.amount ?? null) : null;
};

/**
 * A smaller panel billed beside the rest of a larger panel's tests (80055 and 87389 are 80081): the
 * larger panel billed apart. CPT reports the panel whenever all of its tests are done, so this is
 * flagged whatever the prices; savings only where Medicare pays the larger panel less than its parts.
 */
function panelSplitApart(ctx: RuleContext, day: WorkingLine[]): void {
  const codes = byCode(day.filter((l) => !ctx.removed.has(l.index) && l.billed > 0));
  const claimed = new Set<number>();
  const free = (l: WorkingLine | undefined, bypass: readonly string[]) =>
    !!l && !claimed.has(l.index) && !has(l, bypass);
  for (const big of PANELS_LARGEST_FIRST) {
    const bigCode = big.comprehensive[0];
    if (codes.has(bigCode)) continue;
    for (const small of PANELS_LARGEST_FIRST) {
      const smallLine = codes.get(small.comprehensive[0])?.[0];
      const rest = big.components.filter((c) => !small.components.includes(c));
      if (small.comprehensive[0] === bigCode || !free(smallLine, big.bypass)) continue;
      if (rest.length === 0 || rest.length + small.components.length !== big.components.length) continue;
      const tests = rest.map((c) => codes.get(c)?.find((l) => free(l, big.bypass)));
      if (!tests.every((t): t is WorkingLine => !!t)) continue;
      const lines = [smallLine!, ...tests];
      lines.forEach((l) => claimed.add(l.index));
      const panelAmount = medicareOf(ctx, bigCode);
      const parts = lines.map((l) => medicareOf(ctx, l.code));
      const apart = parts.includes(null) ? null : (parts as number[]).reduce((sum, a) => sum + a, 0);
      const share = panelAmount && apart && apart > panelAmount ? 1 - panelAmount / apart : 0;
      ctx.drafts.push({
        category: "unbundling",
        rule: "unbundling.panel_split_apart",
        ruleText: TEXT.unbundling.rule,
        confidence: 0.85,
        lines,
        subjects: lines,
        references: [
          {
            kind: "bundle_pair",
            comprehensive: bigCode,
            component: lines.map((l) => l.code).join(" "),
            relationship: big.relationship.replace(/this test$/, "these tests"),
            source: big.source,
            bypass_modifiers: [...big.bypass],
          },
        ],
        figures: {
          medicare_panel_amount: panelAmount,
          medicare_separate_tests_amount: apart === null ? null : Math.round(apart * 100) / 100,
        },
        claims: lines.map((l) => ({ line: l, cents: exposureCents(l) * share })),
        text: (saved) => TEXT.unbundling.panelSplit(lines, bigCode, big.relationship, saved),
      });
      break;
    }
  }
}

export function findUnbundling(ctx: RuleContext): void {
  const days = groupBy(
    ctx.work.lines.filter((l) => !ctx.removed.has(l.index)),
    (l) => l.date ?? "",
  );
  const ptp = !!ctx.refs.ptpEdits && !!ctx.refs.editions.ptp;
  for (const day of days.values()) {
    if (ptp) ptpPairs(ctx, day);
    else curatedPairs(ctx, day);
    panelAsSeparateTests(ctx, day);
    panelSplitApart(ctx, day);
  }
}
