// One importer per official file format: parse the file(s), then map rows onto the reference tables.
// Pure (no Node APIs): the CLI and the workers test setup both build their SQL here.
import { displayDescription, type DescriptorMode } from "./descriptors";
import { INSURANCE_IMPORTERS } from "./insurance-datasets";
import { MalformedInputError, type SourceText } from "./lib/malformed";
import { parseClfs } from "./parsers/clfs";
import { parseGpci } from "./parsers/gpci";
import { parseHcpcs } from "./parsers/hcpcs";
import { parseIcdCodes, parseIcdOrder } from "./parsers/icd10cm";
import { parseLocalities } from "./parsers/localities";
import { parseMue, type MueServiceType } from "./parsers/mue";
import { parsePtp, type PtpSetting } from "./parsers/ncci-ptp";
import { parseNppes } from "./parsers/nppes";
import { parseOppsCap } from "./parsers/opps-cap";
import { parsePfsRvu } from "./parsers/pfs-rvu";
import { parseZipLocalities } from "./parsers/zip-localities";
import type { DatasetId } from "./sources";
import type { LoadPlan, SqlValue } from "./sql";

export interface ImportOptions {
  descriptors: DescriptorMode;
  /**
   * Refuse a file with fewer rows than any official edition has (a download cut at a line end).
   * Only the workers tests turn it off, to seed a few real rows; defaults to on.
   */
  rowFloor?: boolean;
}
/** Each role's files (several only for the NCCI PTP parts f1…f4). */
export type SourceFiles = Record<string, SourceText[]>;

type Row = Record<string, SqlValue>;
interface Parsed {
  rows: Row[];
  edition: string | null;
}

interface Importer {
  table: string;
  /** Columns in SQL; each row supplies the camelCase key of each (`address_line1` ← `addressLine1`). */
  columns: readonly string[];
  /** Fewer rows than this is a truncated or wrong file (every official edition has far more). */
  minRows: number;
  /** When several datasets share a table (MUE settings), the rows this one owns. */
  scope?: LoadPlan["scope"];
  afterSwap: readonly string[];
  parse(files: SourceFiles, options: ImportOptions): Parsed;
}

// "END ," (with the space) keeps wrangler's statement splitter from reading CASE…END as a compound statement.
const KIND = `CASE WHEN hcpcs GLOB '[0-9][0-9][0-9][0-9][0-9FTUM]' THEN 'cpt' WHEN hcpcs GLOB 'D[0-9][0-9][0-9][0-9]' THEN 'cdt' ELSE 'hcpcs' END `;
const INTO_PROCEDURE_CODES = "INSERT OR IGNORE INTO procedure_codes (code, description, kind, source)";

/** Rebuilt after any of its three sources changes; the first source to name a code wins. */
export const REBUILD_PROCEDURE_CODES = [
  "DELETE FROM procedure_codes",
  `${INTO_PROCEDURE_CODES} SELECT code, long_description, 'hcpcs', 'hcpcs' FROM hcpcs_codes WHERE active = 1`,
  `${INTO_PROCEDURE_CODES} SELECT hcpcs, description, ${KIND}, 'pfs' FROM pfs_rvus ORDER BY hcpcs, modifier`,
  `${INTO_PROCEDURE_CODES} SELECT hcpcs, description, ${KIND}, 'clfs' FROM lab_fees ORDER BY hcpcs, modifier`,
  "INSERT INTO procedure_codes_fts(procedure_codes_fts) VALUES('rebuild')",
];
const rebuildFts = (table: string) => [`INSERT INTO ${table}(${table}) VALUES('rebuild')`];

const one = (files: SourceFiles, role = "data"): SourceText => {
  const list = files[role];
  if (!list?.length) throw new MalformedInputError(role, 0, `no ${role} file given`);
  return list[0];
};
/** Parser rows are typed objects; the SQL builder only needs their values. */
const rowsOf = (parsed: { rows: object[]; edition?: string | null }): Parsed => ({
  rows: parsed.rows as Row[],
  edition: parsed.edition ?? null,
});

const mue = (serviceType: MueServiceType): Importer => ({
  table: "mue_edits",
  columns: ["service_type", "hcpcs", "max_units", "adjudication_indicator", "adjudication_text", "rationale"],
  minRows: serviceType === "dme" ? 1_000 : 5_000,
  scope: { column: "service_type", value: serviceType },
  afterSwap: [],
  parse: (files) => rowsOf(parseMue(one(files), serviceType)),
});

const ptp = (setting: PtpSetting): Importer => ({
  table: "ncci_ptp_edits",
  columns: [
    "setting",
    "column1",
    "column2",
    "effective_date",
    "deletion_date",
    "prior_to_1996",
    "modifier_indicator",
    "rationale",
  ],
  minRows: 1,
  scope: { column: "setting", value: setting },
  afterSwap: [],
  parse(files) {
    // CMS splits each table into parts (f1…f4): one dataset, several files.
    const parts = (files.data ?? []).map((f) => parsePtp(f, setting));
    if (parts.length === 0) throw new MalformedInputError("ncci/ptp", 0, "no PTP files given");
    return { rows: parts.flatMap((p) => p.rows) as unknown as Row[], edition: parts[0].edition };
  },
});

