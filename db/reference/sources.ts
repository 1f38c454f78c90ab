// Where every reference dataset comes from: the file in a REFERENCE_DATA_DIR folder, the official download,
// the licence and the notice the reference page must show. No Node APIs here: the web page reads it too.
import { INSURANCE_SOURCES } from "./insurance-sources";

export const NOTICES = {
  ama:
    "CPT® codes, descriptions and other data only are copyright American Medical Association. All rights reserved. " +
    "CPT is a registered trademark of the American Medical Association. Applicable FARS/DFARS restrictions apply to " +
    "government use. Fee schedules, relative value units, conversion factors and/or related components are not assigned " +
    "by the AMA, are not part of CPT, and the AMA is not recommending their use. The AMA does not directly or indirectly " +
    "practice medicine or dispense medical services. The AMA assumes no liability for data contained or not contained herein.",
  ada: "Dental codes (D codes, CDT®) are copyright American Dental Association. All rights reserved.",
  icd:
    "ICD-10 is copyright World Health Organization. ICD-10-CM is maintained by CDC's National Center for Health " +
    "Statistics, used with WHO's permission, and published by CDC and CMS free for use.",
  cms: "Published by the Centers for Medicare & Medicaid Services, a work of the US government with no US copyright.",
} as const;
export type NoticeId = keyof typeof NOTICES;

export interface SourceFile {
  /** How the importer refers to the file (a dataset may need several, e.g. data and layout). */
  role: string;
  /** Path under REFERENCE_DATA_DIR; a zip when `member` is set. */
  path: string;
  member?: string;
  encoding: "windows-1252" | "utf-8";
  /** The official download: a zip URL and the member inside it (or a plain file when member is absent). */
  download?: { url: string; member?: string };
}

export interface DatasetSource {
  id: string;
  title: string;
  publisher: string;
  /** Used when the file itself does not name its edition. */
  edition: string;
  licence: string;
  notices: readonly NoticeId[];
  files: readonly SourceFile[];
  /** Why the file is not downloaded automatically (licence click-through, size); it must be placed by hand. */
  manual?: string;
}

const RVU25D = "https://www.cms.gov/files/zip/rvu25d-0.zip";
const ZIP_LOCALITY = "https://www.cms.gov/files/zip/zip-code-carrier-locality-file-revised-08/14/2025.zip";
const MUE = (name: string) => `https://www.cms.gov/files/zip/medicare-ncci-2026-q2-${name}-mue-table.zip`;
const cms = (role: string, path: string, download?: SourceFile["download"], member?: string): SourceFile => ({
  role,
  path,
  member,
  download,
  encoding: "windows-1252",
});
const CMS_DATA = "CMS public data (US government work)";

