// Every cost-sharing cell of the official Benefits and Cost Sharing PUF sample parses, each shape to
// the right figures, and a text the PUF never uses fails with the text in the message.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readCsv } from "../../db/reference/lib/csv";
import { benefitFigures, COST_SHARING_COLUMNS, CostShareShapeError, parseCostShare } from "./cost-sharing";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dataDir = path.resolve(process.env.REFERENCE_DATA_DIR ?? path.resolve(repoRoot, "../shared/data"));
const SAMPLE = path.join(dataDir, "insurance/marketplace-puf-2014-2016-sample/cost_sample.csv");

describe("parseCostShare", () => {
  it.each([
    ["", { kind: "blank" }],
    ["Not Applicable", { kind: "not_applicable" }],
    ["No Charge", { kind: "no_charge", afterDeductible: false }],
    ["No Charge after deductible", { kind: "no_charge", afterDeductible: true }],
    ["$25", { kind: "copay", cents: 2500, per: "service", deductible: null }],
    ["$1,500", { kind: "copay", cents: 150_000, per: "service", deductible: null }],
    ["$35 Copay after deductible", { kind: "copay", cents: 3500, per: "service", deductible: "after" }],
    [
      "$1,000 Copay before deductible",
      { kind: "copay", cents: 100_000, per: "service", deductible: "before" },
    ],
    ["$250 Copay per Day", { kind: "copay", cents: 25_000, per: "day", deductible: null }],
    [
      "$100 Copay per Day before deductible",
      { kind: "copay", cents: 10_000, per: "day", deductible: "before" },
    ],
    ["$500 Copay per Stay", { kind: "copay", cents: 50_000, per: "stay", deductible: null }],
    [
      "$250 Copay per Stay after deductible",
      { kind: "copay", cents: 25_000, per: "stay", deductible: "after" },
    ],
    [
      "$750 Copay per Stay before deductible",
      { kind: "copay", cents: 75_000, per: "stay", deductible: "before" },
    ],
    ["20%", { kind: "coinsurance", percent: 20, afterDeductible: false }],
    ["30% Coinsurance after deductible", { kind: "coinsurance", percent: 30, afterDeductible: true }],
    ["100%", { kind: "coinsurance", percent: 100, afterDeductible: false }],
  ])("%j", (text, expected) => {
    expect(parseCostShare(text)).toEqual(expected);
  });

  it.each(["Free", "$25 per visit", "20 percent", "120%", "$", "Copay", "$25 Copay per Week"])(
    "refuses %j, naming it",
    (text) => {
      expect(() => parseCostShare(text)).toThrow(CostShareShapeError);
      expect(() => parseCostShare(text)).toThrow(text);
    },
  );

  it("reads every cost-sharing cell of the official PUF sample", () => {
    const records = readCsv({ name: "cost_sample.csv", text: readFileSync(SAMPLE, "utf8") });
    const header = records[0]!.fields;
    const columns = COST_SHARING_COLUMNS.map((name) => header.indexOf(name));
    expect(columns.every((i) => i >= 0)).toBe(true);
    const kinds = new Map<string, number>();
    let cells = 0;
    for (const record of records.slice(1)) {
      if (record.fields.length < header.length) continue;
      for (const i of columns) {
        const share = parseCostShare(record.fields[i]!);
        kinds.set(share.kind, (kinds.get(share.kind) ?? 0) + 1);
        cells += 1;
      }
    }
    expect(cells).toBe(60_000);
    expect([...kinds.keys()].sort()).toEqual([
      "blank",
      "coinsurance",
      "copay",
      "no_charge",
      "not_applicable",
    ]);
  });
});

describe("benefitFigures", () => {
  it("gives the copay in dollars and coinsurance as a fraction, with the deductible's timing", () => {
    expect(
      benefitFigures(
        parseCostShare("$250 Copay per Stay after deductible"),
        parseCostShare("Not Applicable"),
      ),
    ).toEqual({
      copay: 250,
      coinsurance_pct: null,
      after_deductible: true,
    });
    expect(
      benefitFigures(parseCostShare("Not Applicable"), parseCostShare("20% Coinsurance after deductible")),
    ).toEqual({
      copay: null,
      coinsurance_pct: 0.2,
      after_deductible: true,
    });
    expect(benefitFigures(parseCostShare("No Charge"), parseCostShare("No Charge"))).toEqual({
      copay: 0,
      coinsurance_pct: 0,
      after_deductible: false,
    });
    expect(benefitFigures(parseCostShare(""), parseCostShare(""))).toEqual({
      copay: null,
      coinsurance_pct: null,
      after_deductible: false,
    });
  });
});
