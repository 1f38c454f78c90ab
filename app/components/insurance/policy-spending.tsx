// Deductible and out-of-pocket maximum met / remaining this year per member (issue 15). SKELETON:
// the "costs" part writes it.
import type { PolicySpendingView } from "#core/insurance/spending";

export function PolicySpending(_props: { view: PolicySpendingView | undefined }) {
  return null;
}
