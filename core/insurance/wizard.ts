// The add-policy wizard's steps as a small state machine (001 §2 steps 1–7, §4 wizard order, §5
// rules; issue 15's branch table, ADR 063). Pure: the page's components render `state.step` and
// send events; every branch and every Back is decided here.
import { CUSTOM_CARRIER_MAX, INSURANCE_MESSAGES, defaultPolicyName, type CreatePolicy } from "./types";
import { ORIGINAL_MEDICARE_ID } from "./original-medicare";
import type { PlanCategory } from "./plan-types";

export const WIZARD_STEPS = [
  "categories",
  "carriers",
  "plantypes",
  "plans",
  "simple_form",
  "members",
  "confirm",
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** 001 §2: each step's heading. */
export const WIZARD_STEP_TITLES: Record<WizardStep, string> = {
  categories: "Choose Plan Category",
  carriers: "Insurance Company & Subscriber Information",
  plantypes: "Choose Plan Type",
  plans: "Choose Specific Plan",
  simple_form: "Insurance Plan Details",
  members: "Assign Family Members",
  confirm: "Review & Save Policy",
};

export const MEDICARE_ADVANTAGE = "medicare_advantage";
export const ORIGINAL_MEDICARE = "original_medicare";
export const ORIGINAL_MEDICARE_NAME = "Original Medicare";

/** A company from the catalogue (`carrier_id`), or typed in free text (`carrier_id` null). */
export interface WizardCarrier {
  carrier_id: string | null;
  name: string;
}

export interface WizardPlan {
  plan_id: string;
  plan_name: string;
  /** The plan type the plan was listed under (Individual/Family lists every type of the category). */
  plan_type_id: string | null;
}

export interface WizardState {
  step: WizardStep;
  category: PlanCategory | null;
  planTypeId: string | null;
  carrier: WizardCarrier | null;
  /** The subscriber ID, or the Medicare number (MBI) on the Original Medicare path. */
  subscriberId: string;
  plan: WizardPlan | null;
  deductible: string;
  oopMax: string;
  memberIds: string[];
  policyName: string;
  /** The steps behind this one, most recent last: Back returns to the last. */
  trail: WizardStep[];
}

export type WizardEvent =
  | { type: "category"; category: PlanCategory }
  | { type: "planType"; planTypeId: string }
  /** `plansAvailable`: the catalogue lists the carrier's plans in the user's state. */
  | { type: "carrier"; carrier: WizardCarrier; subscriberId: string; plansAvailable: boolean }
  | { type: "plan"; plan: WizardPlan | null }
  | { type: "details"; carrierName: string; subscriberId: string; deductible: string; oopMax: string }
  | { type: "members"; memberIds: string[] }
  | { type: "back" };

export const initialWizard = (): WizardState => ({
  step: "categories",
  category: null,
  planTypeId: null,
  carrier: null,
  subscriberId: "",
  plan: null,
  deductible: "",
  oopMax: "",
  memberIds: [],
  policyName: "",
  trail: [],
});

export const isOriginalMedicare = (state: Pick<WizardState, "planTypeId">) =>
  state.planTypeId === ORIGINAL_MEDICARE;

/** 001 §5: a company typed in free text is cut to 100 characters. */
export const customCarrierName = (text: string) => text.trim().slice(0, CUSTOM_CARRIER_MAX);

/** 001 §5: the free-text option's label shows 50 characters. */
export function customCarrierLabel(text: string): string {
  const name = customCarrierName(text);
  return name.length > 50 ? `${name.slice(0, 50)}…` : name;
}

/** 001 §5: the carriers step needs a company and a subscriber ID. */
export const carriersComplete = (carrier: WizardCarrier | null, subscriberId: string) =>
  Boolean(carrier?.name.trim()) && Boolean(subscriberId.trim());

/** 001 §5: the simple form's message, or null when it may continue. */
export function simpleFormProblem(
  state: Pick<WizardState, "planTypeId">,
  input: { carrierName: string; subscriberId: string },
): string | null {
  if (isOriginalMedicare(state)) return input.subscriberId.trim() ? null : INSURANCE_MESSAGES.mbiRequired;
  return input.carrierName.trim() && input.subscriberId.trim()
    ? null
    : INSURANCE_MESSAGES.companyAndIdRequired;
}

/** A Medicare number as typed on the card (with spaces or dashes), as it is saved: 11 characters, upper case. */
export const normalizeMbi = (text: string) => text.replace(/[\s-]/g, "").toUpperCase();

const go = (state: WizardState, step: WizardStep, changes: Partial<WizardState> = {}): WizardState => ({
  ...state,
  ...changes,
  step,
  trail: [...state.trail, state.step],
});

/** The next state; an event that does not belong to the current step (or fails its rule) changes nothing. */
export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  if (event.type === "back") {
    const previous = state.trail.at(-1);
    return previous ? { ...state, step: previous, trail: state.trail.slice(0, -1) } : state;
  }
  switch (state.step) {
    case "categories":
      if (event.type !== "category") return state;
      return go(state, event.category === "medicare" ? "plantypes" : "carriers", {
        ...initialWizard(),
        category: event.category,
      });
    case "plantypes":
      if (event.type !== "planType") return state;
      if (event.planTypeId === ORIGINAL_MEDICARE)
        return go(state, "simple_form", {
          planTypeId: ORIGINAL_MEDICARE,
          carrier: { carrier_id: ORIGINAL_MEDICARE_ID, name: ORIGINAL_MEDICARE_NAME },
          plan: {
            plan_id: ORIGINAL_MEDICARE_ID,
            plan_name: ORIGINAL_MEDICARE_NAME,
            plan_type_id: ORIGINAL_MEDICARE,
          },
        });
      return go(state, "carriers", { planTypeId: event.planTypeId, carrier: null, plan: null });
    case "carriers": {
      if (event.type !== "carrier" || !carriersComplete(event.carrier, event.subscriberId)) return state;
      const carrier =
        event.carrier.carrier_id === null
          ? { carrier_id: null, name: customCarrierName(event.carrier.name) }
          : event.carrier;
      const changes = { carrier, subscriberId: event.subscriberId.trim(), plan: null };
      if (carrier.carrier_id === null) return go(state, "simple_form", changes);
      const toPlans =
        state.planTypeId === MEDICARE_ADVANTAGE || (state.category === "individual" && event.plansAvailable);
      return go(state, toPlans ? "plans" : "members", changes);
    }
    case "plans":
      if (event.type !== "plan") return state;
      return go(state, "members", {
        plan: event.plan,
        planTypeId: event.plan?.plan_type_id ?? state.planTypeId,
      });
    case "simple_form": {
      if (event.type !== "details" || simpleFormProblem(state, event)) return state;
      if (isOriginalMedicare(state))
        return go(state, "members", { subscriberId: normalizeMbi(event.subscriberId) });
      return go(state, "members", {
        carrier: {
          carrier_id: state.carrier?.carrier_id ?? null,
          name: customCarrierName(event.carrierName),
        },
        subscriberId: event.subscriberId.trim(),
        deductible: event.deductible.trim(),
        oopMax: event.oopMax.trim(),
      });
    }
    case "members": {
      if (event.type !== "members" || event.memberIds.length === 0) return state;
      const policyName = state.policyName || defaultPolicyName(state.carrier?.name, state.plan?.plan_name);
      return go(state, "confirm", { memberIds: event.memberIds, policyName });
    }
    case "confirm":
      return state;
  }
}

/** The POST body for the policy the wizard describes; the review step's edits given last. */
export function policyToCreate(
  state: WizardState,
  edits: { policyName: string; subscriberId: string },
): CreatePolicy {
  const custom = state.carrier?.carrier_id === null;
  return {
    plan_id: state.plan?.plan_id ?? null,
    plan_category: state.category ?? "other",
    plan_type_id: state.planTypeId,
    policy_name: edits.policyName.trim(),
    member_ids: state.memberIds,
    carrier_id: state.carrier?.carrier_id ?? null,
    carrier_name: state.carrier?.name ?? null,
    subscriber_id: isOriginalMedicare(state) ? normalizeMbi(edits.subscriberId) : edits.subscriberId.trim(),
    in_network_deductible: custom ? state.deductible || null : null,
    in_network_oop_max: custom ? state.oopMax || null : null,
  };
}

/** 001 §5: Save Policy needs a policy name and a subscriber ID or MBI. */
export const canSavePolicy = (edits: { policyName: string; subscriberId: string }) =>
  Boolean(edits.policyName.trim()) && Boolean(edits.subscriberId.trim());
