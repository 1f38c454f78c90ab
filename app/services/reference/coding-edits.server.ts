// NCCI edits for the bill analysis engine: medically unlikely edits (MUE, max units per code) and
// procedure-to-procedure (PTP) pairs that should not be billed together.
import { and, eq, inArray, isNull, lte, or, gt } from "drizzle-orm";
import { mueEdits, ncciPtpEdits, referenceDatasets } from "#db/reference/schema";
import type { Db } from "~/db.server";

export type MueServiceType = "practitioner" | "outpatient_hospital" | "dme";

export interface MueLimit {
  code: string;
  service_type: MueServiceType;
  max_units: number;
  /** 1 per claim line, 2 per day (policy, cannot be appealed on units), 3 per day (clinical). */
  adjudication_indicator: 1 | 2 | 3;
  adjudication_text: string;
  rationale: string;
  edition: string | null;
}

const MUE_DATASET: Record<MueServiceType, string> = {
  practitioner: "mue-practitioner",
  outpatient_hospital: "mue-outpatient-hospital",
  dme: "mue-dme",
};

export async function lookupMue(
  db: Db,
  code: string,
  serviceType: MueServiceType = "practitioner",
): Promise<MueLimit | null> {
  const [row, dataset] = await Promise.all([
    db
      .select()
      .from(mueEdits)
      .where(and(eq(mueEdits.serviceType, serviceType), eq(mueEdits.hcpcs, code.toUpperCase())))
      .get(),
    db
      .select({ edition: referenceDatasets.edition })
      .from(referenceDatasets)
      .where(eq(referenceDatasets.dataset, MUE_DATASET[serviceType]))
      .get(),
  ]);
  if (!row) return null;
  return {
    code: row.hcpcs,
    service_type: row.serviceType,
    max_units: row.maxUnits,
    adjudication_indicator: row.adjudicationIndicator as 1 | 2 | 3,
    adjudication_text: row.adjudicationText,
    rationale: row.rationale,
    edition: dataset?.edition ?? null,
  };
}

export interface PtpEdit {
  column1: string;
  column2: string;
  modifier_indicator: 0 | 1 | 9;
  rationale: string;
  effective_date: string;
  deletion_date: string | null;
}

/** The edits in force on `serviceDate` (YYYY-MM-DD) between any two of the codes billed together. */
export async function findPtpEdits(
  db: Db,
  codes: string[],
  serviceDate: string,
  setting: "practitioner" | "outpatient_hospital" = "practitioner",
): Promise<PtpEdit[]> {
  const list = [...new Set(codes.map((c) => c.toUpperCase()))];
  if (list.length < 2) return [];
  const rows = await db
    .select()
    .from(ncciPtpEdits)
    .where(
      and(
        eq(ncciPtpEdits.setting, setting),
        inArray(ncciPtpEdits.column1, list),
        inArray(ncciPtpEdits.column2, list),
        lte(ncciPtpEdits.effectiveDate, serviceDate),
        or(isNull(ncciPtpEdits.deletionDate), gt(ncciPtpEdits.deletionDate, serviceDate)),
      ),
    );
  return rows
    .filter((r) => r.column1 !== r.column2)
    .map((r) => ({
      column1: r.column1,
      column2: r.column2,
      modifier_indicator: r.modifierIndicator as 0 | 1 | 9,
      rationale: r.rationale,
      effective_date: r.effectiveDate,
      deletion_date: r.deletionDate,
    }));
}
