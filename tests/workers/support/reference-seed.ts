// Seeds the workers test D1 with a few real rows of each reference file, in each file's official layout,
// through the importer's own parsers and SQL builder (db/reference/datasets.ts, sql.ts). CPT descriptor
// cells are blanked ("-"): the importer replaces them anyway (docs/decisions/006).
import { planDataset, type SourceFiles } from "#db/reference/datasets";
import type { DatasetId } from "#db/reference/sources";
import { buildLoad, buildSwap } from "#db/reference/sql";
import { INSURANCE_SEEDS, KENTUCKY_ZIP_LINES } from "./insurance-seed";

const crlf = (lines: string[]) => lines.join("\r\n") + "\r\n";
const file = (name: string, lines: string[]) => [{ name, text: crlf(lines) }];

const PFS = file("PPRRVU2025_Oct.csv", [
  ",,2025 National Physician Fee Schedule Relative Value File October Release,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
  "HCPCS,MOD,DESCRIPTION,CODE,PAYMENT,RVU,PE RVU,INDICATOR,PE RVU,INDICATOR,RVU,TOTAL,TOTAL,IND,DAYS,OP,OP,OP,PROC,SURG,SURG,SURG,SURG,BASE,FACTOR,PROCEDURES,FLAG,INDICATOR,AMOUNT,AMOUNT,AMOUNT",
  "20610,,-,A,,0.79,1.04,,0.44,,0.13,1.96,1.36,0,000,0.00,0.00,0.00,2,1,1,0,0,,32.3465,09,0,99,0.00,0.00,0.00",
  "36415,,-,X,,0.00,0.00,,0.00,,0.00,0.00,0.00,9,XXX,0.00,0.00,0.00,9,9,9,9,9,,32.3465,09,0,99,0.00,0.00,0.00",
  "71046,,-,A,,0.22,0.77,,0.77,NA,0.02,1.01,1.01,1,XXX,0.00,0.00,0.00,0,0,0,0,0,,32.3465,09,0,99,2.76,2.76,0.05",
  "71046,26,-,A,,0.22,0.08,,0.08,,0.01,0.31,0.31,1,XXX,0.00,0.00,0.00,0,0,0,0,0,,32.3465,09,0,99,0.00,0.00,0.00",
  "80053,,-,X,,0.00,0.00,,0.00,,0.00,0.00,0.00,9,XXX,0.00,0.00,0.00,9,9,9,9,9,,32.3465,09,0,99,0.00,0.00,0.00",
  "99202,,-,A,,0.93,1.16,,0.40,,0.07,2.16,1.40,0,XXX,0.00,0.00,0.00,0,0,0,0,0,,32.3465,09,0,99,0.00,0.00,0.00",
  "99211,,-,A,,0.18,0.51,,0.07,,0.01,0.70,0.26,0,XXX,0.00,0.00,0.00,0,0,0,0,0,,32.3465,09,0,99,0.00,0.00,0.00",
  "99213,,-,A,,1.30,1.35,,0.57,,0.10,2.75,1.97,0,XXX,0.00,0.00,0.00,0,0,0,0,0,,32.3465,09,0,99,0.00,0.00,0.00",
  "99214,,-,A,,1.92,1.80,,0.83,,0.15,3.87,2.90,0,XXX,0.00,0.00,0.00,0,0,0,0,0,,32.3465,09,0,99,0.00,0.00,0.00",
  "D0120,,-,R,,0.00,0.00,,0.00,,0.00,0.00,0.00,0,XXX,0.00,0.00,0.00,0,0,0,0,0,,32.3465,09,0,99,0.00,0.00,0.00",
  "G0101,,Ca screen;pelvic/breast exam,A,,0.45,0.66,,0.30,,0.06,1.17,0.81,0,XXX,0.00,0.00,0.00,0,0,0,0,0,,32.3465,09,0,99,0.00,0.00,0.00",
]);

