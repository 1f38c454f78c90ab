// Step 1, 'Choose Plan Category' (001 §2): the five categories, each one button.
import { PLAN_CATEGORIES, PLAN_CATEGORY_LABELS, type PlanCategory } from "#core/insurance/plan-types";
import { choiceClass } from "./choice";

const HINTS: Record<PlanCategory, string> = {
  medicare: "Original Medicare or a Medicare Advantage plan",
  medicaid: "Coverage from your state's Medicaid program",
  individual: "A plan you bought yourself, on or off the Marketplace",
  employer: "A plan through your or a family member's job",
  other: "TRICARE, VA, a student plan or anything else",
};

export function CategoriesStep({ onChoose }: { onChoose: (category: PlanCategory) => void }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {PLAN_CATEGORIES.map((category) => (
        <li key={category}>
          <button type="button" className={choiceClass(false)} onClick={() => onChoose(category)}>
            <span className="block font-semibold text-ink">{PLAN_CATEGORY_LABELS[category]}</span>
            <span className="mt-1 block text-fine text-ink-muted">{HINTS[category]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
