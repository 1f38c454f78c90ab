// npidata_pfile_<from>-<to>.csv: the NPPES NPI registry (full replacement monthly file), 330 columns.
import { isBlank, readCsv } from "../lib/csv";
import { malformed } from "../lib/fields";
import { MalformedInputError, type SourceText } from "../lib/malformed";
import { specialtyOf } from "../taxonomy";

export interface ProviderRow {
  npi: string;
  /** 1 individual, 2 organisation. */
  entityType: 1 | 2;
  name: string;
  credential: string | null;
  taxonomyCode: string | null;
  specialty: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zipCode: string;
}

/** The columns we read, by position, with the names the official header gives them. */
export const NPPES_COLUMNS = {
  npi: [0, "NPI"],
  entityType: [1, "Entity Type Code"],
  organization: [4, "Provider Organization Name (Legal Business Name)"],
  lastName: [5, "Provider Last Name (Legal Name)"],
  firstName: [6, "Provider First Name"],
  middleName: [7, "Provider Middle Name"],
  suffix: [9, "Provider Name Suffix Text"],
  credential: [10, "Provider Credential Text"],
  address1: [28, "Provider First Line Business Practice Location Address"],
  address2: [29, "Provider Second Line Business Practice Location Address"],
  city: [30, "Provider Business Practice Location Address City Name"],
  state: [31, "Provider Business Practice Location Address State Name"],
  postal: [32, "Provider Business Practice Location Address Postal Code"],
  taxonomy1: [47, "Healthcare Provider Taxonomy Code_1"],
  primary1: [50, "Healthcare Provider Primary Taxonomy Switch_1"],
} as const;
const TAXONOMY_SLOTS = 15;

export function parseNppes(source: SourceText): { rows: ProviderRow[] } {
  const records = readCsv(source);
  const header = records[0];
  if (!header) throw new MalformedInputError(source.name, 1, "the file is empty");
  for (const [index, name] of Object.values(NPPES_COLUMNS)) {
    if (header.fields[index]?.trim() !== name) {
      throw new MalformedInputError(
        source.name,
        1,
        `column ${index + 1} is "${header.fields[index] ?? ""}", expected "${name}" (unknown layout)`,
      );
    }
  }
  const width = header.fields.length;
  const rows: ProviderRow[] = [];
  for (const record of records.slice(1)) {
    if (isBlank(record)) continue;
    const f = record.fields;
    const at = { source, line: record.line };
    if (f.length !== width) throw malformed(at, `has ${f.length} columns, expected ${width}`);
    const get = (c: keyof typeof NPPES_COLUMNS) => f[NPPES_COLUMNS[c][0]].trim();
    if (!/^\d{10}$/.test(get("npi"))) throw malformed(at, `NPI "${get("npi")}" is not 10 digits`);
    // Deactivated NPIs keep only the number and the deactivation date.
    if (get("entityType") === "") continue;
    if (get("entityType") !== "1" && get("entityType") !== "2")
      throw malformed(at, `entity type "${get("entityType")}" is not 1 or 2`);
    const entityType = Number(get("entityType")) as 1 | 2;
    const name =
      entityType === 2
        ? get("organization")
        : [get("firstName"), get("middleName"), get("lastName"), get("suffix")].filter(Boolean).join(" ");
    const taxonomyCode = primaryTaxonomy(f);
    const postal = get("postal").replace(/\D/g, "");
    rows.push({
      npi: get("npi"),
      entityType,
      name,
      credential: get("credential") || null,
      taxonomyCode,
      specialty: taxonomyCode ? specialtyOf(taxonomyCode) : null,
      addressLine1: get("address1"),
      addressLine2: get("address2") || null,
      city: get("city"),
      state: get("state"),
      zipCode: postal.slice(0, 5),
    });
  }
  if (rows.length === 0)
    throw malformed({ source, line: records.at(-1)?.line ?? 1 }, "no active providers in the file");
  return { rows };
}

/** The taxonomy flagged primary ("Y"), else the first one listed. */
function primaryTaxonomy(f: string[]): string | null {
  const [first] = NPPES_COLUMNS.taxonomy1;
  const [switch1] = NPPES_COLUMNS.primary1;
  let fallback: string | null = null;
  for (let slot = 0; slot < TAXONOMY_SLOTS; slot++) {
    const code = f[first + slot * 4]?.trim();
    if (!code) continue;
    fallback ??= code;
    if (f[switch1 + slot * 4]?.trim() === "Y") return code;
  }
  return fallback;
}
