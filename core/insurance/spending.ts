// What a family has spent toward a policy's deductible and out-of-pocket maximum this year, from
// its verified EOBs (issue 15, "Beyond the spec"). SKELETON: the "costs" part fills the figures
// and the rules; the /insurance page renders a PolicySpendingView per policy.

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
  title: string;
  serviceDate: string | null;
  patientResponsibilityCents: number | null;
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
}
