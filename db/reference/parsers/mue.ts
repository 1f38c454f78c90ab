// MCR_MUE_<Setting>Services_Eff_<date>.csv: NCCI medically unlikely edits (max units per code per day/line).
import { expectHeader, expectWidth, isBlank, readCsv } from "../lib/csv";
import { malformed, procedureCode } from "../lib/fields";
import { type SourceText } from "../lib/malformed";

export const MUE_SERVICE_TYPES = {
  practitioner: "Practitioner",
  outpatient_hospital: "Outpatient Hospital",
  dme: "DME Supplier",
} as const;
export type MueServiceType = keyof typeof MUE_SERVICE_TYPES;

export interface MueRow {
  serviceType: MueServiceType;
  hcpcs: string;
  maxUnits: number;
  /** MUE adjudication indicator: 1 line edit, 2 date-of-service (policy), 3 date-of-service (clinical). */
  adjudicationIndicator: 1 | 2 | 3;
  adjudicationText: string;
  rationale: string;
}

export function parseMue(
  source: SourceText,
  serviceType: MueServiceType,
): { rows: MueRow[]; edition: string | null } {
  const records = readCsv(source);
  // Record 1 is CMS's multi-line AMA notice; the header follows (its first cell holds a line break).
  const headerAt = records.findIndex((r) => /^HCPCS\/\s*CPT Code$/i.test(r.fields[0]?.trim() ?? ""));
  expectHeader(source, records[headerAt], [
    "HCPCS/ CPT Code",
    `${MUE_SERVICE_TYPES[serviceType]} Services MUE Values`,
    "MUE Adjudication Indicator",
    "MUE Rationale",
  ]);
  const rows: MueRow[] = [];
  const seen = new Set<string>();
  for (const record of records.slice(headerAt + 1)) {
    if (isBlank(record)) continue;
    expectWidth(source, record, 4);
    const f = record.fields;
    const at = { source, line: record.line };
    const hcpcs = procedureCode(f[0], at, "HCPCS/CPT Code");
    if (seen.has(hcpcs)) throw malformed(at, `${hcpcs} appears twice`);
    seen.add(hcpcs);
    if (!/^\d{1,6}$/.test(f[1].trim())) throw malformed(at, `MUE value "${f[1]}" is not a whole number`);
    const mai = /^([123]) (.+)$/.exec(f[2].trim());
    if (!mai) throw malformed(at, `adjudication indicator "${f[2]}" is not "1 …", "2 …" or "3 …"`);
    rows.push({
      serviceType,
      hcpcs,
      maxUnits: Number(f[1].trim()),
      adjudicationIndicator: Number(mai[1]) as 1 | 2 | 3,
      adjudicationText: mai[2],
      rationale: f[3].trim(),
    });
  }
  const eff = /Eff_(\d{2})-(\d{2})-(\d{4})/.exec(source.name);
  return { rows, edition: eff ? `effective ${eff[3]}-${eff[1]}-${eff[2]}` : null };
}