const GPCI = file("GPCI2025.csv", [
  "ADDENDUM E. FINAL CY 2025 GEOGRAPHIC PRACTICE COST INDICES (GPCIs) BY STATE AND MEDICARE LOCALITY,,,,,,",
  "Medicare Administrative Contractor (MAC),State,Locality Number,Locality Name,2025 PW GPCI (with 1.0 Floor),2025 PE GPCI,2025 MP GPCI",
  "10112,AL,00,ALABAMA,1,0.869,0.575",
  "01112,CA,05,SAN FRANCISCO-OAKLAND-BERKELEY (SAN FRANCISCO/SAN MATEO/ALAMEDA/CONTRA COSTA CNTY),1.088,1.419,0.445",
  "13202,NY,01,MANHATTAN,1.065,1.166,1.656",
]);

const ZIPS: SourceFiles = {
  data: file("ZIP5_OCT2025.txt", [
    "AL350041011200 Z9   0 A                                                    20254",
    "CA941030111205 Z9   0 A                                                    20254",
    "NY100011320201 Z9   0 A                                                    20254",
    ...KENTUCKY_ZIP_LINES,
  ]),
  layout: file("ZIP5lyout.txt", [
    "Field Name             Beg. Position     End Position    Length            Comments",
    "State\t\t   \t    1                 2             2",
    "Zip Code\t\t    3   \t      7             5",
    "Carrier\t\t\t    8                 12            5",
    "Pricing Locality            13                14            2",
    "Rural Indicator       \t    15\t     \t      15            1      Blank=urban, R=rural, B=super rural",
    "Plus Four Flag \t\t    21                21            1      0 = no +4 extension, 1 = +4 extension",
    "Year/Quarter\t\t    76                80            5\t\tYYYYQ",
  ]),
};

const CLFS = file("CLFS 2025 Q2V1.csv", [
  "2025 Clinical Diagnostic Laboratory Fee Schedule ,,,,,,,,",
  "YEAR,HCPCS,MOD,EFF_DATE,INDICATOR,RATE,SHORTDESC,LONGDESC,EXTENDED LONGDESC",
  "2025,36415,,20250101,N,00009.09,-,-,-",
  "2025,80053,,20250101,N,00010.56,-,-,-",
  "2025,80053,QW,20250101,N,00010.56,-,-,-",
]);

/** A 320-character HCPCS record with the fields at CMS's positions. */
function hcpcsRecord(code: string, ric: "3" | "4", long: string, short = ""): string {
  const line = Array.from({ length: 320 }, () => " ");
  const put = (at: number, value: string) => [...value].forEach((ch, i) => (line[at - 1 + i] = ch));
  put(1, code);
  put(6, "00100");
  put(11, ric);
  put(12, long.padEnd(80).slice(0, 80));
  if (ric === "3") {
    put(92, short);
    put(230, "C");
    put(269, "19980101");
    put(277, "19980101");
    put(293, "N");
  }
  return line.join("");
}
const HCPCS = file("HCPC2025_JAN_ANWEB_12172024.txt", [
  hcpcsRecord(
    "A0080",
    "3",
    "Non-emergency transportation, per mile - vehicle provided by volunteer",
    "Noner transport per mile",
  ),
  hcpcsRecord("A0080", "4", "(individual or organization), with no vested interest"),
  hcpcsRecord(
    "G0101",
    "3",
    "Cervical or vaginal cancer screening; pelvic and clinical breast examination",
    "Ca screen;pelvic/breast exam",
  ),
  hcpcsRecord("J1030", "3", "Injection, methylprednisolone acetate, 40 mg", "Methylprednisolone 40 mg inj"),
]);

export const ICD_LINES = [
  "E1100   Type 2 diabetes mellitus with hyperosmolarity without nonketotic hyperglycemic-hyperosmolar coma (NKHHC)",
  "E1121   Type 2 diabetes mellitus with diabetic nephropathy",
  "E1165   Type 2 diabetes mellitus with hyperglycemia",
  "E118    Type 2 diabetes mellitus with unspecified complications",
  "E119    Type 2 diabetes mellitus without complications",
  "E6601   Morbid (severe) obesity due to excess calories",
  "E785    Hyperlipidemia, unspecified",
  "I10     Essential (primary) hypertension",
  "J45909  Unspecified asthma, uncomplicated",
  "M545    Low back pain",
  "Z0000   Encounter for general adult medical examination without abnormal findings",
];
const ICD = file("icd10cm-codes-2026.txt", ICD_LINES);

