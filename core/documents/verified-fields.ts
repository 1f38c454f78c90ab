// The typed rules of a document's verified fields (000 §3 form fields, 001 §3 extracted fields):
// dates are real calendar days, amounts numbers of 0 or more, and no string anywhere carries a
// control or direction-override character. Blank optional fields stay allowed (000 §5).
import { z } from "zod";
import {
  calendarDay,
  fieldLabel,
  numeric,
  refuseForbiddenTextInside,
  VALIDATION_MESSAGES,
} from "../validation";
import { EXTRACTED_ONLY_FIELDS, FORM_FIELDS, lineItemFields, type FormField } from "./forms";

const allFields: FormField[] = [
  ...Object.values(FORM_FIELDS),
  ...Object.values(EXTRACTED_ONLY_FIELDS),
].flat();
const titles = new Map<string, string>(allFields.map((f) => [f.name, f.title]));
const namesOf = (type: FormField["type"]) => allFields.filter((f) => f.type === type).map((f) => f.name);

/** Bill payload fields (000 §3) that are not on a form but arrive with the verified data. */
const DATE_FIELDS = new Set([...namesOf("date"), "service_date_from", "service_date_to"]);
const NUMBER_FIELDS = new Set([...namesOf("number"), "total_billed_amount"]);

const lineFields = [...(lineItemFields("medical_bill") ?? []), ...(lineItemFields("eob") ?? [])];
const LINE_DATE_FIELDS = new Set(lineFields.filter((f) => f.type === "date").map((f) => f.name));
const LINE_NUMBER_FIELDS = new Set([
  ...lineFields.filter((f) => f.type === "number").map((f) => f.name),
  "unit_price",
]);
for (const f of lineFields) if (!titles.has(f.name)) titles.set(f.name, f.title);

const MAX_VERIFIED_AMOUNT = 100_000_000;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

function checkField(
  key: string,
  value: unknown,
  path: (string | number)[],
  kinds: { dates: Set<string>; numbers: Set<string> },
  ctx: z.RefinementCtx,
) {
  if (isBlank(value)) return;
  const label = titles.get(key) ?? fieldLabel(path);
  if (kinds.dates.has(key) && (typeof value !== "string" || !calendarDay(value))) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path, message: VALIDATION_MESSAGES.notADate(label) });
  }
  if (kinds.numbers.has(key)) {
    const n = numeric(value);
    if (typeof n !== "number" || !Number.isFinite(n) || n < 0) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path, message: VALIDATION_MESSAGES.notANumber(label) });
    } else if (n > MAX_VERIFIED_AMOUNT) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path,
        message: VALIDATION_MESSAGES.tooLarge(label, MAX_VERIFIED_AMOUNT),
      });
    }
  }
}

/** A zod check for `user_verified_data`: `.superRefine(checkVerifiedFields)`. */
export function checkVerifiedFields(data: Record<string, unknown>, ctx: z.RefinementCtx) {
  refuseForbiddenTextInside(data, ctx);
  for (const [key, value] of Object.entries(data)) {
    checkField(key, value, [key], { dates: DATE_FIELDS, numbers: NUMBER_FIELDS }, ctx);
  }
  const lines = data.line_items;
  if (isBlank(lines)) return;
  if (!Array.isArray(lines)) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["line_items"],
      message: "Line items must be a list",
    });
    return;
  }
  lines.forEach((line, i) => {
    if (!line || typeof line !== "object" || Array.isArray(line)) return;
    for (const [key, value] of Object.entries(line as Record<string, unknown>)) {
      checkField(
        key,
        value,
        ["line_items", i, key],
        { dates: LINE_DATE_FIELDS, numbers: LINE_NUMBER_FIELDS },
        ctx,
      );
    }
  });
}
