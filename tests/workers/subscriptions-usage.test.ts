// What a member has and has used (001 §3, §7): GET /subscriptions/current, /subscriptions/usage
// (storage in bytes from the stored documents) and /chat/usage-info, each from the caller's own rows.
import { afterEach, describe, expect, it } from "vitest";
import { newId } from "~/services/auth/tokens.server";
import { call, db, schema, signedInUser } from "./factories";
import { premiumMember, subscriptionWorkflow } from "./support/payments";

const MB = 1024 * 1024;

async function storedDocument(userId: string, fileSize: number) {
  await db()
    .insert(schema.documents)
    .values({
      id: newId(),
      userId,
      originalFilename: "statement.pdf",
      contentType: "application/pdf",
      fileSize,
      sha256: newId(),
      storageKey: `users/${userId}/documents/x`,
      source: "upload",
    });
}

async function counted(userId: string, kind: string, count: number) {
  const period =
    kind === "ai_question" || kind === "dispute_letter" ? new Date().toISOString().slice(0, 7) : "total";
  await db().insert(schema.usageCounters).values({ userId, kind, period, count });
}

let workflow: ReturnType<typeof subscriptionWorkflow> | undefined;
afterEach(() => workflow?.restore());

describe("GET /api/subscriptions/usage", () => {
  it("counts each limited action and the stored bytes of the caller only", async () => {
    const alice = await signedInUser("usage-a");
    const bob = await signedInUser("usage-b");
    await counted(alice.id, "bill_upload", 2);
    await counted(alice.id, "document", 3);
    await counted(alice.id, "ai_question", 1);
    await storedDocument(alice.id, 3 * MB);
    await storedDocument(alice.id, 1 * MB);
    await storedDocument(bob.id, 7 * MB);
    const res = await alice.json("GET", "/api/subscriptions/usage");
    expect(res).toEqual({
      status: 200,
      body: {
        tier: "free",
        usage: {
          bill_upload: { current: 2, limit: 3, remaining: 1, unlimited: false },
          documents: { current: 3, limit: 3, remaining: 0, unlimited: false },
          storage: { current: 4 * MB, limit: 100 * MB, remaining: 96 * MB, unlimited: false },
          ai: { current: 1, limit: 2, remaining: 1, unlimited: false },
          letters: { current: 0, limit: 1, remaining: 1, unlimited: false },
        },
      },
    });
    const his = await bob.json<{ usage: Record<string, { current: number }> }>(
      "GET",
      "/api/subscriptions/usage",
    );
    expect(his.body.usage.storage.current).toBe(7 * MB);
    expect(his.body.usage.bill_upload.current).toBe(0);
  });

  it("shows Premium's limits: unlimited actions and 5 GB of storage", async () => {
    const carol = await signedInUser("usage-premium");
    await premiumMember(carol);
    await counted(carol.id, "bill_upload", 12);
    const { body } = await carol.json<{ usage: Record<string, unknown> }>("GET", "/api/subscriptions/usage");
    expect(body.usage.bill_upload).toEqual({ current: 12, limit: null, remaining: null, unlimited: true });
    expect(body.usage.storage).toMatchObject({ limit: 5 * 1024 * MB, unlimited: false });
  });
});

describe("GET /api/chat/usage-info", () => {
  it("reads this month's AI questions against the plan", async () => {
    const dave = await signedInUser("chat-usage");
    const erin = await signedInUser("chat-usage-other");
    await counted(dave.id, "ai_question", 2);
    expect(await dave.json("GET", "/api/chat/usage-info")).toEqual({
      status: 200,
      body: { questions_used: 2, questions_remaining: 0 },
    });
    expect((await erin.json("GET", "/api/chat/usage-info")).body).toEqual({
      questions_used: 0,
      questions_remaining: 2,
    });
  });
});

describe("GET /api/subscriptions/current", () => {
  it("answers the caller's plan: Free, then Premium with the period's end", async () => {
    workflow = subscriptionWorkflow();
    const fay = await signedInUser("current");
    expect(await fay.json("GET", "/api/subscriptions/current")).toEqual({
      status: 200,
      body: {
        tier: "free",
        status: "active",
        plan: "free",
        cancel_at_period_end: false,
        current_period_end: null,
      },
    });
    const paid = await premiumMember(fay);
    expect((await fay.json("GET", "/api/subscriptions/current")).body).toEqual({
      tier: "premium",
      status: "active",
      plan: "monthly",
      cancel_at_period_end: false,
      current_period_end: new Date(paid.currentPeriodEnd).toISOString(),
    });
  });

  it("needs a signed-in user", async () => {
    for (const path of ["/api/subscriptions/current", "/api/subscriptions/usage", "/api/chat/usage-info"])
      expect((await call("GET", path, null)).status).toBe(401);
  });
});
