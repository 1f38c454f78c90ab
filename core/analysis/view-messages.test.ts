// What the bill editor's summary and analysis modes say (001 §8): the load-failure message per view
// and failure, the banner after an analysis, and the evidence rows a finding cites, in plain words.
import { describe, expect, it } from "vitest";
import { item, smallLookups, testBill } from "../../tests/fixtures/analysis/small-lookups";
import { analyzeBill } from "./engine";
import { VIEW_MESSAGES } from "./view-messages";
import type { ReferenceRow } from "./types";

describe("load failures (001 §8)", () => {
  it("names the status of a failed summary answer, and says 'Error loading' when none came", () => {
    expect(VIEW_MESSAGES.loadFailure("summary", { status: 500 })).toBe("Failed to load bill summary (500)");
    expect(VIEW_MESSAGES.loadFailure("summary", { status: 404 })).toBe("Failed to load bill summary (404)");
    expect(VIEW_MESSAGES.loadFailure("summary", { status: null })).toBe("Error loading bill summary");
  });

  it("uses the analysis wording for the analysis mode", () => {
    expect(VIEW_MESSAGES.loadFailure("analysis", { status: 503 })).toBe("Failed to fetch analysis results");
    expect(VIEW_MESSAGES.loadFailure("analysis", { status: null })).toBe("Error loading analysis results");
  });
});

describe("the analysis banner", () => {
  it("counts the errors and gives the savings in whole dollars", () => {
    expect(VIEW_MESSAGES.banner(2, 1234.56)).toBe(
      "Analysis complete: 2 possible billing errors found, $1,235 in potential savings.",
    );
    expect(VIEW_MESSAGES.banner(1, 90)).toBe(
      "Analysis complete: 1 possible billing error found, $90 in potential savings.",
    );
    expect(VIEW_MESSAGES.banner(0, 0)).toBe("Analysis complete: no billing errors found on this bill.");
  });
});

describe("evidence rows", () => {
  it("describes the Medicare rate and the MUE a real finding cites, with edition and locality", () => {
    const bill = testBill([item("a", "99213", 5, 2000)]);
    const result = analyzeBill(bill, smallLookups());
    const rows = result.errors_detected.flatMap((f) => f.evidence.references);
    const texts = rows.map(VIEW_MESSAGES.reference);
    expect(texts).toContain(
      "Medically unlikely edit effective 2026-04-01: 99213 at most 2 units per day (a clinical limit)",
    );
    expect(texts.find((t) => t.startsWith("Medicare Physician Fee Schedule"))).toMatch(
      /^Medicare Physician Fee Schedule \(.+\): 99213 pays \$109\.15 \(non-facility, San Francisco-Oakland-Berkeley\)$/,
    );
  });

  it("says whether a code was found, and what an EOB line shows", () => {
    const missing: ReferenceRow = {
      kind: "code_set",
      code: "99999",
      code_type: "procedure",
      found: false,
      billable: null,
      description: null,
      edition: "2025",
    };
    expect(VIEW_MESSAGES.reference(missing)).toBe("99999: not found in the CPT/HCPCS code set 2025");
    const eob: ReferenceRow = {
      kind: "eob_line",
      position: 2,
      cpt_code: "80053",
      billed_amount: 120,
      allowed_amount: 0,
      paid_amount: 0,
      denied: true,
      reason: "Not covered",
    };
    expect(VIEW_MESSAGES.reference(eob)).toBe(
      "EOB line 2: 80053 billed $120, allowed $0, paid $0, denied (Not covered)",
    );
  });
});

describe("evidence rows of the global surgery and PC/TC findings", () => {
  it("names the procedure's global period, the modifier that would exempt the visit and the manual", () => {
    const [finding] = analyzeBill(
      testBill([item("a", "99213", 1, 150), item("b", "20610", 1, 120)]),
      smallLookups(),
    ).errors_detected;
    expect(VIEW_MESSAGES.reference(finding.evidence.references[0])).toMatch(
      /^Medicare global surgery: 20610's global period is the day of the procedure \(Physician Fee Schedule 2025 October release\), so a visit on its day is included unless it carries modifier 25 \(Medicare Claims Processing Manual .*\)$/,
    );
  });

  it("says what the code's PC/TC indicator means", () => {
    const row: ReferenceRow = {
      kind: "pctc_indicator",
      code: "93010",
      indicator: "2",
      meaning: "the professional part (reading and report) of a test, with a code of its own",
      modifier: "26",
      edition: "2025 October release",
      source: "CMS RVU file documentation",
    };
    expect(VIEW_MESSAGES.reference(row)).toBe(
      "Medicare Physician Fee Schedule (2025 October release): 93010 is the professional part (reading and report) of a test, with a code of its own (PC/TC indicator 2; CMS RVU file documentation)",
    );
  });
});

describe("labels", () => {
  it("marks the mode buttons Premium for free users (001 §6)", () => {
    expect(VIEW_MESSAGES.viewButton("summary", false)).toBe("Summary (Premium)");
    expect(VIEW_MESSAGES.viewButton("analysis", false)).toBe("Analysis (Premium)");
    expect(VIEW_MESSAGES.viewButton("summary", true)).toBe("Summary");
    expect(VIEW_MESSAGES.viewButton("analysis", true)).toBe("Analysis");
  });

  it("names every category, recovery method and missing field in words", () => {
    for (const label of [
      ...Object.values(VIEW_MESSAGES.category),
      ...Object.values(VIEW_MESSAGES.method),
      ...Object.values(VIEW_MESSAGES.missingField),
    ]) {
      expect(label).toMatch(/^[A-Z][a-z]/);
      expect(label).not.toContain("_");
    }
  });
});
