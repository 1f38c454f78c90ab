// Reference tables filled by `npm run reference:import` (db/reference/import.ts), never by users.
// Money is integer cents; RVUs hundredths; GPCIs thousandths; the conversion factor ten-thousandths.
// Full-text indexes (icd10cm_fts, procedure_codes_fts, nppes_providers_fts) are FTS5 tables that
// migration 0001 creates by hand: drizzle cannot declare virtual tables.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** One row per dataset: the edition in place, its file's SHA-256 and row count. */
export const referenceDatasets = sqliteTable("reference_datasets", {
  dataset: text("dataset").primaryKey(),
  edition: text("edition").notNull(),
  sourceFile: text("source_file").notNull(),
  sha256: text("sha256").notNull(),
  options: text("options").notNull().default(""),
  rowCount: integer("row_count").notNull(),
  importedAt: integer("imported_at").notNull(),
  durationMs: integer("duration_ms").notNull().default(0),
});

export const pfsRvus = sqliteTable(
  "pfs_rvus",
  {
    hcpcs: text("hcpcs").notNull(),
    modifier: text("modifier").notNull().default(""),
    description: text("description").notNull(),
    statusCode: text("status_code").notNull(),
    workRvu: integer("work_rvu").notNull(),
    peNonfacRvu: integer("pe_nonfac_rvu").notNull(),
    peFacRvu: integer("pe_fac_rvu").notNull(),
    mpRvu: integer("mp_rvu").notNull(),
    totalNonfac: integer("total_nonfac").notNull(),
    totalFac: integer("total_fac").notNull(),
    nonfacNa: integer("nonfac_na", { mode: "boolean" }).notNull(),
    facNa: integer("fac_na", { mode: "boolean" }).notNull(),
    pctcIndicator: text("pctc_indicator").notNull(),
    globalDays: text("global_days").notNull(),
    conversionFactor: integer("conversion_factor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hcpcs, t.modifier] })],
);

export const gpciLocalities = sqliteTable(
  "gpci_localities",
  {
    mac: text("mac").notNull(),
    locality: text("locality").notNull(),
    state: text("state").notNull(),
    name: text("name").notNull(),
    workGpci: integer("work_gpci").notNull(),
    peGpci: integer("pe_gpci").notNull(),
    mpGpci: integer("mp_gpci").notNull(),
  },
  (t) => [primaryKey({ columns: [t.mac, t.locality] })],
);

export const localityCounties = sqliteTable(
  "locality_counties",
  {
    mac: text("mac").notNull(),
    locality: text("locality").notNull(),
    state: text("state").notNull(),
    feeScheduleArea: text("fee_schedule_area").notNull(),
    counties: text("counties").notNull(),
  },
  (t) => [primaryKey({ columns: [t.mac, t.locality] })],
);

export const zipLocalities = sqliteTable("zip_localities", {
  zip: text("zip").primaryKey(),
  state: text("state").notNull(),
  mac: text("mac").notNull(),
  locality: text("locality").notNull(),
  ruralIndicator: text("rural_indicator").notNull(),
  plusFour: integer("plus_four", { mode: "boolean" }).notNull(),
  yearQuarter: text("year_quarter").notNull(),
});

export const labFees = sqliteTable(
  "lab_fees",
  {
    hcpcs: text("hcpcs").notNull(),
    modifier: text("modifier").notNull().default(""),
    description: text("description").notNull(),
    rateCents: integer("rate_cents").notNull(),
    indicator: text("indicator").notNull(),
    effectiveDate: text("effective_date"),
  },
  (t) => [primaryKey({ columns: [t.hcpcs, t.modifier] })],
);

export const oppsCaps = sqliteTable(
  "opps_caps",
  {
    hcpcs: text("hcpcs").notNull(),
    modifier: text("modifier").notNull().default(""),
    mac: text("mac").notNull(),
    locality: text("locality").notNull(),
    procStatus: text("proc_status").notNull(),
    facCents: integer("fac_cents").notNull(),
    nonfacCents: integer("nonfac_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hcpcs, t.modifier, t.mac, t.locality] })],
);

export const mueEdits = sqliteTable(
  "mue_edits",
  {
    serviceType: text("service_type", { enum: ["practitioner", "outpatient_hospital", "dme"] }).notNull(),
    hcpcs: text("hcpcs").notNull(),
    maxUnits: integer("max_units").notNull(),
    adjudicationIndicator: integer("adjudication_indicator").notNull(),
    adjudicationText: text("adjudication_text").notNull(),
    rationale: text("rationale").notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceType, t.hcpcs] })],
);

export const ncciPtpEdits = sqliteTable(
  "ncci_ptp_edits",
  {
    setting: text("setting", { enum: ["practitioner", "outpatient_hospital"] }).notNull(),
    column1: text("column1").notNull(),
    column2: text("column2").notNull(),
    effectiveDate: text("effective_date").notNull(),
    deletionDate: text("deletion_date"),
    priorTo1996: integer("prior_to_1996", { mode: "boolean" }).notNull(),
    modifierIndicator: integer("modifier_indicator").notNull(),
    rationale: text("rationale").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.setting, t.column1, t.column2, t.effectiveDate] }),
    index("ncci_ptp_edits_column2_idx").on(t.setting, t.column2),
  ],
);

export const hcpcsCodes = sqliteTable("hcpcs_codes", {
  code: text("code").primaryKey(),
  longDescription: text("long_description").notNull(),
  shortDescription: text("short_description").notNull(),
  pricingIndicator: text("pricing_indicator").notNull(),
  coverageCode: text("coverage_code").notNull(),
  betos: text("betos").notNull(),
  addDate: text("add_date"),
  actionEffectiveDate: text("action_effective_date"),
  terminationDate: text("termination_date"),
  actionCode: text("action_code").notNull(),
  active: integer("active", { mode: "boolean" }).notNull(),
});