export const DATASET_SOURCES = [
  {
    id: "pfs-rvu",
    title: "Physician Fee Schedule relative values (PPRRVU)",
    publisher: "CMS",
    edition: "2025 October release (RVU25D)",
    licence: `${CMS_DATA}; CPT descriptors © AMA, not shown`,
    notices: ["ama", "ada"],
    files: [cms("data", "cms/PPRRVU2025_Oct.csv", { url: RVU25D, member: "PPRRVU2025_Oct.csv" })],
  },
  {
    id: "pfs-gpci",
    title: "Geographic practice cost indices (GPCI)",
    publisher: "CMS",
    edition: "2025",
    licence: CMS_DATA,
    notices: ["cms"],
    files: [cms("data", "cms/GPCI2025.csv", { url: RVU25D, member: "GPCI2025.csv" })],
  },
  {
    id: "pfs-localities",
    title: "Medicare payment localities and their counties",
    publisher: "CMS",
    edition: "2025",
    licence: CMS_DATA,
    notices: ["cms"],
    files: [cms("data", "cms/25LOCCO.csv", { url: RVU25D, member: "25LOCCO.csv" })],
  },
  {
    id: "pfs-zip-localities",
    title: "ZIP code to Medicare carrier locality",
    publisher: "CMS",
    edition: "2025 Q4",
    licence: CMS_DATA,
    notices: ["cms"],
    files: [
      cms("data", "cms/ZIP5_OCT2025.txt", { url: ZIP_LOCALITY, member: "ZIP5_OCT2025.txt" }),
      cms("layout", "cms/ZIP5lyout.txt", { url: ZIP_LOCALITY, member: "ZIP5lyout.txt" }),
    ],
  },
  {
    id: "pfs-opps-cap",
    title: "Imaging payment caps at the outpatient (OPPS) amount",
    publisher: "CMS",
    edition: "2025 October release (RVU25D)",
    licence: CMS_DATA,
    notices: ["ama"],
    files: [cms("data", "cms/OPPSCAP_Oct.csv", { url: RVU25D, member: "OPPSCAP_Oct.csv" })],
  },
  {
    id: "clfs",
    title: "Clinical Laboratory Fee Schedule",
    publisher: "CMS",
    edition: "2025 Q2",
    licence: `${CMS_DATA}; CPT descriptors © AMA, not shown`,
    notices: ["ama"],
    files: [
      cms("data", "clfs/CLFS 2025 Q2V1.csv", {
        url: "https://www.cms.gov/files/zip/25clabq2.zip",
        member: "CLFS 2025 Q2V1.csv",
      }),
    ],
  },
  {
    id: "mue-practitioner",
    title: "Medically unlikely edits: practitioner services",
    publisher: "CMS (NCCI)",
    edition: "2026 Q2",
    licence: `${CMS_DATA}; lists CPT code numbers`,
    notices: ["ama"],
    files: [
      cms("data", "ncci/MCR_MUE_PractitionerServices_Eff_04-01-2026.csv", {
        url: MUE("practitioner-services"),
        member: "MCR_MUE_PractitionerServices_Eff_04-01-2026.csv",
      }),
    ],
  },
  {
    id: "mue-outpatient-hospital",
    title: "Medically unlikely edits: outpatient hospital services",
    publisher: "CMS (NCCI)",
    edition: "2026 Q2",
    licence: `${CMS_DATA}; lists CPT code numbers`,
    notices: ["ama"],
    files: [
      cms("data", "ncci/MCR_MUE_OutpatientHospitalServices_Eff_04-01-2026.csv", {
        url: MUE("outpatient-hospital-services"),
        member: "MCR_MUE_OutpatientHospitalServices_Eff_04-01-2026.csv",
      }),
    ],
  },
  {
    id: "mue-dme",
    title: "Medically unlikely edits: DME supplier services",
    publisher: "CMS (NCCI)",
    edition: "2026 Q2",
    licence: `${CMS_DATA}; lists CPT code numbers`,
    notices: ["ama"],
    files: [
      cms("data", "ncci/MCR_MUE_DMESupplierServices_Eff_04-01-2026.csv", {
        url: MUE("dme-supplier-services"),
        member: "MCR_MUE_DMESupplierServices_Eff_04-01-2026.csv",
      }),
    ],
  },
  {
    id: "ncci-ptp-practitioner",
    title: "NCCI procedure-to-procedure edits: practitioner",
    publisher: "CMS (NCCI)",
    edition: "not loaded",
    licence: `${CMS_DATA}; behind CMS's AMA licence agreement`,
    notices: ["ama"],
    files: [cms("data", "ncci/ptp/ccipra-*.txt")],
    manual:
      "CMS serves the PTP tables only after accepting its AMA licence: place the ccipra-*.txt files in ncci/ptp/.",
  },
  {
    id: "ncci-ptp-outpatient-hospital",
    title: "NCCI procedure-to-procedure edits: outpatient hospital",
    publisher: "CMS (NCCI)",
    edition: "not loaded",
    licence: `${CMS_DATA}; behind CMS's AMA licence agreement`,
    notices: ["ama"],
    files: [cms("data", "ncci/ptp/ccioph-*.txt")],
    manual:
      "CMS serves the PTP tables only after accepting its AMA licence: place the ccioph-*.txt files in ncci/ptp/.",
  },
  {
    id: "hcpcs",
    title: "HCPCS Level II codes",
    publisher: "CMS",
    edition: "2025 JAN release",
    licence: CMS_DATA,
    notices: ["cms"],
    files: [
      cms(
        "data",
        "hcpcs/hcpcs-2025.zip",
        {
          url: "https://www.cms.gov/files/zip/january-2025-alpha-numeric-hcpcs-file.zip",
          member: "HCPC2025_JAN_ANWEB_12172024.txt",
        },
        "HCPC2025_JAN_ANWEB_12172024.txt",
      ),
    ],
  },
  {
    id: "icd10cm",
    title: "ICD-10-CM diagnosis codes (billable)",
    publisher: "CDC / NCHS",
    edition: "FY2026",
    licence: "Free to use (CDC/NCHS); ICD-10 © WHO, used with permission",
    notices: ["icd"],
    files: [
      {
        role: "data",
        path: "icd10cm/icd10cm-codes-2026.txt",
        encoding: "utf-8",
        download: {
          url: "https://ftp.cdc.gov/pub/Health_Statistics/NCHS/Publications/ICD10CM/2026/icd10cm-Code%20Descriptions-2026.zip",
          member: "icd10cm-codes-2026.txt",
        },
      },
    ],
  },
  {
    id: "icd10cm-order",
    title: "ICD-10-CM order file (categories and billable flags)",
    publisher: "CMS / CDC",
    edition: "FY2025",
    licence: "Free to use (CDC/NCHS); ICD-10 © WHO, used with permission",
    notices: ["icd"],
    files: [
      {
        role: "data",
        path: "icd10cm/icd10cm-2025.zip",
        member: "icd10cm_order_2025.txt",
        encoding: "utf-8",
        download: {
          url: "https://www.cms.gov/files/zip/2025-code-descriptions-tabular-order.zip",
          member: "icd10cm_order_2025.txt",
        },
      },
    ],
  },
  {
    id: "nppes",
    title: "NPPES NPI registry (providers)",
    publisher: "CMS (NPPES)",
    edition: "sample",
    licence: "Public data released by CMS under FOIA",
    notices: ["cms"],
    files: [{ role: "data", path: "nppes/npidata_sample.csv", encoding: "utf-8" }],
    manual:
      "The monthly file (https://download.cms.gov/nppes/NPI_Files.html) is about 1 GB zipped: put an extract in " +
      "the same 330-column layout (e.g. one state's rows of npidata_pfile_*.csv) at nppes/npidata_sample.csv.",
  },
  ...INSURANCE_SOURCES,
] as const satisfies readonly DatasetSource[];

export type DatasetId = (typeof DATASET_SOURCES)[number]["id"];
export const DATASET_IDS = DATASET_SOURCES.map((s) => s.id) as DatasetId[];

export function sourceOf(id: DatasetId): DatasetSource {
  const source = DATASET_SOURCES.find((s) => s.id === id);
  if (!source) throw new Error(`unknown dataset ${id}`);
  return source;
}
