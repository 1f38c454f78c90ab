// Free and Premium cards from the one plan table (core/plans.ts); prices from PLANS.premium.
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { formatUsd } from "#core/format/money";
import { PREMIUM_PRICES } from "#core/format/plan-prices";
import { PLANS, type Plan } from "#core/plans";
import { buttonClass } from "./button";

export type Billing = "monthly" | "annual";

/** What the billing choice says (000 §9: the monthly or the annual price, "2 months free"). */
export const BILLING_CHOICES: Record<Billing, { label: string; price: string; note: string | null }> = {
  monthly: { label: "Monthly", price: `${PREMIUM_PRICES.monthly}/month`, note: null },
  annual: { label: "Annual", price: `${PREMIUM_PRICES.annual}/year`, note: "2 months free" },
};

function PlanCard({ plan, children }: { plan: Plan; children: React.ReactNode }) {
  const premium = plan.tier === "premium";
  return (
    <section
      data-plan={plan.tier}
      aria-label={`${plan.name} plan`}
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
 * Monthly or annual, then one button that posts plan=monthly|annual to /subscribe (the checkout
 * starts there). Native radios: arrow keys move the choice, the form works before hydration.
 */
function CheckoutChoice() {
  const [billing, setBilling] = useState<Billing>("monthly");
  const chosen = BILLING_CHOICES[billing];
  return (
    <Form method="post" action="/subscribe" className="flex flex-col gap-3">
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Billing</legend>
        {(Object.keys(BILLING_CHOICES) as Billing[]).map((value) => {
          const choice = BILLING_CHOICES[value];
          return (
            <label
              key={value}
              className={`flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm ${
                billing === value ? "border-brand-600 bg-brand-50" : "border-slate-300"
              }`}
            >
              <input
                type="radio"
                name="plan"
                value={value}
                checked={billing === value}
                onChange={() => setBilling(value)}
                className="accent-brand-600"
              />
              <span className="font-medium">{choice.label}</span>
              <span className="text-slate-600">{choice.price}</span>
              {choice.note ? (
                <span className="ml-auto rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success">
                  {choice.note}
                </span>
              ) : null}
            </label>
          );
        })}
      </fieldset>
      <button type="submit" className={buttonClass("primary")}>
        {`Upgrade to Premium – ${chosen.price}`}
      </button>
    </Form>
  );
}

/**
 * `links`: upgrade buttons lead to /subscribe (public pricing page).
 * `checkout`: a monthly/annual choice and one button posting plan=monthly|annual to /subscribe.
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
          <CheckoutChoice />
        )}
      </PlanCard>
    </div>
  );
}
