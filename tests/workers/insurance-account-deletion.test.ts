// Deleting an account removes its insurance policies and their member rows (issue 15: "deleted with
// the account"), through the same purge the deletion workflow runs, and leaves other users' alone.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { purgeUserRows } from "../../workers/internal/user-data";
import { addDependent, db, insurancePolicy, schema, signedInUser } from "./factories";

describe("deleting the account", () => {
  it("removes the user's policies and their member rows, and no one else's", async () => {
    const doomed = await signedInUser("policies-doomed");
    const kid = await addDependent(doomed.id, "Ivy", "Doomed", "child");
    await insurancePolicy(doomed.id, [doomed.selfId, kid]);
    const bob = await signedInUser("policies-bystander");
    const bobs = await insurancePolicy(bob.id, [bob.selfId]);
    await purgeUserRows(db(), doomed.id);
    const left = await db()
      .select()
      .from(schema.insurancePolicies)
      .where(eq(schema.insurancePolicies.userId, doomed.id))
      .all();
    const leftMembers = await db()
      .select()
      .from(schema.insurancePolicyMembers)
      .where(eq(schema.insurancePolicyMembers.userId, doomed.id))
      .all();
    expect([...left, ...leftMembers]).toEqual([]);
    expect(
      (await bob.json<{ policy_id: string }[]>("GET", "/api/insurance/user-policies")).body.map(
        (p) => p.policy_id,
      ),
    ).toEqual([bobs]);
  });
});
