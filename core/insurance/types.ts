// The insurance shapes every part shares (001 §3 insurance entities, §7 calls; issue 15): what the
// /api/insurance calls answer and accept, and the texts of 001 §5 and §8. Runtime-neutral.
import { z } from "zod";
import { PLAN_CATEGORIES } from "./plan-types";

/** 001 §3 Carrier. `plan_count`: the catalogue's plans of the carrier (all states). */
export const CarrierSchema = z.object({
  carrier_id: z.string(),
  display_name: z.string(),
  marketing_name: z.string().nullable(),
  plan_count: z.number().int(),
});
export type Carrier = z.infer<typeof CarrierSchema>;

/** 001 §3 Plan. `premium_monthly` in dollars (null when the file has none); stars 1–5 in halves. */
export const PlanSchema = z.object({
  plan_id: z.string(),
  plan_name: z.string(),
  plan_category: z.string(),
  star_rating: z.number().nullable(),
  premium_monthly: z.number().nullable(),
  marketing_name: z.string().nullable(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const COVERAGE_TIERS = ["in_network", "out_of_network"] as const;
export type CoverageTier = (typeof COVERAGE_TIERS)[number];

/**
 * 001 §3 Benefit: one provision of a plan in one tier. `copay` in dollars, `coinsurance_pct` a
 * fraction (0.2 = 20%). The deductible and out-of-pocket rows carry their amounts in the
 * description, in these words (the display rules of 001 §5 read them):
 * - category "Deductible": "Deductible: $1,500 individual / $3,000 family", "Deductible: $283", or
 *   "No deductible";
 * - category "Out-of-Pocket Maximum": "Out-of-pocket maximum: $9,250 individual / $18,500 family",
 *   "Out-of-pocket maximum: $9,250", or "No out-of-pocket maximum".
 */
export const BenefitSchema = z.object({
  benefit_id: z.string(),
  category_name: z.string(),
  narrative_description: z.string(),
  coverage_tier: z.enum(COVERAGE_TIERS),
  copay: z.number().nullable(),
  coinsurance_pct: z.number().nullable(),
  after_deductible: z.boolean(),
  visit_limit: z.string().nullable(),
});
export type Benefit = z.infer<typeof BenefitSchema>;

/** 001 §3 Insurance policy as the list shows it (our additions after the spec's fields). */
export const PolicySchema = z.object({
  policy_id: z.string(),
  policy_name: z.string(),
  carrier_name: z.string().nullable(),
  plan_type_name: z.string().nullable(),
  plan_name: z.string().nullable(),
  plan_id: z.string().nullable(),
  subscriber_id: z.string(),
  assigned_members: z.array(z.object({ name: z.string() })),
  // Ours: what the page needs besides the spec's fields.
  plan_category: z.string().nullable(),
  carrier_id: z.string().nullable(),
  member_ids: z.array(z.string()),
  in_network_deductible: z.string().nullable(),
  in_network_oop_max: z.string().nullable(),
  created_at: z.string(),
});
export type Policy = z.infer<typeof PolicySchema>;

export const CUSTOM_CARRIER_MAX = 100;
export const MBI_LENGTH = 11;

/** 001 §3 create payload (POST /api/insurance/user-policies). Rules in 001 §5; messages below. */
export const CreatePolicySchema = z.object({
  plan_id: z.string().trim().max(64).nullish(),
  plan_category: z.enum(PLAN_CATEGORIES),
  /** Ours: which plan type the wizard went through (`medicare_advantage`, `individual_ppo`, …). */
  plan_type_id: z.string().trim().max(64).nullish(),
  policy_name: z.string().trim().max(200),
  member_ids: z.array(z.string()),
  carrier_id: z.string().trim().max(100).nullish(),
  carrier_name: z.string().trim().max(CUSTOM_CARRIER_MAX).nullish(),
  /** The subscriber ID, or the Medicare number (MBI) for Original Medicare. */
  subscriber_id: z.string().trim().max(64),
  in_network_deductible: z.string().trim().max(100).nullish(),
  in_network_oop_max: z.string().trim().max(100).nullish(),
});
export type CreatePolicy = z.infer<typeof CreatePolicySchema>;

/** 001 §2, §5 and §8 texts of the insurance page, word for word. */
export const INSURANCE_MESSAGES = {
  loadFailed: "Failed to load your insurance policies. Please try again.",
  plansFailed: "Failed to load plans. Please try again.",
  saveFailed: "Failed to save insurance policy. Please try again.",
  deleteFailed: "Failed to delete insurance policy. Please try again.",
  zipFailedPrefix: "Error updating ZIP code: ",
  zipRequired: "Please enter a valid ZIP code",
  zipModalTitle: "ZIP Code Required",
  zipModalText: "Please provide your ZIP code to find insurance plans available in your area.",
  zipPrompt: "Please provide your ZIP code to help us find insurance plans available in your area",
  mbiRequired: "Please enter your Medicare number",
  companyAndIdRequired: "Please enter insurance company name and subscriber ID",
  mbiHelp: "This is the 11-character identifier on your red, white, and blue Medicare card",
  noCarriers: "No insurance companies found. Try a different search term.",
  noPoliciesTitle: "No Policies Yet",
  noPoliciesText: "Add your first insurance policy to get started with tracking your family's coverage.",
  noBenefits: "No detailed benefits information available for this plan yet.",
  benefitsPending: "Benefits data is being populated as we process plan details.",
  noMembersTitle: "No Family Members",
  noMembersText:
    "You need to add family members first. Visit the Family Management section to add family members.",
  saving: "Saving Policy...",
} as const;

/** 001 §5: the default policy name — '{carrier} Policy', or the plan name, or 'Insurance Policy'. */
export function defaultPolicyName(carrierName: string | null | undefined, planName?: string | null): string {
  if (carrierName?.trim()) return `${carrierName.trim()} Policy`;
  if (planName?.trim()) return planName.trim();
  return "Insurance Policy";
}

/** 001 §5: a member id is a string longer than 10 characters containing '-'; 'self' is never one. */
export const isPolicyMemberId = (id: unknown): id is string =>
  typeof id === "string" && id !== "self" && id.length > 10 && id.includes("-");
