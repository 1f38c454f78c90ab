// <yy>LOCCO.csv: the counties included in each Medicare payment locality.
import { expectHeader, isBlank, readCsv } from "../lib/csv";
import { malformed } from "../lib/fields";
import { type SourceText } from "../lib/malformed";
import { localityKey, macKey } from "./gpci";

export interface LocalityRow {
  mac: string;
  locality: string;
  state: string;
  feeScheduleArea: string;
  counties: string;
}

export function parseLocalities(source: SourceText): { rows: LocalityRow[]; edition: string | null } {
  const records = readCsv(source);
  const title = records.find((r) => /LOCALITIES/i.test(r.fields[0] ?? ""));
  const headerAt = records.findIndex((r) => /Medicare Adm/i.test(r.fields[0] ?? ""));
  // CMS spells the first header "Medicare Adminstrative Contractor" in this file.
  const first = records[headerAt]?.fields[0]?.trim() ?? "";
  expectHeader(source, records[headerAt], [
    first,
    "Locality Number",
    "State",
    "Fee Schedule Area",
    "Counties",
  ]);
  const rows: LocalityRow[] = [];
  let state = "";
  const seen = new Map<string, LocalityRow>();
  for (const record of records.slice(headerAt + 1)) {
    if (isBlank(record)) continue;
    const f = record.fields;
    const at = { source, line: record.line };
    if (!/^\d{4,5}$/.test(f[0].trim())) {
      if (rows.length > 0 && f.slice(1).every((c) => c.trim() === "")) continue; // footnote
      throw malformed(at, `MAC "${f[0]}" is not a contractor number`);
    }
    if (f.length !== 5) throw malformed(at, `has ${f.length} columns, expected 5`);
    if (!/^\d{1,2}$/.test(f[1].trim())) throw malformed(at, `locality "${f[1]}" is not a number`);
    // The state is written once per block; the rows below it leave it blank.
    if (f[2].trim()) state = f[2].trim();
    const row = {
      mac: macKey(f[0]),
      locality: localityKey(f[1]),
      state,
      feeScheduleArea: f[3].trim(),
      counties: f[4].trim(),
    };
    const key = `${row.mac}-${row.locality}`;
    const earlier = seen.get(key);
    // CMS repeats Missouri's "REST OF STATE" row verbatim; a repeat that differs is an error.
    if (earlier) {
      if (
        earlier.feeScheduleArea.replace(/\W/g, "") === row.feeScheduleArea.replace(/\W/g, "") &&
        earlier.counties.replace(/\W/g, "") === row.counties.replace(/\W/g, "")
      )
        continue;
      throw malformed(at, `locality ${row.mac}/${row.locality} appears twice with different contents`);
    }
    seen.set(key, row);
    rows.push(row);
  }
  const year = /(\d{4}) LOCALITIES/i.exec(title?.fields[0] ?? "")?.[1] ?? null;
  return { rows, edition: year };
}
