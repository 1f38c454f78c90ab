// A checkout return claims a payment only when the provider confirms this user paid (000 §4,
// 001 §2; docs/decisions/027): /subscription-success opened directly or with a session id
// nobody paid, and /account?upgraded=true&session_id=… with a made-up id, say nothing changed.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatUsd } from "#core/format/money";
import { PLANS } from "#core/plans";
import { get, makePremium, signedInUser, visibleText } from "./factories";

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

/** Stands in for the payment provider's session lookup (api.stripe.com) with `sessions`. */
function providerKnows(sessions: Record<string, Record<string, unknown>>) {
  const realFetch = globalThis.fetch;
  const asked: string[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(new Request(input, init).url);
    if (url.hostname !== "api.stripe.com") return realFetch(input, init);
    const id = url.pathname.split("/").pop()!;
    asked.push(id);
    const session = sessions[id];
    return session
      ? Response.json({ id, ...session })
      : Response.json({ error: { message: "No such checkout.session" } }, { status: 404 });
  });
  const previousKey = env.STRIPE_SECRET_KEY;
  env.STRIPE_SECRET_KEY = "sk_test_fairbill";
  return {
    asked,
    restore() {
      spy.mockRestore();
      env.STRIPE_SECRET_KEY = previousKey;
    },
  };
}

let provider: ReturnType<typeof providerKnows> | undefined;
afterEach(() => {
  provider?.restore();
  provider = undefined;
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
    provider = providerKnows({});
    const text = await visibleText(
      await get("/subscription-success?session_id=cs_test_doesnotexist", cookie),
    );
    expect(provider.asked).toEqual(["cs_test_doesnotexist"]);
    expect(text).toContain(NOT_CONFIRMED);
    for (const claim of PAID_CLAIMS) expect(text).not.toContain(claim);
  });

  it("with another user's paid session, claims nothing", async () => {
    const { cookie } = await signedInUser("success.thief@example.com");
    const owner = await signedInUser("success.payer@example.com");
    provider = providerKnows({
      cs_test_paidbyother: { client_reference_id: owner.user.id, status: "complete", payment_status: "paid" },
    });
    const text = await visibleText(await get("/subscription-success?session_id=cs_test_paidbyother", cookie));
    expect(text).toContain(NOT_CONFIRMED);
  });

  it("with this user's paid session, says the payment went through and the plan may need a moment", async () => {
    const { user, cookie } = await signedInUser("success.paid@example.com");
    provider = providerKnows({
      cs_test_paidbyme: { client_reference_id: user.id, status: "complete", payment_status: "paid" },
    });
    const text = await visibleText(await get("/subscription-success?session_id=cs_test_paidbyme", cookie));
    expect(text).not.toContain(NOT_CONFIRMED);
    expect(text).toContain("Processing your subscription");
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

  it("with this user's paid session, says the subscription was processed but may need a moment", async () => {
    const { user, cookie } = await signedInUser("acct.paid.session@example.com");
    provider = providerKnows({
      cs_test_mine: { client_reference_id: user.id, status: "complete", payment_status: "paid" },
    });
    const text = await accountAfterReturn(cookie, "cs_test_mine");
    expect(text).toContain("Your subscription was processed but may need a moment to update.");
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
