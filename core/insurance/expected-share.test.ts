// What a bill should cost under the family's plan: the deductible left, copay or coinsurance of the
// benefit each service falls under, the out-of-pocket cap, each step with its source. Two tables:
// the cases the rules were written against, and a held-out set of bills (another plan, worked out
// by hand from the plan's words) that was never used to adjust them.
import { describe, expect, it } from "vitest";
import { expectedShare, type MetSoFar, type ShareLine } from "./expected-share";
import { originalMedicareTerms, planTerms } from "./plan-terms";
import type { Benefit } from "./types";
import { benefitRow } from "../../tests/fixtures/insurance/benefits";

const row = benefitRow;

const PPO = [
  row("Deductible", "Deductible: $2,000 individual / $4,000 family"),
  row("Deductible", "Deductible: $6,000 individual / $12,000 family", { coverage_tier: "out_of_network" }),
  row("Out-of-Pocket Maximum", "Out-of-pocket maximum: $8,000 individual / $16,000 family"),
  row("Coinsurance", "20% Coinsurance after deductible", { coinsurance_pct: 0.2, after_deductible: true }),
  row("Primary Care Visit to Treat an Injury or Illness", "$25", { copay: 25, coinsurance_pct: 0 }),
  row("Specialist Visit", "$60", { copay: 60, coinsurance_pct: 0 }),
  row("Emergency Room Services", "30% Coinsurance after deductible", {
    coinsurance_pct: 0.3,
    after_deductible: true,
  }),
  row("Laboratory Outpatient and Professional Services", "20% Coinsurance after deductible", {
    coinsurance_pct: 0.2,
    after_deductible: true,
  }),
  row("X-rays and Diagnostic Imaging", "No Charge after deductible", {
    copay: 0,
    coinsurance_pct: 0,
    after_deductible: true,
  }),
];

const met = (member = [0, 0], family = member): MetSoFar => ({
  member: { deductibleCents: member[0]!, outOfPocketCents: member[1]! },
  family: { deductibleCents: family[0]!, outOfPocketCents: family[1]! },
  eobs: [],
});
const line = (cpt_code: string, dollars: number, allowed: number | null = dollars): ShareLine => ({
  id: `l-${cpt_code}-${dollars}`,
  cpt_code,
  billed_cents: dollars * 100,
  allowed_cents: allowed === null ? null : allowed * 100,
});

describe("expectedShare — the cases the rules were written against", () => {
  it.each<[string, ShareLine[], MetSoFar, number]>([
    [
      "deductible partly met, then 30% ER coinsurance",
      [line("99284", 1000)],
      met([150_000, 150_000]),
      650_00,
    ],
    ["deductible met: lab at 20%", [line("80053", 300)], met([200_000, 200_000]), 60_00],
    ["deductible not met: lab all toward it", [line("80053", 300)], met(), 300_00],
    ["out-of-pocket cap reached", [line("99285", 5000)], met([200_000, 790_000]), 100_00],
    ["out-of-pocket cap already met", [line("99285", 5000)], met([200_000, 800_000]), 0],
    ["office visit: the dearer of primary care $25 and specialist $60", [line("99213", 180)], met(), 60_00],
    ["copay never above the service's cost", [line("99212", 40)], met(), 40_00],
    [
      "no benefit names the service: plan-wide 20% after deductible",
      [line("99999", 500)],
      met([200_000, 0]),
      100_00,
    ],
    ["no charge after deductible, deductible met", [line("71046", 120)], met([200_000, 0]), 0],
    [
      "family deductible bounds the member's",
      [line("80053", 1000)],
      met([50_000, 0], [380_000, 0]),
      200_00 + 160_00,
    ],
    ["no allowed amount: the charge is the basis", [line("80053", 250, null)], met([200_000, 0]), 50_00],
    [
      "deductible spent by the first line, not the second",
      [line("80053", 1500), line("80061", 1000)],
      met(),
      1500_00 + 500_00 + 100_00,
    ],
  ])("%s", (_name, lines, so_far, expected) => {
    expect(expectedShare(lines, planTerms(PPO), so_far).expected_cents).toBe(expected);
  });

  it("counts a service no benefit covers in full, outside the cap, when the plan has no plan-wide coinsurance", () => {
    const terms = planTerms(PPO.filter((b) => b.category_name !== "Coinsurance"));
    const share = expectedShare([line("99999", 500)], terms, met([200_000, 800_000]));
    expect(share.expected_cents).toBe(500_00);
    expect(share.steps.at(-1)).toMatchObject({ kind: "line", source: null, share_cents: 500_00 });
  });

  it("names the source of every step", () => {
    const so_far = met([150_000, 790_000]);
    so_far.eobs = [
      {
        document_id: "eob-1",
        title: "EOB March",
        service_date: "2026-03-02",
        deductible_cents: 150_000,
        patient_share_cents: 790_000,
      },
    ];
    const { steps } = expectedShare([line("99285", 5000)], planTerms(PPO), so_far);
    expect(steps).toEqual([
      expect.objectContaining({
        kind: "deductible_left",
        limit_cents: 200_000,
        met_cents: 150_000,
        left_cents: 50_000,
        source: expect.objectContaining({
          narrative_description: "Deductible: $2,000 individual / $4,000 family",
        }),
        eobs: [expect.objectContaining({ document_id: "eob-1" })],
      }),
      expect.objectContaining({
        kind: "line",
        service: "Emergency room",
        deductible_cents: 50_000,
        coinsurance_percent: 30,
        coinsurance_cents: 135_000,
        source: expect.objectContaining({ category_name: "Emergency Room Services" }),
      }),
      expect.objectContaining({ kind: "out_of_pocket_cap", before_cents: 185_000, left_cents: 10_000 }),
    ]);
  });

  it("Original Medicare: the Part B deductible, then 20%, with CMS's figures as the source", () => {
    const terms = originalMedicareTerms(2026);
    const share = expectedShare([line("99214", 200), line("80053", 150)], terms, met());
    // $283 deductible: $200 + $83, then 20% of the remaining $67.
    expect(share.expected_cents).toBe(200_00 + 83_00 + 13_40);
    expect(share.steps[0]).toMatchObject({
      kind: "deductible_left",
      limit_cents: 28_300,
      source: { kind: "cms", year: 2026 },
    });
    expect(expectedShare([line("99214", 200)], terms, met([28_300, 28_300])).expected_cents).toBe(40_00);
  });
});

