// The subscription screens as a person meets them: the plans form sends the browser to checkout,
// /subscription cancels behind a confirmation and says "Premium until …" with a way to keep it,
// Manage billing opens the local billing page (the owner's only), and the Account page's Downgrade
// keeps the reason or says why it failed.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { formatDate } from "#core/format/dates";
import { formatUsd } from "#core/format/money";
import { PLANS } from "#core/plans";
import { CROSS_SITE, db, get, postForm, schema, signedInUser, visibleText } from "./factories";
import { localProvider, premiumMember, subscriptionWorkflow } from "./support/payments";
import { postData } from "./support/remix-data";

let workflow: ReturnType<typeof subscriptionWorkflow> | undefined;
afterEach(() => {
  workflow?.restore();
  workflow = undefined;
});

const rowOf = (userId: string) =>
  db().select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId)).get();

describe("the plans form (POST /subscribe, also the upgrade modal's)", () => {
  it("sends the browser (303) to checkout for the chosen plan, back to /account when paid", async () => {
    const alice = await signedInUser("plans-form");
    const res = await postForm("/subscribe", { plan: "monthly" }, alice.cookie);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location")!);
    expect(location.pathname).toMatch(/^\/dev\/checkout\/cs_test_local\w+$/);
    const page = await localProvider().checkoutPage(location.pathname.split("/").pop()!);
    expect(page).toMatchObject({ userId: alice.id, plan: "monthly" });
    expect(page!.successUrl).toBe(`http://local.test/account?upgraded=true&session_id=${page!.id}`);
    expect(page!.cancelUrl).toBe("http://local.test/subscription-cancelled");
  });

  it("offers monthly and annual with the annual saving, and refuses another site's form", async () => {
    const bob = await signedInUser("plans-page");
    const text = await visibleText(await get("/upgrade", bob.cookie));
    for (const words of [
      "Monthly $15/month",
      "Annual $150/year 2 months free",
      "Upgrade to Premium – $15/month",
    ])
      expect(text).toContain(words);
    const forged = await postForm("/subscribe", { plan: "annual" }, { cookie: bob.cookie, ...CROSS_SITE });
    expect(forged.status).toBe(403);
    const sessions = await db()
      .select()
      .from(schema.localCheckoutSessions)
      .where(eq(schema.localCheckoutSessions.userId, bob.id))
      .all();
    expect(sessions).toEqual([]);
  });

  it("tells a Premium member they already have it", async () => {
    const carol = await signedInUser("plans-premium");
    await premiumMember(carol);
    const res = await postForm("/subscribe", { plan: "monthly" }, carol.cookie);
    expect(res.status).toBe(200);
    expect(await visibleText(res)).toContain("You already have Premium.");
  });
});

describe("/subscription", () => {
  it("a Free member sees the plan, usage meters, Upgrade and the Add Family tab; no payments caveat", async () => {
    const dave = await signedInUser("sub-free");
    const text = await visibleText(await get("/subscription", dave.cookie));
    for (const words of [
      "Free Plan",
      "Upgrade to Premium",
      "+ Add Family",
      "3 of 3 remaining",
      "0 Bytes of 100 MB used",
    ])
      expect(text).toContain(words);
    expect(text).not.toContain("not configured");
    expect(text).not.toContain("Cancel subscription");
    const family = await visibleText(await get("/subscription?tab=family", dave.cookie));
    expect(family).toContain("Add family members");
    expect(family).toContain("Upgrade to add family");
  });

  it("cancel keeps Premium until the period's end and offers to keep it; Keep Premium undoes it", async () => {
    workflow = subscriptionWorkflow();
    const erin = await signedInUser("sub-cancel");
    const other = await signedInUser("sub-cancel-other");
    const paid = await premiumMember(erin);
    await premiumMember(other);
    const until = formatDate(paid.currentPeriodEnd);
    const before = await visibleText(await get("/subscription", erin.cookie));
    expect(before).toContain(`Renews on ${until}`);
    expect(before).toContain("Cancel subscription");
    expect(before).toContain("Manage billing");

    const done = await postForm("/subscription", { intent: "cancel" }, erin.cookie);
    expect([done.status, done.headers.get("location")]).toEqual([303, "/subscription"]);
    const cancelled = await visibleText(await get("/subscription", erin.cookie));
    expect(cancelled).toContain(`Premium until ${until}`);
    expect(cancelled).toContain("Keep Premium");
    expect(await rowOf(erin.id)).toMatchObject({ tier: "premium", cancelAtPeriodEnd: true });
    expect(await rowOf(other.id)).toMatchObject({ cancelAtPeriodEnd: false });

    expect((await postForm("/subscription", { intent: "resume" }, erin.cookie)).status).toBe(303);
    const kept = await visibleText(await get("/subscription", erin.cookie));
    expect(kept).not.toContain("Premium until");
    expect(kept).toContain(`Renews on ${until}`);
  });

  it("after a failed payment, says until when Premium lasts without a new card", async () => {
    const max = await signedInUser("sub-past-due");
    await premiumMember(max);
    const grace = Date.UTC(2026, 11, 3);
    await db()
      .update(schema.subscriptions)
      .set({ providerStatus: "past_due", graceEndsAt: grace })
      .where(eq(schema.subscriptions.userId, max.id));
    const text = await visibleText(await get("/subscription", max.cookie));
    expect(text).toContain(
      "Your last payment failed. Update your card in Manage billing by Dec 3, 2026 to keep Premium.",
    );
    expect(text).toMatch(/Status\s*Past Due/);
  });

  it("a cancel that cannot happen says 'Failed to cancel subscription' and why", async () => {
    const fay = await signedInUser("sub-cancel-free");
    const text = await visibleText(await postForm("/subscription", { intent: "cancel" }, fay.cookie));
    expect(text).toContain("Failed to cancel subscription: You have no paid Premium subscription to cancel.");
  });

  it("Manage billing opens the member's own billing page", async () => {
    const gus = await signedInUser("sub-portal");
    const paid = await premiumMember(gus);
    const res = await postForm("/subscription", { intent: "portal" }, gus.cookie);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location")!);
    expect(location.pathname).toBe(`/dev/billing/${paid.customerId}`);
    expect(location.searchParams.get("return_url")).toBe("http://local.test/subscription");
  });
});

