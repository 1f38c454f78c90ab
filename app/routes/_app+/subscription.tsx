import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { formatUsd } from "#core/format/money";
import { planFor, PLANS } from "#core/plans";
import { Alert } from "~/components/alert";
import { ButtonLink } from "~/components/button";
import { Card } from "~/components/card";
import { formatDate } from "~/components/format";
import { UsageList } from "~/components/usage-list";
import { getDb } from "~/db.server";
import { planUsage } from "~/services/plans/usage.server";
import { requireUser } from "~/services/auth/session.server";
import { planTierLabel, subscriptionStatusLabel } from "#core/format/labels";

export const meta: MetaFunction = () => [{ title: "Subscription | Fairbill" }];

/** The usage limits the page lists, in this order. */
const LISTED_USAGE = ["bill_upload", "document", "ai_question", "dispute_letter"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await requireUser(request, env);
  const { subscription, premium } = signedIn;
  const url = new URL(request.url);
  return {
    premium,
    planName: planFor(subscription).name,
    subscription: {
      tier: subscription.tier,
      status: subscription.status,
      plan: subscription.plan,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      currentPeriodEnd: subscription.currentPeriodEnd,
    },
    usage: await planUsage(getDb(env), signedIn, LISTED_USAGE).then((usage) =>
      LISTED_USAGE.map((k) => usage[k]),
    ),
    checkoutUnavailable: url.searchParams.get("checkout") === "unavailable",
  };
}

const price = (usd: number) => formatUsd(usd, { decimals: "when-needed" });
/** The plan's name with its price, both from the one plan table (core/plans.ts). */
const PLAN_LABELS = {
  free: PLANS.free.name,
  monthly: `Monthly (${price(PLANS.premium.priceMonthlyUsd)}/month)`,
  annual: `Annual (${price(PLANS.premium.priceAnnualUsd)}/year)`,
};

export default function SubscriptionManagement() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Subscription</h1>
      {data.checkoutUnavailable ? (
        <Alert tone="warning">
          Payments are not configured in this environment, so checkout could not start. Your plan has not
          changed.
        </Alert>
      ) : null}
      <Card title="Plan status">
        <p
          className={`text-xl font-semibold ${data.premium ? "text-premium" : "text-slate-800"}`}
          data-testid="plan-label"
        >
          {data.premium ? "Premium" : "Free Plan"}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-4 text-sm md:grid-cols-4">
          <div>
            <dt className="text-slate-500">Tier</dt>
            <dd className="font-medium">{planTierLabel(data.subscription.tier)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Status</dt>
            <dd className="font-medium">{subscriptionStatusLabel(data.subscription.status)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Plan</dt>
            <dd className="font-medium">{PLAN_LABELS[data.subscription.plan]}</dd>
          </div>
          {data.subscription.currentPeriodEnd ? (
            <div>
              <dt className="text-slate-500">
                {data.subscription.cancelAtPeriodEnd ? "Ends on" : "Renews on"}
              </dt>
              <dd className="font-medium">{formatDate(data.subscription.currentPeriodEnd)}</dd>
            </div>
          ) : null}
        </dl>
        {data.premium ? null : (
          <ButtonLink to="/subscribe" className="mt-6">
            Upgrade to Premium
          </ButtonLink>
        )}
      </Card>
      <Card title={`Usage on the ${data.planName} plan`}>
        <UsageList usage={data.usage} />
      </Card>
    </div>
  );
}
