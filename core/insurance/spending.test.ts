// What each verified EOB puts toward the deductible and the out-of-pocket maximum, and the met /
// remaining figures per member and for the family that /insurance shows.
import { describe, expect, it } from "vitest";
import type { StoredDocument } from "../analysis/documents";
import { eobFigures, metSoFar, policySpendingView, type MemberEob } from "./spending";

const eob = (verified: Record<string, unknown>): StoredDocument => ({
  id: "d1",
  document_type: "eob",
  words: null,
  extracted_data: null,
  user_verified_data: verified,
});
const eobLine = (allowed: number, paid: number, extra: Record<string, unknown> = {}) => ({
  cpt_code: "99213",
  billed_amount: 300,
  allowed_amount: allowed,
  paid_amount: paid,
  ...extra,
});

describe("eobFigures", () => {
  it.each<[string, Record<string, unknown>, { share: number | null; deductible: number }]>([
    [
      "plan paid nothing: all to the deductible",
      { line_items: [eobLine(180, 0)] },
      { share: 180_00, deductible: 180_00 },
    ],
    [
      "plan paid part: a copay, not the deductible",
      { line_items: [eobLine(180, 155)] },
      { share: 25_00, deductible: 0 },
    ],
    [
      "stated deductible wins",
      { deductible_amount: "$120.00", line_items: [eobLine(180, 40)] },
      { share: 140_00, deductible: 120_00 },
    ],
    [
      "stated on a line",
      { line_items: [eobLine(500, 240, { deductible: 200 })] },
      { share: 260_00, deductible: 200_00 },
    ],
    [
      "stated patient total wins over lines",
      { total_patient_responsibility: 75, line_items: [eobLine(180, 155)] },
      { share: 75_00, deductible: 0 },
    ],
    [
      "line responsibility wins over allowed − paid",
      { line_items: [eobLine(180, 100, { patient_responsibility: 30 })] },
      { share: 30_00, deductible: 0 },
    ],
    [
      "a denied line counts toward nothing",
      { line_items: [eobLine(0, 0, { denied: true }), eobLine(100, 80)] },
      { share: 20_00, deductible: 0 },
    ],
    ["totals only", { total_allowed: "250.00", total_paid: "200.00" }, { share: 50_00, deductible: 0 }],
    ["says nothing", { insurance_company: "Acme" }, { share: null, deductible: 0 }],
  ])("%s", (_name, data, expected) => {
    const figures = eobFigures(eob(data));
    expect([figures.patientShareCents, figures.deductibleCents]).toEqual([
      expected.share,
      expected.deductible,
    ]);
  });

  it("dates an EOB by its service date, else the date it was processed", () => {
    expect(eobFigures(eob({ service_date: "2026-02-03", processed_date: "2026-03-01" })).serviceDate).toBe(
      "2026-02-03",
    );
    expect(eobFigures(eob({ processed_date: "2026-03-01" })).serviceDate).toBe("2026-03-01");
  });
});

describe("policySpendingView", () => {
  const e = (
    memberId: string,
    date: string,
    share: number,
    deductible: number,
    id = `${memberId}-${date}`,
  ): MemberEob => ({
    memberId,
    documentId: id,
    billId: "bill-1",
    title: `EOB ${date}`,
    serviceDate: date,
    patientResponsibilityCents: share,
    deductibleCents: deductible,
  });
  const policy = {
    policyId: "p1",
    members: [
      { memberId: "ann", name: "Ann Lee" },
      { memberId: "bo", name: "Bo Lee" },
    ],
  };
  const source = { kind: "cms" as const, title: "t", url: "u", year: 2026 };
  const limits = {
    deductible: { individualCents: 200_000, familyCents: 400_000, source },
    outOfPocket: { individualCents: 800_000, familyCents: null, source },
  };
  const eobs = [
    e("ann", "2026-01-10", 150_000, 150_000),
    e("ann", "2026-04-02", 90_000, 60_000),
    e("bo", "2026-05-20", 2_500, 0),
    e("ann", "2025-12-30", 50_000, 50_000),
    e("cy", "2026-02-02", 9_999, 9_999),
  ];

  it("adds up each covered member's EOBs of the year, never below zero remaining", () => {
    const view = policySpendingView(policy, limits, eobs, 2026);
    expect(view.members[0]).toMatchObject({
      memberId: "ann",
      deductible: { limitCents: 200_000, metCents: 210_000, remainingCents: 0 },
      outOfPocket: { limitCents: 800_000, metCents: 240_000, remainingCents: 560_000 },
    });
    expect(view.members[0]!.eobs.map((x) => x.serviceDate)).toEqual(["2026-01-10", "2026-04-02"]);
    expect(view.members[1]).toMatchObject({
      deductible: { metCents: 0, remainingCents: 200_000 },
      outOfPocket: { metCents: 2_500 },
    });
    expect(view.family).toEqual({
      deductible: { limitCents: 400_000, metCents: 210_000, remainingCents: 190_000 },
      outOfPocket: { limitCents: null, metCents: 242_500, remainingCents: null },
    });
  });

  it("has no limits to show without plan figures, and no family line without a family figure", () => {
    const view = policySpendingView(policy, { deductible: null, outOfPocket: null }, eobs, 2026);
    expect(view.members[1]!.deductible).toEqual({ limitCents: null, metCents: 0, remainingCents: null });
    expect(view.family).toBeNull();
  });

  it("gives the expected-share rules the member's and the family's met amounts with the member's EOBs", () => {
    const view = policySpendingView(policy, limits, eobs, 2026);
    expect(metSoFar(view, "bo")).toMatchObject({
      member: { deductibleCents: 0, outOfPocketCents: 2_500 },
      family: { deductibleCents: 210_000, outOfPocketCents: 242_500 },
      eobs: [{ document_id: "bo-2026-05-20", patient_share_cents: 2_500 }],
    });
  });
});
