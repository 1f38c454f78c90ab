// OPPSCAP_<release>.csv: imaging services whose non-facility PFS payment is capped at the OPPS amount.
import { expectHeader, expectWidth, isBlank, readCsv } from "../lib/csv";
import { fixedPoint, malformed, procedureCode } from "../lib/fields";
import { type SourceText } from "../lib/malformed";
import { localityKey, macKey } from "./gpci";

export interface OppsCapRow {
  hcpcs: string;
  modifier: string;
  procStatus: string;
  mac: string;
  locality: string;
  facCents: number;
  nonfacCents: number;
}

export function parseOppsCap(source: SourceText): { rows: OppsCapRow[] } {
  const records = readCsv(source);
  // "NON-FACILTY" is CMS's spelling.
  expectHeader(source, records[0], [
    "HCPCS",
    "MOD",
    "PROCSTAT",
    "CARRIER",
    "LOCALITY",
    "FACILITY PRICE",
    "NON-FACILTY PRICE",
  ]);
  const rows: OppsCapRow[] = [];
  for (const record of records.slice(1)) {
    if (isBlank(record)) continue;
    expectWidth(source, record, 7);
    const f = record.fields;
    const at = { source, line: record.line };
    const modifier = f[1].trim().toUpperCase();
    if (!/^[A-Z0-9]{0,2}$/.test(modifier)) throw malformed(at, `MOD "${f[1]}" is not a modifier`);
    if (!/^\d{4,5}$/.test(f[3].trim()) || !/^\d{1,2}$/.test(f[4].trim())) {
      throw malformed(at, `carrier/locality "${f[3]}/${f[4]}" is not a Medicare locality`);
    }
    rows.push({
      hcpcs: procedureCode(f[0], at, "HCPCS"),
      modifier,
      procStatus: f[2].trim(),
      mac: macKey(f[3]),
      locality: localityKey(f[4]),
      facCents: fixedPoint(f[5], 2, at, "FACILITY PRICE"),
      nonfacCents: fixedPoint(f[6], 2, at, "NON-FACILITY PRICE"),
    });
  }
  return { rows };
}
