// Money as every screen, message and letter shows it: US dollars with en-US grouping. This is the
// one formatter (a source scan in money.test.ts keeps it so); the options are the variants the
// screens need on purpose, so a new screen picks one rather than writing another formatter.

export interface UsdOptions {
  /** The number given is dollars (the API and the screens; the default) or cents (storage, analysis). */
  unit?: "dollars" | "cents";
  /**
   * "always": $1,234.50 (the default: detail panels, line items, letters); "never": $1,235 (the
   * vault, stats cards and summaries, 001 §9); "when-needed": $1,234 when whole, else $1,234.50
   * (the analysis sentences).
   */
  decimals?: "always" | "never" | "when-needed";
  /** What a missing amount shows: "—" (the default) or zero in the chosen decimals. */
  missing?: "dash" | "zero";
}

const usd = (fractionDigits: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
// Built once: a formatter per call (toLocaleString) is what made formatting costly per finding.
const withCents = usd(2);
const wholeDollars = usd(0);

export function formatUsd(amount: number | null | undefined, options: UsdOptions = {}): string {
  const { unit = "dollars", decimals = "always", missing = "dash" } = options;
  if (amount === null || amount === undefined) {
    if (missing === "dash") return "—";
    amount = 0;
  }
  const dollars = unit === "cents" ? amount / 100 : amount;
  if (decimals === "always") return withCents.format(dollars);
  if (decimals === "never") return wholeDollars.format(dollars);
  // Round to whole cents first, so 99.6¢ reads $1 and never $1.00; a sign survives rounding to 0.
  const cents = Math.round(Math.abs(unit === "cents" ? amount : amount * 100));
  const shown = (cents % 100 === 0 ? wholeDollars : withCents).format(cents / 100);
  return amount < 0 ? `-${shown}` : shown;
}

/** A bill's or an account's figure (totals, stats, savings, the vault): whole dollars (001 §9). */
export function formatSummaryUsd(
  amount: number | null | undefined,
  options: Omit<UsdOptions, "decimals"> = {},
) {
  return formatUsd(amount, { ...options, decimals: "never" });
}

/** A service line's amount (line tables, the lines a letter lists): dollars and cents. */
export function formatLineUsd(amount: number | null | undefined, options: Omit<UsdOptions, "decimals"> = {}) {
  return formatUsd(amount, { ...options, decimals: "always" });
}
