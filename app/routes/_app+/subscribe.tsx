import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { checkoutClientAction } from "~/components/account/network-messages";
import { Alert } from "~/components/alert";
import { z } from "zod";
import { PREMIUM_PRICES } from "#core/format/plan-prices";
import { PlanCards } from "~/components/plan-cards";
import { getDb } from "~/db.server";
import { requireUser } from "~/services/auth/session.server";
import { PRODUCT_EVENTS, recordStep } from "~/services/events/events.server";

export const meta: MetaFunction = () => [{ title: "Plans | Fairbill" }];

const CheckoutSchema = z.object({ plan: z.enum(["monthly", "annual"]) });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { premium } = await requireUser(request, context.cloudflare.env);
  return { premium };
}

// Hosted checkout arrives with the subscription issue; until then the plan choice lands on
// /subscription, which says plainly that payments are not configured here.
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  const parsed = CheckoutSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return { error: "Failed to create checkout session. Please try again." };
  await recordStep(getDb(env), user.id, PRODUCT_EVENTS.upgradeStarted, { plan: parsed.data.plan }, request);
  return redirect(`/subscription?checkout=unavailable&plan=${parsed.data.plan}`);
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
          A flat {PREMIUM_PRICES.monthly} per month and you keep 100% of what you save. Traditional advocates
          charge 30% or more of your savings.
        </p>
      </div>
      <PlanCards mode="checkout" currentPremium={premium} />
    </div>
  );
}
