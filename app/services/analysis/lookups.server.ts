// The analysis engine's reference lookups for one bill, from the imported CMS/CDC tables: every
// code the analysis may ask about is preloaded in one D1 batch (no query per line), so the engine
// (core/analysis) runs synchronously. Lists travel as one JSON parameter (json_each), so a bill
// with hundreds of codes stays within D1's bound-parameter limit.
import { and, eq, gt, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import {
  diagnosisKey,
  lookupsFromTables,
  rateKey,
  referenceCodesFor,
  type AnalysisBill,
  type DiagnosisCodeInfo,
  type MedicareRate,
  type MueLimit,
  type ProcedureCodeInfo,
  type ReferenceEditions,
  type ReferenceLookups,
} from "#core/analysis";
import { icdDisplay } from "#db/reference/parsers/icd10cm";
import {
  gpciLocalities,
  icd10cmCodes,
  icd10cmOrder,
  labFees,
  mueEdits,
  ncciPtpEdits,
  oppsCaps,
  pfsRvus,
  procedureCodes,
  referenceDatasets,
  zipLocalities,
} from "#db/reference/schema";
import type { Db } from "~/db.server";
import { medicareRateFrom, type RateEditions, type RatePlace } from "./medicare-rate";

export type AnalysisSetting = "practitioner" | "outpatient_hospital";

/** `column IN (the JSON list)` with one bound parameter. */
const inList = (column: SQLiteColumn, values: string[]): SQL =>
  sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;

/** The lines' dates, for the PTP edits in force on them. */
function dateRange(bill: AnalysisBill): { first: string; last: string } {
  const today = new Date().toISOString().slice(0, 10);
  const dates = [
    bill.service_date,
    ...(Array.isArray(bill.line_items) ? bill.line_items.map((l) => l?.service_date) : []),
  ]
    .filter((d): d is string => typeof d === "string" && /^\d{4}-\d{2}-\d{2}/.test(d))
    .map((d) => d.slice(0, 10))
    .sort();
  return { first: dates[0] ?? today, last: dates[dates.length - 1] ?? today };
}

const zipOf = (zipcode: string | null) => (zipcode && /^\d{5}/.test(zipcode) ? zipcode.slice(0, 5) : "");

export interface ReferenceOptions {
  zipcode: string | null;
  bill: AnalysisBill;
  setting?: AnalysisSetting;
}

/**
 * The reference queries for `bill`, to run in one batch (with whatever else the caller needs in
 * the same round trip); `referenceLookupsFrom` turns their results into the engine's lookups.
 */
export function referenceQueries(db: Db, options: ReferenceOptions) {
  const setting = options.setting ?? "practitioner";
  const { procedures, diagnoses } = referenceCodesFor(options.bill);
  const dxKeys = diagnoses.map(diagnosisKey);
  const zip = zipOf(options.zipcode);
  const { first, last } = dateRange(options.bill);
  return [
    db
      .select({ dataset: referenceDatasets.dataset, edition: referenceDatasets.edition })
      .from(referenceDatasets),
    db.select().from(pfsRvus).where(inList(pfsRvus.hcpcs, procedures)),
    db
      .select({ hcpcs: labFees.hcpcs, rateCents: labFees.rateCents })
      .from(labFees)
      .where(and(eq(labFees.modifier, ""), inList(labFees.hcpcs, procedures))),
    // Only uniquely named columns: D1 batch results are keyed by column name (mac, locality are in both tables).
    db
      .select({
        mac: zipLocalities.mac,
        locality: zipLocalities.locality,
        name: gpciLocalities.name,
        workGpci: gpciLocalities.workGpci,
        peGpci: gpciLocalities.peGpci,
        mpGpci: gpciLocalities.mpGpci,
      })
      .from(zipLocalities)
      .innerJoin(
        gpciLocalities,
        and(eq(gpciLocalities.mac, zipLocalities.mac), eq(gpciLocalities.locality, zipLocalities.locality)),
      )
      .where(eq(zipLocalities.zip, zip))
      .limit(1),
    db
      .select({
        hcpcs: oppsCaps.hcpcs,
        modifier: oppsCaps.modifier,
        nfacCents: oppsCaps.nonfacCents,
        facCents: oppsCaps.facCents,
      })
      .from(oppsCaps)
      .innerJoin(
        zipLocalities,
        and(eq(zipLocalities.mac, oppsCaps.mac), eq(zipLocalities.locality, oppsCaps.locality)),
      )
      .where(and(eq(zipLocalities.zip, zip), inList(oppsCaps.hcpcs, procedures))),
    db
      .select()
      .from(mueEdits)
      .where(and(eq(mueEdits.serviceType, setting), inList(mueEdits.hcpcs, procedures))),
    db.select().from(procedureCodes).where(inList(procedureCodes.code, procedures)),
    db.select().from(icd10cmCodes).where(inList(icd10cmCodes.code, dxKeys)),
    db.select().from(icd10cmOrder).where(inList(icd10cmOrder.code, dxKeys)),
    db
      .select()
      .from(ncciPtpEdits)
      .where(
        and(
          eq(ncciPtpEdits.setting, setting),
          inList(ncciPtpEdits.column1, procedures),
          inList(ncciPtpEdits.column2, procedures),
          lte(ncciPtpEdits.effectiveDate, last),
          or(isNull(ncciPtpEdits.deletionDate), gt(ncciPtpEdits.deletionDate, first)),
        ),
      ),
  ] as const;
}

export type ReferenceRows = BatchResponse<ReturnType<typeof referenceQueries>>;

/** Everything the engine needs for `bill`, preloaded in one batch of queries. */
export async function createReferenceLookups(db: Db, options: ReferenceOptions): Promise<ReferenceLookups> {
  return referenceLookupsFrom(options, await db.batch(referenceQueries(db, options)));
}

/** The engine's lookups from the results of `referenceQueries` (in its order). */
export function referenceLookupsFrom(options: ReferenceOptions, rows: ReferenceRows): ReferenceLookups {
  const setting = options.setting ?? "practitioner";
  const zip = zipOf(options.zipcode);
  const [datasets, pfsRows, labRows, places, caps, mues, procedureRows, icdRows, orderRows, ptpRows] = rows;

  const edition = new Map(datasets.map((d) => [d.dataset, d.edition]));
  const ed = (id: string) => edition.get(id) ?? null;
  const rateEditions: RateEditions = {
    pfs: ed("pfs-rvu"),
    clfs: ed("clfs"),
    gpci: ed("pfs-gpci"),
    zip: ed("pfs-zip-localities"),
  };
  const found = places[0];
  const place: RatePlace | null = found
    ? { zip, mac: found.mac, locality: found.locality, name: found.name, gpci: found }
    : null;
  const capOf = new Map(caps.map((c) => [rateKey(c.hcpcs, c.modifier), c]));
  const labOf = new Map(labRows.map((l) => [l.hcpcs, l.rateCents]));
  const pfsOf = new Map(pfsRows.map((p) => [rateKey(p.hcpcs, p.modifier), p]));

  const rates = new Map<string, MedicareRate>();
  const keys = new Set([...pfsOf.keys(), ...labOf.keys()]);
  for (const key of keys) {
    const [code, modifier = ""] = key.split("|");
    const rate = medicareRateFrom({
      code,
      modifier,
      pfs: pfsOf.get(key) ?? null,
      labCents: modifier ? null : (labOf.get(code) ?? null),
      place,
      cap: capOf.get(key) ?? null,
      editions: rateEditions,
    });
    if (rate) rates.set(key, rate);
  }

  const muesByCode = new Map<string, MueLimit>(
    mues.map((m) => [
      m.hcpcs,
      {
        code: m.hcpcs,
        max_units: m.maxUnits,
        adjudication_indicator: m.adjudicationIndicator as 1 | 2 | 3,
        adjudication_text: m.adjudicationText,
        rationale: m.rationale,
        service_type: m.serviceType,
        edition: ed(`mue-${setting.replace("_", "-")}`),
      },
    ]),
  );
  const procedureInfo = new Map<string, ProcedureCodeInfo>(
    procedureRows.map((p) => [p.code, { code: p.code, description: p.description, kind: p.kind }]),
  );
  const diagnosisInfo = new Map<string, DiagnosisCodeInfo>();
  for (const o of orderRows) {
    diagnosisInfo.set(o.code, { code: icdDisplay(o.code), description: o.longDescription, billable: false });
  }
  for (const c of icdRows)
    diagnosisInfo.set(c.code, { code: icdDisplay(c.code), description: c.description, billable: true });

  const procedureSets = [ed("hcpcs"), ed("pfs-rvu"), ed("clfs")].filter(Boolean);
  const editions: ReferenceEditions = {
    fee_schedule: ed("pfs-rvu"),
    lab_fee_schedule: ed("clfs"),
    mue: ed(`mue-${setting.replace("_", "-")}`),
    procedure_codes: procedureSets.length ? procedureSets.join("; ") : null,
    icd10cm: ed("icd10cm"),
    ptp: ed(`ncci-ptp-${setting.replace("_", "-")}`),
  };
  return lookupsFromTables({
    rates,
    mues: muesByCode,
    procedures: procedureInfo,
    diagnoses: diagnosisInfo,
    ptpEdits: ptpRows.map((p) => ({
      column1: p.column1,
      column2: p.column2,
      modifier_indicator: p.modifierIndicator as 0 | 1 | 9,
      rationale: p.rationale,
      effective_date: p.effectiveDate,
      deletion_date: p.deletionDate,
    })),
    editions,
  });
}
