// Changing a paid plan through the API: cancel keeps Premium until the period's end (no refund),
// resume undoes it, downgrade is the same cancellation with its reason kept, and the billing portal
// opens only for a member with a billing account. Each acts on the caller's own subscription only.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db, schema, signedInUser } from "./factories";
import { premiumMember, subscriptionWorkflow } from "./support/payments";

let workflow: ReturnType<typeof subscriptionWorkflow>;
afterEach(() => workflow?.restore());

const rowOf = (userId: string) =>
  db().select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId)).get();
const localSub = (id: string) =>
  db().select().from(schema.localSubscriptions).where(eq(schema.localSubscriptions.id, id)).get();
const invoicesOf = (userId: string) =>
  db().select().from(schema.localInvoices).where(eq(schema.localInvoices.userId, userId)).all();

describe("POST /api/subscriptions/cancel and /resume", () => {
  it("cancel keeps Premium until the period's end, tells the workflow, and touches no one else", async () => {
    workflow = subscriptionWorkflow();
    const alice = await signedInUser("cancel-a");
    const bob = await signedInUser("cancel-b");
    const mine = await premiumMember(alice);
    const his = await premiumMember(bob);
    const res = await alice.json("POST", "/api/subscriptions/cancel");
    expect(res).toEqual({
      status: 200,
      body: {
        tier: "premium",
        status: "active",
        plan: "monthly",
        cancel_at_period_end: true,
        current_period_end: new Date(mine.currentPeriodEnd).toISOString(),
      },
    });
    expect(await localSub(mine.subscriptionId)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(await rowOf(alice.id)).toMatchObject({ tier: "premium", cancelAtPeriodEnd: true });
    expect(await invoicesOf(alice.id)).toHaveLength(1); // no refund, no new charge
    expect(workflow.signals.map((s) => [s.userId, s.type])).toEqual([
      [alice.id, "customer.subscription.updated"],
    ]);
    expect(await localSub(his.subscriptionId)).toMatchObject({ cancelAtPeriodEnd: false });
    expect(await rowOf(bob.id)).toMatchObject({ cancelAtPeriodEnd: false });
    expect((await alice.json("GET", "/api/subscriptions/current")).body.cancel_at_period_end).toBe(true);
  });

  it("resume undoes a cancellation before the period ends; twice says there is nothing to undo", async () => {
    workflow = subscriptionWorkflow();
    const carol = await signedInUser("resume");
    const paid = await premiumMember(carol);
    await carol.json("POST", "/api/subscriptions/cancel");
    const back = await carol.json("POST", "/api/subscriptions/resume");
    expect(back.status).toBe(200);
    expect(back.body.cancel_at_period_end).toBe(false);
    expect(await localSub(paid.subscriptionId)).toMatchObject({ cancelAtPeriodEnd: false });
    const again = await carol.json("POST", "/api/subscriptions/resume");
    expect(again).toEqual({
      status: 400,
      body: { detail: "Your subscription is not set to end, so there is nothing to undo." },
    });
  });

  it("a Free member has nothing to cancel: 400, and nothing is sent to the workflow", async () => {
    workflow = subscriptionWorkflow();
    const dave = await signedInUser("cancel-free");
    const res = await dave.json("POST", "/api/subscriptions/cancel");
    expect(res).toEqual({
      status: 400,
      body: { detail: "You have no paid Premium subscription to cancel." },
    });
    expect(workflow.signals).toEqual([]);
  });

  it("the change stands when the gateway is down (the copy says so at once)", async () => {
    workflow = subscriptionWorkflow();
    workflow.reachable = false;
    const erin = await signedInUser("cancel-offline");
    await premiumMember(erin);
    expect((await erin.json("POST", "/api/subscriptions/cancel")).status).toBe(200);
    expect(await rowOf(erin.id)).toMatchObject({ cancelAtPeriodEnd: true });
  });
});

describe("POST /api/account/downgrade", () => {
  it("cancels at the period's end and keeps the reason and the time", async () => {
    workflow = subscriptionWorkflow();
    const fay = await signedInUser("downgrade");
    const paid = await premiumMember(fay);
    const before = Date.now();
    const res = await fay.json("POST", "/api/account/downgrade", { reason: "  Too expensive for now  " });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tier: "premium", cancel_at_period_end: true });
    const row = await rowOf(fay.id);
    expect(row).toMatchObject({ downgradeReason: "Too expensive for now", cancelAtPeriodEnd: true });
    expect(row!.downgradeRequestedAt).toBeGreaterThanOrEqual(before);
    expect(await localSub(paid.subscriptionId)).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it("refuses a Free member, a missing reason and one over 500 characters, changing nothing", async () => {
    workflow = subscriptionWorkflow();
    const gus = await signedInUser("downgrade-free");
    expect(await gus.json("POST", "/api/account/downgrade", { reason: "x" })).toEqual({
      status: 400,
      body: { detail: "Your account is already on the Free plan, so there is nothing to downgrade." },
    });
    const hal = await signedInUser("downgrade-bad");
    const paid = await premiumMember(hal);
    const empty = await hal.json("POST", "/api/account/downgrade", { reason: "   " });
    const long = await hal.json("POST", "/api/account/downgrade", { reason: "x".repeat(501) });
    expect([empty.status, empty.body.detail]).toEqual([422, "Please tell us why you are downgrading."]);
    expect([long.status, long.body.detail]).toEqual([422, "Please keep the reason under 500 characters."]);
    expect(await rowOf(hal.id)).toMatchObject({ downgradeReason: null, cancelAtPeriodEnd: false });
    expect(await localSub(paid.subscriptionId)).toMatchObject({ cancelAtPeriodEnd: false });
    expect(workflow.signals).toEqual([]);
  });
});

describe("POST /api/subscriptions/portal-session", () => {
  it("links a member to the billing page of their own customer, returning to this app only", async () => {
    const ivy = await signedInUser("portal");
    const paid = await premiumMember(ivy);
    const res = await ivy.json<{ url: string }>("POST", "/api/subscriptions/portal-session", {
      return_url: "https://evil.example/phish",
    });
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    expect(url.pathname).toBe(`/dev/billing/${paid.customerId}`);
    expect(url.searchParams.get("return_url")).toBe("http://local.test/subscription");
    const own = await ivy.json<{ url: string }>("POST", "/api/subscriptions/portal-session", {
      return_url: "http://local.test/account",
    });
    expect(new URL(own.body.url).searchParams.get("return_url")).toBe("http://local.test/account");
  });

  it("answers 404 with a clear message without a billing account", async () => {
    const jay = await signedInUser("portal-none");
    expect(await jay.json("POST", "/api/subscriptions/portal-session")).toEqual({
      status: 404,
      body: { detail: "There is no billing account yet: billing opens after your first payment." },
    });
  });
});
