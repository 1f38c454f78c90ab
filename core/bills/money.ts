// Money on bills: the API speaks dollars as numbers, storage is integer cents, and the paid and
// recovery dialogs parse what was typed by the rules of 001 §5.
import { BILL_MESSAGES } from "./messages";

/** The most a single amount may be, so a typo cannot overflow totals. */
export const MAX_AMOUNT_DOLLARS = 100_000_000;

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number;
export function centsToDollars(cents: number | null | undefined): number | null;
export function centsToDollars(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : cents / 100;
}

export type AmountResult = { ok: true; cents: number } | { ok: false; message: string };

/** What the recovery field keeps while typing: digits and one decimal point. */
export function sanitizeRecoveryInput(raw: string): string {
  const kept = raw.replace(/[^0-9.]/g, "");
  const dot = kept.indexOf(".");
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, "");
}

/**
 * Recovery amount (001 §5): blank means 0; digits and one decimal point only; non-numeric or
 * negative input gives 'Please enter a valid dollar amount'. A leading '$' and thousands commas
 * are tolerated because people type them.
 */
export function parseRecoveryAmount(raw: string | number | null | undefined): AmountResult {
  if (raw === null || raw === undefined) return { ok: true, cents: 0 };
  if (typeof raw === "number") {
    return Number.isFinite(raw) && raw >= 0 && raw <= MAX_AMOUNT_DOLLARS
      ? { ok: true, cents: dollarsToCents(raw) }
      : { ok: false, message: BILL_MESSAGES.invalidDollarAmount };
  }
  const text = raw.trim().replace(/^\$/, "").replace(/,/g, "");
  if (text === "") return { ok: true, cents: 0 };
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return { ok: false, message: BILL_MESSAGES.invalidDollarAmount };
  const value = Number(text);
  if (!Number.isFinite(value) || value > MAX_AMOUNT_DOLLARS) {
    return { ok: false, message: BILL_MESSAGES.invalidDollarAmount };
  }
  return { ok: true, cents: dollarsToCents(value) };
}

/**
 * Final amount paid (001 §5): every character that is not part of a number is stripped and empty
 * counts as 0. The decimal point is kept ("$12.50" is 12.50, not 1250).
 */
export function parsePaidAmount(raw: string | number | null | undefined): number {
  if (typeof raw === "number")
    return Number.isFinite(raw) && raw > 0 ? dollarsToCents(Math.min(raw, MAX_AMOUNT_DOLLARS)) : 0;
  const kept = sanitizeRecoveryInput(raw ?? "");
  const value = Number(kept);
  if (kept === "" || kept === "." || !Number.isFinite(value)) return 0;
  return dollarsToCents(Math.min(value, MAX_AMOUNT_DOLLARS));
}

/** Dollars as a number or text ('$1,234.50') → integer cents; null when not a number. */
export function toCents(value: unknown): number | null {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string"
        ? Number(value.replace(/[$,\s]/g, ""))
        : NaN;
  return Number.isFinite(n) && value !== "" ? Math.round(n * 100) : null;
}
