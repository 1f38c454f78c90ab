// A checkout return claims a payment only when the provider confirms this user paid (000 §4,
// 001 §2; docs/decisions/027, 041): /subscription-success opened directly or with a session id
// nobody paid, and /account?upgraded=true&session_id=… with a made-up id, say nothing changed.
// The provider here is the embedded local one, through the same seam as Stripe.
import { afterEach, describe, expect, it } from "vitest";
import { formatUsd } from "#core/format/money";
import { PLANS } from "#core/plans";
import { get, makePremium, signedInUser, visibleText } from "./factories";
import { openCheckout, paidCheckout, subscriptionWorkflow } from "./support/payments";
import { loadData } from "./support/remix-data";

const SUCCESS = "routes/_app+/subscription-success";

const NOT_CONFIRMED = "We couldn't confirm a payment";
const PAID_CLAIMS = [
  "Payment received",
  "Welcome to Premium!",
  "Premium subscription activated successfully!",
];

async function accountAfterReturn(cookie: string, sessionId: string) {
  const back = await get(`/account?upgraded=true&session_id=${sessionId}`, cookie);
  expect(back.status).toBe(302);
  expect(back.headers.get("location")).toBe("/account");
  const flash = (back.headers.get("set-cookie") ?? "").split(";")[0];
  return visibleText(await get("/account", `${cookie}; ${flash}`));
}

let workflow: ReturnType<typeof subscriptionWorkflow> | undefined;
afterEach(() => {
  workflow?.restore();
  workflow = undefined;
});

describe("/subscription-success", () => {
  it("opened directly, does not claim a payment and offers the plans and the way back", async () => {
    const { cookie } = await signedInUser("success.direct@example.com");
    const res = await get("/subscription-success", cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = await visibleText(new Response(html));
    expect(text).toContain(NOT_CONFIRMED);
    expect(text).toContain("your plan has not changed");
    for (const claim of PAID_CLAIMS) expect(text).not.toContain(claim);
    for (const href of ["/subscribe", "/bills", "/subscription"]) expect(html).toContain(`href="${href}"`);
  });

  it("with a session id the provider does not know, still claims nothing", async () => {
    const { cookie } = await signedInUser("success.unknown@example.com");
    workflow = subscriptionWorkflow({ upgrades: true });
    const text = await visibleText(
      await get("/subscription-success?session_id=cs_test_doesnotexist", cookie),
    );
    expect(text).toContain(NOT_CONFIRMED);
    expect(workflow.signals).toEqual([]);
    for (const claim of PAID_CLAIMS) expect(text).not.toContain(claim);
  });

  it("with another user's paid session, claims nothing", async () => {
    const { cookie } = await signedInUser("success.thief@example.com");
    const owner = await signedInUser("success.payer@example.com");
    workflow = subscriptionWorkflow({ upgrades: true });
    const paid = await paidCheckout(owner.user);
    const text = await visibleText(await get(`/subscription-success?session_id=${paid.sessionId}`, cookie));
    expect(text).toContain(NOT_CONFIRMED);
    expect(workflow.signals).toEqual([]);
  });

  it("with this user's session that was never paid, claims nothing", async () => {
    const { user, cookie } = await signedInUser("success.unpaid@example.com");
    workflow = subscriptionWorkflow({ upgrades: true });
    const open = await openCheckout(user);
    const text = await visibleText(await get(`/subscription-success?session_id=${open.id}`, cookie));
    expect(text).toContain(NOT_CONFIRMED);
  });

  it("with this user's paid session, shows the spinner first, then Premium once the workflow wrote it", async () => {
    const { user, cookie } = await signedInUser("success.paid@example.com");
    workflow = subscriptionWorkflow({ upgrades: true });
    const paid = await paidCheckout(user);
    const html = await (await get(`/subscription-success?session_id=${paid.sessionId}`, cookie)).text();
    const text = await visibleText(new Response(html));
    expect(text).not.toContain(NOT_CONFIRMED);
    expect(text).toContain("Processing your subscription");
    // After the 3 s spinner the page shows the verified result the loader sent.
    expect(
      (await loadData(`/subscription-success?session_id=${paid.sessionId}`, SUCCESS, cookie)).data,
    ).toEqual({
      result: "active",
    });
    for (const href of ["/bills", "/subscription"]) expect(html).toContain(`href="${href}"`);
  });

  it("with this user's paid session the workflow has not caught up with, warns of the delay", async () => {
    const { user, cookie } = await signedInUser("success.lagging@example.com");
    workflow = subscriptionWorkflow({ upgrades: false });
    workflow.reachable = false;
    const paid = await paidCheckout(user);
    const read = await loadData(`/subscription-success?session_id=${paid.sessionId}`, SUCCESS, cookie);
    expect(read.data).toEqual({ result: "processing" });
  });

  it("for a premium member, says Premium is active", async () => {
    const { user, cookie } = await signedInUser("success.premium@example.com");
    await makePremium(user.id);
    const text = await visibleText(await get("/subscription-success", cookie));
    expect(text).not.toContain(NOT_CONFIRMED);
    expect(text).toContain("Processing your subscription");
  });
});

describe("/account checkout return", () => {
  it("with a session id that does not exist, says the payment could not be confirmed", async () => {
    const { cookie } = await signedInUser("acct.fake.session@example.com");
    const text = await accountAfterReturn(cookie, "cs_test_456");
    expect(text).toContain("We couldn't confirm a payment for this checkout, so your plan has not changed.");
    expect(text).not.toContain("may need a moment to update");
    expect(text).not.toContain("Premium subscription activated successfully!");
  });

  it("with this user's paid session the plan has not caught up with, says it may need a moment", async () => {
    const { user, cookie } = await signedInUser("acct.paid.session@example.com");
    workflow = subscriptionWorkflow({ upgrades: false });
    workflow.reachable = false;
    const paid = await paidCheckout(user);
    const text = await accountAfterReturn(cookie, paid.sessionId);
    expect(text).toContain("Your subscription was processed but may need a moment to update.");
  });

  it("with this user's paid session, says Premium is on and the top bar reads Premium", async () => {
    const { user, cookie } = await signedInUser("acct.paid.done@example.com");
    workflow = subscriptionWorkflow({ upgrades: true, delayMs: 200 });
    const paid = await paidCheckout(user);
    const text = await accountAfterReturn(cookie, paid.sessionId);
    expect(text).toContain("Premium subscription activated successfully! Your account has been upgraded.");
    expect(text).not.toContain("Free Plan");
    expect(workflow.signals.map((s) => s.eventId)).toEqual([`checkout-return:${paid.sessionId}`]);
  });
});

describe("/subscription prices", () => {
  it("come from the plan table", async () => {
    const { user, cookie } = await signedInUser("sub.prices@example.com");
    await makePremium(user.id);
    const text = await visibleText(await get("/subscription", cookie));
    const monthly = formatUsd(PLANS.premium.priceMonthlyUsd, { decimals: "when-needed" });
    expect(text).toContain(`Monthly (${monthly}/month)`);
  });
});
