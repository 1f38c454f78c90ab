// GPCI<year>.csv: geographic practice cost indices by Medicare locality (PFS final rule addendum E).
import { expectHeader, expectWidth, isBlank, readCsv } from "../lib/csv";
import { fixedPoint, malformed } from "../lib/fields";
import { type SourceText } from "../lib/malformed";

export interface GpciRow {
  mac: string;
  locality: string;
  state: string;
  name: string;
  /** Indices in thousandths (1.088 → 1088). */
  workGpci: number;
  peGpci: number;
  mpGpci: number;
}

/** The MAC number with its leading zero and a two-digit locality, as the ZIP file writes them. */
export const macKey = (mac: string) => mac.trim().padStart(5, "0");
export const localityKey = (locality: string) => locality.trim().padStart(2, "0");

export function parseGpci(source: SourceText): { rows: GpciRow[]; edition: string | null } {
  const records = readCsv(source);
  const headerAt = records.findIndex((r) => /Medicare Administrative Contractor/i.test(r.fields[0] ?? ""));
  const header = records[headerAt];
  const year = /^(\d{4}) PW GPCI/.exec(header?.fields[4]?.trim() ?? "")?.[1] ?? null;
  expectHeader(source, header, [
    "Medicare Administrative Contractor (MAC)",
    "State",
    "Locality Number",
    "Locality Name",
    `${year ?? "????"} PW GPCI (with 1.0 Floor)`,
    `${year ?? "????"} PE GPCI`,
    `${year ?? "????"} MP GPCI`,
  ]);
  const rows: GpciRow[] = [];
  for (const record of records.slice(headerAt + 1)) {
    if (isBlank(record)) continue;
    const f = record.fields;
    // Footnotes ("MAC Assignments as of …", "*Work GPCI reflects …") follow the table.
    if (!/^\d{4,5}$/.test(f[0].trim())) {
      if (rows.length > 0 && f.slice(1).every((c) => c.trim() === "")) continue;
      throw malformed({ source, line: record.line }, `MAC "${f[0]}" is not a contractor number`);
    }
    expectWidth(source, record, 7);
    const at = { source, line: record.line };
    if (!/^\d{1,2}$/.test(f[2].trim())) throw malformed(at, `locality "${f[2]}" is not a number`);
    rows.push({
      mac: macKey(f[0]),
      locality: localityKey(f[2]),
      state: f[1].trim(),
      name: f[3].trim().replace(/\*+$/, ""),
      workGpci: fixedPoint(f[4], 3, at, "PW GPCI"),
      peGpci: fixedPoint(f[5], 3, at, "PE GPCI"),
      mpGpci: fixedPoint(f[6], 3, at, "MP GPCI"),
    });
  }
  return { rows, edition: year };
}
