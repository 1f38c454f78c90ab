// Line-item tables whose columns come in other orders (issue 17's fourth development round): the
// code in the last column, the payment first, units before the code, one block per line with its
// amounts labelled, an invoice's unit price and extended price. Each case fails without its rule.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { parseProcedureCode } from "./parse";
import { billTable, eobTable, page } from "./test-page";

const items = (recognition: Parameters<typeof extractDocument>[0], type: "medical_bill" | "eob") =>
  extractDocument(recognition, type).line_items.map((i) => ({
    code: i.cpt_code,
    units: i.units,
    date: i.service_date,
    billed: i.billed_amount,
    allowed: i.allowed_amount,
    paid: i.paid_amount,
  }));

describe("columns in other orders", () => {
  it("reads a code printed in the last column, after the charge", () => {
    const read = items(
      billTable(
        [
          ["Service", 0.06],
          ["Rev Cd", 0.4],
          ["Units", 0.5],
          ["Charge", 0.6],
          ["CPT", 0.8],
        ],
        [
          ["ED visit high severity", 0.06],
          ["0450", 0.4],
          ["1", 0.5],
          ["$3,480.00", 0.6],
          ["99285", 0.8],
        ],
        [
          ["Nitroglycerin sublingual", 0.06],
          ["0637", 0.4],
          ["1", 0.5],
          ["$18.50", 0.6],
          ["J3490", 0.8],
        ],
      ),
      "medical_bill",
    );
    expect(read).toEqual([
      { code: "99285", units: 1, date: null, billed: 3480, allowed: null, paid: null },
      { code: "J3490", units: 1, date: null, billed: 18.5, allowed: null, paid: null },
    ]);
  });

  it("reads the date printed after the charge when the code comes last", () => {
    const read = items(
      billTable(
        [
          ["Exam", 0.06],
          ["Charge", 0.4],
          ["Date", 0.52],
          ["CPT/Mod", 0.65],
          ["Units", 0.8],
        ],
        [
          ["MRI lumbar spine w/o contrast", 0.06],
          ["$612.00", 0.4],
          ["10/14/2025", 0.52],
          ["72148-26", 0.65],
          ["1", 0.8],
        ],
      ),
      "medical_bill",
    );
    expect(read).toEqual([
      { code: "72148", units: 1, date: "2025-10-14", billed: 612, allowed: null, paid: null },
    ]);
  });

  it("reads the plan's payment printed first, and the units after it", () => {
    const read = items(
      eobTable(
        [
          ["Paid by plan", 0.06],
          ["Dates", 0.2],
          ["Proc.", 0.33],
          ["Units", 0.43],
          ["Charged", 0.55],
          ["Approved", 0.7],
        ],
        [
          ["$58.08", 0.06],
          ["11/12/2025", 0.2],
          ["97110", 0.33],
          ["2", 0.44],
          ["$164.00", 0.55],
          ["$72.60", 0.7],
        ],
      ),
      "eob",
    );
    expect(read).toEqual([
      { code: "97110", units: 2, date: "2025-11-12", billed: 164, allowed: 72.6, paid: 58.08 },
    ]);
  });

  it("reads units printed before the code, not the minutes beside them", () => {
    const read = items(
      billTable(
        [
          ["DOS", 0.06],
          ["Units", 0.18],
          ["Min", 0.26],
          ["CPT", 0.34],
          ["Service", 0.45],
          ["Amount", 0.85],
        ],
        [
          ["11/19/2025", 0.06],
          ["3", 0.19],
          ["45", 0.26],
          ["97110", 0.34],
          ["Therapeutic exercise", 0.45],
          ["$246.00", 0.85],
        ],
      ),
      "medical_bill",
    );
    expect(read).toEqual([
      { code: "97110", units: 3, date: "2025-11-19", billed: 246, allowed: null, paid: null },
    ]);
  });
});

