// Reference-data lookups (000 §7, 001 §7): CPT and ICD-10 autocomplete, provider search, Medicare
// average rates and MUE limits. All need a signed-in user: the screens that call them are signed-in
// screens, and the provider search reads the user's own bills.
import { z } from "zod";
import { lookupMue } from "~/services/reference/coding-edits.server";
import { suggestIcdCodes } from "~/services/reference/icd.server";
import { CodeSearchQuery, procedureCodeParam, ProviderSearchQuery } from "~/services/reference/lookup-input";
import { medicareRates } from "~/services/reference/medicare-rates.server";
import { suggestProcedureCodes } from "~/services/reference/procedures.server";
import { providerSuggestions } from "~/services/reference/providers.server";
import { endpoint, type Endpoint } from "./endpoint";
import { ApiError } from "./http";

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

export const referenceEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/cpt/autocomplete",
    summary: "Procedure codes (CPT, HCPCS Level II, lab) matching a code prefix or words, from 1 character",
    tag: "reference",
    auth: "user",
    query: CodeSearchQuery,
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
    query: CodeSearchQuery,
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
    query: ProviderSearchQuery,
    response: z.array(ProviderResult),
    errors: [401, 422],
    handle: ({ db, query, signedIn }) => providerSuggestions(db, signedIn.user.id, query),
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
