// Dollar amounts as the bills screens show them (the services speak dollars as numbers).
const withCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const whole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** '$1,234.56'; missing amounts show a dash. */
export function formatUsd(dollars: number | null | undefined): string {
  return dollars === null || dollars === undefined ? "—" : withCents.format(dollars);
}

/** '$1,235': the vault and summaries show USD without decimals (001 §9). */
export function formatUsdWhole(dollars: number | null | undefined): string {
  return whole.format(dollars ?? 0);
}
