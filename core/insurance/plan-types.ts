// The plan types the insurance wizard offers per category (001 §2 step 3, §3 Plan type; issue 15's
// GET /api/insurance/plan-types?category=). Medicare's two are fixed by the spec; the others are the
// network types the CMS plan files use (Plan Attributes PUF `PlanType`: HMO, PPO, EPO, POS, Indemnity;
// the MA Landscape's `Plan Type`: HMO, PPO, PFFS, MSA, with special needs plans among them).

export const PLAN_CATEGORIES = ["medicare", "medicaid", "individual", "employer", "other"] as const;
export type PlanCategory = (typeof PLAN_CATEGORIES)[number];

/** 001 §2 step 1: how each category is shown. */
export const PLAN_CATEGORY_LABELS: Record<PlanCategory, string> = {
  medicare: "Medicare",
  medicaid: "Medicaid",
  individual: "Individual/Family",
  employer: "Employer-Sponsored",
  other: "Other",
};

export interface PlanType {
  plan_type_id: string;
  display_name: string;
  network_type: string | null;
  is_medicare: boolean;
  is_medicaid: boolean;
  description: string;
}

const commercial = (category: PlanCategory): PlanType[] =>
  [
    [
      "hmo",
      "HMO",
      "Health Maintenance Organization: a network of doctors and a primary care doctor who refers you to specialists.",
    ],
    [
      "ppo",
      "PPO",
      "Preferred Provider Organization: any doctor, paying less in the network, no referrals needed.",
    ],
    [
      "epo",
      "EPO",
      "Exclusive Provider Organization: only the network's doctors, except in an emergency, no referrals needed.",
    ],
    [
      "pos",
      "POS",
      "Point of Service: a primary care doctor and referrals, with some cover outside the network.",
    ],
    ["indemnity", "Indemnity", "Any doctor or hospital; the plan pays a share of what it allows."],
  ].map(([id, network, description]) => ({
    plan_type_id: `${category}_${id}`,
    display_name: `${network} plan`,
    network_type: network!,
    is_medicare: false,
    is_medicaid: false,
    description: description!,
  }));

export const PLAN_TYPES: Record<PlanCategory, PlanType[]> = {
  medicare: [
    {
      plan_type_id: "medicare_advantage",
      display_name: "Medicare Advantage",
      network_type: "HMO / PPO",
      is_medicare: true,
      is_medicaid: false,
      description:
        "A private plan approved by Medicare (Part C) that covers Parts A and B, often with drug coverage.",
    },
    {
      plan_type_id: "original_medicare",
      display_name: "Original Medicare",
      network_type: null,
      is_medicare: true,
      is_medicaid: false,
      description:
        "Part A (hospital) and Part B (medical) from the federal government; any doctor who takes Medicare.",
    },
  ],
  medicaid: [
    {
      plan_type_id: "medicaid_managed_care",
      display_name: "Medicaid managed care",
      network_type: "HMO",
      is_medicare: false,
      is_medicaid: true,
      description:
        "A health plan that contracts with your state to provide Medicaid benefits through its network.",
    },
    {
      plan_type_id: "medicaid_fee_for_service",
      display_name: "Medicaid fee-for-service",
      network_type: null,
      is_medicare: false,
      is_medicaid: true,
      description: "The state pays any provider who accepts Medicaid directly for each service.",
    },
  ],
  individual: commercial("individual"),
  employer: commercial("employer"),
  other: commercial("other"),
};

export const isPlanCategory = (value: string): value is PlanCategory =>
  (PLAN_CATEGORIES as readonly string[]).includes(value);

/** The plan types of a category, in the order the wizard shows them. */
export const planTypesFor = (category: PlanCategory): PlanType[] => PLAN_TYPES[category];