export const IMPORTERS: Record<DatasetId, Importer> = {
  "pfs-rvu": {
    table: "pfs_rvus",
    columns: [
      "hcpcs",
      "modifier",
      "description",
      "status_code",
      "work_rvu",
      "pe_nonfac_rvu",
      "pe_fac_rvu",
      "mp_rvu",
      "total_nonfac",
      "total_fac",
      "nonfac_na",
      "fac_na",
      "pctc_indicator",
      "global_days",
      "conversion_factor",
    ],
    minRows: 10_000,
    afterSwap: REBUILD_PROCEDURE_CODES,
    parse(files, options) {
      const { rows, edition } = parsePfsRvu(one(files));
      const described = rows.map((r) => ({
        ...r,
        description: displayDescription(r.hcpcs, r.cmsDescriptor, options.descriptors),
      }));
      return rowsOf({ rows: described, edition });
    },
  },
  "pfs-gpci": {
    table: "gpci_localities",
    columns: ["mac", "locality", "state", "name", "work_gpci", "pe_gpci", "mp_gpci"],
    minRows: 100,
    afterSwap: [],
    parse: (files) => rowsOf(parseGpci(one(files))),
  },
  "pfs-localities": {
    table: "locality_counties",
    columns: ["mac", "locality", "state", "fee_schedule_area", "counties"],
    minRows: 100,
    afterSwap: [],
    parse: (files) => rowsOf(parseLocalities(one(files))),
  },
  "pfs-zip-localities": {
    table: "zip_localities",
    columns: ["zip", "state", "mac", "locality", "rural_indicator", "plus_four", "year_quarter"],
    minRows: 30_000,
    afterSwap: [],
    parse: (files) => rowsOf(parseZipLocalities(one(files), one(files, "layout"))),
  },
  "pfs-opps-cap": {
    table: "opps_caps",
    columns: ["hcpcs", "modifier", "mac", "locality", "proc_status", "fac_cents", "nonfac_cents"],
    minRows: 1_000,
    afterSwap: [],
    parse: (files) => rowsOf(parseOppsCap(one(files))),
  },
  clfs: {
    table: "lab_fees",
    columns: ["hcpcs", "modifier", "description", "rate_cents", "indicator", "effective_date"],
    minRows: 1_000,
    afterSwap: REBUILD_PROCEDURE_CODES,
    parse(files, options) {
      const { rows, edition } = parseClfs(one(files));
      const described = rows.map((r) => ({
        ...r,
        description: displayDescription(r.hcpcs, r.cmsLong || r.cmsShort, options.descriptors),
      }));
      return rowsOf({ rows: described, edition });
    },
  },
  "mue-practitioner": mue("practitioner"),
  "mue-outpatient-hospital": mue("outpatient_hospital"),
  "mue-dme": mue("dme"),
  "ncci-ptp-practitioner": ptp("practitioner"),
  "ncci-ptp-outpatient-hospital": ptp("outpatient_hospital"),
  hcpcs: {
    table: "hcpcs_codes",
    columns: [
      "code",
      "long_description",
      "short_description",
      "pricing_indicator",
      "coverage_code",
      "betos",
      "add_date",
      "action_effective_date",
      "termination_date",
      "action_code",
      "active",
    ],
    minRows: 5_000,
    afterSwap: REBUILD_PROCEDURE_CODES,
    parse: (files) => rowsOf(parseHcpcs(one(files))),
  },
  icd10cm: {
    table: "icd10cm_codes",
    columns: ["code", "description", "code_length"],
    minRows: 60_000,
    afterSwap: rebuildFts("icd10cm_fts"),
    parse(files) {
      const { rows, edition } = parseIcdCodes(one(files));
      return rowsOf({ rows: rows.map((r) => ({ ...r, codeLength: r.code.length })), edition });
    },
  },
  "icd10cm-order": {
    table: "icd10cm_order",
    columns: ["code", "order_number", "billable", "short_description", "long_description"],
    minRows: 80_000,
    afterSwap: [],
    parse: (files) => rowsOf(parseIcdOrder(one(files))),
  },
  nppes: {
    table: "nppes_providers",
    columns: [
      "npi",
      "entity_type",
      "name",
      "credential",
      "taxonomy_code",
      "specialty",
      "address_line1",
      "address_line2",
      "city",
      "state",
      "zip_code",
    ],
    minRows: 1,
    afterSwap: rebuildFts("nppes_providers_fts"),
    parse: (files) => rowsOf(parseNppes(one(files))),
  },
  ...INSURANCE_IMPORTERS,
};

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Parses a dataset's files into the plan the SQL builder writes; throws MalformedInputError on a bad file. */
export function planDataset(
  id: DatasetId,
  files: SourceFiles,
  options: ImportOptions,
): { plan: LoadPlan; edition: string | null } {
  const importer = IMPORTERS[id];
  const { rows, edition } = importer.parse(files, options);
  if (options.rowFloor !== false && rows.length < importer.minRows) {
    const main = one(files);
    throw new MalformedInputError(
      main.name,
      main.text.split("\n").length - 1,
      `only ${rows.length} data rows; an official edition has at least ${importer.minRows} (truncated file?)`,
    );
  }
  const keys = importer.columns.map(camel);
  const values = rows.map((row) =>
    keys.map((key, i) => {
      if (!(key in row))
        throw new Error(`${id}: the parser gives no ${key} for ${importer.table}.${importer.columns[i]}`);
      return row[key];
    }),
  );
  const { table, columns, scope, afterSwap } = importer;
  return { edition, plan: { table, columns, rows: values, scope, afterSwap } };
}
