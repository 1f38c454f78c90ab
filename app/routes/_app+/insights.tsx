// Insights (001 §2, issue 16): the stats, the overcharge alert, spending by month for everyone and
// the premium charts (by family member, by provider, billed vs Medicare vs paid, savings found vs
// recovered), drawn as SVG on the server. Free members see those sections locked.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { pageSettingsForHost } from "#core/flags";
import { formatUsd } from "#core/format/money";
import { INSIGHTS_MESSAGES as M } from "#core/insights/messages";
import { Alert } from "~/components/alert";
import { StatCard } from "~/components/card";
import { LockedSections, MonthlySection, PremiumSections } from "~/components/insights/sections";
import { getDb } from "~/db.server";
import { requireUser } from "~/services/auth/session.server";
import { loadInsights } from "~/services/insights/insights.server";
import { logFailure } from "~/services/platform/failures.server";

export const meta: MetaFunction = () => [{ title: "Insights | Fairbill" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user, premium } = await requireUser(request, env);
  const { premiumInsights } = pageSettingsForHost(new URL(request.url).host).flags;
  try {
    // The premium charts are computed only for the members who may see them.
    const insights = await loadInsights(getDb(env), user.id, premium && premiumInsights);
    return { premium, premiumInsights, insights };
  } catch (error) {
    logFailure("insights failed", error);
    return { premium, premiumInsights, insights: null };
  }
}

/** Summaries show whole dollars, as the vault does (001 §9). */
const WHOLE = { decimals: "never" } as const;

export default function Insights() {
  const { premium, premiumInsights, insights } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Insights</h1>
      {insights === null ? (
        <Alert tone="error">
          <p className="font-semibold">{M.loadFailed}</p>
          <p>{M.loadError}</p>
          {/* A link, so trying again works before the page's scripts load, or without them. */}
          <a href="/insights" className="mt-2 inline-block font-medium text-brand-700 underline">
            {M.tryAgain}
          </a>
        </Alert>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
            <StatCard label="Bills" value={insights.stats.total_bills} />
            <StatCard label="Total Billed" value={formatUsd(insights.stats.total_billed_amount, WHOLE)} />
            <StatCard
              label="Potential Savings"
              value={formatUsd(insights.stats.total_potential_savings, WHOLE)}
              locked={!premium}
            />
            <StatCard
              label="Total Recovered"
              value={formatUsd(insights.stats.total_recovered_amount, WHOLE)}
            />
          </div>
          {insights.billsWithSavings > 0 ? (
            <Alert tone="warning">{M.overcharges(insights.billsWithSavings)}</Alert>
          ) : null}
          <MonthlySection monthly={insights.monthly} />
          {!premiumInsights ? null : insights.premium ? (
            <PremiumSections premium={insights.premium} />
          ) : premium ? null : (
            <LockedSections />
          )}
        </>
      )}
    </div>
  );
}
