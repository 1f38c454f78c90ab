// The professional (-26) and technical (-TC) components on the real PFS PC/TC indicators (RVU file
// documentation): the whole test billed beside its own part is a duplicate; a part billed twice is the
// same-service duplicate once; -26/-TC on a code whose indicator says they cannot be used is an
// invalid code; parts billed on their own, and indicators that say nothing, are left alone.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { readDatasetFiles } from "#db/reference/lib/read-sources";
import { parsePfsRvu } from "#db/reference/parsers/pfs-rvu";
import { sourceOf } from "#db/reference/sources";
import { loadReferenceData, referenceDataDir } from "../../tests/fixtures/analysis/reference-files";
import { item, testBill } from "../../tests/fixtures/analysis/small-lookups";
import { analyzeBill } from "./engine";
import { PCTC_INDICATORS } from "./pctc";
import type { AnalysisLineItem, AnalysisResult, ReferenceLookups } from "./types";

let refs: ReferenceLookups;
beforeAll(async () => {
  refs = (await loadReferenceData()).lookupsFor(null);
}, 60_000);

const analyze = (lines: AnalysisLineItem[]) => analyzeBill(testBill(lines), refs);
const of = (r: AnalysisResult, category: string) => r.errors_detected.filter((f) => f.category === category);
/** Every finding but the price to negotiate (the test lines are priced at $40 whatever the code). */
const errors = (r: AnalysisResult) => r.errors_detected.filter((f) => f.category !== "pricing");
const line = (id: string, code: string, modifiers: string[] = [], more: Partial<AnalysisLineItem> = {}) =>
  item(id, code, 1, 40, { modifiers, ...more });

describe("the indicator table", () => {
  it("explains every PC/TC indicator the PFS file uses", async () => {
    const read = await readDatasetFiles(sourceOf("pfs-rvu"), {
      dataDir: referenceDataDir,
      // Only read: nothing is downloaded when the file is in place.
      cacheDir: path.join(path.dirname(fileURLToPath(import.meta.url)), "../../.cache-unused"),
    });
    if (read.kind !== "files") throw new Error(read.reason);
    const used = new Set(parsePfsRvu(read.files.data[0]).rows.map((r) => r.pctcIndicator));
    expect([...used].filter((i) => !PCTC_INDICATORS[i])).toEqual([]);
  }, 60_000);

  it.each([
    ["71046", "1"],
    ["93010", "2"],
    ["93005", "3"],
    ["93000", "4"],
    ["96372", "5"],
    ["97110", "7"],
    ["85060", "8"],
    ["36415", "9"],
    ["99213", "0"],
  ])("reads %s's indicator (%s) from the fee schedule", (code, indicator) => {
    expect(refs.medicareRate(code)?.pctc_indicator).toBe(indicator);
  });
});

