import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import {
  checkUsage,
  recordUsageStatement,
  requirePremium,
  requireUsage,
} from "~/services/plans/limits.server";
import type { SignedIn } from "~/services/auth/session.server";
import { createUser } from "~/services/auth/users.server";
import { eq } from "drizzle-orm";

async function signedInUser(email: string): Promise<SignedIn> {
  const db = getDb(env);
  const user = await createUser(db, { email });
  const subscription = (await db
    .select()
    .from(schema.subscriptions)
    .where(eq(schema.subscriptions.userId, user.id))
    .get())!;
  return { user, subscription, premium: false, sessionId: "test" } as SignedIn;
}

describe("plan usage", () => {
  it("stops a free user at 3 bill uploads with a 402 and counts per user", async () => {
    const db = getDb(env);
    const alice = await signedInUser("alice-usage@example.com");
    const bob = await signedInUser("bob-usage@example.com");
    for (let i = 0; i < 3; i++) await recordUsageStatement(db, alice, "bill_upload");
    expect(await checkUsage(db, alice, "bill_upload")).toMatchObject({
      current: 3,
      remaining: 0,
      allowed: false,
    });
    await expect(requireUsage(db, alice, "bill_upload", "Upload limit reached")).rejects.toMatchObject({
      status: 402,
    });
    expect(await checkUsage(db, bob, "bill_upload")).toMatchObject({
      current: 0,
      remaining: 3,
      allowed: true,
    });
  });

  it("treats premium as unlimited and free as not premium", async () => {
    const db = getDb(env);
    const carol = await signedInUser("carol-usage@example.com");
    expect(() => requirePremium(carol, "Premium only")).toThrowError("Premium only");
    const premium: SignedIn = {
      ...carol,
      premium: true,
      subscription: { ...carol.subscription, tier: "premium" },
    };
    for (let i = 0; i < 5; i++) await recordUsageStatement(db, premium, "bill_upload");
    expect(await checkUsage(db, premium, "bill_upload")).toMatchObject({ unlimited: true, allowed: true });
  });
});
