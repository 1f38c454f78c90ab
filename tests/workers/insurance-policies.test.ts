// The user's insurance policies through /api (001 §3, §5, §7): saving one after the wizard's rules
// with the catalogue's names, the spec's refusals with nothing written, listing newest first with
// members by name, deleting, another user's policy and members out of reach (404).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addDependent,
  call,
  db,
  insuranceCarrier,
  insurancePolicy,
  schema,
  signedInUser,
  type SignedInUser,
} from "./factories";

interface PolicyAnswer {
  policy_id: string;
  policy_name: string;
  carrier_id: string | null;
  carrier_name: string | null;
  plan_id: string | null;
  plan_name: string | null;
  plan_type_name: string | null;
  plan_category: string | null;
  subscriber_id: string;
  assigned_members: { name: string }[];
  member_ids: string[];
  in_network_deductible: string | null;
}
interface Refusal {
  detail: string;
}

const PATH = "/api/insurance/user-policies";
let alice: SignedInUser;
let bob: SignedInUser;
let zoe: string;
let adam: string;
let bobsKid: string;

beforeAll(async () => {
  alice = await signedInUser("policies-alice", { firstName: "Alice", lastName: "Moreno" });
  bob = await signedInUser("policies-bob", { firstName: "Bob", lastName: "Ng" });
  zoe = await addDependent(alice.id, "Zoe", "Moreno", "child");
  adam = await addDependent(alice.id, "Adam", "Moreno", "spouse");
  bobsKid = await addDependent(bob.id, "Kit", "Ng", "child");
  await insuranceCarrier({
    id: "humana-insurance-company",
    name: "Humana Insurance Company",
    parent: "Humana Inc.",
    plans: [{ planId: "H1036-077-000", state: "KY", planName: "Humana Gold Plus H1036-077 (HMO)" }],
  });
  await insuranceCarrier({
    id: "anthem-health-plans-of-kentucky",
    name: "Anthem Health Plans of Kentucky",
    plans: [{ planId: "H3655-006-000", state: "KY" }],
  });
});

const employerPolicy = (fields: Record<string, unknown> = {}) => ({
  plan_category: "employer",
  plan_type_id: "employer_ppo",
  policy_name: "",
  carrier_id: "humana-insurance-company",
  subscriber_id: "HUM445566",
  member_ids: [zoe, alice.selfId],
  ...fields,
});

const policies = async (user: SignedInUser) => (await user.json<PolicyAnswer[]>("GET", PATH)).body;
const rowCount = async () =>
  (await db().select().from(schema.insurancePolicies).all()).length +
  (await db().select().from(schema.insurancePolicyMembers).all()).length;

describe("saving a policy", () => {
  it("keeps the catalogue's company name, names the policy after it and lists members by name", async () => {
    const { status, body } = await alice.json<PolicyAnswer>(
      "POST",
      PATH,
      employerPolicy({ carrier_name: "Something the browser made up" }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      policy_name: "Humana Insurance Company Policy",
      carrier_id: "humana-insurance-company",
      carrier_name: "Humana Insurance Company",
      plan_type_name: "PPO plan",
      plan_category: "employer",
      subscriber_id: "HUM445566",
      assigned_members: [{ name: "Alice Moreno" }, { name: "Zoe Moreno" }],
    });
    expect(body.member_ids).toEqual([alice.selfId, zoe]);
  });

  it("takes the plan's own name and carrier from the catalogue for a Medicare Advantage plan", async () => {
    const { status, body } = await alice.json<PolicyAnswer>("POST", PATH, {
      plan_category: "medicare",
      plan_type_id: "medicare_advantage",
      plan_id: "H1036-077-000",
      policy_name: "Grandpa's Medicare",
      subscriber_id: "H55512345",
      member_ids: [adam],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      policy_name: "Grandpa's Medicare",
      carrier_name: "Humana Insurance Company",
      plan_id: "H1036-077-000",
      plan_name: "Humana Gold Plus H1036-077 (HMO)",
      plan_type_name: "Medicare Advantage",
    });
  });

  it("saves Original Medicare with the Medicare number in capitals, without dashes", async () => {
    const { status, body } = await alice.json<PolicyAnswer>("POST", PATH, {
      plan_category: "medicare",
      plan_type_id: "original_medicare",
      plan_id: "original-medicare",
      policy_name: " ",
      subscriber_id: "1eg4-te5-mk73",
      member_ids: [adam],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      policy_name: "Original Medicare Policy",
      carrier_id: "original-medicare",
      carrier_name: "Original Medicare",
      plan_id: "original-medicare",
      plan_type_name: "Original Medicare",
      subscriber_id: "1EG4TE5MK73",
    });
  });

  it("cuts a company typed in free text to 100 characters and keeps the typed deductible", async () => {
    const typed = `Mountain Valley Cooperative Health Benefit Trust of the Upper Cumberland ${"Region ".repeat(10)}`;
    const { status, body } = await alice.json<PolicyAnswer>("POST", PATH, {
      plan_category: "other",
      policy_name: "",
      carrier_name: typed,
      subscriber_id: "MV-0042",
      in_network_deductible: "$2,000",
      member_ids: [zoe],
    });
    expect(status).toBe(200);
    expect(body.carrier_name).toBe(typed.slice(0, 100).trim());
    expect(body.carrier_id).toBeNull();
    expect(body.policy_name).toBe(`${typed.slice(0, 100).trim()} Policy`);
    expect(body.in_network_deductible).toBe("$2,000");
  });
});

