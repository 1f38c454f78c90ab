import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { requirePremium, requireUsage } from "~/services/plans/limits.server";
import { planUsage, recordUsageStatement } from "~/services/plans/usage.server";
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

const asPremium = (signedIn: SignedIn): SignedIn => ({
  ...signedIn,
  premium: true,
  subscription: { ...signedIn.subscription, tier: "premium", status: "active" },
});

describe("plan usage", () => {
  it("stops a free user at 3 bill uploads with a 402 and counts per user", async () => {
    const db = getDb(env);
    const alice = await signedInUser("alice-usage@example.com");
    const bob = await signedInUser("bob-usage@example.com");
    for (let i = 0; i < 3; i++) await recordUsageStatement(db, alice, "bill_upload");
    expect((await planUsage(db, alice, ["bill_upload"])).bill_upload).toMatchObject({
      current: 3,
      remaining: 0,
      allowed: false,
    });
    await expect(requireUsage(db, alice, "bill_upload", "Upload limit reached")).rejects.toMatchObject({
      status: 402,
    });
    expect((await planUsage(db, bob, ["bill_upload"])).bill_upload).toMatchObject({
      current: 0,
      remaining: 3,
      allowed: true,
    });
  });

  it("words the 402 with the limit when the message is a function of it", async () => {
    const db = getDb(env);
    const dora = await signedInUser("dora-usage@example.com");
    for (let i = 0; i < 3; i++) await recordUsageStatement(db, dora, "document");
    const refused = await requireUsage(db, dora, "document", (limit) => `Only ${limit} documents`).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({
      status: 402,
      detail: { error: "USAGE_LIMIT_EXCEEDED", message: "Only 3 documents", usage: { current: 3, limit: 3 } },
    });
  });

  it("treats premium as unlimited and free as not premium", async () => {
    const db = getDb(env);
    const carol = await signedInUser("carol-usage@example.com");
    expect(() => requirePremium(carol, "Premium only")).toThrowError("Premium only");
    const premium = asPremium(carol);
    for (let i = 0; i < 5; i++) await recordUsageStatement(db, premium, "bill_upload");
    expect((await planUsage(db, premium, ["bill_upload"])).bill_upload).toMatchObject({
      current: 5,
      limit: null,
      remaining: null,
      unlimited: true,
      allowed: true,
    });
  });

  it("answers every asked kind at once: what the plan allows and what this period used, free and premium", async () => {
    const db = getDb(env);
    const erin = await signedInUser("erin-usage@example.com");
    const now = new Date("2026-03-10T12:00:00Z");
    await recordUsageStatement(db, erin, "bill_upload", now);
    await recordUsageStatement(db, erin, "ai_question", now);
    const kinds = ["bill_upload", "document", "ai_question", "dispute_letter"] as const;
    const free = await planUsage(db, erin, kinds, now);
    expect(Object.keys(free)).toEqual([...kinds]);
    expect(free).toMatchObject({
      bill_upload: { current: 1, limit: 3, remaining: 2, allowed: true },
      document: { current: 0, limit: 3, remaining: 3, allowed: true },
      ai_question: { current: 1, limit: 2, remaining: 1, allowed: true },
      dispute_letter: { current: 0, limit: 1, remaining: 1, allowed: true },
    });
    const premium = await planUsage(db, asPremium(erin), kinds, now);
    expect(premium.ai_question).toMatchObject({ current: 1, limit: null, unlimited: true, allowed: true });
    expect(premium.bill_upload).toMatchObject({ current: 1, limit: null, unlimited: true, allowed: true });
  });

  it("starts monthly limits over on the first of the month (UTC) and keeps lifetime ones", async () => {
    const db = getDb(env);
    const fay = await signedInUser("fay-usage@example.com");
    const lastMoment = new Date("2026-01-31T23:59:59.999Z");
    const nextMonth = new Date("2026-02-01T00:00:00.000Z");
    for (let i = 0; i < 2; i++) await recordUsageStatement(db, fay, "ai_question", lastMoment);
    await recordUsageStatement(db, fay, "bill_upload", lastMoment);
    const january = await planUsage(db, fay, ["ai_question", "bill_upload"], lastMoment);
    expect(january.ai_question).toMatchObject({ current: 2, remaining: 0, allowed: false });
    await expect(requireUsage(db, fay, "ai_question", "No more questions", lastMoment)).rejects.toMatchObject(
      {
        status: 402,
      },
    );
    const february = await planUsage(db, fay, ["ai_question", "bill_upload"], nextMonth);
    expect(february.ai_question).toMatchObject({ current: 0, remaining: 2, allowed: true });
    expect(february.bill_upload).toMatchObject({ current: 1, remaining: 2 });
    await expect(requireUsage(db, fay, "ai_question", "No more questions", nextMonth)).resolves.toMatchObject(
      {
        allowed: true,
      },
    );
  });
});
