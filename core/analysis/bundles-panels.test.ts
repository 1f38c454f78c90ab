// The obstetric (80055), obstetric with HIV (80081) and acute hepatitis (80074) panels against the
// real code sets and Medicare lab fees: a panel billed beside one of its tests, the panel alone,
// and its tests billed without it.
import { beforeAll, describe, expect, it } from "vitest";
import { loadReferenceData } from "../../tests/fixtures/analysis/reference-files";
import { item, testBill } from "../../tests/fixtures/analysis/small-lookups";
import { analyzeBill } from "./engine";
import type { AnalysisResult, ReferenceLookups } from "./types";

let refs: ReferenceLookups;
beforeAll(async () => {
  refs = (await loadReferenceData()).lookupsFor(null);
}, 60_000);

const unbundling = (codes: string[]): AnalysisResult["errors_detected"] =>
  analyzeBill(testBill(codes.map((code, i) => item(`l${i}`, code, 1, 40))), refs).errors_detected.filter(
    (f) => f.category === "unbundling",
  );

const OBSTETRIC_TESTS = ["87340", "86762", "86592", "86850", "86900", "86901"];
const PANELS: [string, string[]][] = [
  ["80055", ["85025", "85027", "85004", ...OBSTETRIC_TESTS]],
  ["80081", ["85025", "85027", "85004", ...OBSTETRIC_TESTS, "87389"]],
  ["80074", ["86709", "86705", "87340", "86803"]],
];
const beside = PANELS.flatMap(([panel, tests]) => tests.map((test) => [panel, test] as const));

describe("the obstetric and acute hepatitis panels", () => {
  it.each(beside)(
    "finds %s billed beside its test %s as unbundling, with the pair as evidence",
    (panel, test) => {
      const findings = unbundling([panel, test]);
      expect(findings).toHaveLength(1);
      expect(findings[0].evidence.line_ids).toEqual(["l1", "l0"]);
      expect(findings[0].evidence.references[0]).toMatchObject({
        kind: "bundle_pair",
        comprehensive: panel,
        component: test,
        source: expect.stringMatching(/CPT Organ or Disease-Oriented Panels/),
      });
      expect(findings[0].potential_savings).toBe(40);
    },
  );

  it.each(PANELS.map(([panel]) => panel))("leaves %s billed alone", (panel) => {
    expect(unbundling([panel])).toEqual([]);
  });

  it.each([
    ["80055", ["85025", ...OBSTETRIC_TESTS]],
    ["80055", ["85027", "85004", ...OBSTETRIC_TESTS]],
    ["80081", ["85025", ...OBSTETRIC_TESTS, "87389"]],
    ["80081", ["85027", "85004", ...OBSTETRIC_TESTS, "87389"]],
  ])("finds every test of %s billed one by one (%j) as the panel billed as its tests", (panel, tests) => {
    const findings = unbundling(tests);
    expect(findings.map((f) => [f.evidence.references[0]])).toEqual([
      [expect.objectContaining({ kind: "bundle_pair", comprehensive: panel })],
    ]);
    expect(findings[0].evidence.line_ids).toHaveLength(tests.length);
    expect(findings[0].evidence.figures).toMatchObject({
      medicare_panel_amount: refs.medicareRate(panel)?.nonfacility_amount,
    });
  });

  it("leaves part of a panel's tests alone, and the hepatitis tests whose fees add up to the panel's", () => {
    expect(unbundling(["85025", "87340", "86762", "86592", "86850", "86900"])).toEqual([]);
    expect(unbundling(["86709", "86705", "86803"])).toEqual([]);
    // 80074's four tests cost Medicare what the panel does: billing them separately saves nothing.
    const fees = ["86709", "86705", "87340", "86803"].map(
      (c) => refs.medicareRate(c)?.nonfacility_amount ?? 0,
    );
    expect(fees.reduce((a, b) => a + b, 0)).toBeCloseTo(
      refs.medicareRate("80074")?.nonfacility_amount ?? 0,
      2,
    );
    expect(unbundling(["86709", "86705", "87340", "86803"])).toEqual([]);
  });

  it("respects modifier 91 on a repeated test", () => {
    const result = analyzeBill(
      testBill([item("a", "80074", 1, 60), item("b", "86803", 1, 20, { modifiers: ["91"] })]),
      refs,
    );
    expect(result.errors_detected.filter((f) => f.category === "unbundling")).toEqual([]);
  });
});

describe("a smaller panel billed with the rest of a larger panel's tests", () => {
  it("finds 80055 with a separate 87389 as 80081 billed apart, with both lines and the prices", () => {
    const [finding, ...more] = unbundling(["80055", "87389"]);
    expect(more).toEqual([]);
    expect(finding.evidence.rule).toBe("unbundling.panel_split_apart");
    expect(finding.evidence.line_ids).toEqual(["l0", "l1"]);
    expect(finding.evidence.references[0]).toMatchObject({
      kind: "bundle_pair",
      comprehensive: "80081",
      component: "80055 87389",
      source: expect.stringMatching(/CPT Organ or Disease-Oriented Panels/),
    });
    // Medicare pays 80081 more than 80055 and 87389 apart: a coding error with no saving to claim.
    expect(finding.evidence.figures).toEqual({
      medicare_panel_amount: 74.86,
      medicare_separate_tests_amount: 71.89,
    });
    expect(finding.potential_savings).toBe(0);
    expect(finding.title).toBe("Lab panel split up: 80055 and 87389 billed instead of 80081");
  });

  it("finds the electrolyte panel with the rest of the basic metabolic panel, with its saving", () => {
    const [finding] = unbundling(["80051", "82310", "82565", "82947", "84520"]);
    expect(finding.evidence.references[0]).toMatchObject({ comprehensive: "80048" });
    expect(finding.evidence.line_ids).toHaveLength(5);
    // 80048 $8.46 against $25.17 apart: two thirds of the $200 charged.
    expect(finding.potential_savings).toBeCloseTo(200 * (1 - 8.46 / 25.17), 1);
  });

  it("leaves the larger panel billed whole, a partial set, other dates and a repeat test (91)", () => {
    expect(unbundling(["80081"])).toEqual([]);
    expect(unbundling(["80051", "82310", "82565", "82947"])).toEqual([]);
    const apart = analyzeBill(
      testBill([item("a", "80055", 1, 90), item("b", "87389", 1, 46, { service_date: "2025-05-09" })]),
      refs,
    );
    expect(apart.errors_detected.filter((f) => f.category === "unbundling")).toEqual([]);
    const repeat = analyzeBill(
      testBill([item("a", "80055", 1, 90), item("b", "87389", 1, 46, { modifiers: ["91"] })]),
      refs,
    );
    expect(repeat.errors_detected.filter((f) => f.category === "unbundling")).toEqual([]);
  });

  it("reports a panel's own test once and the split once, on different lines", () => {
    const findings = unbundling(["80055", "87389", "85025"]);
    expect(findings.map((f) => f.evidence.line_ids)).toEqual([
      ["l2", "l0"],
      ["l0", "l1"],
    ]);
  });
});
