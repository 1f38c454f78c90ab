// CLFS <year> Q<n>V<v>.csv: the clinical laboratory fee schedule (national limit amounts).
import { expectHeader, expectWidth, isBlank, readCsv } from "../lib/csv";
import { fixedPoint, malformed, procedureCode, yyyymmdd } from "../lib/fields";
import { type SourceText } from "../lib/malformed";

export interface LabFeeRow {
  hcpcs: string;
  modifier: string;
  year: string;
  effectiveDate: string | null;
  indicator: string;
  rateCents: number;
  /** CMS's short and long descriptors as published; CPT text is © AMA (docs/decisions/006). */
  cmsShort: string;
  cmsLong: string;
}

const HEADER = [
  "YEAR",
  "HCPCS",
  "MOD",
  "EFF_DATE",
  "INDICATOR",
  "RATE",
  "SHORTDESC",
  "LONGDESC",
  "EXTENDED LONGDESC",
];

export function parseClfs(source: SourceText): { rows: LabFeeRow[]; edition: string | null } {
  const records = readCsv(source);
  const headerAt = records.findIndex((r) => r.fields[0]?.trim() === "YEAR");
  expectHeader(source, records[headerAt], HEADER);
  const rows: LabFeeRow[] = [];
  const seen = new Set<string>();
  for (const record of records.slice(headerAt + 1)) {
    if (isBlank(record)) continue;
    expectWidth(source, record, HEADER.length);
    const f = record.fields;
    const at = { source, line: record.line };
    if (!/^\d{4}$/.test(f[0].trim())) throw malformed(at, `YEAR "${f[0]}" is not a year`);
    const hcpcs = procedureCode(f[1], at, "HCPCS");
    const modifier = f[2].trim().toUpperCase();
    if (!/^[A-Z0-9]{0,2}$/.test(modifier)) throw malformed(at, `MOD "${f[2]}" is not a modifier`);
    if (seen.has(`${hcpcs}-${modifier}`)) throw malformed(at, `${hcpcs} ${modifier} appears twice`);
    seen.add(`${hcpcs}-${modifier}`);
    rows.push({
      hcpcs,
      modifier,
      year: f[0].trim(),
      effectiveDate: yyyymmdd(f[3], at, "EFF_DATE"),
      indicator: f[4].trim(),
      rateCents: fixedPoint(f[5], 2, at, "RATE"),
      cmsShort: f[6].trim(),
      cmsLong: f[7].trim(),
    });
  }
  const quarter = /Q(\d)/i.exec(source.name)?.[1];
  const year = rows[0]?.year;
  return { rows, edition: year ? `${year}${quarter ? ` Q${quarter}` : ""}` : null };
}
