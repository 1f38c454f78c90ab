// Layouts of the thirtieth development round (issue 17, decision 104). Each case fails without the
// rule it names.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { parseValue } from "./label-values";
import { page } from "./test-page";

const therapyRow = (units: string): [string, number][] => [
  ["10/23/2025", 0.07],
  ["97110", 0.23],
  ["Therapeutic exercise, each 15 min", 0.31],
  [units, 0.66],
  ["136.00", 0.86],
];

describe("a therapy statement", () => {
  const items = () =>
    extractDocument(
      page([
        "Summit Reach Physical Therapy",
        "STATEMENT",
        [
          ["Visit date", 0.07],
          ["CPT", 0.23],
          ["Service", 0.31],
          ["Units", 0.64],
          ["Charge", 0.86],
        ],
        therapyRow("2"),
        therapyRow("Ap"),
        "Total charges 272.00",
      ]),
      "medical_bill",
    ).line_items;

  it("never reads the length in a service's description as its units", () => {
    expect(items().map((i) => i.units)).toEqual([2, 1]);
  });
});

describe("a hospital's EOB with a revenue code column", () => {
  const items = () =>
    extractDocument(
      page([
        "Cobaltline Health Plan EXPLANATION OF BENEFITS",
        "Claim number: CB25-303-55091",
        [
          ["Rev", 0.07],
          ["HCPCS", 0.13],
          ["Description", 0.21],
          ["Units", 0.47],
          ["Charges", 0.57],
          ["Allowed", 0.67],
          ["Paid", 0.79],
        ],
        [
          ["$0272", 0.05],
          ["STERILE SUPPLY", 0.21],
          ["1", 0.51],
          ["824.00", 0.58],
          ["0.00", 0.7],
          ["0.00", 0.79],
        ],
        [
          ["0274", 0.07],
          ["L1830", 0.13],
          ["KNEE ORTHOSIS IMMOBILIZER", 0.21],
          ["1", 0.51],
          ["168.00", 0.59],
          ["0.00", 0.7],
          ["0.00", 0.79],
        ],
      ]),
      "eob",
    ).line_items;

  it("reads a speck before a revenue code as no S-code", () => {
    expect(items().map((i) => i.cpt_code)).toEqual(["L1830"]);
  });
});

describe("an EOB's claim number", () => {
  const claim = (lines: Parameters<typeof page>[0]) =>
    extractDocument(page(lines), "eob").fields.claim_number;

  it("is never the diagnosis code printed after 'claim:'", () => {
    expect(
      claim([
        "Granite Ridge Health EXPLANATION OF BENEFITS",
        [
          ["Subscriber", 0.06],
          ["Marco Navarro", 0.32],
        ],
        "Diagnosis on claim: F84.0",
        [
          ["Claim number", 0.54],
          ["GRH-2602-1147730", 0.82],
        ],
      ]),
    ).toBe("GRH-2602-1147730");
  });

  it("is never a year alone (a date under the label's line, 'May 4, 2026')", () => {
    expect(parseValue("id", "May 4, 2026")).toBeNull();
    expect(parseValue("id", "Claim 2026-0412-88317")).toBe("2026-0412-88317");
  });
});
