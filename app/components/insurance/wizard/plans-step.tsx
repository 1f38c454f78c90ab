// Step 4, 'Choose Specific Plan' (001 §2): the carrier's plans in the user's state, each card with
// the plan name, plan category, star rating, '$x/month' and the marketing name when it differs.
import { formatUsd } from "#core/format/money";
import { INSURANCE_MESSAGES } from "#core/insurance/types";
import type { WizardPlan, WizardState } from "#core/insurance/wizard";
import { Alert } from "../../alert";
import { Button } from "../../button";
import { LoadingDots } from "../../skeleton";
import { plansFor, type ListedPlan, type WizardCalls } from "./calls";
import { choiceClass } from "./choice";
import { useLoaded } from "./use-loaded";

function Stars({ rating }: { rating: number }) {
  const whole = Math.round(rating);
  return (
    <span className="text-fine text-ink-muted">
      <span aria-hidden="true" className="text-attention">
        {"★".repeat(whole)}
        {"☆".repeat(Math.max(0, 5 - whole))}
      </span>{" "}
      {rating} out of 5 stars
    </span>
  );
}

export function PlansStep({
  calls,
  state,
  onChoose,
}: {
  calls: WizardCalls;
  state: WizardState;
  onChoose: (plan: WizardPlan | null) => void;
}) {
  const carrier = state.carrier;
  const list = useLoaded<ListedPlan>(
    (signal) =>
      carrier?.carrier_id ? plansFor(calls, state, carrier.carrier_id, signal) : Promise.resolve([]),
    `${carrier?.carrier_id}:${state.planTypeId}:${state.category}`,
  );
  if (list.loading)
    return (
      <p className="flex items-center gap-3 text-body text-ink-muted">
        <LoadingDots /> Loading plans...
      </p>
    );
  if (list.failed || !list.items) return <Alert tone="error">{INSURANCE_MESSAGES.plansFailed}</Alert>;
  if (list.items.length === 0)
    return (
      <div className="space-y-4">
        <p className="text-body text-ink-muted">
          We found no {carrier?.name} plans of this type in your state. You can save the policy without a
          plan.
        </p>
        <Button onClick={() => onChoose(null)}>Continue to Family Members</Button>
      </div>
    );
  return (
    <ul className="grid max-h-[60vh] gap-3 overflow-y-auto pr-1">
      {list.items.map((plan) => (
        <li key={plan.plan_id}>
          <button
            type="button"
            className={choiceClass(plan.plan_id === state.plan?.plan_id)}
            onClick={() =>
              onChoose({ plan_id: plan.plan_id, plan_name: plan.plan_name, plan_type_id: plan.plan_type_id })
            }
          >
            <span className="block font-semibold text-ink">{plan.plan_name}</span>
            <span className="mt-1 block text-fine text-ink-muted">{plan.plan_category}</span>
            <span className="mt-2 flex flex-wrap items-center justify-between gap-2">
              {plan.star_rating === null ? <span /> : <Stars rating={plan.star_rating} />}
              {plan.premium_monthly === null ? null : (
                <span className="font-semibold text-ink">
                  {formatUsd(plan.premium_monthly, { decimals: "when-needed" })}/month
                </span>
              )}
            </span>
            {plan.marketing_name && plan.marketing_name !== plan.plan_name ? (
              <span className="mt-1 block text-fine text-ink-muted">{plan.marketing_name}</span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
