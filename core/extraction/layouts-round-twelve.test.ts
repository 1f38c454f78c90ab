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
