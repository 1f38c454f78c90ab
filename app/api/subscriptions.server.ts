// The subscription calls (000 §7, 001 §7 Subscription): checkout and its return, what the user has
// and has used, cancel / resume / downgrade, the billing portal; and the developer's shortcut.
import { z } from "zod";
import {
  ChatUsageSchema,
  CheckoutReturnBodySchema,
  CheckoutReturnSchema,
  CheckoutUrlSchema,
  CreateCheckoutBodySchema,
  CurrentSubscriptionSchema,
  DowngradeBodySchema,
  PortalUrlSchema,
  SubscriptionUsageSchema,
} from "#core/subscriptions/schemas";
import { endpoint, type Endpoint } from "./endpoint";
import { activatePremiumForDeveloper } from "~/services/platform/developer.server";
import { requireDevTools } from "~/services/platform/dev-tools.server";
import {
  billingPortal,
  cancelSubscription,
  downgradeAccount,
  resumeSubscription,
} from "~/services/subscriptions/changes.server";
import { confirmCheckout, startCheckout } from "~/services/subscriptions/checkout.server";
import { chatUsage, currentSubscriptionOf, subscriptionUsage } from "~/services/subscriptions/status.server";

const tag = "subscriptions";

/** verify-checkout-session and process-checkout are the same call under two names (001 §7). */
const checkoutReturn = (path: string, summary: string) =>
  endpoint({
    method: "POST",
    path,
    summary,
    tag,
    auth: "user",
    body: CheckoutReturnBodySchema,
    response: CheckoutReturnSchema,
    errors: [404, 409, 422],
    handle: ({ env, signedIn, body }) => confirmCheckout(env, signedIn, body.session_id),
  });

export const subscriptionEndpoints: Endpoint[] = [
  endpoint({
    method: "POST",
    path: "/api/subscriptions/create-checkout-session",
    summary: "Start a hosted checkout for Premium, monthly or annual; answers where to send the browser",
    tag,
    auth: "user",
    body: CreateCheckoutBodySchema,
    response: CheckoutUrlSchema,
    errors: [409, 422, 502],
    handle: ({ env, request, signedIn, body }) => startCheckout(env, request, signedIn, body),
  }),
  checkoutReturn(
    "/api/subscriptions/verify-checkout-session",
    "Confirm a checkout return: complete, paid and this user's; updated says Premium is on",
  ),
  checkoutReturn("/api/subscriptions/process-checkout", "The same as verify-checkout-session"),
  endpoint({
    method: "GET",
    path: "/api/subscriptions/current",
    summary: "The caller's plan: tier, status, plan, cancel_at_period_end, current_period_end",
    tag,
    auth: "user",
    response: CurrentSubscriptionSchema,
    handle: async ({ signedIn }) => currentSubscriptionOf(signedIn),
  }),
  endpoint({
    method: "GET",
    path: "/api/subscriptions/usage",
    summary: "Use of each limited action against the plan (storage in bytes)",
    tag,
    auth: "user",
    response: SubscriptionUsageSchema,
    handle: ({ db, signedIn }) => subscriptionUsage(db, signedIn),
  }),
  endpoint({
    method: "POST",
    path: "/api/subscriptions/cancel",
    summary: "Cancel at the end of the paid period: Premium stays until then, no partial refund",
    tag,
    auth: "user",
    response: CurrentSubscriptionSchema,
    errors: [400, 502],
    handle: ({ env, signedIn }) => cancelSubscription(env, signedIn),
  }),
  endpoint({
    method: "POST",
    path: "/api/subscriptions/resume",
    summary: "Keep Premium: undo a cancellation before the period ends",
    tag,
    auth: "user",
    response: CurrentSubscriptionSchema,
    errors: [400, 502],
    handle: ({ env, signedIn }) => resumeSubscription(env, signedIn),
  }),
  endpoint({
    method: "POST",
    path: "/api/subscriptions/portal-session",
    summary: "A link to the billing portal (card and invoices); return_url must be this app's",
    tag,
    auth: "user",
    body: z.object({ return_url: z.string().max(2000).nullish() }).optional(),
    response: PortalUrlSchema,
    errors: [404, 502],
    handle: ({ env, request, signedIn, body }) => billingPortal(env, request, signedIn, body?.return_url),
  }),
  endpoint({
    method: "POST",
    path: "/api/account/downgrade",
    summary: "Downgrade to Free at the end of the paid period, with the reason kept",
    tag,
    auth: "user",
    body: DowngradeBodySchema,
    response: CurrentSubscriptionSchema,
    errors: [400, 422, 502],
    handle: ({ env, signedIn, body }) => downgradeAccount(env, signedIn, body.reason),
  }),
  endpoint({
    method: "GET",
    path: "/api/chat/usage-info",
    summary: "The assistant's questions used this month and how many remain (null: unlimited)",
    tag: "chat",
    auth: "user",
    response: ChatUsageSchema,
    handle: ({ db, signedIn }) => chatUsage(db, signedIn),
  }),
  endpoint({
    method: "POST",
    path: "/api/subscriptions/activate-premium",
    summary: "Developer only: make the caller premium (404 outside development and test, or off loopback)",
    tag,
    auth: "user",
    response: z.object({ success: z.literal(true), tier: z.literal("premium"), status: z.literal("active") }),
    errors: [404],
    devOnly: true,
    handle: async ({ env, request, signedIn }) => {
      requireDevTools(env, request);
      await activatePremiumForDeveloper(env, request, signedIn.user.id);
      return { success: true as const, tier: "premium" as const, status: "active" as const };
    },
  }),
] as Endpoint[];
