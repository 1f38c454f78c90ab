// Stack-test only: pay for Premium the way a person does on a machine without Stripe keys —
// create-checkout-session through the API, then "Pay" on the local checkout page, whose signed
// events go through the webhook's own handler to the gateway (ADR 034).
import { expect } from "vitest";
import { signedFetch } from "#core/signing";
import { api, gatewayUrl, stackEnv } from "./stack";

/** Starts a monthly checkout and presses Pay; answers the checkout session id. */
export async function payForPremium(token: string): Promise<string> {
  const app = stackEnv.webUrl.replace(/\/+$/, "");
  const started = await api("/api/subscriptions/create-checkout-session", {
    method: "POST",
    token,
    body: JSON.stringify({
      plan: "monthly",
      success_url: `${app}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${app}/subscription-cancelled`,
    }),
  });
  expect(started.status).toBe(200);
  const { checkout_url } = (await started.json()) as { checkout_url: string };
  const sessionId = new URL(checkout_url).pathname.split("/").pop()!;
  expect(sessionId).toMatch(/^cs_test_local\w+$/);
  // The page needs no app session: the session id in its address is the key (like Stripe's page).
  const paid = await fetch(new URL(`/dev/checkout/${sessionId}`, stackEnv.webUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "",
    redirect: "manual",
  });
  expect(paid.status).toBe(303);
  expect(paid.headers.get("location")).toContain(`session_id=${sessionId}`);
  return sessionId;
}

/** Another provider event about the user, as the webhook hands it to the gateway (signal-with-start). */
export async function sendSubscriptionEvent(userId: string, eventId: string, type: string) {
  const res = await signedFetch(
    stackEnv.gatewaySecret,
    gatewayUrl,
    "POST",
    `/subscriptions/${userId}/events`,
    {
      eventId,
      type,
    },
  );
  if (res.status !== 202) throw new Error(`gateway answered ${res.status} ${await res.text()}`);
  return (await res.json()) as { workflowId: string; runId: string };
}
