// What a rule produces (a draft finding), the savings ledger that keeps one dollar from being
// counted by two findings, and the evidence rows findings cite.
import { exposureCents, type WorkingBill, type WorkingLine } from "./input";
import type {
  AnalysisCategory,
  AnalysisFinding,
  EvidenceLine,
  MedicareRate,
  ReferenceLookups,
  ReferenceRow,
} from "./types";

export interface FindingText {
  title: string;
  description: string;
  user_action: string;
}

export interface Draft {
  category: AnalysisCategory;
  rule: string;
  ruleText: string;
  confidence: number;
  /** The charged lines first, then the lines they are compared with. */
  lines: WorkingLine[];
  /** The lines the finding is about (ids in its stable id); defaults to the first line. */
  subjects?: WorkingLine[];
  codes?: string[];
  references: ReferenceRow[];
  figures?: Record<string, number | string | null>;
  /** Savings asked of each line, in cents; the ledger grants what earlier findings left. */
  claims?: { line: WorkingLine; cents: number }[];
  /** Savings not tied to one line's charge (a total that does not add up), in cents. */
  billSavings?: number;
  /** Money the patient may owe that an appeal or a correction could remove, in cents. */
  atRisk?: number;
  text: (savedCents: number) => FindingText;
}

export interface RuleContext {
  work: WorkingBill;
  refs: ReferenceLookups;
  /** Lines already charged in full by an earlier finding (a repeat, a bundled component). */
  removed: Set<number>;
  /** Units over the MUE per line index. */
  excessUnits: Map<number, number>;
  notes: string[];
  drafts: Draft[];
}

export const dollars = (cents: number) => Math.round(cents) / 100;

/** Grants savings per line in rule order, so the findings of one line never add up to more than its charge. */
export class SavingsLedger {
  private readonly left = new Map<number, number>();
  constructor(lines: WorkingLine[]) {
    for (const line of lines) this.left.set(line.index, exposureCents(line));
  }
  grant(line: WorkingLine, cents: number): number {
    const left = this.left.get(line.index) ?? 0;
    const granted = Math.max(0, Math.min(left, Math.round(cents)));
    this.left.set(line.index, left - granted);
    return granted;
  }
}

export function evidenceLine(line: WorkingLine): EvidenceLine {
  return {
    line_id: line.id,
    position: line.position,
    cpt_code: line.code,
    modifiers: line.modifiers,
    units: line.units,
    billed_amount: dollars(line.billed),
    allowed_amount: line.allowed === null ? null : dollars(line.allowed),
    paid_amount: line.paid === null ? null : dollars(line.paid),
    service_date: line.date,
    source: line.source,
  };
}

/** The amount a pricing comparison uses: the office (non-facility) amount, or the facility one when only it exists. */
export function medicareAmount(
  rate: MedicareRate,
): { amount: number; setting: "non-facility" | "facility" } | null {
  const nfac = rate.nonfacility_amount;
  const fac = rate.facility_amount;
  if (nfac !== null && (fac === null || nfac >= fac))
    return nfac > 0 ? { amount: nfac, setting: "non-facility" } : null;
  if (fac !== null && fac > 0) return { amount: fac, setting: "facility" };
  return null;
}

export type MedicareRateRow = Extract<ReferenceRow, { kind: "medicare_rate" }>;

export function rateRow(rate: MedicareRate): MedicareRateRow | null {
  const chosen = medicareAmount(rate);
  if (!chosen) return null;
  return {
    kind: "medicare_rate",
    code: rate.code,
    modifier: rate.modifier,
    amount: chosen.amount,
    setting: chosen.setting,
    fee_schedule: rate.fee_schedule,
    locality: rate.locality ? rate.locality.name : "national",
    zip: rate.locality?.zip ?? null,
    edition: rate.edition,
    source: rate.source,
  };
}

/** The Medicare rate of a line's code, for its professional/technical component when it carries 26 or TC. */
export function rateOfLine(refs: ReferenceLookups, line: WorkingLine): MedicareRate | null {
  const component = line.modifiers.find((m) => m === "26" || m === "TC");
  return (component && refs.medicareRate(line.code, component)) || refs.medicareRate(line.code) || null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Turns drafts into findings, granting savings in the order the rules ran. */
export function finalize(drafts: Draft[], ledger: SavingsLedger): AnalysisFinding[] {
  const seen = new Map<string, number>();
  return drafts.map((draft) => {
    const granted = (draft.claims ?? []).reduce((sum, c) => sum + ledger.grant(c.line, c.cents), 0);
    const saved = granted + Math.max(0, Math.round(draft.billSavings ?? 0));
    const text = draft.text(saved);
    const subjects = (draft.subjects ?? draft.lines.slice(0, 1)).map((l) => l.id);
    const codes = draft.codes ?? [];
    const base = `${draft.rule}:${[...subjects, ...codes].join("+") || "bill"}`;
    // Lines sharing an id (a careless import) still give each finding its own id.
    const repeat = seen.get(base) ?? 0;
    seen.set(base, repeat + 1);
    const sources = draft.lines.flatMap((l) => (l.source ? [{ line_id: l.id, ...l.source }] : []));
    const money =
      draft.atRisk !== undefined && saved === 0
        ? { amount_at_risk: dollars(draft.atRisk) }
        : { potential_savings: dollars(saved) };
    return {
      id: repeat ? `${base}#${repeat + 1}` : base,
      title: text.title,
      confidence: round2(Math.min(1, Math.max(0, draft.confidence))),
      category: draft.category,
      description: text.description,
      ...money,
      estimated_recovery_time: RECOVERY_TIME[draft.category],
      user_action: text.user_action,
      evidence: {
        rule: draft.rule,
        rule_text: draft.ruleText,
        line_ids: draft.lines.map((l) => l.id),
        lines: draft.lines.map(evidenceLine),
        codes,
        references: draft.references,
        figures: draft.figures ?? {},
        sources,
      },
    };
  });
}

/** How long a correction usually takes, by kind (docs/decisions/008-analysis-rules.md). */
export const RECOVERY_TIME: Record<AnalysisCategory, string> = {
  duplicate_charge: "2-4 weeks",
  unbundling: "4-8 weeks",
  excessive_units: "4-8 weeks",
  upcoding: "6-12 weeks",
  pricing: "2-6 weeks",
  balance_billing: "2-6 weeks",
  denial: "30-60 days",
  math_error: "1-3 weeks",
  invalid_code: "2-6 weeks",
};
