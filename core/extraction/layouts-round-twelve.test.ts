// Layouts of the eleventh and twelfth development sets (issue 17, decision 092): each case is a
// general rule and fails without it. Every name and number here is invented.
import { describe, expect, it } from "vitest";
import type { DocumentType } from "../documents/types";
import { extractDocument } from "./extract";
import { eobTable, page } from "./test-page";

type Cell = [string, number];
const read = (type: DocumentType, ...lines: (string | Cell[])[]) => extractDocument(page(lines), type);
const amounts = (recognition: ReturnType<typeof eobTable>) =>
  extractDocument(recognition, "eob").line_items.map((i) => [i.billed_amount, i.allowed_amount, i.paid_amount]);

describe("an HMO's abbreviated column titles", () => {
  it("reads 'Prov. Chg' as the charge, 'HMO Rate' as what it allowed and 'Pd to Prov' as what it paid", () => {
    const table = eobTable(
      [
        ["Service", 0.075],
        ["Date(s)", 0.247],
        ["Code", 0.331],
        ["Prov. Chg", 0.41],
        ["HMO Rate", 0.504],
        ["Copay", 0.62],
        ["Pd to Prov", 0.7],
        ["Your Share", 0.818],
      ],
      [
        ["Office visit", 0.075],
        ["04/14/26", 0.248],
        ["99214", 0.332],
        ["245.00", 0.436],
        ["118.30", 0.534],
        ["25.00", 0.629],
        ["93.30", 0.742],
        ["25.00", 0.864],
      ],
    );
    expect(amounts(table)).toEqual([[245, 118.3, 93.3]]);
  });

  it("ignores a coinsurance column whose title broke at its hyphen ('Co- insurance')", () => {
    const table = eobTable(
      [
        ["Date", 0.055],
        ["Code", 0.13],
        ["Billed", 0.247],
        ["Allowed", 0.43],
        ["Co- insurance", 0.56],
        ["Plan Paid", 0.7],
        ["You Owe", 0.78],
      ],
      [
        ["03/02/2026", 0.055],
        ["73721", 0.13],
        ["1,480.00", 0.232],
        ["612.00", 0.442],
        ["92.40", 0.62],
        ["369.60", 0.707],
        ["242.40", 0.776],
      ],
    );
    expect(amounts(table)).toEqual([[1480, 612, 369.6]]);
  });
});

describe("a payer's wordmark set over two lines", () => {
  it("names the insurer from a wordmark at the right over its kind ('Bramblecombe' over 'HEALTH PLAN')", () => {
    const fields = read(
      "eob",
      [
        ["Your Explanation of Benefits", 0.071],
        ["Bramblecombe", 0.78],
      ],
      [["HEALTH PLAN", 0.792]],
      "Keep this for your records. This is not a bill",
      "Claim number CHP-0426-771305",
    ).fields;
    expect(fields.insurance_company).toBe("Bramblecombe HEALTH PLAN");
  });

  it("and from a left wordmark over a lone kind word ('LARKHAVEN' over 'HEALTH')", () => {
    const fields = read(
      "eob",
      [
        ["LARKHAVEN", 0.064],
        ["Explanation of Benefits", 0.664],
      ],
      [
        ["HEALTH", 0.064],
        ["THIS IS NOT A BILL", 0.806],
      ],
      "Claim number LHC-26-0331-44172",
    ).fields;
    expect(fields.insurance_company).toBe("LARKHAVEN HEALTH");
  });
});

describe("a claim printed as one small grid per service", () => {
  it("reads each service's code, date, units and amounts, and no line from the claim totals", () => {
    const service = (n: number, code: string, name: string, units: number, amounts: string[]) => [
      [
        [`Service ${n} of 2 - 07/14/2025`, 0.1],
        [`Procedure ${code}`, 0.36],
      ] as Cell[],
      [
        [name, 0.1],
        [`Units: ${units}`, 0.4],
      ] as Cell[],
      [
        ["Provider charged", 0.1],
        ["Plan allowed", 0.31],
        ["Plan paid", 0.52],
        ["Your cost", 0.73],
      ] as Cell[],
      amounts.map((a, i) => [a, [0.1, 0.31, 0.52, 0.73][i]]) as Cell[],
    ];
    const items = read(
      "eob",
      "HELIOTROPE HEALTH PLAN",
      "Your claim, explained - Not a bill",
      "Claim No. H25-0731-4471",
      ...service(1, "97161", "PT evaluation, low complexity", 1, ["$240.00", "$118.52", "$78.52", "$40.00"]),
      ...service(2, "97110", "Therapeutic exercise, each 15 min", 2, ["$180.00", "$61.80", "$61.80", "$0.00"]),
      "CLAIM TOTALS",
      [
        ["Charged", 0.1],
        ["Allowed", 0.31],
        ["Plan paid", 0.52],
        ["Your cost", 0.73],
      ],
      [
        ["$420.00", 0.1],
        ["$180.32", 0.31],
        ["$140.32", 0.52],
        ["$40.00", 0.73],
      ],
    ).line_items;
    expect(items).toEqual([
      {
        service_date: "2025-07-14",
        cpt_code: "97161",
        description: "PT evaluation, low complexity",
        units: 1,
        billed_amount: 240,
        allowed_amount: 118.52,
        paid_amount: 78.52,
      },
      {
        service_date: "2025-07-14",
        cpt_code: "97110",
        description: "Therapeutic exercise, each 15 min",
        units: 2,
        billed_amount: 180,
        allowed_amount: 61.8,
        paid_amount: 61.8,
      },
    ]);
  });
});

describe("a counselling superbill's minutes column", () => {
  it("is how long each session took, not its units", () => {
    const items = extractDocument(
      page([
        "Stillcreek Counseling Collective",
        "STATEMENT FOR INSURANCE REIMBURSEMENT (SUPERBILL)",
        [
          ["Date of Service", 0.065],
          ["CPT", 0.206],
          ["Service", 0.288],
          ["Minutes", 0.631],
          ["Fee", 0.906],
        ],
        [
          ["09/03/2025", 0.065],
          ["90791", 0.206],
          ["Psychiatric diagnostic evaluation", 0.288],
          ["60", 0.67],
          ["220.00", 0.886],
        ],
      ]),
      "medical_bill",
    ).line_items;
    expect(items.map((i) => [i.cpt_code, i.units, i.billed_amount])).toEqual([["90791", 1, 220]]);
  });
});
