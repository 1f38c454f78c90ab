// /subscribe and /upgrade (001 §2): the plans page. Its form (and the upgrade modal's, which posts
// here with plan=monthly|annual) starts a hosted checkout and sends the browser to pay; the return
// lands on /account?upgraded=true&session_id=…, which confirms it (docs/decisions/041).
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { PREMIUM_PRICES } from "#core/format/plan-prices";
import { SUBSCRIPTION_MESSAGES as M } from "#core/subscriptions/messages";
import { PlanChoiceSchema } from "#core/subscriptions/schemas";
import { ApiError } from "~/api/http";
import { checkoutClientAction } from "~/components/account/network-messages";
import { Alert } from "~/components/alert";
import { ButtonLink } from "~/components/button";
import { PlanCards } from "~/components/plan-cards";
import { requireUser } from "~/services/auth/session.server";
import { startCheckout } from "~/services/subscriptions/checkout.server";

export const meta: MetaFunction = () => [{ title: "Plans | Fairbill" }];

const CheckoutSchema = z.object({ plan: PlanChoiceSchema });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { premium } = await requireUser(request, context.cloudflare.env);
  return { premium };
}

/** Where checkout sends the browser back: the Account page confirms a payment, the cancel page none. */
function checkoutReturnUrls(request: Request) {
  const origin = new URL(request.url).origin;
  return {
    success_url: `${origin}/account?upgraded=true&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}/subscription-cancelled`,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await requireUser(request, env);
  const parsed = CheckoutSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return { error: M.checkoutFailedTryAgain };
  try {
    const { checkout_url } = await startCheckout(env, request, signedIn, {
      plan: parsed.data.plan,
      ...checkoutReturnUrls(request),
    });
    return redirect(checkout_url, 303);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { error: M.alreadyPremium };
    if (!(error instanceof ApiError))
      console.error("checkout failed", error instanceof Error ? error.name : "");
    return { error: M.checkoutFailedTryAgain };
  }
}

export const clientAction = checkoutClientAction;

export default function PlansPage() {
  const { premium } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      {actionData?.error ? <Alert tone="error">{actionData.error}</Alert> : null}
      <div>
        <h1 className="text-2xl font-semibold">Choose your plan</h1>
        <p className="mt-1 text-slate-600">
          A flat {PREMIUM_PRICES.monthly} per month, or {PREMIUM_PRICES.annual} per year (2 months free), and
          you keep 100% of what you save. Traditional advocates charge 30% or more of your savings.
        </p>
      </div>
      <PlanCards mode="checkout" currentPremium={premium} />
      {premium ? (
        <ButtonLink to="/subscription" variant="secondary">
          Manage your subscription
        </ButtonLink>
      ) : null}
    </div>
  );
}
