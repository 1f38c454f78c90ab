// /ops/workflows/subscription-{userId}: beside the timeline, the subscription workflow's own state
// (its query, through the gateway), so an operator sees tier, deadlines and events at a glance.
import { SELF } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "#core/format/dates";
import { type GatewayCall, installFakeGateway } from "./support/fake-gateway";
import { operatorCookie as signInOperator, operatorUser } from "./support/operators";

const BASE = "http://local.test";
let operatorCookie: string;

beforeAll(async () => {
  const operator = await operatorUser("OPS@example.com");
  operatorCookie = (await signInOperator(operator.id, { secondFactor: true })).cookie;
});

let gateway: ReturnType<typeof installFakeGateway> | undefined;
afterEach(() => gateway?.restore());

const page = (path: string) => SELF.fetch(`${BASE}${path}`, { headers: { cookie: operatorCookie } });

const graceEnds = Date.UTC(2026, 11, 3, 12);
const run = {
  workflowId: "subscription-u-77",
  runId: "01a21515-4775-7eae-a361-c2b4237834b4",
  type: "subscription",
  status: "RUNNING",
  startTime: "2026-11-25T10:00:00.000Z",
  closeTime: null,
  events: [],
};
const state = {
  phase: "waiting",
  tier: "premium",
  plan: "monthly",
  providerStatus: "past_due",
  subscriptionId: "sub_local_abc",
  cancelAtPeriodEnd: false,
  currentPeriodEnd: Date.UTC(2026, 11, 25),
  graceEndsAt: graceEnds,
  nextCheckAt: graceEnds,
  pastDueSince: graceEnds - 7 * 86_400_000,
  paymentFailedNoticeFor: graceEnds - 7 * 86_400_000,
  pendingEvents: false,
  eventsSeen: 4,
  lastEvent: { eventId: "evt_123", type: "invoice.payment_failed" },
  runs: 1,
  reads: 4,
  entitlementWrites: 2,
  noticesSent: ["premium_activated", "payment_failed"],
};

function subscriptionGateway(answerState = true) {
  return installFakeGateway(({ path }: GatewayCall) => {
    if (path.startsWith(`/ops/workflows/${run.workflowId}/history`)) return { status: 200, body: run };
    if (path === "/ops/subscriptions/u-77" && answerState)
      return {
        status: 200,
        body: { workflowId: run.workflowId, runId: run.runId, status: "RUNNING", state },
      };
    return { status: 404, body: { detail: "Workflow not found" } };
  });
}

describe("/ops subscription workflow state", () => {
  it("shows the workflow's tier, provider status, grace deadline and last event", async () => {
    gateway = subscriptionGateway();
    const res = await page(`/ops/workflows/${run.workflowId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Subscription state");
    for (const text of [
      "past_due",
      "sub_local_abc",
      "invoice.payment_failed (evt_123)",
      formatDateTime(graceEnds),
    ])
      expect(html).toContain(text);
    expect(html).toContain("premium_activated, payment_failed");
    expect(gateway.calls.map((c) => c.path)).toContain("/ops/subscriptions/u-77");
  });

  it("still shows the timeline when the state cannot be read", async () => {
    gateway = subscriptionGateway(false);
    const res = await page(`/ops/workflows/${run.workflowId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Timeline");
    expect(html).not.toContain("Subscription state");
  });
});
