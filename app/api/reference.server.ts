// Reference-data lookups (000 §7, 001 §7): CPT and ICD-10 autocomplete, provider search, Medicare
// average rates and MUE limits. All need a signed-in user: the screens that call them are signed-in
// screens, and the provider search reads the user's own bills.
import { z } from "zod";
import { fitsLikePattern, refuseForbiddenCharacters, wholeNumber, zipCode } from "#core/validation";
import { lookupMue } from "~/services/reference/coding-edits.server";
import { suggestIcdCodes } from "~/services/reference/icd.server";
import { medicareRates } from "~/services/reference/medicare-rates.server";
import { suggestProcedureCodes } from "~/services/reference/procedures.server";
import { searchProviders } from "~/services/reference/providers.server";
import { MAX_SEARCH_LENGTH } from "~/services/reference/search-text";
import { endpoint, type Endpoint } from "./endpoint";
import { ApiError } from "./http";

const TOO_LONG = "Search text is too long";
const Limit = wholeNumber({ min: 1, max: 50, fallback: 10 });
// The search also runs as a LIKE pattern, which D1 caps at 50 bytes (a longer one is a 500).
const SearchText = z
  .string()
  .max(MAX_SEARCH_LENGTH, TOO_LONG)
  .superRefine(refuseForbiddenCharacters())
  .refine(fitsLikePattern, TOO_LONG)
  .default("");
/** The provider filter's ZIP (001 §5): blank means none, anything else must be a ZIP code. */
const ZipFilter = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  zipCode().optional(),
);

const ProcedureSuggestion = z.object({ cpt_code: z.string(), description: z.string() });
const IcdSuggestion = z.object({ icd10_code: z.string(), icd10_description: z.string() });
const ProviderResult = z.object({
  npi: z.string().nullable(),
  name: z.string(),
  credential: z.string().nullable(),
  specialty: z.string().nullable(),
  address_line1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  is_predefined: z.boolean(),
});
const Amount = z.number().nullable();
const MedicareRates = z.object({
  cpt_code: z.string(),
  avg_price_nfac: Amount,
  avg_price_fac: Amount,
  status_code: z.string().nullable(),
  note: z.string().nullable(),
  source: z.string().nullable(),
  edition: z.string().nullable(),
  local: z
    .object({
      zip_code: z.string(),
      locality_name: z.string(),
      mac: z.string(),
      locality: z.string(),
      avg_price_nfac: Amount,
      avg_price_fac: Amount,
      note: z.string().nullable(),
      source: z.string(),
      edition: z.string(),
    })
    .nullable(),
  local_note: z.string().nullable(),
});
const MueLimit = z.object({
  code: z.string(),
  service_type: z.enum(["practitioner", "outpatient_hospital", "dme"]),
  max_units: z.number(),
  adjudication_indicator: z.number(),
  adjudication_text: z.string(),
  rationale: z.string(),
  edition: z.string().nullable(),
});

/** A 5-character CPT/HCPCS code from the path, or a 422 with a message a person can act on. */
function procedureCodeParam(raw: string | undefined): string {
  const code = (raw ?? "").trim().toUpperCase();
  if (!/^[A-Z0-9]{5}$/.test(code)) throw new ApiError(422, "Enter a 5-character CPT or HCPCS code");
  return code;
}

export const referenceEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/cpt/autocomplete",
    summary: "Procedure codes (CPT, HCPCS Level II, lab) matching a code prefix or words, from 1 character",
    tag: "reference",
    auth: "user",
    query: z.object({ q: SearchText, limit: Limit }),
    response: z.array(ProcedureSuggestion),
    errors: [401, 422],
    async handle({ db, query }) {
      return suggestProcedureCodes(db, query.q, query.limit);
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/icd/autocomplete",
    summary:
      "ICD-10-CM diagnosis codes matching a code (with or without the dot) or words, from 2 characters",
    tag: "reference",
    auth: "user",
    query: z.object({ q: SearchText, limit: Limit }),
    response: z.array(IcdSuggestion),
    errors: [401, 422],
    async handle({ db, query }) {
      return suggestIcdCodes(db, query.q, query.limit);
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/providers/search",
    summary:
      "Providers from the NPPES registry and from the user's own bills, from 3 characters; optional 5-digit ZIP",
    tag: "reference",
    auth: "user",
    query: z.object({
      query: SearchText,
      limit: Limit,
      zip_code: ZipFilter,
    }),
    response: z.array(ProviderResult),
    errors: [401, 422],
    async handle({ db, query, signedIn }) {
      const zip = query.zip_code ? query.zip_code.slice(0, 5) : null;
      try {
        return await searchProviders(db, signedIn.user.id, query.query, { zip, limit: query.limit });
      } catch (error) {
        // 001 §8: a failed search shows 'No providers found', so it answers an empty list, never a 500.
        console.error("provider search failed", error instanceof Error ? error.name : "unknown");
        return [];
      }
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/medicare/avg-rates/{code}",
    summary:
      "National Medicare amounts for a procedure code, and the amounts for the user's ZIP code; null when Medicare has none",
    tag: "reference",
    auth: "user",
    response: MedicareRates,
    errors: [401, 422],
    async handle({ db, params, signedIn }) {
      return medicareRates(db, procedureCodeParam(params.code), signedIn.user.zipcode);
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/reference/mue/{code}",
    summary:
      "Medically unlikely edit for a procedure code: maximum units, adjudication indicator and rationale",
    tag: "reference",
    auth: "user",
    query: z.object({
      service_type: z.enum(["practitioner", "outpatient_hospital", "dme"]).default("practitioner"),
    }),
    response: MueLimit,
    errors: [401, 404, 422],
    async handle({ db, params, query }) {
      const limit = await lookupMue(db, procedureCodeParam(params.code), query.service_type);
      if (!limit) throw new ApiError(404, "No medically unlikely edit for this code");
      return limit;
    },
  }),
];
