// What a family has spent toward a policy's deductible and out-of-pocket maximum this year, from
// its verified EOBs (issue 15, "Beyond the spec"): what each EOB puts toward them, and the
// accumulators per member and for the family. Pure; the /insurance page renders a PolicySpendingView
// per policy, and the expected-share finding starts from the same figures (docs/decisions/066).
import { amountOf, eobFromDocument, type StoredDocument } from "../analysis/documents";
import type { EobSource, MetSoFar } from "./expected-share";
import type { PlanLimit } from "./plan-terms";

/** One accumulator (deductible or out-of-pocket maximum) for a member or the family. */
export interface AccumulatorView {
  /** The plan's limit in cents; null when the plan states none. */
  limitCents: number | null;
  metCents: number;
  /** limit − met, never below 0; null when there is no limit. */
  remainingCents: number | null;
}

export interface SpendingEob {
  documentId: string;
  /** The bill the EOB is attached to: its documents open from the bill's page. */
  billId: string;
  title: string;
  serviceDate: string | null;
  patientResponsibilityCents: number | null;
  /** What the EOB put toward the deductible (stated, or read from lines the plan paid nothing on). */
  deductibleCents: number;
}

export interface MemberSpendingView {
  memberId: string;
  name: string;
  deductible: AccumulatorView;
  outOfPocket: AccumulatorView;
  eobs: SpendingEob[];
}

export interface PolicySpendingView {
  policyId: string;
  year: number;
  members: MemberSpendingView[];
  /** The family's accumulators, when the plan states a family deductible or maximum. */
  family: { deductible: AccumulatorView; outOfPocket: AccumulatorView } | null;
}

export const accumulator = (limitCents: number | null, metCents: number): AccumulatorView => ({
  limitCents,
  metCents,
  remainingCents: limitCents === null ? null : Math.max(0, limitCents - metCents),
});

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const cents = (dollars: number | null) => (dollars === null ? null : Math.round(dollars * 100));

/** The words EOBs use for the part of a claim applied to the deductible. */
const DEDUCTIBLE_KEYS = [
  "deductible",
  "deductible_amount",
  "applied_to_deductible",
  "amount_applied_to_deductible",
];
const firstAmount = (fields: Record<string, unknown>, keys: string[]) => {
  for (const key of keys) {
    const value = amountOf(fields[key]);
    if (value !== null) return value;
  }
  return null;
};

export interface EobFigures {
  serviceDate: string | null;
  /** What the EOB says the patient owes (its total, else the lines' shares); null: it does not say. */
  patientShareCents: number | null;
  deductibleCents: number;
}

/**
 * What one EOB puts toward the limits. The patient's share: the stated total, else each covered
 * line's patient responsibility or allowed − paid. The deductible: the amount the EOB states, else
 * the share of covered lines the plan paid nothing on (all of it went to the deductible).
 */
export function eobFigures(doc: StoredDocument): EobFigures {
  const verified = isObject(doc.user_verified_data) ? doc.user_verified_data : {};
  const extracted = isObject(doc.extracted_data) ? doc.extracted_data : {};
  const fields = { ...extracted, ...verified };
  const rawLines = Array.isArray(verified.line_items)
    ? verified.line_items
    : Array.isArray(extracted.line_items)
      ? extracted.line_items
      : [];
  const eob = eobFromDocument(doc);
  const covered = (eob?.lines ?? []).filter((l) => !l.denied && l.allowed_amount > 0);
  const lineShare = (l: (typeof covered)[number]) =>
    l.patient_responsibility ?? Math.max(0, l.allowed_amount - l.paid_amount);
  const linesTotal = covered.length ? covered.reduce((sum, l) => sum + lineShare(l), 0) : null;
  const totals =
    amountOf(fields.total_allowed) !== null && amountOf(fields.total_paid) !== null
      ? Math.max(0, amountOf(fields.total_allowed)! - amountOf(fields.total_paid)!)
      : null;
  const share = eob?.total_patient_responsibility ?? linesTotal ?? totals;
  const stated = firstAmount(fields, DEDUCTIBLE_KEYS);
  const statedOnLines = rawLines
    .filter(isObject)
    .map((l) => firstAmount(l, DEDUCTIBLE_KEYS))
    .filter((v): v is number => v !== null);
  const deductible =
    stated ??
    (statedOnLines.length
      ? statedOnLines.reduce((a, b) => a + b, 0)
      : covered.filter((l) => l.paid_amount === 0).reduce((sum, l) => sum + lineShare(l), 0));
  const date = [fields.service_date, fields.processed_date].find(
    (d): d is string => typeof d === "string" && /^\d{4}-\d{2}-\d{2}/.test(d),
  );
  const shareCents = cents(share);
  return {
    serviceDate: date?.slice(0, 10) ?? null,
    patientShareCents: shareCents,
    // Never more than the patient's share: a deductible is part of what the patient pays.
    deductibleCents: Math.min(cents(deductible) ?? 0, shareCents ?? Number.MAX_SAFE_INTEGER),
  };
}