describe("the whole test beside its own part (indicator 1)", () => {
  it.each([
    ["71046", "26"],
    ["74177", "26"],
    ["88305", "26"],
    ["93306", "TC"],
    ["94060", "TC"],
  ])("%s with %s again is a duplicate charge, citing the indicator", (code, modifier) => {
    const result = analyze([line("whole", code), line("part", code, [modifier])]);
    expect(errors(result).map((f) => f.category)).toEqual(["duplicate_charge"]);
    const [finding] = errors(result);
    expect(finding.evidence.line_ids).toEqual(["part", "whole"]);
    expect(finding.evidence.references).toEqual([
      expect.objectContaining({
        kind: "pctc_indicator",
        code,
        indicator: "1",
        modifier,
        source: expect.stringMatching(/PC\/TC indicator/),
      }),
    ]);
    expect(finding.potential_savings).toBe(40);
    expect(finding.title).toMatch(new RegExp(`^Charged twice: the .* of ${code}$`));
  });

  it("finds both parts beside the whole test, one finding each", () => {
    const result = analyze([
      line("whole", "71046"),
      line("pc", "71046", ["26"]),
      line("tc", "71046", ["TC"]),
    ]);
    expect(of(result, "duplicate_charge").map((f) => f.evidence.line_ids[0])).toEqual(["pc", "tc"]);
  });

  it("leaves the parts billed without the whole test, each part alone, and other dates and sides", () => {
    const clean = [
      [line("pc", "93306", ["26"]), line("tc", "93306", ["TC"])],
      [line("pc", "71046", ["26"])],
      [
        line("whole", "71046", [], { service_date: "2025-05-01" }),
        line("pc", "71046", ["26"], { service_date: "2025-05-08" }),
      ],
      [line("whole", "73721", ["RT"]), line("pc", "73721", ["26", "LT"])],
      [line("whole", "71046"), line("pc", "71046", ["26", "76"])],
    ];
    for (const lines of clean) expect(errors(analyze(lines)), JSON.stringify(lines)).toEqual([]);
  });

  it("reports a part the insurer denied once, as charged twice, not also as a denial; a $0 part not at all", () => {
    const bill = testBill([line("whole", "71046"), line("part", "71046", ["26"])], {
      eob: {
        lines: [
          { cpt_code: "71046", billed_amount: 40, allowed_amount: 30, paid_amount: 24 },
          { cpt_code: "71046", billed_amount: 40, allowed_amount: 0, paid_amount: 0, denied: true },
        ],
      },
    });
    expect(analyzeBill(bill, refs).errors_detected.map((f) => f.category)).toEqual(["duplicate_charge"]);
    const free = analyze([line("whole", "71046"), item("part", "71046", 1, 0, { modifiers: ["26"] })]);
    expect(errors(free)).toEqual([]);
  });

  it("counts -26 twice on one date as one duplicate of the same service, not two findings", () => {
    const result = analyze([line("a", "71046", ["26"]), line("b", "71046", ["26"])]);
    expect(errors(result).map((f) => [f.category, f.evidence.rule])).toEqual([
      ["duplicate_charge", "duplicate_charge.same_service_same_day"],
    ]);
  });
});

describe("a component modifier the code does not take", () => {
  it.each([
    ["99213", "26", "0"],
    ["20610", "TC", "0"],
    ["93010", "26", "2"],
    ["93005", "TC", "3"],
    ["93000", "26", "4"],
    ["96372", "26", "5"],
    ["83020", "TC", "9"],
    ["85060", "TC", "8"],
    ["36415", "26", "9"],
  ])("%s-%s is an invalid code (indicator %s)", (code, modifier, indicator) => {
    const result = analyze([line("a", code, [modifier])]);
    const [finding, ...more] = of(result, "invalid_code");
    expect(more).toEqual([]);
    expect(finding.evidence.rule).toBe("invalid_code.component_modifier_not_valid");
    expect(finding.evidence.references[0]).toMatchObject({
      kind: "pctc_indicator",
      code,
      indicator,
      modifier,
    });
    expect(finding.amount_at_risk).toBe(40);
    expect(finding.title).toBe(`Modifier ${modifier} does not fit ${code}`);
    expect(finding.confidence).toBe(indicator === "9" ? 0.85 : 0.9);
  });

  it("leaves a modifier the fee schedule prices, and indicators whose documentation says nothing of it", () => {
    // 83020 is priced as a lab physician's interpretation (-26, indicator 6).
    expect(errors(analyze([line("a", "83020", ["26"])]))).toEqual([]);
    expect(of(analyze([line("a", "97110", ["26"])]), "invalid_code")).toEqual([]);
    expect(of(analyze([line("a", "85060", ["26"])]), "invalid_code")).toEqual([]);
  });

  it("reports the whole test with a part that does not exist once, as the invalid part", () => {
    const result = analyze([line("whole", "93000"), line("part", "93000", ["26"])]);
    expect(errors(result).map((f) => [f.category, f.evidence.line_ids[0]])).toEqual([
      ["invalid_code", "part"],
    ]);
  });

  it("does not count the two parts of one test as two units", () => {
    const result = analyze([line("pc", "93306", ["26"]), line("tc", "93306", ["TC"])]);
    expect(of(result, "excessive_units")).toEqual([]);
  });
});
