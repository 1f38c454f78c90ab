// A policy saved or deleted changes what its members' bills should cost, so their analysed bills
// say they need re-analysis (001 §4 needs_reanalysis); bills of members it does not cover, bills
// never analysed and another user's bills are left as they were.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addBill,
  addDependent,
  billOf,
  db,
  insuranceCarrier,
  schema,
  signedInUser,
  type SignedInUser,
} from "./factories";

const PATH = "/api/insurance/user-policies";
let alice: SignedInUser;
let bob: SignedInUser;
let zoe: string;
let adam: string;

beforeAll(async () => {
  alice = await signedInUser("reanalysis-alice", { firstName: "Alice", lastName: "Moreno", premium: true });
  bob = await signedInUser("reanalysis-bob", { firstName: "Bob", lastName: "Ng" });
  zoe = await addDependent(alice.id, "Zoe", "Moreno", "child");
  adam = await addDependent(alice.id, "Adam", "Moreno", "spouse");
  await insuranceCarrier({
    id: "reanalysis-carrier",
    name: "Reanalysis Health Plan",
    plans: [{ planId: "RA1234KY0010001-01", state: "KY" }],
  });
});

/** A bill analysed an hour ago, with nothing left to re-analyse. */
async function analysedBill(user: SignedInUser, patient: string) {
  const id = await addBill(user.token, { dependent_id: patient });
  await db()
    .update(schema.bills)
    .set({ lastAnalyzedAt: Date.now() - 3_600_000, needsReanalysis: false })
    .where(eq(schema.bills.id, id));
  return id;
}
const stale = async (id: string) => (await billOf(id))!.needsReanalysis;

const policy = (members: string[]) => ({
  plan_category: "employer",
  plan_type_id: "employer_ppo",
  policy_name: "",
  carrier_id: "reanalysis-carrier",
  subscriber_id: "RA445566",
  member_ids: members,
});

describe("a policy's members' analysed bills need re-analysis", () => {
  it("when the policy is saved and when it is deleted, and no one else's", async () => {
    const own = await analysedBill(alice, "self");
    const zoes = await analysedBill(alice, zoe);
    const adams = await analysedBill(alice, adam);
    const bobs = await analysedBill(bob, "self");
    const neverAnalysed = await addBill(alice.token, { dependent_id: zoe });
    await db()
      .update(schema.bills)
      .set({ lastAnalyzedAt: null, needsReanalysis: false })
      .where(eq(schema.bills.id, neverAnalysed));

    const saved = await alice.json<{ policy_id: string }>("POST", PATH, policy([alice.selfId, zoe]));
    expect(saved.status).toBe(200);
    expect([await stale(own), await stale(zoes), await stale(adams), await stale(bobs)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(await stale(neverAnalysed)).toBe(false);

    await db().update(schema.bills).set({ needsReanalysis: false }).where(eq(schema.bills.userId, alice.id));
    expect((await bob.api("DELETE", `${PATH}/${saved.body.policy_id}`)).status).toBe(404);
    expect(await stale(own)).toBe(false);

    expect((await alice.api("DELETE", `${PATH}/${saved.body.policy_id}`)).status).toBe(200);
    expect([await stale(own), await stale(zoes), await stale(adams), await stale(bobs)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
