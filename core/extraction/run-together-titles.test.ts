// Column titles OCR ran together on a scanned or photographed page (decision 091): a title that
// ends in an abbreviation ('Paid Patient resp.'), two lower titles under one upper title
// ('amount Deductible' under 'Allowed'), a charge whose title was lost in a glued run, and amounts
// whose titles were lost found by what an EOB's amounts add up to.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { eobTable, page } from "./test-page";

describe("titles run together on a picture", () => {
  it("parts 'Paid Patient resp.': a title ending in an abbreviation is no sentence", () => {
    const read = extractDocument(
      eobTable(
        [
          ["Service date", 0.06],
          ["CPT/HCPCS", 0.18],
          ["Units", 0.29],
          ["Charge", 0.39],
          ["Covered", 0.5],
          ["Paid Patient resp.", 0.62],
          ["Note", 0.8],
        ],
        [
          ["03/29/2025", 0.06],
          ["99204", 0.18],
          ["1", 0.31],
          ["325.00", 0.39],
          ["168.40", 0.5],
          ["143.40", 0.61],
          ["25.00", 0.73],
          ["CP", 0.8],
        ],
      ),
      "eob",
    );
    expect(read.line_items).toEqual([
      expect.objectContaining({
        cpt_code: "99204",
        billed_amount: 325,
        allowed_amount: 168.4,
        paid_amount: 143.4,
      }),
    ]);
  });

  it("still reads a sentence ending in a full stop as no titles", () => {
    const read = extractDocument(
      eobTable(
        [
          ["Code", 0.06],
          ["Billed", 0.5],
          ["Paid", 0.7],
        ],
        [
          ["99213", 0.06],
          ["120.00", 0.5],
          ["80.00", 0.7],
        ],
        "Payments received after the statement date are not shown.",
      ),
      "eob",
    );
    expect(read.line_items).toEqual([
      expect.objectContaining({ cpt_code: "99213", billed_amount: 120, paid_amount: 80 }),
    ]);
  });

  it("parts 'amount Deductible' where the 'Allowed' above it ends", () => {
    const read = extractDocument(
      page([
        "Westfield Mutual",
        "Explanation of Benefits",
        "This is not a bill",
        [
          ["Provider", 0.44],
          ["Network", 0.54],
          ["Allowed", 0.635],
          ["Plan", 0.83],
          ["You", 0.9],
        ],
        [
          ["Date", 0.06],
          ["Code", 0.14],
          ["Description", 0.2],
          ["charged", 0.44],
          ["discount", 0.54],
          ["amount Deductible", 0.64],
          ["paid", 0.83],
          ["owe", 0.9],
        ],
        [
          ["09/29/25", 0.06],
          ["99393", 0.14],
          ["Well child visit", 0.2],
          ["285.00", 0.44],
          ["(112.40)", 0.54],
          ["172.60", 0.64],
          ["0.00", 0.73],
          ["172.60", 0.83],
          ["0.00", 0.9],
        ],
      ]),
      "eob",
    );
    expect(read.line_items).toEqual([
      expect.objectContaining({
        cpt_code: "99393",
        billed_amount: 285,
        allowed_amount: 172.6,
        paid_amount: 172.6,
      }),
    ]);
  });

  it("keeps 'Amount Billed' whole under a 'Total' printed over its first word", () => {
    const read = extractDocument(
      page([
        "Westfield Mutual",
        "Explanation of Benefits",
        "This is not a bill",
        [
          ["Total", 0.44],
          ["Plan", 0.7],
        ],
        [
          ["Code", 0.06],
          ["Amount Billed", 0.44],
          ["Paid", 0.7],
        ],
        [
          ["99213", 0.06],
          ["150.00", 0.46],
          ["90.00", 0.7],
        ],
      ]),
      "eob",
    );
    expect(read.line_items).toEqual([
      expect.objectContaining({ cpt_code: "99213", billed_amount: 150, paid_amount: 90 }),
    ]);
  });
});

