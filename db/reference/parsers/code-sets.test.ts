// Code sets and edit tables as published (REFERENCE_DATA_DIR): ICD-10-CM, HCPCS Level II, MUE, NPPES, NCCI PTP.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { firstFile } from "../lib/test-data";
import { parseHcpcs } from "./hcpcs";
import { icdDisplay, icdKey, parseIcdCodes, parseIcdOrder } from "./icd10cm";
import { parseMue } from "./mue";
import { parsePtp, ptpSettingOf } from "./ncci-ptp";
import { parseNppes } from "./nppes";

describe("ICD-10-CM", () => {
  it("has 74,719 billable FY2026 codes, E11.9 among them", async () => {
    const { rows, edition } = parseIcdCodes(await firstFile("icd10cm"));
    expect(rows).toHaveLength(74_719);
    expect(edition).toBe("FY2026");
    expect(rows.find((r) => r.code === "E119")?.description).toBe(
      "Type 2 diabetes mellitus without complications",
    );
    // FY2026 added codes with a letter in second place.
    expect(rows.find((r) => r.code === "QA00101")?.description).toBe(
      "SCN2A-related neurodevelopmental disorder",
    );
  });

  it("reads the FY2025 order file with its non-billable categories", async () => {
    const { rows } = parseIcdOrder(await firstFile("icd10cm-order"));
    expect(rows).toHaveLength(97_584);
    expect(rows.filter((r) => r.billable)).toHaveLength(74_260);
    expect(rows.find((r) => r.code === "E11")).toMatchObject({
      billable: false,
      longDescription: "Type 2 diabetes mellitus",
    });
  });

  it("writes codes with and without the dot", () => {
    expect([icdKey("e11.9"), icdDisplay("E119"), icdDisplay("I10"), icdDisplay("S72001A")]).toEqual([
      "E119",
      "E11.9",
      "I10",
      "S72.001A",
    ]);
  });
});

describe("HCPCS Level II (hcpcs-2025.zip)", () => {
  it("joins continuation lines into the long description", async () => {
    const { rows, edition } = parseHcpcs(await firstFile("hcpcs"));
    expect(rows).toHaveLength(8_259);
    expect(edition).toBe("2025 JAN release");
    expect(rows.some((r) => r.code.startsWith("D"))).toBe(false);
    expect(rows.find((r) => r.code === "G0101")).toMatchObject({
      longDescription: "Cervical or vaginal cancer screening; pelvic and clinical breast examination",
      shortDescription: "Ca screen;pelvic/breast exam",
      active: true,
    });
    const continued = rows.find((r) => r.code === "A0080")!;
    expect(continued.longDescription).toMatch(/\(individual or organization\), with no vested interest$/);
    expect(rows.filter((r) => !r.active).every((r) => r.terminationDate! < "2025-01-01")).toBe(true);
  });
});

describe("MUE tables, 2026 Q2", () => {
  it("limits 36415 (venipuncture) to 2 units a day for practitioners", async () => {
    const { rows, edition } = parseMue(await firstFile("mue-practitioner"), "practitioner");
    expect(rows).toHaveLength(15_095);
    expect(edition).toBe("effective 2026-04-01");
    expect(rows.find((r) => r.hcpcs === "36415")).toMatchObject({
      maxUnits: 2,
      adjudicationIndicator: 3,
      adjudicationText: "Date of Service Edit: Clinical",
      rationale: "CMS Policy",
    });
    expect(rows.find((r) => r.hcpcs === "99213")).toMatchObject({
      maxUnits: 2,
      adjudicationIndicator: 3,
      rationale: "Clinical: Data",
    });
  });

  it("reads the outpatient hospital and DME tables", async () => {
    expect(parseMue(await firstFile("mue-outpatient-hospital"), "outpatient_hospital").rows).toHaveLength(
      15_045,
    );
    const dme = parseMue(await firstFile("mue-dme"), "dme").rows;
    expect(dme).toHaveLength(3_083);
    expect(dme[0]).toMatchObject({ hcpcs: "A4206", maxUnits: 0, adjudicationIndicator: 3 });
  });

  it("refuses a table whose header names another setting", async () => {
    const dme = await firstFile("mue-dme");
    expect(() => parseMue(dme, "practitioner")).toThrow(
      `${dme.name} line 8: column 2 is "DME Supplier Services MUE Values", expected "Practitioner Services MUE Values" (unknown layout)`,
    );
  });
});

describe("NPPES sample", () => {
  it("keeps active providers and skips deactivated NPIs", async () => {
    const { rows } = parseNppes(await firstFile("nppes"));
    expect(rows).toHaveLength(93);
    expect(rows[0]).toMatchObject({
      npi: "1679576722",
      entityType: 1,
      name: "DAVID A WIEBE",
      credential: "M.D.",
      specialty: "Orthopaedic Surgery",
      addressLine1: "3500 CENTRAL AVE",
      city: "KEARNEY",
      state: "NE",
      zipCode: "68847",
    });
    expect(rows.find((r) => r.npi === "1497758544")).toMatchObject({
      entityType: 2,
      name: "CUMBERLAND COUNTY HOSPITAL SYSTEM, INC",
    });
    // The primary taxonomy (switch "Y") wins over the first listed.
    expect(rows.find((r) => r.npi === "1215930367")?.taxonomyCode).toBe("207RH0003X");
  });
});

describe("NCCI PTP edits (official tab-delimited layout, sample file)", () => {
  const file = path.join(import.meta.dirname, "fixtures/ccipra-v321r0-f1-sample.txt");
  const source = { name: path.basename(file), text: readFileSync(file, "utf8") };

  it("reads pairs, dates, the pre-1996 flag and the modifier indicator", () => {
    expect(ptpSettingOf(source.name)).toBe("practitioner");
    const { rows, edition } = parsePtp(source, "practitioner");
    expect(edition).toBe("version 321.0");
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual({
      setting: "practitioner",
      column1: "99213",
      column2: "36415",
      priorTo1996: false,
      effectiveDate: "2025-01-01",
      deletionDate: null,
      modifierIndicator: 1,
      rationale: "Standards of medical / surgical practice",
    });
    expect(rows.find((r) => r.column1 === "29881")?.priorTo1996).toBe(true);
    expect(rows.find((r) => r.column1 === "20610")?.deletionDate).toBe("2024-01-01");
  });

  it("names the line of a row with a bad modifier indicator", () => {
    const text = source.text.replace("71046\t71045\t\t20200101\t*\t0", "71046\t71045\t\t20200101\t*\t5");
    expect(() => parsePtp({ ...source, text }, "practitioner")).toThrow(
      `${source.name} line 5: modifier indicator "5" is not 0, 1 or 9`,
    );
  });
});
