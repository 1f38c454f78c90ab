// /dev/checkout/{id}: the embedded local provider's checkout page, standing in for Stripe's hosted
// one where no STRIPE_SECRET_KEY is set (docs/decisions/034). Like Stripe's page it needs no app
// session: the unguessable session id is the key. Pay completes the session in the local store,
// sends the signed events through the webhook's own handler and goes on to success_url. Not in
// production, and not where Stripe keys are set (404 there).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { MetaFunction } from "@remix-run/react";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PREMIUM_PRICES } from "#core/format/plan-prices";
import { ApiError } from "~/api/http";
import { Alert } from "~/components/alert";
import { Button, buttonClass } from "~/components/button";
import { getConfig } from "~/env.server";
import { deliverCheckoutEvents } from "~/services/payments/local-events.server";
import { localPaymentProvider, usesLocalPayments } from "~/services/payments/provider.server";

export const meta: MetaFunction = () => [
  { title: "Local test checkout · Fairbill" },
  { name: "robots", content: "noindex" },
];

/** Local session ids (cs_test_local + 32 letters and digits); anything else is not looked up. */
const LOCAL_SESSION_ID = /^cs_test_local[A-Za-z0-9]{32}$/;

/** 404 in production (before its configuration is even read) and wherever Stripe is configured. */
function requireLocalCheckout(env: Env): void {
  if (env.APP_ENV === "production" || !usesLocalPayments(env))
    throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

/** Only this app's own pages are places to send the payer back to; anything else goes home. */
function ownUrl(env: Env, url: string, fallback: string): string {
  const app = new URL(getConfig(env).APP_URL);
  try {
    return new URL(url).origin === app.origin ? url : new URL(fallback, app).href;
  } catch {
    return new URL(fallback, app).href;
  }
}

async function pageOf(env: Env, sessionId: string) {
  if (!LOCAL_SESSION_ID.test(sessionId)) return null;
  return localPaymentProvider(env).checkoutPage(sessionId);
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  requireLocalCheckout(env);
  const page = await pageOf(env, params.sessionId ?? "");
  if (!page) return data({ state: "unknown" as const }, { status: 404 });
  if (page.status === "expired") return data({ state: "expired" as const }, { status: 410 });
  return {
    state: page.status,
    plan: page.plan ?? "monthly",
    email: page.email,
    cancelUrl: ownUrl(env, page.cancelUrl, "/subscription-cancelled"),
    successUrl: ownUrl(env, page.successUrl, "/subscription-success"),
  };
}

export async function action({ params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  requireLocalCheckout(env);
  const sessionId = params.sessionId ?? "";
  const page = await pageOf(env, sessionId);
  if (!page) return data({ error: "This checkout does not exist." }, { status: 404 });
  const completed = await localPaymentProvider(env).completeCheckout(sessionId);
  if (!completed)
    return data({ error: "This checkout has expired. Start again from the plans page." }, { status: 410 });
  try {
    await deliverCheckoutEvents(env, completed);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data(
      { error: `The payment was recorded but its webhook was refused: ${error.message}` },
      { status: 400 },
    );
  }
  return redirect(ownUrl(env, page.successUrl, "/subscription-success"), 303);
}

const PLAN_LABELS = { monthly: "Premium, monthly", annual: "Premium, annual" } as const;
const PERIOD = { monthly: "per month", annual: "per year" } as const;

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <p className="text-fine font-semibold uppercase tracking-widest text-premium">Local test checkout</p>
      {children}
    </main>
  );
}

export default function LocalCheckout() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  if (page.state === "unknown" || page.state === "expired")
    return (
      <Shell>
        <h1 className="mt-1 text-page-title text-ink">
          {page.state === "expired" ? "This checkout has expired" : "Checkout not found"}
        </h1>
        <p className="mt-2 text-body text-ink-muted">
          {page.state === "expired"
            ? "Checkout links last a day. No payment was taken; start again from the plans page."
            : "This checkout link is not valid. No payment was taken."}
        </p>
        <a href="/subscribe" className={`mt-6 ${buttonClass("primary")}`}>
          See plans
        </a>
      </Shell>
    );
  return (
    <Shell>
      <h1 className="mb-4 mt-1 text-page-title text-ink">Fairbill Premium</h1>
      <Alert tone="info">
        This is a local test checkout: no card is asked for and no real payment is made.
      </Alert>
      <dl className="mt-6 divide-y divide-line rounded-card border border-line bg-surface shadow-sm">
        <div className="flex justify-between gap-4 p-4">
          <dt className="text-ink-muted">Plan</dt>
          <dd className="font-medium text-ink">{PLAN_LABELS[page.plan]}</dd>
        </div>
        <div className="flex justify-between gap-4 p-4">
          <dt className="text-ink-muted">Price</dt>
          <dd className="font-medium text-ink">
            {PREMIUM_PRICES[page.plan]} {PERIOD[page.plan]}
          </dd>
        </div>
        <div className="flex justify-between gap-4 p-4">
          <dt className="text-ink-muted">E-mail</dt>
          <dd className="min-w-0 break-words font-medium text-ink">{page.email}</dd>
        </div>
      </dl>
      {result?.error ? (
        <div className="mt-4">
          <Alert tone="error">{result.error}</Alert>
        </div>
      ) : null}
      {page.state === "complete" ? (
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <p className="w-full text-body text-ink-muted">This checkout is already paid.</p>
          <a href={page.successUrl} className={buttonClass("primary")}>
            Continue
          </a>
        </div>
      ) : (
        <Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? "Paying…" : "Pay"}
          </Button>
          <a href={page.cancelUrl} className={buttonClass("secondary")}>
            Cancel
          </a>
        </Form>
      )}
    </Shell>
  );
}
