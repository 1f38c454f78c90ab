import { describe, expect, it } from "vitest";
import type { AnalysisFinding, EvidenceLine } from "../analysis/types";
import { LetterFindingSchema } from "./facts";
import { letterFinding } from "./findings";

const line = (position: number, billed: number): EvidenceLine => ({
  line_id: `l${position}`,
  position,
  cpt_code: "99213",
  modifiers: [],
  units: 1,
  billed_amount: billed,
  allowed_amount: null,
  paid_amount: null,
  service_date: "2026-01-05",
  source: null,
});

const finding = (
  overrides: Partial<AnalysisFinding>,
  evidence: Partial<AnalysisFinding["evidence"]> = {},
): AnalysisFinding => ({
  id: "pricing:99213",
  title: "Charged far above Medicare",
  confidence: 0.9,
  category: "pricing",
  description: "…",
  potential_savings: 812.5,
  estimated_recovery_time: "30 days",
  user_action: "Ask the provider to reprice line 2 near the Medicare amount.",
  evidence: {
    rule: "pricing.above_medicare",
    rule_text: "…",
    line_ids: ["l2"],
    lines: [line(2, 900)],
    codes: ["99213"],
    references: [],
    figures: {},
    sources: [],
    ...evidence,
  },
  ...overrides,
});

describe("letterFinding", () => {
  it("states the Medicare reference with its edition and locality, and the correction asked for", () => {
    const reduced = letterFinding(
      finding(
        {},
        {
          references: [
            {
              kind: "medicare_rate",
              code: "99213",
              modifier: "",
              amount: 87.5,
              setting: "non-facility",
              fee_schedule: "physician",
              locality: "Manhattan, NY",
              zip: "10001",
              edition: "2026 PFS",
              source: "CMS PFS RVU26A",
            },
          ],
        },
      ),
    );
    expect(LetterFindingSchema.parse(reduced)).toEqual(reduced);
    expect(reduced).toMatchObject({
      codes: ["99213"],
      positions: [2],
      billed_amount: 900,
      potential_savings: 812.5,
      medicare: {
        code: "99213",
        amount: 87.5,
        locality: "Manhattan, NY",
        edition: "2026 PFS",
        source: "CMS PFS RVU26A",
      },
      mue: null,
      eob: null,
      duplicate_of_position: null,
      correction: "Ask the provider to reprice line 2 near the Medicare amount.",
    });
  });

  it("names the line a duplicate repeats, and the EOB's figures for a denied line", () => {
    const reduced = letterFinding(
      finding(
        { category: "duplicate_charge", potential_savings: undefined },
        {
          lines: [line(3, 900), line(1, 900)],
          references: [
            {
              kind: "eob_line",
              position: 1,
              cpt_code: "99213",
              billed_amount: 900,
              allowed_amount: 0,
              paid_amount: 0,
              patient_responsibility: 0,
              denied: true,
              reason: "CO-18 duplicate claim",
            },
            {
              kind: "eob_line",
              position: 3,
              cpt_code: "99213",
              billed_amount: 900,
              allowed_amount: 120,
              paid_amount: 90,
              patient_responsibility: 30,
            },
          ],
        },
      ),
    );
    expect(reduced.duplicate_of_position).toBe(1);
    expect(reduced.billed_amount).toBe(1800);
    expect(reduced.potential_savings).toBeNull();
    expect(reduced.eob).toEqual({
      allowed_amount: 120,
      paid_amount: 90,
      patient_responsibility: 30,
      denied: true,
      reason: "CO-18 duplicate claim",
    });
  });

  it("states the MUE limit that was exceeded", () => {
    const reduced = letterFinding(
      finding(
        { category: "excessive_units" },
        {
          references: [
            {
              kind: "mue",
              code: "36415",
              max_units: 1,
              adjudication_indicator: 2,
              adjudication_text: "…",
              rationale: "…",
              service_type: "practitioner",
              edition: "2026Q1",
            },
          ],
        },
      ),
    );
    expect(reduced.mue).toEqual({ code: "36415", max_units: 1, edition: "2026Q1" });
  });
});
