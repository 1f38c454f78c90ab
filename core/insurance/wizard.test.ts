// The add-policy wizard's branches (issue 15's table, ADR 063) and Back from every step: each row is
// a path a person clicks through, with the steps they see and what Back shows from the last one.
import { describe, expect, it } from "vitest";
import {
  canSavePolicy,
  customCarrierLabel,
  customCarrierName,
  initialWizard,
  normalizeMbi,
  policyToCreate,
  simpleFormProblem,
  wizardReducer,
  type WizardEvent,
  type WizardState,
  type WizardStep,
} from "./wizard";

const humana = { carrier_id: "humana", name: "Humana" };
const typed = { carrier_id: null, name: "Acme Local Health Cooperative" };
const member = "3f1c9a2e-5b7d-4e21-9c3a-1d2e3f4a5b6c";
const maPlan = {
  plan_id: "H1036-077-000",
  plan_name: "Humana Gold Plus H1036-077 (HMO)",
  plan_type_id: null,
};
const details = (subscriberId: string, carrierName = "") => ({
  type: "details" as const,
  carrierName,
  subscriberId,
  deductible: "$1,500",
  oopMax: "$6,000",
});

function walk(events: WizardEvent[]) {
  const seen: WizardStep[] = [];
  let state = initialWizard();
  for (const event of events) {
    state = wizardReducer(state, event);
    seen.push(state.step);
  }
  return { state, seen };
}

const PATHS: { name: string; events: WizardEvent[]; steps: WizardStep[] }[] = [
  {
    name: "Medicare → Medicare Advantage → carriers → plans → members → review",
    events: [
      { type: "category", category: "medicare" },
      { type: "planType", planTypeId: "medicare_advantage" },
      { type: "carrier", carrier: humana, subscriberId: "H123", plansAvailable: true },
      { type: "plan", plan: maPlan },
      { type: "members", memberIds: [member] },
    ],
    steps: ["plantypes", "carriers", "plans", "members", "confirm"],
  },
  {
    name: "Medicare → Original Medicare → simple form (MBI) → members → review",
    events: [
      { type: "category", category: "medicare" },
      { type: "planType", planTypeId: "original_medicare" },
      details("1eg4-te5-mk73"),
      { type: "members", memberIds: [member] },
    ],
    steps: ["plantypes", "simple_form", "members", "confirm"],
  },
  {
    name: "Individual/Family with the carrier's plans in the state → plans",
    events: [
      { type: "category", category: "individual" },
      {
        type: "carrier",
        carrier: { carrier_id: "anthem", name: "Anthem" },
        subscriberId: "A1",
        plansAvailable: true,
      },
      {
        type: "plan",
        plan: { plan_id: "12345KY0010001", plan_name: "Anthem Silver", plan_type_id: "individual_ppo" },
      },
      { type: "members", memberIds: [member] },
    ],
    steps: ["carriers", "plans", "members", "confirm"],
  },
  {
    name: "Individual/Family without plans in the state → straight to members",
    events: [
      { type: "category", category: "individual" },
      {
        type: "carrier",
        carrier: { carrier_id: "anthem", name: "Anthem" },
        subscriberId: "A1",
        plansAvailable: false,
      },
      { type: "members", memberIds: [member] },
    ],
    steps: ["carriers", "members", "confirm"],
  },
  ...(["employer", "medicaid", "other"] as const).map((category) => ({
    name: `${category}: carriers → members, even when the catalogue has plans`,
    events: [
      { type: "category", category },
      { type: "carrier", carrier: humana, subscriberId: "E9", plansAvailable: true },
      { type: "members", memberIds: [member] },
    ] satisfies WizardEvent[] as WizardEvent[],
    steps: ["carriers", "members", "confirm"] as WizardStep[],
  })),
  {
    name: "a company typed in free text → simple form → members → review",
    events: [
      { type: "category", category: "employer" },
      { type: "carrier", carrier: typed, subscriberId: "X1", plansAvailable: false },
      details("X1", typed.name),
      { type: "members", memberIds: [member] },
    ],
    steps: ["carriers", "simple_form", "members", "confirm"],
  },
];

describe("the wizard's branches", () => {
  it.each(PATHS)("$name", ({ events, steps }) => {
    const { seen } = walk(events);
    expect(seen).toEqual(steps);
  });

  it.each(PATHS)(
    "Back from the review of '$name' retraces every step to the categories",
    ({ events, steps }) => {
      let { state } = walk(events);
      const back: WizardStep[] = [];
      while (state.trail.length) {
        state = wizardReducer(state, { type: "back" });
        back.push(state.step);
      }
      expect(back).toEqual([...steps.slice(0, -1)].reverse().concat("categories"));
      expect(wizardReducer(state, { type: "back" })).toBe(state);
    },
  );
});

