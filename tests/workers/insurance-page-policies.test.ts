// Policies saved and deleted through the /insurance page (001 §2, §5, §8): the card a person sees
// (name, company, plan, the subscriber ID masked, covered members, the plan's benefits), the spec's
// messages for a refused save, and deletion that only ever touches the signed-in user's own policy.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { addDependent, db, get, pageText, signedInUser } from "./factories";
import { postData } from "./support/remix-data";

const MBI = "1EG4TE5MK73";

const originalMedicare = (memberIds: string[], subscriberId = "1eg4-te5-mk73") => ({
  intent: "create-policy",
  policy: JSON.stringify({
    plan_id: "original-medicare",
    plan_category: "medicare",
    plan_type_id: "original_medicare",
    policy_name: "Original Medicare Policy",
    member_ids: memberIds,
    carrier_id: "original-medicare",
    carrier_name: "Original Medicare",
    subscriber_id: subscriberId,
  }),
});

const policiesOf = (userId: string) =>
  db().select().from(schema.insurancePolicies).where(eq(schema.insurancePolicies.userId, userId)).all();

describe("a policy saved from the wizard's review", () => {
  it("shows on the page with its company, plan, masked MBI, members and Original Medicare's benefits", async () => {
    const alice = await signedInUser("ins.policy.save", { firstName: "Alice", lastName: "Rowe" });
    const saved = await postData("/insurance", originalMedicare([alice.selfId]), alice.cookie);
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ intent: "create-policy", ok: true });

    const html = await (await get("/insurance", alice.cookie)).text();
    const text = pageText(html);
    expect(text).not.toContain("No Policies Yet");
    expect(text).toContain("Original Medicare Policy");
    expect(text).toContain("•••• MK73");
    expect(text).toContain("Alice Rowe");
    expect(text).toContain("Deductible");
    expect(html).toContain('data-testid="benefit-row"');
    // The whole Medicare number never reaches the page, not even in its data.
    expect(html).not.toContain(MBI);
  });

  it("a refused save gives the spec's message and saves nothing", async () => {
    const alice = await signedInUser("ins.policy.refused");
    const empty = await postData("/insurance", originalMedicare([alice.selfId], " "), alice.cookie);
    expect(empty.status).toBe(422);
    expect(empty.data).toMatchObject({ ok: false, error: "Please enter your Medicare number" });
    const garbled = await postData(
      "/insurance",
      { intent: "create-policy", policy: "{not json" },
      alice.cookie,
    );
    expect(garbled.status).toBe(422);
    expect(garbled.data).toMatchObject({
      ok: false,
      error: "Failed to save insurance policy. Please try again.",
    });
    expect(await policiesOf(alice.id)).toHaveLength(0);
  });

  it("cannot cover another user's family member", async () => {
    const alice = await signedInUser("ins.policy.alice");
    const bob = await signedInUser("ins.policy.bob");
    const bobsChild = await addDependent(bob.id, "Sam", "Bobson", "child");
    const answer = await postData("/insurance", originalMedicare([bobsChild]), alice.cookie);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.data).toMatchObject({ ok: false });
    expect(await policiesOf(alice.id)).toHaveLength(0);
  });
});

describe("deleting a policy", () => {
  it("removes the user's own policy; another user's cannot be deleted and the spec's message says so", async () => {
    const alice = await signedInUser("ins.delete.alice");
    const bob = await signedInUser("ins.delete.bob");
    await postData("/insurance", originalMedicare([alice.selfId]), alice.cookie);
    const [policy] = await policiesOf(alice.id);

    const refused = await postData(
      "/insurance",
      { intent: "delete-policy", policy_id: policy!.id },
      bob.cookie,
    );
    expect(refused.status).toBe(404);
    expect(refused.data).toMatchObject({
      ok: false,
      error: "Failed to delete insurance policy. Please try again.",
    });
    expect(await policiesOf(alice.id)).toHaveLength(1);

    const deleted = await postData(
      "/insurance",
      { intent: "delete-policy", policy_id: policy!.id },
      alice.cookie,
    );
    expect(deleted.data).toMatchObject({ intent: "delete-policy", ok: true });
    expect(await policiesOf(alice.id)).toHaveLength(0);
    expect(pageText(await (await get("/insurance", alice.cookie)).text())).toContain("No Policies Yet");
  });
});
