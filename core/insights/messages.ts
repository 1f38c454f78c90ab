// The Insights page's words (001 §2, §8; issue 16): the spec's two load-failure texts and what each
// chart says about itself.

export const INSIGHTS_MESSAGES = {
  /** 001 §8: the page's data could not be read (heading), and what the page shows under it. */
  loadFailed: "Failed to load insights data",
  loadError: "Error loading insights",
  tryAgain: "Try Again",
  noBills: "No bills found.",
  addFirstBill: "Add your first bill",
  noBillsAfter: "and your totals appear here.",
  overcharges: (n: number) => `${n} of your bills may contain overcharges. Review them on the Bills page.`,
  monthlyTitle: "Spending by month",
  monthlyDescription: (months: number) =>
    `What you were billed, what insurance paid and what was left for you to pay, for each of the last ${months === 1 ? "month" : `${months} months`} with bills. Insurance and your share show where your bills say.`,
  leftOut: (n: number) =>
    `${n === 1 ? "1 bill" : `${n} bills`} without a service date or from earlier months ${n === 1 ? "is" : "are"} not in this chart.`,
  byPersonTitle: "Spending by family member",
  byPersonDescription: "Total billed for each person in your family.",
  byProviderTitle: "Spending by provider",
  byProviderDescription: "Total billed by your top providers; the rest are added up as Other.",
  medicareTitle: "Billed vs Medicare vs paid",
  medicareDescription:
    "For the service lines Medicare has a price for: what you were billed, the Medicare reference price and what insurance paid.",
  medicareAt: (zip: string, locality: string) => `Medicare prices for ZIP ${zip} (${locality}).`,
  medicareNoZip:
    "Medicare national prices: add your ZIP code on the Account page to compare with prices in your area.",
  medicareNoLocality: (zip: string) =>
    `Medicare has no payment locality for ZIP ${zip}; national prices are shown.`,
  medicareUnpriced: (n: number) =>
    `${n === 1 ? "1 service line has" : `${n} service lines have`} no Medicare price and ${n === 1 ? "is" : "are"} left out.`,
  medicareNone: "None of your service lines has a Medicare price yet.",
  savingsTitle: "Savings found vs recovered",
  savingsDescription: "Savings found on your bills and the amounts recovered so far, by bill status.",
  lockedPerson: "See what each person in your family was billed.",
  lockedProvider: "See which providers bill you the most.",
  lockedMedicare: "Compare what you were billed and paid with Medicare prices for your area.",
  lockedSavings: "Track the savings found on your bills and what you recovered.",
} as const;