describe("each step's rules", () => {
  const at = (events: WizardEvent[]) => walk(events).state;
  const carriers = () => at([{ type: "category", category: "employer" }]);

  it("the carriers step does not continue without both a company and a subscriber ID", () => {
    const state = carriers();
    expect(
      wizardReducer(state, { type: "carrier", carrier: humana, subscriberId: "  ", plansAvailable: false }),
    ).toBe(state);
    expect(
      wizardReducer(state, {
        type: "carrier",
        carrier: { carrier_id: null, name: " " },
        subscriberId: "1",
        plansAvailable: false,
      }),
    ).toBe(state);
  });

  it("members needs at least one member, and an event of another step changes nothing", () => {
    const state = at([
      { type: "category", category: "employer" },
      { type: "carrier", carrier: humana, subscriberId: "E9", plansAvailable: false },
    ]);
    expect(wizardReducer(state, { type: "members", memberIds: [] })).toBe(state);
    expect(wizardReducer(state, { type: "category", category: "medicare" })).toBe(state);
  });

  it("the simple form gives 001 §5's messages: the Medicare number, or company and subscriber ID", () => {
    expect(
      simpleFormProblem({ planTypeId: "original_medicare" }, { carrierName: "", subscriberId: " " }),
    ).toBe("Please enter your Medicare number");
    expect(simpleFormProblem({ planTypeId: null }, { carrierName: "Acme", subscriberId: "" })).toBe(
      "Please enter insurance company name and subscriber ID",
    );
    expect(simpleFormProblem({ planTypeId: null }, { carrierName: "Acme", subscriberId: "9" })).toBeNull();
  });

  it("a typed company is cut to 100 characters and its option label to 50", () => {
    const long = "A".repeat(120);
    expect(customCarrierName(long)).toHaveLength(100);
    expect(customCarrierLabel(long)).toBe(`${"A".repeat(50)}…`);
    expect(customCarrierLabel("  Acme Health  ")).toBe("Acme Health");
    const state = wizardReducer(carriers(), {
      type: "carrier",
      carrier: { carrier_id: null, name: long },
      subscriberId: "1",
      plansAvailable: false,
    });
    expect(state.carrier?.name).toHaveLength(100);
  });

  it("the review's default name follows 001 §5: '{carrier} Policy', and changing category starts over", () => {
    expect(walk(PATHS[0]!.events).state.policyName).toBe("Humana Policy");
    expect(walk(PATHS[1]!.events).state.policyName).toBe("Original Medicare Policy");
    const { state } = walk(PATHS[0]!.events.slice(0, 3));
    let back = state;
    for (let i = 0; i < 3; i++) back = wizardReducer(back, { type: "back" });
    const again = wizardReducer(back, { type: "category", category: "other" });
    expect(again).toMatchObject({
      step: "carriers",
      carrier: null,
      planTypeId: null,
      plan: null,
      subscriberId: "",
    });
  });
});

describe("the policy saved", () => {
  const finished = (i: number): WizardState => walk(PATHS[i]!.events).state;

  it("Original Medicare: the fixed ids and the MBI as the card shows it, upper case without dashes", () => {
    const body = policyToCreate(finished(1), {
      policyName: " Original Medicare Policy ",
      subscriberId: "1eg4-te5-mk73",
    });
    expect(body).toMatchObject({
      plan_id: "original-medicare",
      carrier_id: "original-medicare",
      plan_type_id: "original_medicare",
      plan_category: "medicare",
      subscriber_id: "1EG4TE5MK73",
      policy_name: "Original Medicare Policy",
      member_ids: [member],
      in_network_deductible: null,
    });
    expect(normalizeMbi("1EG4 TE5 MK73")).toBe("1EG4TE5MK73");
  });

  it("Medicare Advantage: the chosen carrier and plan; a typed company: its deductible and out-of-pocket text", () => {
    expect(policyToCreate(finished(0), { policyName: "Mine", subscriberId: "H123" })).toMatchObject({
      plan_id: maPlan.plan_id,
      carrier_id: "humana",
      plan_type_id: "medicare_advantage",
    });
    expect(policyToCreate(finished(2), { policyName: "Mine", subscriberId: "A1" }).plan_type_id).toBe(
      "individual_ppo",
    );
    const custom = policyToCreate(finished(PATHS.length - 1), { policyName: "Work", subscriberId: "X1" });
    expect(custom).toMatchObject({
      carrier_id: null,
      carrier_name: typed.name,
      plan_id: null,
      in_network_deductible: "$1,500",
      in_network_oop_max: "$6,000",
    });
  });

  it("Save Policy needs a policy name and a subscriber ID or MBI", () => {
    expect(canSavePolicy({ policyName: "A", subscriberId: "B" })).toBe(true);
    expect(canSavePolicy({ policyName: " ", subscriberId: "B" })).toBe(false);
    expect(canSavePolicy({ policyName: "A", subscriberId: "" })).toBe(false);
  });
});