// Held out: an HMO with no deductible and no out-of-pocket maximum, and a high-deductible plan,
// each bill worked out by hand from the plan's words. Not used to adjust the rules.
const HMO = [
  row("Deductible", "No deductible"),
  row("Out-of-Pocket Maximum", "No out-of-pocket maximum"),
  row("Primary Care Visit to Treat an Injury or Illness", "$15", { copay: 15 }),
  row("Specialist Visit", "$45", { copay: 45 }),
  row("Emergency Room Services", "$250", { copay: 250 }),
  row("Urgent Care Centers or Facilities", "$50", { copay: 50 }),
  row("Imaging (CT/PET Scans, MRIs)", "$150 Copay after deductible", { copay: 150, after_deductible: true }),
];
const HDHP = [
  row("Deductible", "Deductible: $3,500"),
  row("Out-of-Pocket Maximum", "Out-of-pocket maximum: $7,000"),
  row("Specialist Visit", "10% Coinsurance after deductible", {
    coinsurance_pct: 0.1,
    after_deductible: true,
  }),
  row("Outpatient Surgery Physician/Surgical Services", "25% Coinsurance after deductible", {
    coinsurance_pct: 0.25,
    after_deductible: true,
  }),
];

describe("expectedShare — a plan without a deductible", () => {
  it("shows no deductible step, only the lines", () => {
    const { steps } = expectedShare([line("99283", 900)], planTerms(HMO), met());
    expect(steps.map((s) => s.kind)).toEqual(["line"]);
  });
});

describe("expectedShare — held-out bills", () => {
  it.each<[string, Benefit[], ShareLine[], MetSoFar, number]>([
    ["HMO ER visit and a CT", HMO, [line("99283", 900), line("70450", 600)], met(), 250_00 + 150_00],
    ["HMO urgent care", HMO, [line("S9083", 200)], met(), 50_00],
    ["HMO specialist twice in a day", HMO, [line("99204", 300), line("99214", 180)], met(), 90_00],
    ["HDHP knee scope, deductible untouched", HDHP, [line("29881", 4000)], met(), 3500_00 + 125_00],
    ["HDHP after most of the cap", HDHP, [line("29881", 20000)], met([350_000, 650_000]), 500_00],
    ["HDHP unknown service, no plan-wide coinsurance", HDHP, [line("J1100", 80)], met(), 80_00],
  ])("%s", (_name, plan, lines, so_far, expected) => {
    expect(expectedShare(lines, planTerms(plan), so_far).expected_cents).toBe(expected);
  });
});
