// What the reference lookups accept (000 §7, 001 §7), shared by /api and the screens' resource
// routes so both refuse the same input with the same messages.
import { z } from "zod";
import { fitsLikePattern, refuseForbiddenCharacters, wholeNumber, zipCode } from "#core/validation";
import { ApiError } from "~/api/http";
import { MAX_SEARCH_LENGTH } from "./search-text";

export const SEARCH_TOO_LONG = "Search text is too long";
export const PROCEDURE_CODE_INVALID = "Enter a 5-character CPT or HCPCS code";

export const SuggestionLimit = wholeNumber({ min: 1, max: 50, fallback: 10 });
// The search also runs as a LIKE pattern, which D1 caps at 50 bytes (a longer one is a 500).
export const SearchText = z
  .string()
  .max(MAX_SEARCH_LENGTH, SEARCH_TOO_LONG)
  .superRefine(refuseForbiddenCharacters())
  .refine(fitsLikePattern, SEARCH_TOO_LONG)
  .default("");
/** The provider filter's ZIP (001 §5): blank means none, anything else must be a ZIP code. */
export const ZipFilter = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  zipCode().optional(),
);

export const CodeSearchQuery = z.object({ q: SearchText, limit: SuggestionLimit });
export const ProviderSearchQuery = z.object({
  query: SearchText,
  limit: SuggestionLimit,
  zip_code: ZipFilter,
});

/** A 5-character CPT/HCPCS code from a path, upper-cased, or a 422 with a message a person can act on. */
export function procedureCodeParam(raw: string | undefined): string {
  const code = (raw ?? "").trim().toUpperCase();
  if (!/^[A-Z0-9]{5}$/.test(code)) throw new ApiError(422, PROCEDURE_CODE_INVALID);
  return code;
}
