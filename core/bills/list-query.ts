// The bill list's filters and page (001 §2, §5), kept once: GET /api/bills refuses a bad one with a
// 422; a page (the vault) drops it, says why, and lists with the filters that are usable.
import { z } from "zod";
import { billStatus, MAX_PATIENT_ID, serviceDate } from "./bill-fields";
import { decodeBillCursor } from "./cursor";
import { blankToUndefined, requiredText } from "./fields";
import { BILL_MESSAGES, FAMILY_MESSAGES } from "./messages";
import { fitsLikePattern, refuseForbiddenCharacters, wholeNumber } from "../validation";

const optional = <T extends z.ZodTypeAny>(field: T) => z.preprocess(blankToUndefined, field.optional());

/** Dates inclusive by calendar day, patient a case-insensitive substring, status through the mappings. */
export const ListBillsQuerySchema = z.object({
  dependent_id: optional(requiredText(FAMILY_MESSAGES.notFound, MAX_PATIENT_ID)),
  from: optional(serviceDate),
  to: optional(serviceDate),
  patient: optional(
    z
      .string()
      .trim()
      .max(100, BILL_MESSAGES.patientFilterTooLong)
      .superRefine(refuseForbiddenCharacters())
      .refine(fitsLikePattern, BILL_MESSAGES.patientFilterTooLong),
  ),
  status: optional(billStatus),
  limit: wholeNumber({ min: 1, max: 100, fallback: 10 }),
  cursor: optional(
    z
      .string()
      .max(300)
      .refine((c) => decodeBillCursor(c) !== null, BILL_MESSAGES.invalidCursor),
  ),
});
export type ListBillsQuery = z.input<typeof ListBillsQuerySchema>;
export type ListBillsFilters = z.output<typeof ListBillsQuerySchema>;

/**
 * The filters a page can use: each refused one is left out (its message kept to show), never
 * failing the page, while the API answers the same refusal with a 422.
 */
export function usableListQuery(input: ListBillsQuery): { query: ListBillsFilters; refused: string[] } {
  const parsed = ListBillsQuerySchema.safeParse(input);
  if (parsed.success) return { query: parsed.data, refused: [] };
  const usable: Record<string, unknown> = { ...input };
  const refused: string[] = [];
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && key in usable) delete usable[key];
    if (!refused.includes(issue.message)) refused.push(issue.message);
  }
  // Every field is optional (limit has a fallback), so without the refused ones the rest parses.
  return { query: ListBillsQuerySchema.parse(usable), refused };
}
