// The input rules every API schema shares (issue 10 §2), each kept once: real calendar dates, US ZIP
// codes, numbers of 0 or more, and text without control or direction-override characters. Messages
// name the field from the zod path, so a 422 says which field to fix.
import { z } from "zod";

const LABELS: Record<string, string> = {
  zipcode: "ZIP code",
  zip_code: "ZIP code",
  cpt_code: "CPT code",
  icd10_code: "ICD-10 code",
  page_url: "Page URL",
  filename: "File name",
};

/** 'billed_amount' → 'Billed amount'; array positions are skipped (line_items.0.units → 'Units'). */
export function fieldLabel(path: readonly (string | number)[]): string {
  const name = [...path].reverse().find((p): p is string => typeof p === "string");
  if (!name) return "This field";
  if (LABELS[name]) return LABELS[name];
  const words = name.replace(/_/g, " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1) : "This field";
}

export const VALIDATION_MESSAGES = {
  forbiddenCharacter: (label: string) =>
    `${label} contains a control or text-direction character. Please remove it.`,
  notANumber: (label: string) => `${label} must be a number of 0 or more`,
  notAWholeNumber: (label: string, min: number, max: number) =>
    `${label} must be a whole number from ${min} to ${max}`,
  tooLarge: (label: string, max: number) => `${label} must be at most ${max}`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  notADate: (label: string) => `${label} must be a real date (YYYY-MM-DD)`,
  /** 001 §5's ZIP message, for a blank and for a malformed ZIP code alike. */
  invalidZip: "Please enter a valid ZIP code",
} as const;

// ── Text ────────────────────────────────────────────────────────────────────────────────────────

/**
 * C0 controls (NUL included), DEL, C1 controls, and the bidirectional embeddings/overrides
 * (U+202A–U+202E) and isolates (U+2066–U+2069) that can make text read differently from what it is.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** Multi-line text may keep tab, line feed and the carriage return browsers send with it. */
const FORBIDDEN_IN_MULTILINE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export function hasForbiddenCharacter(text: string, { multiline = false } = {}): boolean {
  return (multiline ? FORBIDDEN_IN_MULTILINE : FORBIDDEN_IN_LINE).test(text);
}

/** A zod check for any string schema: `.superRefine(refuseForbiddenCharacters())`. */
export function refuseForbiddenCharacters({ multiline = false } = {}) {
  return (value: string, ctx: z.RefinementCtx) => {
    if (hasForbiddenCharacter(value, { multiline })) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: VALIDATION_MESSAGES.forbiddenCharacter(fieldLabel(ctx.path)),
      });
    }
  };
}

/** A zod length check naming the field, so a form and a 422 say the same: `.superRefine(atMostCharacters(300))`. */
export function atMostCharacters(max: number) {
  return (value: string, ctx: z.RefinementCtx) => {
    if (value.length > max) {
      ctx.addIssue({
        code: z.ZodIssueCode.too_big,
        type: "string",
        maximum: max,
        inclusive: true,
        message: VALIDATION_MESSAGES.tooLong(fieldLabel(ctx.path), max),
      });
    }
  };
}

/** For form fields read by hand (uploads): the message for the first field with a forbidden character. */
export function forbiddenFieldMessage(
  fields: Record<string, string | null | undefined>,
  { multiline = [] as string[] } = {},
): string | null {
  for (const [name, value] of Object.entries(fields)) {
    if (value && hasForbiddenCharacter(value, { multiline: multiline.includes(name) })) {
      return VALIDATION_MESSAGES.forbiddenCharacter(fieldLabel([name]));
    }
  }
  return null;
}

/** D1 refuses a LIKE pattern over 50 bytes ("LIKE or GLOB pattern too complex"): a 500 otherwise. */
export const MAX_LIKE_PATTERN_BYTES = 50;

/** Whether searching for `text` (escaped, between % and %) fits D1's LIKE pattern limit. */
export function fitsLikePattern(text: string): boolean {
  const escaped = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  return new TextEncoder().encode(`%${escaped}%`).length <= MAX_LIKE_PATTERN_BYTES;
}

