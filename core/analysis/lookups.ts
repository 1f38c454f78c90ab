// Building the engine's ReferenceLookups from plain maps, and the list of codes a bill's analysis
// may look up (so the caller can preload them in one batch: the engine itself never waits).
import { BUNDLE_FAMILIES, OFFICE_EM_CODES } from "./bundles";
import { diagnosisDisplay, splitProcedureCode } from "./input";
import type {
  AnalysisBill,
  DiagnosisCodeInfo,
  MedicareRate,
  MueLimit,
  ProcedureCodeInfo,
  PtpEdit,
  ReferenceEditions,
  ReferenceLookups,
} from "./types";

export interface ReferenceTables {
  /** Keyed by rateKey(code, modifier). */
  rates: Map<string, MedicareRate>;
  mues: Map<string, MueLimit>;
  procedures: Map<string, ProcedureCodeInfo>;
  /** Keyed by diagnosisKey (no dot). */
  diagnoses: Map<string, DiagnosisCodeInfo>;
  /** PTP edits in force among the bill's codes; only used when editions.ptp is set. */
  ptpEdits?: PtpEdit[] | null;
  editions: ReferenceEditions;
}

export const rateKey = (code: string, modifier = "") => (modifier ? `${code}|${modifier}` : code);
export const diagnosisKey = (code: string) => code.replace(/[.\s]/g, "").toUpperCase();

export function lookupsFromTables(tables: ReferenceTables): ReferenceLookups {
  const ptp = tables.editions.ptp && tables.ptpEdits ? tables.ptpEdits : null;
  return {
    medicareRate: (code, modifier) => tables.rates.get(rateKey(code, modifier)) ?? null,
    mue: (code) => tables.mues.get(code) ?? null,
    procedureCode: (code) => tables.procedures.get(code) ?? null,
    diagnosisCode: (code) => tables.diagnoses.get(diagnosisKey(code)) ?? null,
    ptpEdits: ptp
      ? (codes) => {
          const present = new Set(codes);
          return ptp.filter((e) => present.has(e.column1) && present.has(e.column2));
        }
      : null,
    editions: tables.editions,
  };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v.length <= 32) : [];

/**
 * Every procedure and diagnosis code the analysis of `bill` may look up: the bill's own, the office
 * visit levels (to price a lower level) and the panels whose tests are billed. Tolerates any input.
 */
export function referenceCodesFor(bill: AnalysisBill): { procedures: string[]; diagnoses: string[] } {
  const lines: unknown[] = Array.isArray(bill?.line_items) ? bill.line_items : [];
  const procedures = new Set<string>();
  const diagnoses = new Set(strings(bill?.diagnosis_codes).map(diagnosisDisplay));
  for (const raw of lines) {
    if (typeof raw !== "object" || raw === null) continue;
    const line = raw as { cpt_code?: unknown; diagnosis_codes?: unknown };
    if (typeof line.cpt_code === "string" && line.cpt_code.length <= 32) {
      const { code } = splitProcedureCode(line.cpt_code);
      if (code) procedures.add(code);
    }
    for (const dx of strings(line.diagnosis_codes)) diagnoses.add(diagnosisDisplay(dx));
  }
  if (OFFICE_EM_CODES.some((c) => procedures.has(c))) OFFICE_EM_CODES.forEach((c) => procedures.add(c));
  for (const family of BUNDLE_FAMILIES) {
    if (family.panel && family.components.some((c) => procedures.has(c))) {
      family.comprehensive.forEach((c) => procedures.add(c));
    }
  }
  return { procedures: [...procedures], diagnoses: [...diagnoses].filter(Boolean) };
}
