// ccipra-v<ver>r<rel>-f<n>.txt / ccioph-…: NCCI procedure-to-procedure edits, CMS's tab-delimited text layout.
// The files sit behind CMS's AMA licence click-through, so nothing downloads them automatically.
import { expectHeader, isBlank, readCsv } from "../lib/csv";
import { malformed, procedureCode, yyyymmdd } from "../lib/fields";
import type { SourceText } from "../lib/malformed";

export type PtpSetting = "practitioner" | "outpatient_hospital";

export interface PtpRow {
  setting: PtpSetting;
  column1: string;
  column2: string;
  priorTo1996: boolean;
  effectiveDate: string;
  /** Null while the edit is in force (the file writes "*"). */
  deletionDate: string | null;
  /** 0 no modifier allowed, 1 a modifier may bypass the edit, 9 not applicable. */
  modifierIndicator: 0 | 1 | 9;
  rationale: string;
}

export const PTP_HEADER = [
  "Column 1",
  "Column 2",
  "*=in existence prior to 1996",
  "Effective Date",
  "Deletion Date *=no data",
  "Modifier 0=not allowed 1=allowed 9=not applicable",
  "PTP Edit Rationale",
];

/** The setting from CMS's file name: ccipra = practitioner, ccioph = outpatient hospital. */
export function ptpSettingOf(fileName: string): PtpSetting | null {
  if (/ccipra/i.test(fileName)) return "practitioner";
  if (/ccioph/i.test(fileName)) return "outpatient_hospital";
  return null;
}

export function parsePtp(
  source: SourceText,
  setting: PtpSetting,
): { rows: PtpRow[]; edition: string | null } {
  const records = readCsv(source, "\t");
  // A copyright/disclaimer preamble precedes the header row.
  const headerAt = records.findIndex((r) => r.fields[0]?.trim() === "Column 1");
  expectHeader(source, records[headerAt], PTP_HEADER);
  const rows: PtpRow[] = [];
  for (const record of records.slice(headerAt + 1)) {
    if (isBlank(record)) continue;
    const f = record.fields;
    const at = { source, line: record.line };
    if (f.length !== 7) throw malformed(at, `has ${f.length} tab-separated columns, expected 7`);
    const star = f[2].trim();
    if (star !== "" && star !== "*") throw malformed(at, `prior-to-1996 flag "${f[2]}" is not "*" or blank`);
    const effectiveDate = yyyymmdd(f[3], at, "Effective Date");
    if (!effectiveDate) throw malformed(at, "Effective Date is blank");
    const deletion = f[4].trim();
    const modifier = f[5].trim();
    if (!["0", "1", "9"].includes(modifier))
      throw malformed(at, `modifier indicator "${f[5]}" is not 0, 1 or 9`);
    rows.push({
      setting,
      column1: procedureCode(f[0], at, "Column 1"),
      column2: procedureCode(f[1], at, "Column 2"),
      priorTo1996: star === "*",
      effectiveDate,
      deletionDate: deletion === "*" ? null : yyyymmdd(deletion, at, "Deletion Date"),
      modifierIndicator: Number(modifier) as 0 | 1 | 9,
      rationale: f[6].trim(),
    });
  }
  if (rows.length === 0)
    throw malformed({ source, line: records.at(-1)?.line ?? 1 }, "no edits after the header");
  const version = /v(\d+)r(\d+)/i.exec(source.name);
  return { rows, edition: version ? `version ${version[1]}.${version[2]}` : null };
}
