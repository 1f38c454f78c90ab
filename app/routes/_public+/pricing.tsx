import type { MetaFunction } from "@remix-run/cloudflare";
import { MarketingPage } from "~/components/marketing/chrome";
import { PlanCards } from "~/components/plan-cards";
import { PREMIUM_PRICES } from "#core/format/plan-prices";

export const meta: MetaFunction = () => [{ title: "Pricing | Fairbill" }];

export default function Pricing() {
  return (
    <MarketingPage>
      <div className="mx-auto max-w-4xl space-y-6 p-4 py-10 md:p-8">
        <div className="text-center">
          <h1 className="text-3xl font-bold">Simple pricing</h1>
          <p className="mt-2 text-slate-600">
            Premium is a flat {PREMIUM_PRICES.monthly} per month or {PREMIUM_PRICES.annual} per year, and you
            keep 100% of your savings. Traditional advocates charge 30% or more.
          </p>
        </div>
        <PlanCards mode="links" />
      </div>
    </MarketingPage>
  );
}