/** A verified EOB of a covered member, with what it puts toward the limits. */
export interface MemberEob extends SpendingEob {
  memberId: string;
}

const sum = <T extends SpendingEob>(eobs: readonly T[], pick: (e: T) => number | null) =>
  eobs.reduce((total, e) => total + (pick(e) ?? 0), 0);

/** The member's and the family's accumulators of one policy, from the EOBs of its members this year. */
export function policySpendingView(
  policy: { policyId: string; members: { memberId: string; name: string }[] },
  limits: { deductible: PlanLimit | null; outOfPocket: PlanLimit | null },
  eobs: readonly MemberEob[],
  year: number,
): PolicySpendingView {
  const covered = new Set(policy.members.map((m) => m.memberId));
  const ofYear = eobs.filter((e) => covered.has(e.memberId) && e.serviceDate?.startsWith(String(year)));
  const members = policy.members.map((member) => {
    const own = ofYear.filter((e) => e.memberId === member.memberId);
    return {
      ...member,
      deductible: accumulator(
        limits.deductible?.individualCents ?? null,
        sum(own, (e) => e.deductibleCents),
      ),
      outOfPocket: accumulator(
        limits.outOfPocket?.individualCents ?? null,
        sum(own, (e) => e.patientResponsibilityCents),
      ),
      eobs: own.map(({ memberId: _memberId, ...eob }) => eob),
    };
  });
  const familyLimits = [limits.deductible?.familyCents ?? null, limits.outOfPocket?.familyCents ?? null];
  const family = familyLimits.some((l) => l !== null)
    ? {
        deductible: accumulator(
          familyLimits[0]!,
          sum(ofYear, (e) => e.deductibleCents),
        ),
        outOfPocket: accumulator(
          familyLimits[1]!,
          sum(ofYear, (e) => e.patientResponsibilityCents),
        ),
      }
    : null;
  return { policyId: policy.policyId, year, members, family };
}

/** What the expected-share rules start from for one member: this year's met amounts and the EOBs. */
export function metSoFar(view: PolicySpendingView, memberId: string): MetSoFar {
  const member = view.members.find((m) => m.memberId === memberId);
  const all = view.members.flatMap((m) => m.eobs);
  const source = (e: SpendingEob): EobSource => ({
    document_id: e.documentId,
    title: e.title,
    service_date: e.serviceDate,
    deductible_cents: e.deductibleCents,
    patient_share_cents: e.patientResponsibilityCents ?? 0,
  });
  return {
    member: {
      deductibleCents: member?.deductible.metCents ?? 0,
      outOfPocketCents: member?.outOfPocket.metCents ?? 0,
    },
    family: {
      deductibleCents: sum(all, (e) => e.deductibleCents),
      outOfPocketCents: sum(all, (e) => e.patientResponsibilityCents),
    },
    eobs: (member?.eobs ?? []).map(source),
  };
}
