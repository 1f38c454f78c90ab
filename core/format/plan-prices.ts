// The Premium prices as people read them ("$15", "$150"), from the one plan table, so no page
// writes a price by hand and a price change is one edit in core/plans.ts.
import { PLANS } from "../plans";
import { formatUsd } from "./money";

export const PREMIUM_PRICES = {
  monthly: formatUsd(PLANS.premium.priceMonthlyUsd, { decimals: "when-needed" }),
  annual: formatUsd(PLANS.premium.priceAnnualUsd, { decimals: "when-needed" }),
} as const;
