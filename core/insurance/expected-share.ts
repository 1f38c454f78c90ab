// What a bill should cost a covered member under the family's plan (issue 15, "Beyond the spec"):
// the deductible left this year (after what the family's verified EOBs already put toward it), then
// each line's copay or coinsurance from the benefit its service falls under, all of it capped by
// the out-of-pocket maximum left. Every step names its source: a benefit row, CMS's figures, an EOB.
// Pure; docs/decisions/066 explains the choices (in-network, the dearer of two candidate benefits,
// billed charges when the bill states no allowed amount).
import { costRule, type CostRule, type PlanLimit, type PlanTerms, type TermSource } from "./plan-terms";
import { serviceKind } from "./service-benefits";

export interface ShareLine {
  id: string;
  cpt_code: string;
  billed_cents: number;
  /** The plan's allowed amount when the bill states it; the charge is used otherwise. */
  allowed_cents: number | null;
}

/** An EOB counted toward this year's deductible or out-of-pocket maximum. */
export interface EobSource {
  document_id: string;
  title: string;
  service_date: string | null;
  deductible_cents: number;
  patient_share_cents: number;
}

/** What the member and the family have already paid toward the plan's limits this year. */
export interface MetSoFar {
  member: { deductibleCents: number; outOfPocketCents: number };
  family: { deductibleCents: number; outOfPocketCents: number };
  eobs: EobSource[];
}

export type ShareStep =
  | {
      kind: "deductible_left";
      limit_cents: number;
      met_cents: number;
      left_cents: number;
      /** Whose limit bounds it: the member's own, or the family's. */
      bound: "individual" | "family";
      source: TermSource;
      eobs: EobSource[];
    }
  | {
      kind: "line";
      line_id: string;
      service: string;
      basis_cents: number;
      basis: "allowed" | "billed";
      deductible_cents: number;
      copay_cents: number;
      coinsurance_percent: number;
      coinsurance_cents: number;
      share_cents: number;
      /** The benefit row (or CMS figures) applied; null: no benefit covers it, counted in full. */
      source: TermSource | null;
    }
  | {
      kind: "out_of_pocket_cap";
      limit_cents: number;
      met_cents: number;
      left_cents: number;
      before_cents: number;
      bound: "individual" | "family";
      source: TermSource;
      eobs: EobSource[];
    };

export interface ExpectedShare {
  expected_cents: number;
  steps: ShareStep[];
}

/** What is left of a limit for the member: the smaller of the member's and the family's. */
function left(limit: PlanLimit, member: number, family: number) {
  const own = limit.individualCents === null ? null : Math.max(0, limit.individualCents - member);
  const all = limit.familyCents === null ? null : Math.max(0, limit.familyCents - family);
  if (own === null && all === null) return null;
  if (all !== null && (own === null || all < own))
    return { left: all, limit: limit.familyCents!, met: family, bound: "family" as const };
  return { left: own!, limit: limit.individualCents!, met: member, bound: "individual" as const };
}

interface Applied {
  deductible: number;
  copay: number;
  coinsurance: number;
  rule: CostRule;
}

function apply(rule: CostRule, basis: number, deductibleLeft: number): Applied {
  const deductible = rule.afterDeductible ? Math.min(basis, deductibleLeft) : 0;
  const rest = basis - deductible;
  const copay = Math.min(rule.copayCents, rest);
  const coinsurance = Math.round(((rest - copay) * rule.coinsurancePercent) / 100);
  return { deductible, copay, coinsurance, rule };
}

const total = (a: Applied) => a.deductible + a.copay + a.coinsurance;

/** The rules that may cover a line: the benefits its service falls under, else the plan-wide coinsurance. */
function rulesFor(terms: PlanTerms, code: string): { service: string; rules: CostRule[] } {
  const kind = serviceKind(code);
  const rules = kind
    ? terms.benefits
        .filter((b) => kind.benefit.test(b.category_name.trim()))
        .flatMap((b) => costRule(b) ?? [])
    : [];
  if (rules.length) return { service: kind!.label, rules };
  return { service: kind?.label ?? "Other service", rules: terms.general ? [terms.general] : [] };
}

/**
 * The member's expected share of a bill. Lines are taken in bill order; a line no benefit covers
 * (and no plan-wide coinsurance) counts in full and outside the out-of-pocket cap.
 */
export function expectedShare(lines: readonly ShareLine[], terms: PlanTerms, met: MetSoFar): ExpectedShare {
  const steps: ShareStep[] = [];
  const deductible = terms.deductible
    ? left(terms.deductible, met.member.deductibleCents, met.family.deductibleCents)
    : null;
  let deductibleLeft = deductible?.left ?? 0;
  // A plan without a deductible ("No deductible") has no step to show for it.
  if (deductible && terms.deductible && deductible.limit > 0)
    steps.push({
      kind: "deductible_left",
      limit_cents: deductible.limit,
      met_cents: deductible.met,
      left_cents: deductible.left,
      bound: deductible.bound,
      source: terms.deductible.source,
      eobs: met.eobs.filter((e) => e.deductible_cents > 0),
    });
  let covered = 0;
  let uncovered = 0;
  for (const line of lines) {
    const basis = Math.max(0, line.allowed_cents ?? line.billed_cents);
    const { service, rules } = rulesFor(terms, line.cpt_code);
    // Two candidate benefits (an office visit: primary care or specialist): the dearer is counted,
    // so the expected share is never below what the plan could ask.
    const applied = rules
      .map((rule) => apply(rule, basis, deductibleLeft))
      .sort((a, b) => total(b) - total(a))[0];
    const base = {
      kind: "line" as const,
      line_id: line.id,
      service,
      basis_cents: basis,
      basis: line.allowed_cents === null ? ("billed" as const) : ("allowed" as const),
    };
    if (!applied) {
      uncovered += basis;
      steps.push({
        ...base,
        deductible_cents: 0,
        copay_cents: 0,
        coinsurance_percent: 0,
        coinsurance_cents: 0,
        share_cents: basis,
        source: null,
      });
      continue;
    }
    deductibleLeft -= applied.deductible;
    covered += total(applied);
    steps.push({
      ...base,
      deductible_cents: applied.deductible,
      copay_cents: applied.copay,
      coinsurance_percent: applied.rule.coinsurancePercent,
      coinsurance_cents: applied.coinsurance,
      share_cents: total(applied),
      source: applied.rule.source,
    });
  }
  const cap = terms.outOfPocket
    ? left(terms.outOfPocket, met.member.outOfPocketCents, met.family.outOfPocketCents)
    : null;
  if (cap && terms.outOfPocket && covered > cap.left) {
    steps.push({
      kind: "out_of_pocket_cap",
      limit_cents: cap.limit,
      met_cents: cap.met,
      left_cents: cap.left,
      before_cents: covered,
      bound: cap.bound,
      source: terms.outOfPocket.source,
      eobs: met.eobs.filter((e) => e.patient_share_cents > 0),
    });
    covered = cap.left;
  }
  return { expected_cents: covered + uncovered, steps };
}