describe("refusing a policy, with nothing written", () => {
  const REFUSALS: [string, Record<string, unknown>, number, string][] = [
    [
      "Original Medicare without a number",
      { plan_category: "medicare", plan_type_id: "original_medicare", carrier_id: null, subscriber_id: "" },
      422,
      "Please enter your Medicare number",
    ],
    [
      "Original Medicare with a number that is not an MBI",
      {
        plan_category: "medicare",
        plan_id: "original-medicare",
        carrier_id: null,
        subscriber_id: "123-45-6789",
      },
      422,
      "Please enter the 11-character Medicare number from your Medicare card, like 1EG4-TE5-MK73",
    ],
    ["no company", { carrier_id: null }, 422, "Please enter insurance company name and subscriber ID"],
    [
      "no subscriber ID",
      { subscriber_id: "  " },
      422,
      "Please enter insurance company name and subscriber ID",
    ],
    ["no members", { member_ids: [] }, 422, "Please choose at least one family member this policy covers"],
    [
      "only 'self'",
      { member_ids: ["self"] },
      422,
      "Please choose at least one family member this policy covers",
    ],
    [
      "51 members",
      { member_ids: Array(51).fill("x-member-id-0") },
      422,
      "A policy covers at most 50 family members",
    ],
    [
      "a control character",
      { subscriber_id: "HUM\u0000445566" },
      422,
      "Subscriber id contains a control or text-direction character. Please remove it.",
    ],
    [
      "a company the catalogue does not have",
      { carrier_id: "acme-made-up" },
      422,
      "That insurance company is not in our list. Please search for it again.",
    ],
    [
      "a plan the catalogue does not have",
      { plan_id: "H0000-000-000" },
      422,
      "That plan is not in our list. Please choose it again.",
    ],
    [
      "another company's plan",
      { plan_category: "medicare", plan_type_id: "medicare_advantage", plan_id: "H3655-006-000" },
      422,
      "That plan is not offered by the insurance company you chose.",
    ],
    [
      "a plan type of another category",
      { plan_type_id: "medicare_advantage" },
      422,
      "That plan type does not belong to the plan category you chose.",
    ],
  ];

  it.each(REFUSALS)("%s", async (_what, fields, status, detail) => {
    const before = await rowCount();
    const res = await alice.json<Refusal>("POST", PATH, employerPolicy(fields));
    expect(res.status).toBe(status);
    expect(res.body.detail).toBe(detail);
    expect(await rowCount()).toBe(before);
  });

  it("answers 404 when a member is another user's, and saves nothing", async () => {
    const before = await rowCount();
    const res = await alice.json<Refusal>("POST", PATH, employerPolicy({ member_ids: [zoe, bobsKid] }));
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe("Family member not found");
    expect(await rowCount()).toBe(before);
  });
});

describe("listing and deleting", () => {
  it("lists only the user's own policies, newest first", async () => {
    const older = await insurancePolicy(bob.id, [bob.selfId], { policyName: "Bob Old", createdAt: 1_000 });
    const newer = await insurancePolicy(bob.id, [bobsKid], { policyName: "Bob New", createdAt: 2_000 });
    const bobs = await policies(bob);
    expect(bobs.map((p) => p.policy_id)).toEqual([newer, older]);
    expect(bobs[0]!.assigned_members).toEqual([{ name: "Kit Ng" }]);
    const alices = await policies(alice);
    expect(alices.length).toBeGreaterThan(0);
    expect(alices.map((p) => p.policy_id)).not.toContain(newer);
    expect(JSON.stringify(alices)).not.toContain("Kit Ng");
  });

  it("answers 404 to another user's delete and keeps the policy; deletes the user's own with its members", async () => {
    const id = await insurancePolicy(alice.id, [zoe, adam], { policyName: "To delete" });
    const stranger = await bob.json<Refusal>("DELETE", `${PATH}/${id}`);
    expect(stranger.status).toBe(404);
    expect(stranger.body.detail).toBe("Insurance policy not found");
    expect((await policies(alice)).map((p) => p.policy_id)).toContain(id);

    expect((await alice.api("DELETE", `${PATH}/${id}`)).status).toBe(200);
    expect((await policies(alice)).map((p) => p.policy_id)).not.toContain(id);
    const members = await db()
      .select()
      .from(schema.insurancePolicyMembers)
      .where(eq(schema.insurancePolicyMembers.policyId, id))
      .all();
    expect(members).toEqual([]);
    expect((await alice.api("DELETE", `${PATH}/${id}`)).status).toBe(404);
  });

  it("answers 401 without a session", async () => {
    for (const [method, path] of [
      ["GET", PATH],
      ["POST", PATH],
      ["DELETE", `${PATH}/anything`],
    ] as const) {
      expect((await call(method, path, null, method === "POST" ? employerPolicy() : undefined)).status).toBe(
        401,
      );
    }
  });
});