/** The path of the first string inside a JSON value (objects, arrays) that holds a forbidden character. */
export function findForbiddenText(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[] | null {
  if (typeof value === "string") return hasForbiddenCharacter(value, { multiline: true }) ? path : null;
  if (depth > 20 || value === null || typeof value !== "object") return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  for (const [key, inner] of entries) {
    if (typeof key === "string" && hasForbiddenCharacter(key)) return [...path, key];
    const found = findForbiddenText(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** A zod check for JSON objects (event properties, verified fields): every string, keys included. */
export function refuseForbiddenTextInside(value: unknown, ctx: z.RefinementCtx) {
  const found = findForbiddenText(value);
  if (found) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: found,
      message: VALIDATION_MESSAGES.forbiddenCharacter(fieldLabel([...ctx.path, ...found])),
    });
  }
}

// ── Dates ───────────────────────────────────────────────────────────────────────────────────────

/** A real calendar day as YYYY-MM-DD (an ISO date-time keeps its day); null for 2026-02-30 and the like. */
export function calendarDay(value: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!day) return null;
  const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  const ok = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return ok ? value.trim().slice(0, 10) : null;
}

/** An optional day: blank or null is null; anything else must be a real calendar day. */
export const optionalDay = (message?: string) =>
  z
    .union([z.string().max(40), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v.trim() === "") return null;
      const day = calendarDay(v);
      if (!day) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: message ?? VALIDATION_MESSAGES.notADate(fieldLabel(ctx.path)),
        });
        return z.NEVER;
      }
      return day;
    });

// ── ZIP codes ───────────────────────────────────────────────────────────────────────────────────

/** A text field whose one message also answers a missing or non-text value. */
export const textWith = (message: string) =>
  z.string({ required_error: message, invalid_type_error: message });

export const ZIP_CODE_PATTERN = /^\d{5}(?:-\d{4})?$/;

/** A US ZIP code: 5 digits or ZIP+4 (12345-6789). */
export const isZipCode = (value: string) => ZIP_CODE_PATTERN.test(value.trim());

/** The ZIP input's maximum length (000 §9, 001 §5). */
export const ZIP_CODE_MAX_LENGTH = 10;

/** The ZIP code of a profile, a form and a query alike: blank and malformed give the spec's one message. */
export const zipCode = (message: string = VALIDATION_MESSAGES.invalidZip) =>
  textWith(message).trim().min(1, message).max(ZIP_CODE_MAX_LENGTH, message).regex(ZIP_CODE_PATTERN, message);

// ── Numbers ─────────────────────────────────────────────────────────────────────────────────────

/** Numbers as numbers; typed text ('$1,234.50') as a number, 'abc' as NaN; blank as missing. */
export const numeric = (v: unknown) => {
  if (typeof v !== "string") return v;
  const text = v.trim().replace(/^\$/, "").replace(/,/g, "");
  return text === "" ? undefined : Number(text);
};

/**
 * A number of 0 or more (dollars, counts). 'abc', -5, NaN and Infinity are refused with a message
 * naming the field, never stored as 0; a missing value gives `requiredMessage` when one is set.
 */
export function numberAtLeastZero({ max, requiredMessage }: { max: number; requiredMessage?: string }) {
  return z.preprocess(
    numeric,
    z
      .number({
        errorMap: (issue) => {
          const label = fieldLabel(issue.path);
          if (issue.code === "invalid_type" && issue.received === "undefined" && requiredMessage)
            return { message: requiredMessage };
          if (issue.code === "too_big") return { message: VALIDATION_MESSAGES.tooLarge(label, max) };
          return { message: VALIDATION_MESSAGES.notANumber(label) };
        },
      })
      .finite()
      .min(0)
      .max(max),
  );
}

/** The same, optional: missing, null and blank text are null. */
export const optionalNumberAtLeastZero = ({ max }: { max: number }) =>
  z.preprocess(
    (v) => (v === undefined || (typeof v === "string" && v.trim() === "") ? null : v),
    numberAtLeastZero({ max }).nullable(),
  );

/**
 * A whole number in [min, max] (page sizes, limits), from a number or its digits in a query string;
 * missing or blank gives `fallback` when one is set.
 */
export function wholeNumber({ min, max, fallback }: { min: number; max: number; fallback?: number }) {
  const inner = z
    .number({
      errorMap: (issue) => ({
        message: VALIDATION_MESSAGES.notAWholeNumber(fieldLabel(issue.path), min, max),
      }),
    })
    .int()
    .min(min)
    .max(max);
  return z.preprocess(numeric, fallback === undefined ? inner : inner.default(fallback));
}
