// ZIP5_<release>.txt: ZIP code → Medicare carrier and pricing locality, read with the ZIP5lyout.txt layout.
import { malformed } from "../lib/fields";
import { MalformedInputError, linesOf, type SourceText } from "../lib/malformed";

export interface ZipLocalityRow {
  zip: string;
  state: string;
  mac: string;
  locality: string;
  /** Blank = urban, R = rural, B = super rural. */
  ruralIndicator: string;
  plusFour: boolean;
  yearQuarter: string;
}

interface Field {
  begin: number;
  end: number;
}

const NEEDED = [
  "State",
  "Zip Code",
  "Carrier",
  "Pricing Locality",
  "Rural Indicator",
  "Plus Four Flag",
  "Year/Quarter",
];

/** Field positions from CMS's layout document ("State  1  2  2", "Zip Code  3  7  5", …). */
export function parseZipLayout(layout: SourceText): Record<string, Field> {
  const fields: Record<string, Field> = {};
  for (const { text, line } of linesOf(layout)) {
    const m = /^([A-Za-z][A-Za-z0-9 /+]*?)\s+(\d+)\s+(\d+)\s+(\d+)(?:\s|$)/.exec(text);
    if (!m) continue;
    const [name, begin, end, length] = [m[1].trim(), Number(m[2]), Number(m[3]), Number(m[4])];
    // CMS's own layout miscounts a filler (24-75 "53"), so only the fields we read must add up.
    if (NEEDED.includes(name) && end - begin + 1 !== length) {
      throw new MalformedInputError(
        layout.name,
        line,
        `${name}: positions ${begin}-${end} do not span ${length}`,
      );
    }
    if (!(name in fields)) fields[name] = { begin, end };
  }
  const missing = NEEDED.filter((n) => !(n in fields));
  if (missing.length > 0) {
    throw new MalformedInputError(
      layout.name,
      1,
      `layout has no ${missing.join(", ")} field (unknown layout)`,
    );
  }
  return fields;
}

export function parseZipLocalities(
  data: SourceText,
  layout: SourceText,
): { rows: ZipLocalityRow[]; edition: string | null } {
  const fields = parseZipLayout(layout);
  const width = Math.max(...NEEDED.map((n) => fields[n].end));
  const cut = (text: string, name: string) => text.slice(fields[name].begin - 1, fields[name].end);
  const rows: ZipLocalityRow[] = [];
  const seen = new Set<string>();
  const lines = linesOf(data);
  for (const { text, line } of lines) {
    if (text.trim() === "") continue;
    const at = { source: data, line };
    if (text.length < width)
      throw malformed(at, `record is ${text.length} characters, the layout needs ${width}`);
    const row: ZipLocalityRow = {
      state: cut(text, "State"),
      zip: cut(text, "Zip Code"),
      mac: cut(text, "Carrier"),
      locality: cut(text, "Pricing Locality"),
      ruralIndicator: cut(text, "Rural Indicator").trim(),
      plusFour: cut(text, "Plus Four Flag") === "1",
      yearQuarter: cut(text, "Year/Quarter"),
    };
    if (!/^[A-Z]{2}$/.test(row.state)) throw malformed(at, `state "${row.state}" is not a state code`);
    if (!/^\d{5}$/.test(row.zip)) throw malformed(at, `ZIP "${row.zip}" is not 5 digits`);
    if (!/^\d{5}$/.test(row.mac) || !/^\d{2}$/.test(row.locality)) {
      throw malformed(at, `carrier/locality "${row.mac}/${row.locality}" is not a Medicare locality`);
    }
    if (!/^\d{4}[1-4]$/.test(row.yearQuarter))
      throw malformed(at, `year/quarter "${row.yearQuarter}" is not YYYYQ`);
    if (seen.has(row.zip)) throw malformed(at, `ZIP ${row.zip} appears twice`);
    seen.add(row.zip);
    rows.push(row);
  }
  const yq = rows[0]?.yearQuarter;
  return { rows, edition: yq ? `${yq.slice(0, 4)} Q${yq.slice(4)}` : null };
}
