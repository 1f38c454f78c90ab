// PPRRVU<year>_<release>.csv: the physician fee schedule relative value file (CMS RVU release).
import { expectHeader, expectWidth, isBlank, readCsv } from "../lib/csv";
import { fixedPoint, malformed, oneOf, procedureCode } from "../lib/fields";
import { MalformedInputError, type SourceText } from "../lib/malformed";

export const PFS_HEADER = [
  "HCPCS",
  "MOD",
  "DESCRIPTION",
  "CODE",
  "PAYMENT",
  "RVU",
  "PE RVU",
  "INDICATOR",
  "PE RVU",
  "INDICATOR",
  "RVU",
  "TOTAL",
  "TOTAL",
  "IND",
  "DAYS",
  "OP",
  "OP",
  "OP",
  "PROC",
  "SURG",
  "SURG",
  "SURG",
  "SURG",
  "BASE",
  "FACTOR",
  "PROCEDURES",
  "FLAG",
  "INDICATOR",
  "AMOUNT",
  "AMOUNT",
  "AMOUNT",
];

/** Every status code CMS documents for the fee schedule (PFS Relative Value File, Attachment A). */
export const PFS_STATUS_CODES = [
  "A",
  "B",
  "C",
  "D",
  "E",
  "F",
  "G",
  "H",
  "I",
  "J",
  "M",
  "N",
  "P",
  "Q",
  "R",
  "T",
  "X",
] as const;
export type PfsStatus = (typeof PFS_STATUS_CODES)[number];

export interface PfsRvuRow {
  hcpcs: string;
  modifier: string;
  /** CMS short descriptor as published (CPT text is © AMA; see docs/decisions/006). */
  cmsDescriptor: string;
  statusCode: PfsStatus;
  /** RVUs in hundredths (2.75 → 275). */
  workRvu: number;
  peNonfacRvu: number;
  peFacRvu: number;
  mpRvu: number;
  totalNonfac: number;
  totalFac: number;
  nonfacNa: boolean;
  facNa: boolean;
  pctcIndicator: string;
  globalDays: string;
  /** Conversion factor in ten-thousandths (32.3465 → 323465). */
  conversionFactor: number;
}

const WIDTH = PFS_HEADER.length;

export function parsePfsRvu(source: SourceText): { rows: PfsRvuRow[]; edition: string | null } {
  const records = readCsv(source);
  const headerAt = records.findIndex((r) => r.fields[0]?.trim() === "HCPCS");
  expectHeader(source, records[headerAt], PFS_HEADER);
  const title = records
    .slice(0, headerAt)
    .map((r) => r.fields.join(" "))
    .find((t) => /Relative Value File/i.test(t));
  const edition = title ? /(\d{4}).*?(\w+) Release/i.exec(title) : null;
  const seen = new Set<string>();
  const rows: PfsRvuRow[] = [];
  for (const record of records.slice(headerAt + 1)) {
    if (isBlank(record)) continue;
    expectWidth(source, record, WIDTH);
    const f = record.fields;
    const at = { source, line: record.line };
    const hcpcs = procedureCode(f[0], at, "HCPCS");
    const modifier = f[1].trim().toUpperCase();
    if (!/^[A-Z0-9]{0,2}$/.test(modifier)) throw malformed(at, `MOD "${f[1]}" is not a modifier`);
    const key = `${hcpcs}-${modifier}`;
    if (seen.has(key))
      throw new MalformedInputError(source.name, record.line, `${hcpcs} ${modifier} appears twice`);
    seen.add(key);
    rows.push({
      hcpcs,
      modifier,
      cmsDescriptor: f[2].trim(),
      statusCode: oneOf(f[3], PFS_STATUS_CODES, at, "STATUS CODE"),
      workRvu: fixedPoint(f[5], 2, at, "WORK RVU"),
      peNonfacRvu: fixedPoint(f[6], 2, at, "NON-FAC PE RVU"),
      nonfacNa: f[7].trim() === "NA",
      peFacRvu: fixedPoint(f[8], 2, at, "FACILITY PE RVU"),
      facNa: f[9].trim() === "NA",
      mpRvu: fixedPoint(f[10], 2, at, "MP RVU"),
      totalNonfac: fixedPoint(f[11], 2, at, "NON-FACILITY TOTAL"),
      totalFac: fixedPoint(f[12], 2, at, "FACILITY TOTAL"),
      pctcIndicator: f[13].trim(),
      globalDays: f[14].trim(),
      conversionFactor: fixedPoint(f[24], 4, at, "CONV FACTOR"),
    });
  }
  return { rows, edition: edition ? `${edition[1]} ${capitalize(edition[2])} release` : null };
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();