const MUE = file("MCR_MUE_PractitionerServices_Eff_04-01-2026.csv", [
  '"Current Procedural Terminology (CPT) codes, descriptions and other data only are copyright 2025 American Medical Association. All rights reserved.",,,',
  '"HCPCS/',
  'CPT Code",Practitioner Services MUE Values,MUE Adjudication Indicator,MUE Rationale',
  "36415,2,3 Date of Service Edit: Clinical,CMS Policy",
  "80053,1,3 Date of Service Edit: Clinical,CMS Policy",
  "99213,2,3 Date of Service Edit: Clinical,Clinical: Data",
]);

/** The NPPES header names our parser checks, at their official positions, in a 330-column row. */
function nppesRow(cells: Record<number, string>): string {
  return Array.from({ length: 330 }, (_, i) => `"${cells[i] ?? ""}"`).join(",");
}
const NPPES = file("npidata_sample.csv", [
  nppesRow({
    0: "NPI",
    1: "Entity Type Code",
    4: "Provider Organization Name (Legal Business Name)",
    5: "Provider Last Name (Legal Name)",
    6: "Provider First Name",
    7: "Provider Middle Name",
    9: "Provider Name Suffix Text",
    10: "Provider Credential Text",
    28: "Provider First Line Business Practice Location Address",
    29: "Provider Second Line Business Practice Location Address",
    30: "Provider Business Practice Location Address City Name",
    31: "Provider Business Practice Location Address State Name",
    32: "Provider Business Practice Location Address Postal Code",
    47: "Healthcare Provider Taxonomy Code_1",
    50: "Healthcare Provider Primary Taxonomy Switch_1",
  }),
  nppesRow({
    0: "1679576722",
    1: "1",
    5: "WIEBE",
    6: "DAVID",
    7: "A",
    10: "M.D.",
    28: "3500 CENTRAL AVE",
    30: "KEARNEY",
    31: "NE",
    32: "688472944",
    47: "207X00000X",
    50: "Y",
  }),
  nppesRow({
    0: "1588667638",
    1: "1",
    5: "PILCHER",
    6: "WILLIAM",
    7: "C",
    10: "MD",
    28: "1824 KING STREET",
    29: "SUITE 300",
    30: "JACKSONVILLE",
    31: "FL",
    32: "322044736",
    47: "207RC0000X",
    50: "Y",
  }),
  nppesRow({
    0: "1497758544",
    1: "2",
    4: "CUMBERLAND COUNTY HOSPITAL SYSTEM, INC",
    28: "3418 VILLAGE DR",
    30: "FAYETTEVILLE",
    31: "NC",
    32: "283044552",
    47: "251G00000X",
    50: "Y",
  }),
  nppesRow({ 0: "1306849450" }),
]);

const SEEDS: [DatasetId, SourceFiles][] = [
  ["pfs-rvu", { data: PFS }],
  ["pfs-gpci", { data: GPCI }],
  ["pfs-zip-localities", ZIPS],
  ["clfs", { data: CLFS }],
  ["hcpcs", { data: HCPCS }],
  ["icd10cm", { data: ICD }],
  ["mue-practitioner", { data: MUE }],
  ["nppes", { data: NPPES }],
  ...INSURANCE_SEEDS,
];

/** Loads the seed rows into `db` exactly as `npm run reference:import` would (one batch per dataset). */
export async function seedReferenceData(db: D1Database): Promise<void> {
  for (const [id, files] of SEEDS) await importDataset(db, id, files);
}

/** Loads one dataset's files into `db` through the importer's plan, load and swap (one batch). */
export async function importDataset(db: D1Database, id: DatasetId, files: SourceFiles): Promise<void> {
  const { plan, edition } = planDataset(id, files, { descriptors: "plain", rowFloor: false });
  const record = {
    dataset: id,
    edition: edition ?? id,
    sourceFile: "seed",
    sha256: "seed",
    options: "",
    importedAt: Date.now(),
    durationMs: 0,
  };
  const statements = [...buildLoad(plan, id), ...buildSwap(plan, record)];
  await db.batch(statements.map((s) => db.prepare(s)));
}