/** Billable ICD-10-CM codes of the current fiscal year, without the dot. */
export const icd10cmCodes = sqliteTable("icd10cm_codes", {
  code: text("code").primaryKey(),
  description: text("description").notNull(),
  codeLength: integer("code_length").notNull(),
});

/** The order file: every code including non-billable headers (categories), with short descriptions. */
export const icd10cmOrder = sqliteTable("icd10cm_order", {
  code: text("code").primaryKey(),
  orderNumber: integer("order_number").notNull(),
  billable: integer("billable", { mode: "boolean" }).notNull(),
  shortDescription: text("short_description").notNull(),
  longDescription: text("long_description").notNull(),
});

export const nppesProviders = sqliteTable(
  "nppes_providers",
  {
    npi: text("npi").primaryKey(),
    entityType: integer("entity_type").notNull(),
    name: text("name").notNull(),
    credential: text("credential"),
    taxonomyCode: text("taxonomy_code"),
    specialty: text("specialty"),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zipCode: text("zip_code").notNull(),
  },
  (t) => [index("nppes_providers_zip_idx").on(t.zipCode)],
);

/** Every procedure code the autocomplete offers, rebuilt from pfs_rvus, lab_fees and hcpcs_codes on import. */
export const procedureCodes = sqliteTable("procedure_codes", {
  code: text("code").primaryKey(),
  description: text("description").notNull(),
  kind: text("kind", { enum: ["cpt", "cdt", "hcpcs"] }).notNull(),
  source: text("source", { enum: ["hcpcs", "pfs", "clfs"] }).notNull(),
});

// ── Insurance plans (issue 15): filled from the CMS Plan Attributes PUF, the Benefits and Cost
// Sharing PUF and the MA & Part D Landscape by db/reference importers; Original Medicare is not
// here (core/insurance/original-medicare.ts). Money in integer cents; null = the file says nothing.

/** One plan as offered in one state in one plan year (a Landscape plan once per state, not per county). */
export const insurancePlans = sqliteTable(
  "insurance_plans",
  {
    planId: text("plan_id").notNull(),
    state: text("state").notNull(),
    year: integer("year").notNull(),
    /** The dataset that wrote the row (`marketplace-plans`, `ma-landscape`), for scoped reloads. */
    source: text("source").notNull(),
    /** A stable slug of the carrier's name (the same carrier from two files gets one id). */
    carrierId: text("carrier_id").notNull(),
    carrierName: text("carrier_name").notNull(),
    carrierMarketingName: text("carrier_marketing_name"),
    parentOrganization: text("parent_organization"),
    planName: text("plan_name").notNull(),
    marketingName: text("marketing_name"),
    /** What the plan card shows as its category ("Medicare Advantage", "Individual · Silver", …). */
    planCategory: text("plan_category").notNull(),
    /** The wizard's plan type (core/insurance/plan-types.ts): `medicare_advantage`, `individual_hmo`, … */
    planTypeId: text("plan_type_id").notNull(),
    networkType: text("network_type"),
    /** Overall star rating in tenths (45 = 4.5 stars): reference rows are fixed-point. */
    starRatingTenths: integer("star_rating_tenths"),
    premiumMonthlyCents: integer("premium_monthly_cents"),
    dedInnIndividualCents: integer("ded_inn_individual_cents"),
    dedInnFamilyCents: integer("ded_inn_family_cents"),
    dedOonIndividualCents: integer("ded_oon_individual_cents"),
    dedOonFamilyCents: integer("ded_oon_family_cents"),
    moopInnIndividualCents: integer("moop_inn_individual_cents"),
    moopInnFamilyCents: integer("moop_inn_family_cents"),
    moopOonIndividualCents: integer("moop_oon_individual_cents"),
    moopOonFamilyCents: integer("moop_oon_family_cents"),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.state] }),
    index("insurance_plans_carrier_idx").on(t.carrierId, t.planTypeId, t.state),
  ],
);

/** One cost-sharing provision of a plan in one tier, from the Benefits and Cost Sharing PUF. */
export const insurancePlanBenefits = sqliteTable(
  "insurance_plan_benefits",
  {
    planId: text("plan_id").notNull(),
    year: integer("year").notNull(),
    /** The PUF's BenefitName ("Primary Care Visit to Treat an Injury or Illness", …). */
    benefitName: text("benefit_name").notNull(),
    tier: text("tier", { enum: ["in_network", "out_of_network"] }).notNull(),
    copayCents: integer("copay_cents"),
    /** Coinsurance in basis points (2000 = 20%): reference rows are fixed-point; the API answers a fraction. */
    coinsuranceBasisPoints: integer("coinsurance_basis_points"),
    afterDeductible: integer("after_deductible", { mode: "boolean" }).notNull(),
    visitLimit: text("visit_limit"),
    /** The cells as written ("$25 Copay after deductible / 20% Coinsurance"), for the description. */
    description: text("description").notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.year, t.benefitName, t.tier] })],
);

/** Every carrier of insurance_plans, rebuilt after each plan import; `plan_count` across states. */
export const insuranceCarriers = sqliteTable("insurance_carriers", {
  carrierId: text("carrier_id").primaryKey(),
  displayName: text("display_name").notNull(),
  marketingName: text("marketing_name"),
  parentOrganization: text("parent_organization"),
  planCount: integer("plan_count").notNull(),
});
