// A second plan told by its payer (ADR 082): an EOB from another insurer than the bill's first
// decision adds its payment even when it prints no "secondary" phrase; the same insurer later — in
// whatever spelling — replaces; a corrected claim replaces whoever prints it.
import { describe, expect, it } from "vitest";
import type { EobLine } from "../analysis/types";
import type { EobDecision } from "./eob-decisions";
import { samePayer } from "./payers";
import { reconcile, type ReconciledBillLine } from "./reconciliation";

const DAY = "2025-04-02";
const bill: ReconciledBillLine[] = [
  { id: "visit", cpt_code: "99214", billed_amount: 265, service_date: DAY },
  { id: "draw", cpt_code: "36415", billed_amount: 22, service_date: DAY },
];
const line = (
  cpt_code: string,
  billed_amount: number,
  allowed_amount: number,
  paid_amount: number,
): EobLine => ({
  cpt_code,
  billed_amount,
  allowed_amount,
  paid_amount,
  service_date: DAY,
});

function decision(
  id: string,
  payer: string | null,
  decided_on: string,
  lines: EobLine[],
  extra: Partial<EobDecision> = {},
): EobDecision {
  return {
    document_id: id,
    title: payer ?? `${id}.pdf`,
    payer,
    verified: true,
    decided_on,
    dated_by: "processed_date",
    kind: "original",
    created_at: Date.parse(`${decided_on}T12:00:00Z`),
    lines,
    total_patient_responsibility: null,
    ...extra,
  };
}

const meridian = decision("meridian", "Meridian Health Plan", "2025-04-29", [
  line("99214", 265, 142.18, 113.74),
  line("36415", 22, 3, 2.4),
]);
/** The second plan paid what Meridian left on the visit, and nothing on the draw. Prints no phrase. */
const cascade = (payer = "Cascade Mutual Insurance Co.") =>
  decision("cascade", payer, "2025-05-10", [line("99214", 265, 142.18, 28.44), line("36415", 22, 3, 0)]);

const paidAndOwed = (r: ReturnType<typeof reconcile>) => [
  r.totals.plan_paid,
  r.totals.patient_responsibility,
];

describe("samePayer", () => {
  it("treats one insurer's spellings as one payer: case, punctuation, legal form, state of licence, generic ending", () => {
    for (const other of [
      "MERIDIAN HEALTH PLAN, INC.",
      "Meridian Health Plan of Michigan",
      "Meridian Health Plan Company",
      "Meridian",
      "meridian health plan corp.",
    ])
      expect(samePayer("Meridian Health Plan", other), other).toBe(true);
    expect(samePayer("BCBS", "Blue Cross & Blue Shield of Texas")).toBe(true);
    expect(samePayer("Aetna Life Insurance Company", "Aetna")).toBe(true);
    expect(samePayer("United Healthcare", "UnitedHealthcare Insurance Co of NY")).toBe(true);
    expect(samePayer("UHC", "UnitedHealthcare")).toBe(true);
  });

  it("keeps different insurers apart, and an unknown name is nobody's", () => {
    expect(samePayer("Meridian Health Plan", "Cascade Mutual Insurance Co.")).toBe(false);
    expect(samePayer("Health Net", "Health Alliance Plan")).toBe(false);
    expect(samePayer("Medicare", "AARP Medicare Supplement")).toBe(false);
    // A name of generic words only is compared whole, never cut down to "health".
    expect(samePayer("Health Plan", "Health Insurance")).toBe(false);
    expect(samePayer("Health Plan", "HEALTH PLAN, INC.")).toBe(true);
    expect(samePayer(null, "Meridian Health Plan")).toBe(false);
    // Licensed in two different states: two companies (a family's two Blue plans), however spelled.
    expect(samePayer("Blue Cross and Blue Shield of Illinois", "Blue Cross and Blue Shield of Texas")).toBe(
      false,
    );
    expect(samePayer("BCBS of IL", "Blue Cross Blue Shield of Illinois")).toBe(true);
    expect(samePayer("UnitedHealthcare of New York, Inc.", "UnitedHealthcare Insurance Co of TX")).toBe(
      false,
    );
    expect(samePayer("", "")).toBe(false);
  });
});