describe("a charge whose title was lost", () => {
  const glued = (charge: string) =>
    eobTable(
      [
        ["Date", 0.06],
        ["Description", 0.16],
        ["Proc Cotlmount Bill&ktwork Savings", 0.38],
        ["Allowed", 0.69],
        ["Plan Paid", 0.77],
        ["You Owe", 0.87],
      ],
      [
        ["06/02/2025", 0.06],
        ["Office visit new pt", 0.16],
        ["99204", 0.38],
        [charge, 0.49],
        ["$162.40", 0.6],
        ["$222.60", 0.69],
        ["$182.60", 0.78],
        ["$40.00", 0.88],
      ],
    );

  it("is the amount left of every money column and under none, as big as any other of the row", () => {
    const read = extractDocument(glued("$385.00"), "eob");
    expect(read.line_items).toEqual([
      expect.objectContaining({
        cpt_code: "99204",
        billed_amount: 385,
        allowed_amount: 222.6,
        paid_amount: 182.6,
      }),
    ]);
  });

  it("is not taken from an amount smaller than the row's others", () => {
    const read = extractDocument(glued("$15.00"), "eob");
    expect(read.line_items).toEqual([expect.objectContaining({ cpt_code: "99204", billed_amount: null })]);
  });
});

describe("amounts whose titles were lost, found by what they add up to", () => {
  it("the allowed amount is what the plan paid plus the patient's parts printed between them", () => {
    const read = extractDocument(
      eobTable(
        [
          ["Service Date", 0.06],
          ["Service (code)", 0.17],
          ["Chargédlowed Amount Deductibl€oinsurance", 0.45],
          ["Plan Pays", 0.8],
        ],
        [
          ["04/09/2025", 0.06],
          ["Office visit (99214)", 0.17],
          ["268.00", 0.47],
          ["151.30", 0.575],
          ["0.00", 0.67],
          ["30.26", 0.75],
          ["121.04", 0.83],
        ],
      ),
      "eob",
    );
    expect(read.line_items).toEqual([
      expect.objectContaining({
        cpt_code: "99214",
        billed_amount: 268,
        allowed_amount: 151.3,
        paid_amount: 121.04,
      }),
    ]);
  });

  it("the charge is the allowed amount plus the discount printed between them", () => {
    const read = extractDocument(
      eobTable(
        [
          ["Service date", 0.06],
          ["Service", 0.19],
          ["Provider billeletwork discount", 0.37],
          ["Allowed", 0.65],
          ["Plan paid", 0.74],
          ["You owe", 0.86],
        ],
        [
          ["02/22/2025", 0.06],
          ["99285 ER visit", 0.19],
          ["$1,180.00", 0.41],
          ["$220.00", 0.56],
          ["$960.00", 0.655],
          ["$768.00", 0.754],
          ["$192.00", 0.87],
        ],
      ),
      "eob",
    );
    expect(read.line_items).toEqual([
      expect.objectContaining({
        cpt_code: "99285",
        billed_amount: 1180,
        allowed_amount: 960,
        paid_amount: 768,
      }),
    ]);
  });

  it("takes nothing from an amount under its own title, however it adds up", () => {
    const read = extractDocument(
      eobTable(
        [
          ["Code", 0.06],
          ["Charges", 0.3],
          ["Deductible", 0.45],
          ["Coinsurance", 0.6],
          ["Plan paid", 0.78],
        ],
        [
          ["99213", 0.06],
          ["150.00", 0.3],
          ["40.00", 0.45],
          ["0.00", 0.6],
          ["40.00", 0.78],
        ],
      ),
      "eob",
    );
    expect(read.line_items).toEqual([
      expect.objectContaining({
        cpt_code: "99213",
        billed_amount: 150,
        allowed_amount: null,
        paid_amount: 40,
      }),
    ]);
  });
});
