// Step 3, 'Choose Plan Type' (001 §2): cards with the display name, network type, Medicare or
// Medicaid badge and description, loaded for the chosen category.
import type { PlanCategory, PlanType } from "#core/insurance/plan-types";
import { Alert } from "../../alert";
import { Badge } from "../../badge";
import { LoadingDots } from "../../skeleton";
import type { WizardCalls } from "./calls";
import { choiceClass } from "./choice";
import { useLoaded } from "./use-loaded";

export const PLAN_TYPES_FAILED = "Failed to load plan types. Please try again.";

export function PlanTypesStep({
  calls,
  category,
  selected,
  onChoose,
}: {
  calls: WizardCalls;
  category: PlanCategory;
  selected: string | null;
  onChoose: (planTypeId: string) => void;
}) {
  const list = useLoaded<PlanType>((signal) => calls.listPlanTypes(category, signal), category);
  if (list.loading)
    return (
      <p className="flex items-center gap-3 text-body text-ink-muted">
        <LoadingDots /> Loading plan types...
      </p>
    );
  if (list.failed || !list.items) return <Alert tone="error">{PLAN_TYPES_FAILED}</Alert>;
  return (
    <ul className="grid gap-3">
      {list.items.map((type) => (
        <li key={type.plan_type_id}>
          <button
            type="button"
            className={choiceClass(type.plan_type_id === selected)}
            onClick={() => onChoose(type.plan_type_id)}
          >
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-ink">{type.display_name}</span>
              {type.is_medicare ? <Badge tone="brand">Medicare</Badge> : null}
              {type.is_medicaid ? <Badge tone="green">Medicaid</Badge> : null}
            </span>
            {type.network_type ? (
              <span className="mt-1 block text-fine text-ink-muted">Network: {type.network_type}</span>
            ) : null}
            <span className="mt-1 block text-body text-ink-muted">{type.description}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
