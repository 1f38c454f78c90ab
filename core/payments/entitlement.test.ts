import { describe, expect, it } from "vitest";
import {
  decideEntitlement,
  FREE_ENTITLEMENT,
  GRACE_PERIOD_MS,
  RENEWAL_RECHECK_MS,
  tierNotice,
} from "./entitlement";
import type { SubscriptionSnapshot } from "./provider";

const NOW = Date.UTC(2026, 10, 26, 12);
const DAY = 24 * 60 * 60 * 1000;

const sub = (over: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  subscriptionId: "sub_local1",
  customerId: "cus_local1",
  userId: "user-1",
  status: "active",
  plan: "monthly",
  cancelAtPeriodEnd: false,
  currentPeriodEnd: NOW + 20 * DAY,
  createdAt: NOW - 10 * DAY,
  ...over,
});

describe("decideEntitlement", () => {
  it("gives the free plan and nothing to wait for without a subscription", () => {
    expect(decideEntitlement({ subscription: null, now: NOW, pastDueSince: null })).toEqual({
      entitlement: FREE_ENTITLEMENT,
      pastDueSince: null,
      nextCheckAt: null,
      live: false,
    });
  });

  it("gives premium for an active subscription and looks again at its period end", () => {
    const d = decideEntitlement({ subscription: sub({ plan: "annual" }), now: NOW, pastDueSince: null });
    expect(d.entitlement).toEqual({
      tier: "premium",
      status: "active",
      plan: "annual",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: NOW + 20 * DAY,
      providerStatus: "active",
      graceEndsAt: null,
      stripeSubscriptionId: "sub_local1",
    });
    expect(d.nextCheckAt).toBe(NOW + 20 * DAY);
    expect(d.live).toBe(true);
  });

  it("keeps a cancelled subscription premium until current_period_end exactly, then free", () => {
    const cancelled = sub({ cancelAtPeriodEnd: true });
    const before = decideEntitlement({
      subscription: cancelled,
      now: NOW + 20 * DAY - 1,
      pastDueSince: null,
    });
    expect(before.entitlement).toMatchObject({ tier: "premium", cancelAtPeriodEnd: true });
    expect(before.nextCheckAt).toBe(NOW + 20 * DAY);
    const at = decideEntitlement({ subscription: cancelled, now: NOW + 20 * DAY, pastDueSince: null });
    expect(at.entitlement).toMatchObject({ tier: "free", plan: "free", currentPeriodEnd: null });
    expect(at.nextCheckAt).toBeNull();
  });

  it("opens a 7-day grace when a payment fails, from when it was first seen, then free", () => {
    const failed = sub({ status: "past_due" });
    const first = decideEntitlement({ subscription: failed, now: NOW, pastDueSince: null });
    expect(first.pastDueSince).toBe(NOW);
    expect(first.entitlement).toMatchObject({
      tier: "premium",
      providerStatus: "past_due",
      graceEndsAt: NOW + GRACE_PERIOD_MS,
    });
    expect(first.nextCheckAt).toBe(NOW + GRACE_PERIOD_MS);
    // A later read in the same episode keeps the first deadline.
    const later = decideEntitlement({ subscription: failed, now: NOW + 3 * DAY, pastDueSince: NOW });
    expect(later.entitlement.graceEndsAt).toBe(NOW + GRACE_PERIOD_MS);
    const over = decideEntitlement({ subscription: failed, now: NOW + GRACE_PERIOD_MS, pastDueSince: NOW });
    expect(over.entitlement).toMatchObject({ tier: "free", providerStatus: "past_due", graceEndsAt: null });
    expect(over).toMatchObject({ nextCheckAt: null, live: true, pastDueSince: NOW });
  });

  it("ends the episode when the invoice is paid: premium with no grace", () => {
    const paid = decideEntitlement({ subscription: sub(), now: NOW + 2 * DAY, pastDueSince: NOW });
    expect(paid.pastDueSince).toBeNull();
    expect(paid.entitlement).toMatchObject({ tier: "premium", graceEndsAt: null });
  });

  it("gives the free plan for an ended or never-paid subscription, keeping the provider's word", () => {
    for (const status of ["canceled", "incomplete", "incomplete_expired", "paused"] as const) {
      const d = decideEntitlement({ subscription: sub({ status }), now: NOW, pastDueSince: NOW });
      expect(d.entitlement).toMatchObject({ tier: "free", providerStatus: status, plan: "free" });
      expect(d).toMatchObject({ nextCheckAt: null, live: false, pastDueSince: null });
    }
  });

  it("looks again an hour later when a renewal is late, rather than at once", () => {
    const late = decideEntitlement({
      subscription: sub({ currentPeriodEnd: NOW - 1 }),
      now: NOW,
      pastDueSince: null,
    });
    expect(late.entitlement.tier).toBe("premium");
    expect(late.nextCheckAt).toBe(NOW + RENEWAL_RECHECK_MS);
  });

  it("ends a cancelled subscription at its period end even while a payment has failed", () => {
    const d = decideEntitlement({
      subscription: sub({ status: "past_due", cancelAtPeriodEnd: true, currentPeriodEnd: NOW + DAY }),
      now: NOW,
      pastDueSince: null,
    });
    expect(d.nextCheckAt).toBe(NOW + DAY);
  });
});

describe("tierNotice", () => {
  it("names the e-mail for a change of tier only", () => {
    expect(tierNotice("free", "premium")).toBe("premium_activated");
    expect(tierNotice("premium", "free")).toBe("premium_ended");
    expect(tierNotice("premium", "premium")).toBeNull();
    expect(tierNotice("free", "free")).toBeNull();
  });
});
