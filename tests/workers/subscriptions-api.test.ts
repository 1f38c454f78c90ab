import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "~/db.server";
import { callJson, db, signedInUser } from "./bills-helpers";

describe("POST /api/subscriptions/activate-premium (developer only)", () => {
  it("makes only the caller premium outside production", async () => {
    const alice = await signedInUser("activate-a");
    const bob = await signedInUser("activate-b");
    const res = await callJson("POST", "/api/subscriptions/activate-premium", alice.token);
    expect(res).toEqual({ status: 200, body: { success: true, tier: "premium", status: "active" } });
    const tierOf = async (userId: string) =>
      (await db().select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId)).get())
        ?.tier;
    expect(await tierOf(alice.id)).toBe("premium");
    expect(await tierOf(bob.id)).toBe("free");
  });

  it("needs a signed-in user", async () => {
    const res = await callJson("POST", "/api/subscriptions/activate-premium", null);
    expect(res.status).toBe(401);
  });
});
