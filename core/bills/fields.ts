// The field rules every bills, family and feedback schema shares: days, ICD codes, amounts, text.
import { z } from "zod";
import {
  atMostCharacters,
  calendarDay,
  numberAtLeastZero,
  numeric,
  refuseForbiddenCharacters,
  textWith,
} from "../validation";
import { BILL_MESSAGES } from "./messages";
import { MAX_AMOUNT_DOLLARS } from "./money";

export { calendarDay, numeric };

/** ICD-10-CM as the autocomplete shows it (E11.9); null when it is not code-shaped. */
export function normalizeIcdCode(raw: string): string | null {
  const s = raw.trim().toUpperCase().replace(/\s+/g, "");
  const m = /^([A-Z][0-9][0-9A-Z])\.?([0-9A-Z]{1,4})?$/.exec(s);
  if (!m) return null;
  return m[2] ? `${m[1]}.${m[2]}` : m[1];
}

export const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** Dollars of 0 or more: missing gives `message`, 'abc' or -5 a message naming the field. */
export const amount = (message: string) =>
  numberAtLeastZero({ max: MAX_AMOUNT_DOLLARS, requiredMessage: message });

export const optionalAmount = amount(BILL_MESSAGES.invalidDollarAmount).nullish();

/** Single-line text, at most `max` characters (a message naming the field): no control or direction-override characters (core/validation). */
export const requiredText = (message: string, max: number) =>
  textWith(message)
    .trim()
    .min(1, message)
    .superRefine(atMostCharacters(max))
    .superRefine(refuseForbiddenCharacters());

/** Optional text; `multiline` keeps tab and line breaks (notes, statements, comments). */
export const optionalText = (max: number, { multiline = false } = {}) =>
  z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .superRefine(atMostCharacters(max))
        .superRefine(refuseForbiddenCharacters({ multiline }))
        .nullish(),
    )
    .transform((v) => v ?? null);

/** A checkbox or JSON boolean. */
export const flag = z
  .union([z.boolean(), z.enum(["true", "false", "on", "off", "1", "0"])])
  .transform((v) => v === true || v === "true" || v === "on" || v === "1");
