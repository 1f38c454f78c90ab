// What the bill should cost under the patient's plan (issue 15): while the bill has no EOB, an
// amount due above the plan's deductible, copay or coinsurance and out-of-pocket maximum for its
// services (core/insurance/expected-share.ts) is a balance-billing finding, each step citing the
// plan row or EOB it rests on. Once an EOB is attached its patient responsibility is the figure
// (rules/eob.ts), as is allowed − paid when the bill itself shows every line priced by insurance.
import { expectedShare, type EobSource, type ShareStep } from "../../insurance/expected-share";
import type { TermSource } from "../../insurance/plan-terms";
import { dollars, type RuleContext } from "../findings";
import type { WorkingLine } from "../input";
import { TEXT } from "../messages";
import type { ReferenceRow } from "../types";

/** Flagged only above $1 or 1% of the expected share, whichever is more. */
const tolerance = (expectedCents: number) => Math.max(100, Math.round(expectedCents * 0.01));

function sourceText(source: TermSource | null): { source: string | null; source_url: string | null } {
  if (!source) return { source: null, source_url: null };
  if (source.kind === "cms") return { source: `${source.title} (${source.year})`, source_url: source.url };
  const tier = source.coverage_tier === "in_network" ? "in-network" : "out-of-network";
  return { source: `${source.category_name} (${tier}): ${source.narrative_description}`, source_url: null };
}

const EMPTY = {
  position: null,
  code: null,
  service: null,
  basis: null,
  basis_amount: null,
  deductible_amount: null,
  copay_amount: null,
  coinsurance_percent: null,
  limit_amount: null,
  met_amount: null,
} as const;

function stepRow(
  step: ShareStep,
  policy: string,
  positions: Map<string, { position: number; code: string }>,
): ReferenceRow {
  const base = { kind: "plan_share_step" as const, policy_name: policy, ...EMPTY };
  if (step.kind === "line") {
    const line = positions.get(step.line_id);
    return {
      ...base,
      step: "line",
      amount: dollars(step.share_cents),
      position: line?.position ?? null,
      code: line?.code ?? null,
      service: step.service,
      basis: step.basis,
      basis_amount: dollars(step.basis_cents),
      deductible_amount: dollars(step.deductible_cents),
      copay_amount: dollars(step.copay_cents),
      coinsurance_percent: step.coinsurance_percent,
      ...sourceText(step.source),
    };
  }
  return {
    ...base,
    step: step.kind,
    amount: dollars(step.left_cents),
    limit_amount: dollars(step.limit_cents),
    met_amount: dollars(step.met_cents),
    ...sourceText(step.source),
  };
}

const eobRow = (eob: EobSource): ReferenceRow => ({
  kind: "eob_document",
  document_id: eob.document_id,
  title: eob.title,
  service_date: eob.service_date,
  patient_share: dollars(eob.patient_share_cents),
  deductible: dollars(eob.deductible_cents),
});

function spread(cents: number, lines: WorkingLine[]): { line: WorkingLine; cents: number }[] {
  const total = lines.reduce((sum, l) => sum + l.billed, 0);
  if (total <= 0) return [];
  let left = cents;
  return lines.map((line, i) => {
    const part = i === lines.length - 1 ? left : Math.round((cents * line.billed) / total);
    left -= part;
    return { line, cents: part };
  });
}

export function findAbovePlanShare(ctx: RuleContext): void {
  const { work } = ctx;
  const plan = work.bill.plan;
  if (!plan || work.eobLines.length > 0 || work.dueCents === null || work.lines.length === 0) return;
  // Insurance already priced every line on the bill: allowed − paid is the figure (rules/eob.ts).
  if (work.lines.every((l) => l.allowed !== null)) return;
  const share = expectedShare(
    work.lines.map((l) => ({ id: l.id, cpt_code: l.code, billed_cents: l.billed, allowed_cents: l.allowed })),
    plan.terms,
    plan.met,
  );
  const billed = work.totalCents ?? work.lines.reduce((sum, l) => sum + l.billed, 0);
  // An amount due above the whole bill is a math error; only the rest is compared here.
  const due = Math.min(work.dueCents, billed);
  const excess = due - share.expected_cents;
  if (excess <= tolerance(share.expected_cents)) return;
  const positions = new Map(work.lines.map((l) => [l.id, { position: l.position, code: l.code }]));
  const eobs = new Map(
    share.steps.flatMap((s) => (s.kind === "line" ? [] : s.eobs)).map((e) => [e.document_id, e]),
  );
  // Shares worked out on the charges (no allowed amount on the bill) are less certain.
  const onCharges = share.steps.some((s) => s.kind === "line" && s.basis === "billed");
  ctx.drafts.push({
    category: "balance_billing",
    rule: "balance_billing.above_plan_share",
    ruleText: TEXT.planShare.rule,
    confidence: onCharges ? 0.65 : 0.75,
    lines: work.lines,
    subjects: [],
    references: [
      ...share.steps.map((s) => stepRow(s, plan.policy_name, positions)),
      ...[...eobs.values()].map(eobRow),
    ],
    figures: {
      amount_due: dollars(work.dueCents),
      expected_share: dollars(share.expected_cents),
      deductible_met: dollars(plan.met.member.deductibleCents),
      out_of_pocket_met: dollars(plan.met.member.outOfPocketCents),
    },
    // The excess spread over the lines by their charges, so a dollar another finding already
    // claimed (a repeated line) is not counted again.
    claims: spread(excess, work.lines),
    text: () => TEXT.planShare.text(plan.policy_name, due, share.expected_cents, excess),
  });
}
