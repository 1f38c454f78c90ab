// Prior-authorization and utilization-management letters laid out unlike the first fixtures
// (issue 17, third development round): a decision grid of titles over values, a precertification's
// label column, an extension in capitals with dot leaders, a pending letter and a coverage decision
// that names the service only in a sentence. Each case fails without its rule.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";

type Row = string | [text: string, left: number][];
const letter = (...rows: Row[]) =>
  extractDocument(
    page(["Tamarack Valley Health Plan", "NOTICE OF DETERMINATION", ...rows]),
    "prior_authorization",
  ).fields;

describe("a decision grid: titles over values", () => {
  const fields = letter(
    [
      ["Service approved", 0.07],
      ["Procedure code", 0.5],
      ["Visits", 0.72],
    ],
    [
      ["Physical therapy evaluation, low complexity", 0.07],
      ["97161", 0.5],
      ["1", 0.72],
    ],
    [
      ["Planned date", 0.07],
      ["Valid through", 0.36],
      ["Determination", 0.65],
    ],
    [
      ["06/23/2025", 0.07],
      ["09/21/2025", 0.36],
      ["APPROVED", 0.65],
    ],
  );

  it("reads each value under its title, not the next title, with the code column's code as letters print it", () => {
    expect(fields.authorized_services).toBe("Physical therapy evaluation, low complexity (97161)");
  });

  it("reads the planned date as the service date", () => {
    expect([fields.service_date, fields.expiration_date, fields.status]).toEqual([
      "2025-06-23",
      "2025-09-21",
      "Approved",
    ]);
  });
});

it("a decision table under the notice's title: 'Service' is the column, the title is no service", () => {
  const fields = extractDocument(
    page([
      [
        ["BRIGHTWATER COMMUNITY HEALTH", 0.06],
        ["SERVICE AUTHORIZATION NOTICE", 0.59],
      ],
      [
        ["Service", 0.06],
        ["Requested", 0.4],
        ["Approved", 0.52],
        ["Authorization period", 0.63],
      ],
      [
        ["Speech therapy (92507)", 0.06],
        ["24 visits", 0.4],
        ["12 visits", 0.52],
        ["03/03/2025 - 06/01/2025", 0.63],
      ],
    ]),
    "prior_authorization",
  ).fields;
  expect(fields.authorized_services).toBe("Speech therapy (92507)");
});

describe("a precertification's label column", () => {
  const fields = letter(
    [
      ["Procedure", 0.08],
      ["Total knee arthroplasty, right (27447)", 0.33],
    ],
    [
      ["Days certified", 0.08],
      ["2 (through 09/17/2025)", 0.33],
    ],
    [
      ["Certification expires", 0.08],
      ["10/15/2025", 0.33],
    ],
  );

  it("reads a procedure whose name starts with a label's word ('Total')", () => {
    expect(fields.authorized_services).toBe("Total knee arthroplasty, right (27447)");
  });

  it("reads 'Certification expires', not the last day of the stay", () => {
    expect(fields.expiration_date).toBe("2025-10-15");
  });
});

it("an extension in capitals with dot leaders: the drug with its code, and the next infusion", () => {
  const fields = letter(
    [
      ["DRUG / SERVICE....... INFLIXIMAB INFUSION", 0.06],
      ["(J1745)", 0.5],
    ],
    "NEXT INFUSION........ 17-Nov-2025",
  );
  expect([fields.authorized_services, fields.service_date]).toEqual([
    "INFLIXIMAB INFUSION (J1745)",
    "2025-11-17",
  ]);
});

it("a pending letter: the service without the status printed after it, and 'Scheduled for'", () => {
  const fields = letter(
    [
      ["Requested service", 0.08],
      ["Status", 0.55],
    ],
    "CT scan of the abdomen and pelvis with contrast (74177) Pending - additional information needed",
    "Scheduled for",
    "October 20, 2025",
  );
  expect([fields.authorized_services, fields.service_date]).toEqual([
    "CT scan of the abdomen and pelvis with contrast (74177)",
    "2025-10-20",
  ]);
});

it("a coverage decision that names the service only in its sentence", () => {
  const fields = letter(
    "We have denied the request from Dr. Helen Amori for a power wheelchair, Group 2 standard",
    "(K0823), which was to be delivered on August 18, 2025.",
  );
  expect([fields.authorized_services, fields.service_date]).toEqual([
    "power wheelchair, Group 2 standard (K0823)",
    "2025-08-18",
  ]);
});