describe("/dev/billing/{customerId} (the local billing portal)", () => {
  it("shows the owner the plan and the invoices, and the way back", async () => {
    const hal = await signedInUser("billing-owner");
    const paid = await premiumMember(hal);
    const res = await get(`/dev/billing/${paid.customerId}?return_url=http://local.test/account`, hal.cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = await visibleText(new Response(html));
    expect(text).toContain("Local stand-in for the billing portal");
    expect(text).toContain("Premium, monthly");
    expect(text).toContain(formatUsd(PLANS.premium.priceMonthlyUsd));
    expect(text).toContain(formatDate(Date.now()));
    expect(text).toContain("Paid");
    expect(html).toMatch(/href="\/account"[^>]*>Return to Fairbill/);
    const away = await get(`/dev/billing/${paid.customerId}?return_url=https://evil.example/`, hal.cookie);
    expect(await away.text()).toMatch(/href="\/subscription"[^>]*>Return to Fairbill/);
  });

  it("is 404 for another user, an unknown customer, and where Stripe keys are set", async () => {
    const ivy = await signedInUser("billing-stranger");
    const owner = await signedInUser("billing-owner-2");
    const paid = await premiumMember(owner);
    expect((await get(`/dev/billing/${paid.customerId}`, ivy.cookie)).status).toBe(404);
    expect((await get("/dev/billing/cus_local_nobody", owner.cookie)).status).toBe(404);
    const previous = env.STRIPE_SECRET_KEY;
    env.STRIPE_SECRET_KEY = "sk_test_fairbill";
    try {
      expect((await get(`/dev/billing/${paid.customerId}`, owner.cookie)).status).toBe(404);
    } finally {
      env.STRIPE_SECRET_KEY = previous;
    }
  });
});

describe("the Account page's Downgrade", () => {
  it("is offered to a Premium member and keeps the reason", async () => {
    workflow = subscriptionWorkflow();
    const jay = await signedInUser("acct-downgrade");
    const paid = await premiumMember(jay);
    expect(await visibleText(await get("/account", jay.cookie))).toContain("Downgrade");
    const answer = await postData(
      "/account",
      { intent: "downgrade", reason: "Bills are sorted" },
      jay.cookie,
    );
    expect(answer.data).toMatchObject({
      downgraded: true,
      until: new Date(paid.currentPeriodEnd).toISOString(),
    });
    expect(await rowOf(jay.id)).toMatchObject({
      downgradeReason: "Bills are sorted",
      cancelAtPeriodEnd: true,
    });
  });

  it("says 'Failed to downgrade account: {message}' when it cannot", async () => {
    const kim = await signedInUser("acct-downgrade-free");
    const free = await postData("/account", { intent: "downgrade", reason: "x" }, kim.cookie);
    expect(free.data.error).toBe(
      "Failed to downgrade account: Your account is already on the Free plan, so there is nothing to downgrade.",
    );
    const lee = await signedInUser("acct-downgrade-empty");
    await premiumMember(lee);
    const empty = await postData("/account", { intent: "downgrade", reason: " " }, lee.cookie);
    expect(empty.data.error).toBe("Failed to downgrade account: Please tell us why you are downgrading.");
    expect(await rowOf(lee.id)).toMatchObject({ downgradeReason: null, cancelAtPeriodEnd: false });
  });
});
