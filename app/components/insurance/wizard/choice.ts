// The look of a choice card in the wizard (a category, plan type or plan): a full-width button.
export const choiceClass = (selected: boolean) =>
  `block w-full min-w-0 rounded-card border p-4 text-left transition hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
    selected ? "border-brand-600 bg-brand-50" : "border-line bg-surface"
  }`;
