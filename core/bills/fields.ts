// The field rules every bills, family and feedback schema shares: days, ICD codes, amounts, text.
import { z } from "zod";
import { BILL_MESSAGES } from "./messages";
import { MAX_AMOUNT_DOLLARS } from "./money";

/** A real calendar day as YYYY-MM-DD (an ISO date-time keeps its day). */
export function calendarDay(value: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!day) return null;
  const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  const ok = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return ok ? value.trim().slice(0, 10) : null;
}

/** ICD-10-CM as the autocomplete shows it (E11.9); null when it is not code-shaped. */
export function normalizeIcdCode(raw: string): string | null {
  const s = raw.trim().toUpperCase().replace(/\s+/g, "");
  const m = /^([A-Z][0-9][0-9A-Z])\.?([0-9A-Z]{1,4})?$/.exec(s);
  if (!m) return null;
  return m[2] ? `${m[1]}.${m[2]}` : m[1];
}

export const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** Numbers as numbers; typed text ('$1,234.50') as a number; blank as missing. */
export const numeric = (v: unknown) => {
  if (typeof v !== "string") return v;
  const text = v.trim().replace(/^\$/, "").replace(/,/g, "");
  return text === "" ? undefined : Number(text);
};

export const amount = (message: string) =>
  z.preprocess(
    numeric,
    z
      .number({ required_error: message, invalid_type_error: message })
      .finite(message)
      .min(0, message)
      .max(MAX_AMOUNT_DOLLARS, message),
  );

export const optionalAmount = amount(BILL_MESSAGES.invalidDollarAmount).nullish();

export const requiredText = (message: string, max: number) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(max);

export const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max).nullish()).transform((v) => v ?? null);

/** A checkbox or JSON boolean. */
export const flag = z
  .union([z.boolean(), z.enum(["true", "false", "on", "off", "1", "0"])])
  .transform((v) => v === true || v === "true" || v === "on" || v === "1");
