// The gateway's subscription verbs against a real Temporal dev server with fake billing activities:
// a provider event signals the user's one `subscription-{userId}` workflow, starting it when needed
// (a new run after a finished one), with the user id as its only search attribute; /ops reads its state.
import { describe, expect, it } from "vitest";
import { signedFetch } from "#core/signing";
import { activeSubscription, DAY_MS, fakeBilling } from "#workflows/fixtures/fake-billing";
import { getSubscriptionState, SEARCH_ATTRIBUTE_NAMES, subscriptionWorkflowId } from "#workflows/shared";
import { gatewayForFile } from "./gateway-env";

const SECRET = "gateway-test-secret-0123456789abcdef01234567";
const fake = fakeBilling();
const gateway = gatewayForFile({
  secret: SECRET,
  taskQueue: `subscriptions-gateway-${Date.now()}`,
  activities: fake.activities,
});

async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown) {
  const res = await signedFetch(SECRET, gateway.base, method, path, body);
  return { status: res.status, body: (await res.json()) as T };
}

const newUserId = () => `u${Math.random().toString(36).slice(2, 12)}`;
type Started = { workflowId: string; runId: string; status: string };

async function eventually<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("gateway subscription verbs", () => {
  it("signals one workflow per user, starting it when needed, with the user id only", async () => {
    const userId = newUserId();
    const now = Date.now();
    fake.billing.subscription = activeSubscription(now + 30 * DAY_MS, now);
    const first = await call<Started>("POST", `/subscriptions/${userId}/events`, {
      eventId: "evt_1",
      type: "checkout.session.completed",
    });
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ workflowId: `subscription-${userId}`, status: "started" });
    const again = await call<Started>("POST", `/subscriptions/${userId}/events`, {
      eventId: "evt_2",
      type: "invoice.paid",
    });
    expect(again.body.runId).toBe(first.body.runId);

    const handle = gateway.env.client.workflow.getHandle(subscriptionWorkflowId(userId));
    const state = await eventually("both events", async () => {
      const s = await handle.query(getSubscriptionState);
      return s.eventsSeen === 2 && s.phase === "waiting" ? s : undefined;
    });
    expect(state).toMatchObject({ tier: "premium", lastEvent: { eventId: "evt_2", type: "invoice.paid" } });
    const described = await handle.describe();
    expect(described.type).toBe("subscription");
    // Of our own attributes (Temporal adds its BuildIds), the user id alone: no health data there.
    const ours = described.typedSearchAttributes
      .getAll()
      .filter((p) => (SEARCH_ATTRIBUTE_NAMES as readonly string[]).includes(p.key.name));
    expect(Object.fromEntries(ours.map((p) => [p.key.name, p.value]))).toEqual({ UserId: userId });

    // Operators read the same state through /ops.
    const ops = await call<{ status: string; state: { tier: string; eventsSeen: number } }>(
      "GET",
      `/ops/subscriptions/${userId}`,
    );
    expect(ops.status).toBe(200);
    expect(ops.body).toMatchObject({ status: "RUNNING", state: { tier: "premium", eventsSeen: 2 } });
    await handle.terminate("test over");
  });

  it("starts a new run for a user whose last run has finished", async () => {
    const userId = newUserId();
    fake.billing.subscription = null;
    const first = await call<Started>("POST", `/subscriptions/${userId}/events`, {
      eventId: "evt_a",
      type: "customer.subscription.deleted",
    });
    const handle = gateway.env.client.workflow.getHandle(subscriptionWorkflowId(userId), first.body.runId);
    expect(await handle.result()).toEqual({ tier: "free", reason: "no_live_subscription" });
    const second = await call<Started>("POST", `/subscriptions/${userId}/events`, {
      eventId: "evt_b",
      type: "customer.subscription.deleted",
    });
    expect(second.status).toBe(202);
    expect(second.body.runId).not.toBe(first.body.runId);
  });

  it("refuses a bad event or user id and answers 404 for a user without a workflow", async () => {
    const userId = newUserId();
    expect(await call("POST", `/subscriptions/${userId}/events`, { eventId: "evt_1" })).toMatchObject({
      status: 400,
      body: { detail: "Send eventId and type" },
    });
    expect((await call("POST", `/subscriptions/bad%20id/events`, { eventId: "e", type: "t" })).status).toBe(
      400,
    );
    expect(await call("GET", `/ops/subscriptions/${newUserId()}`)).toEqual({
      status: 404,
      body: { detail: "Workflow not found" },
    });
  });
});