describe("one block per line", () => {
  const read = extractDocument(
    page([
      "NORTH STAR EMPLOYEES' HEALTH PLAN",
      "Statement of Benefits Paid",
      "Claim: NS-0925-118830",
      "09/11/2025 Procedure 29881 Arthroscopy, knee, with meniscectomy",
      "Billed $6,840.00 Eligible $3,920.00 Benefit paid $2,670.00",
      "09/11/2025 Procedure J2250 Midazolam injection",
      "Billed $44.00 Eligible $12.40 Benefit paid $12.40",
      "Claim totals: billed $6,884.00; eligible $3,932.40; benefit paid $2,682.40.",
    ]),
    "eob",
  );

  it("reads the code line with the labelled amounts printed under it", () => {
    expect(
      read.line_items.map((i) => [i.cpt_code, i.billed_amount, i.allowed_amount, i.paid_amount]),
    ).toEqual([
      ["29881", 6840, 3920, 2670],
      ["J2250", 44, 12.4, 12.4],
    ]);
    expect(read.fields.service_date).toBe("2025-09-11");
  });

  it("reads the claim's totals from their labels", () => {
    expect([read.fields.total_billed, read.fields.total_allowed, read.fields.total_paid]).toEqual([
      6884, 3932.4, 2682.4,
    ]);
  });
});

describe("an invoice's unit price and extended price", () => {
  it("reads Ext. as the line's charge and Mo/Qty as its units; the unit price is no allowed amount", () => {
    const read = items(
      billTable(
        [
          ["Item", 0.06],
          ["Description", 0.2],
          ["Mo/Qty", 0.55],
          ["Unit price", 0.65],
          ["Ext.", 0.85],
        ],
        [
          ["A7037", 0.06],
          ["Tubing", 0.2],
          ["2", 0.56],
          ["$29.00", 0.65],
          ["$58.00", 0.85],
        ],
        [
          ["E0601", 0.06],
          ["CPAP device, monthly rental", 0.2],
          ["T", 0.56],
          ["$138.00", 0.65],
          ["$138.00", 0.85],
        ],
      ),
      "medical_bill",
    );
    expect(read).toEqual([
      { code: "A7037", units: 2, date: null, billed: 58, allowed: null, paid: null },
      { code: "E0601", units: 1, date: null, billed: 138, allowed: null, paid: null },
    ]);
  });
});

describe("a quantity checked against the unit price", () => {
  const header: [string, number][] = [
    ["Description", 0.06],
    ["HCPCS", 0.35],
    ["Miles/Qty", 0.5],
    ["Rate", 0.65],
    ["Total", 0.85],
  ];

  it("a '1' OCR read as '15' is 1 when the total is one unit price", () => {
    const read = items(
      billTable(header, [
        ["Oxygen and supplies", 0.06],
        ["A0398", 0.35],
        ["15", 0.51],
        ["$95.00", 0.65],
        ["$95.00", 0.85],
      ]),
      "medical_bill",
    );
    expect(read).toEqual([{ code: "A0398", units: 1, date: null, billed: 95, allowed: null, paid: null }]);
  });

  it("units that fit the unit price stay as printed", () => {
    const read = items(
      billTable(header, [
        ["Ground mileage, loaded", 0.06],
        ["A0425", 0.35],
        ["14", 0.51],
        ["$28.50", 0.65],
        ["$399.00", 0.85],
      ]),
      "medical_bill",
    );
    expect(read).toEqual([{ code: "A0425", units: 14, date: null, billed: 399, allowed: null, paid: null }]);
  });
});

describe("numbers that are no codes", () => {
  it("reads a C-code whose C OCR took for a pound or euro sign", () => {
    expect(parseProcedureCode("£1713")).toBe("C1713");
    expect(parseProcedureCode("€1713")).toBe("C1713");
  });

  it("reads an L-code whose L OCR took for I or |, and leaves five digits as printed", () => {
    expect(parseProcedureCode("I4361")).toBe("L4361");
    expect(parseProcedureCode("|1833")).toBe("L1833");
    expect(parseProcedureCode("14361")).toBe("14361");
  });

  it("a seven-digit account number on the payment stub is no code with a modifier", () => {
    expect(parseProcedureCode("0039127")).toBeNull();
    const read = extractDocument(
      page([
        "Tri-County Ambulance Authority",
        "PATIENT STATEMENT",
        "A0427 ALS emergency base rate 1 $1,850.00",
        "Please detach and return this portion with your payment",
        "0039127 07/05/2025 $516.60",
      ]),
      "medical_bill",
    );
    expect(read.line_items.map((i) => i.cpt_code)).toEqual(["A0427"]);
  });

  it("money on a diagnosis line is no diagnosis code", () => {
    const read = extractDocument(
      page([
        "Evergreen Home Medical Supply",
        "INVOICE",
        "Dx G47.33, M17.11 Invoice total $869.00 Paid -$280.00",
      ]),
      "medical_bill",
    );
    expect(read.icd10_codes).toEqual(["G47.33", "M17.11"]);
  });
});