describe("a second plan told by its payer", () => {
  it("adds a payment from another insurer that prints no secondary phrase", () => {
    const r = reconcile(bill, [cascade(), meridian]);
    expect(r.eobs.map((e) => [e.document_id, e.kind])).toEqual([
      ["cascade", "secondary"],
      ["meridian", "original"],
    ]);
    expect(r.lines[0].current).toMatchObject({
      allowed_amount: 142.18,
      plan_paid: 142.18,
      patient_responsibility: 0,
    });
    expect(r.lines[0].current?.decided_by.map((a) => a.document_id)).toEqual(["meridian", "cascade"]);
    // $113.74 + $2.40 from Meridian, $28.44 from Cascade; the draw's $0.60 is still the patient's.
    expect(paidAndOwed(r)).toEqual([144.58, 0.6]);
  });

  it("lets the same insurer's later EOB replace its first decision", () => {
    const later = decision("later", "Meridian Health Plan", "2025-05-10", [line("99214", 265, 150, 120)]);
    const r = reconcile(bill, [later, meridian]);
    expect(r.eobs.map((e) => e.kind)).toEqual(["original", "original"]);
    expect(r.lines[0].current).toMatchObject({ plan_paid: 120, patient_responsibility: 30 });
    expect(r.lines[0].history.map((a) => a.document_id)).toEqual(["meridian"]);
  });

  it("keeps one insurer spelled two ways as one payer: the later EOB replaces", () => {
    const respelled = decision("respelled", "MERIDIAN HEALTH PLAN OF MICHIGAN, INC.", "2025-05-10", [
      line("99214", 265, 150, 120),
    ]);
    const r = reconcile(bill, [respelled, meridian]);
    expect(r.lines[0].current?.decided_by.map((a) => a.document_id)).toEqual(["respelled"]);
    expect(r.lines[0].current).toMatchObject({ plan_paid: 120 });
  });

  it("lets a corrected claim printed under another spelling of the insurer replace the first decision", () => {
    const corrected = decision(
      "corrected",
      "Meridian Health Plan Co.",
      "2025-05-20",
      [line("99214", 265, 160, 128)],
      {
        kind: "corrected",
      },
    );
    const r = reconcile(bill, [meridian, cascade(), corrected]);
    expect(r.eobs.find((e) => e.document_id === "corrected")?.kind).toBe("corrected");
    // The corrected primary came after the second plan's decision: the second plan will reprocess.
    expect(r.lines[0].current?.decided_by.map((a) => a.document_id)).toEqual(["corrected"]);
    expect(r.lines[0].current).toMatchObject({ plan_paid: 128, patient_responsibility: 32 });
  });

  it("lets a corrected claim from another payer name replace, and a second plan's own correction replace its first", () => {
    const renamed = decision(
      "renamed",
      "Lakeshore Administrators",
      "2025-05-20",
      [line("99214", 265, 160, 128)],
      {
        kind: "corrected",
      },
    );
    expect(reconcile(bill, [meridian, renamed]).lines[0].current).toMatchObject({ plan_paid: 128 });

    const cascadeAgain = decision(
      "cascade-again",
      "Cascade Mutual",
      "2025-06-01",
      [line("99214", 265, 142.18, 20)],
      {
        kind: "corrected",
      },
    );
    const r = reconcile(bill, [meridian, cascade(), cascadeAgain]);
    expect(r.lines[0].current?.decided_by.map((a) => a.document_id)).toEqual(["meridian", "cascade-again"]);
    expect(r.lines[0].current).toMatchObject({ plan_paid: 133.74, patient_responsibility: 8.44 });
    expect(r.lines[0].history.map((a) => a.document_id)).toEqual(["cascade"]);
  });

  it("reads an EOB with no insurer name as before: a newer decision", () => {
    const unnamed = decision("unnamed", null, "2025-05-10", [line("99214", 265, 142.18, 28.44)]);
    expect(
      reconcile(bill, [meridian, unnamed]).lines[0].current?.decided_by.map((a) => a.document_id),
    ).toEqual(["unnamed"]);
  });

  it("takes the first plan from the EOBs that count, not from one read but not yet checked", () => {
    const unchecked = decision(
      "unchecked",
      "Cascade Mutual",
      "2025-04-01",
      [line("99214", 265, 142.18, 28.44)],
      {
        verified: false,
      },
    );
    const r = reconcile(bill, [meridian, cascade(), unchecked]);
    expect(r.eobs.map((e) => [e.document_id, e.kind])).toEqual([
      ["cascade", "secondary"],
      ["meridian", "original"],
    ]);
    expect(r.unverified_eobs.map((e) => [e.document_id, e.kind])).toEqual([["unchecked", "secondary"]]);
  });
});
