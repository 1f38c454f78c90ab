// Free and Premium cards from the one plan table (core/plans.ts); prices from PLANS.premium.
import { Form, Link } from "@remix-run/react";
import { formatUsd } from "#core/format/money";
import { PLANS, type Plan } from "#core/plans";
import { buttonClass } from "./button";
import { PREMIUM_PRICES } from "#core/format/plan-prices";

function PlanCard({ plan, children }: { plan: Plan; children: React.ReactNode }) {
  const premium = plan.tier === "premium";
  return (
    <section
      data-plan={plan.tier}
      className={`flex flex-col rounded-lg border bg-white p-6 shadow-sm ${premium ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200"}`}
    >
      <h2 className="text-xl font-semibold">{plan.name}</h2>
      <p className="mt-2 text-3xl font-bold">
        {premium ? (
          <>
            {formatUsd(plan.priceMonthlyUsd, { decimals: "when-needed" })}
            <span className="text-base font-normal text-slate-500">/month</span>
          </>
        ) : (
          "$0"
        )}
      </p>
      {premium ? (
        <p className="text-sm text-slate-500">{`or ${formatUsd(plan.priceAnnualUsd, { decimals: "when-needed" })}/year · you keep 100% of your savings`}</p>
      ) : (
        <p className="text-sm text-slate-500">Free forever</p>
      )}
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        {plan.highlights.map((line) => {
          // What the plan leaves out ("No bill summary", "Just you …") is not ticked as a feature.
          const included = !/^(?:No |Just you\b)/.test(line);
          return (
            <li key={line} className={`flex gap-2 ${included ? "" : "text-ink-muted"}`}>
              <span className={included ? "text-success" : "text-ink-subtle"} aria-hidden="true">
                {included ? "✓" : "–"}
              </span>
              {line}
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex flex-col gap-2">{children}</div>
    </section>
  );
}

/**
 * `links`: upgrade buttons lead to /subscribe (public pricing page).
 * `checkout`: monthly/annual buttons post plan=monthly|annual to /subscribe.
 */
export function PlanCards({
  mode,
  currentPremium = false,
}: {
  mode: "links" | "checkout";
  currentPremium?: boolean;
}) {
  const current = <p className="text-center text-sm font-medium text-slate-500">Your current plan</p>;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <PlanCard plan={PLANS.free}>{mode === "checkout" && !currentPremium ? current : null}</PlanCard>
      <PlanCard plan={PLANS.premium}>
        {currentPremium ? (
          current
        ) : mode === "links" ? (
          <Link to="/subscribe" className={buttonClass("primary")}>
            Upgrade to Premium
          </Link>
        ) : (
          <Form method="post" action="/subscribe" className="flex flex-col gap-2">
            <button type="submit" name="plan" value="monthly" className={buttonClass("primary")}>
              Upgrade Monthly – {PREMIUM_PRICES.monthly}/month
            </button>
            <button type="submit" name="plan" value="annual" className={buttonClass("secondary")}>
              Upgrade Annually – {PREMIUM_PRICES.annual}/year (2 months free)
            </button>
          </Form>
        )}
      </PlanCard>
    </div>
  );
}