describe("a decision's number and code as OCR leaves them (decision 094)", () => {
  it("reads 'Reference' whose '#' OCR lost, beside its number", () => {
    const fields = letter(
      [
        ["Orchard Spine & Pain", 0.09],
        ["Reference", 0.58],
        ["BMH-UM-2026-448190", 0.79],
      ],
      [
        ["2300 Sycamore Bend", 0.08],
        ["Member ID", 0.57],
        ["BMH907731548", 0.84],
      ],
    );
    expect(fields.authorization_number).toBe("BMH-UM-2026-448190");
  });

  it("reads 'Cert #' in a row of titles over the number, and 'Ref No.' beside it", () => {
    const grid = letter(
      [
        ["Member name", 0.05],
        ["Member ID", 0.38],
        ["Cert #", 0.62],
      ],
      [
        ["Ottoline B. Fairweather", 0.05],
        ["MRH 30 4471 26", 0.38],
        ["MRH-0927-64410", 0.62],
      ],
    );
    expect(grid.authorization_number).toBe("MRH-0927-64410");
    const beside = letter([
      ["Ref No.", 0.08],
      ["KHP-UM-26-004471", 0.34],
    ]);
    expect(beside.authorization_number).toBe("KHP-UM-26-004471");
  });

  it("gives a service its code from the code's own line", () => {
    const fields = letter(
      [
        ["Service", 0.08],
        ["Polysomnography, attended, 6 or more hours", 0.34],
      ],
      [
        ["CPT", 0.07],
        ["95810", 0.34],
      ],
    );
    expect(fields.authorized_services).toBe("Polysomnography, attended, 6 or more hours (95810)");
  });

  it("reads a table's code cell past a speck OCR put before it", () => {
    const fields = letter(
      [
        ["Authorization No.", 0.04],
        ["Service", 0.22],
        ["Code", 0.45],
        ["Requested", 0.55],
        ["Approved", 0.65],
        ["Decision", 0.76],
      ],
      [
        ["SCH-A-30917-02", 0.04],
        ["Therapeutic activities", 0.22],
        ["~~ 97530", 0.45],
        ["24 units", 0.55],
        ["12 units", 0.65],
        ["PARTIALLY APPROVED", 0.76],
      ],
    );
    expect(fields.authorized_services).toBe("Therapeutic activities (97530)");
  });
});

describe("a decision's services and dates as benefit managers and Medicare Advantage plans print them (decision 094)", () => {
  it("reads 'Approved start' and 'Approved end', and a drug's J-code whose J OCR read as a 1", () => {
    const fields = letter(
      [
        ["Authorization #: KOS-OB-7721093", 0.06],
        ["Diagnosis: C34.90", 0.5],
      ],
      [
        ["Approved start: 23-NOV-2026", 0.06],
        ["Regimen: pembrolizumab monotherapy", 0.5],
      ],
      [
        ["Approved end: 22-MAY-2027", 0.06],
        ["Line of therapy: 1st", 0.5],
      ],
      [
        ["HCPCS", 0.06],
        ["Drug / Service", 0.16],
        ["Dose", 0.5],
        ["Frequency", 0.62],
      ],
      [
        ["19271", 0.06],
        ["Pembrolizumab injection, 1 mg", 0.16],
        ["200 mg IV", 0.5],
        ["Every 21 days", 0.62],
      ],
    );
    expect(fields).toMatchObject({
      service_date: "2026-11-23",
      expiration_date: "2027-05-22",
      authorized_services: "Pembrolizumab injection, 1 mg (J9271)",
    });
  });

  const table = (...above: Row[]) =>
    letter(
      ...above,
      [
        ["Service", 0.07],
        ["Code", 0.36],
        ["Requested", 0.48],
        ["Approved", 0.61],
        ["Start", 0.72],
        ["End", 0.84],
      ],
      [
        ["Therapeutic exercise", 0.07],
        ["97110", 0.36],
        ["24 visits", 0.48],
        ["12 visits", 0.61],
        ["11/30/26", 0.72],
        ["01/29/27", 0.84],
      ],
      [
        ["Manual therapy", 0.07],
        ["97140", 0.36],
        ["24 visits", 0.48],
        ["12 visits", 0.61],
        ["11/30/26", 0.72],
        ["03/15/27", 0.84],
      ],
    );

  it("names every service of a table whose code column follows the service, with the grid's Start and End", () => {
    expect(table()).toMatchObject({
      authorized_services: "Therapeutic exercise (97110), Manual therapy (97140)",
      service_date: "2026-11-30",
      expiration_date: "2027-01-29",
    });
  });

  it("takes the service a label names with its code, and the period a label gives, over the table's", () => {
    const fields = letter(
      [
        ["Main procedure:", 0.08],
        ["Total hip arthroplasty, right (27130)", 0.28],
      ],
      [
        ["Authorized period:", 0.08],
        ["March 9, 2026 through June 6, 2026", 0.28],
      ],
      [
        ["Code", 0.08],
        ["Description", 0.15],
        ["Approved", 0.57],
        ["Start", 0.67],
        ["End", 0.8],
      ],
      [
        ["97161", 0.08],
        ["PT evaluation, low complexity", 0.15],
        ["1", 0.63],
        ["03/02/2026", 0.67],
        ["03/02/2026", 0.8],
      ],
      [
        ["27130", 0.08],
        ["Total hip arthroplasty, right", 0.15],
        ["1", 0.63],
        ["03/09/2026", 0.67],
        ["06/06/2026", 0.8],
      ],
    );
    expect(fields).toMatchObject({
      authorized_services: "Total hip arthroplasty, right (27130)",
      service_date: "2026-03-09",
      expiration_date: "2026-06-06",
    });
  });
});
