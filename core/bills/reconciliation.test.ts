// A bill against several EOBs: the newest decision per line wins, a corrected claim replaces the
// first, a secondary payer adds its payment, earlier decisions stay visible newest first, EOB lines
// no bill line matches are kept apart, and the totals add up to the cent.
import { describe, expect, it } from "vitest";
import type { EobLine } from "../analysis/types";
import type { EobDecision } from "./eob-decisions";
import { analysisEobOf } from "./reconciled-eob";
import { reconcile, type ReconciledBillLine } from "./reconciliation";

const DAY = "2025-04-02";
const bill: ReconciledBillLine[] = [
  { id: "visit", cpt_code: "99214", billed_amount: 265, service_date: DAY },
  { id: "a1c", cpt_code: "83036", billed_amount: 58, service_date: DAY },
  { id: "draw", cpt_code: "36415", billed_amount: 22, service_date: DAY },
];

const line = (
  cpt_code: string,
  billed_amount: number,
  allowed_amount: number,
  paid_amount: number,
  extra: Partial<EobLine> = {},
): EobLine => ({ cpt_code, billed_amount, allowed_amount, paid_amount, service_date: DAY, ...extra });

function decision(
  id: string,
  decided_on: string,
  lines: EobLine[],
  extra: Partial<EobDecision> = {},
): EobDecision {
  return {
    document_id: id,
    title: `EOB ${id}`,
    payer: null,
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

const first = decision("first", "2025-04-29", [
  line("99214", 265, 142.18, 113.74),
  line("83036", 58, 0, 0, { reason: "Not medically necessary" }),
  line("36415", 22, 3, 2.4),
]);

describe("reconcile", () => {
  it("shows what one EOB decided per line, with allowed minus paid where it states no share", () => {
    const r = reconcile(bill, [first]);
    expect(
      r.lines.map((l) => [
        l.line_id,
        l.current?.allowed_amount,
        l.current?.plan_paid,
        l.current?.patient_responsibility,
      ]),
    ).toEqual([
      ["visit", 142.18, 113.74, 28.44],
      ["a1c", 0, 0, null],
      ["draw", 3, 2.4, 0.6],
    ]);
    expect(r.lines[1].current).toMatchObject({ denied: true, reason: "Not medically necessary" });
    expect(r.lines.every((l) => l.history.length === 0)).toBe(true);
    expect(r.totals).toEqual({
      billed_amount: 345,
      allowed_amount: 145.18,
      plan_paid: 116.14,
      patient_responsibility: 29.04,
      lines_decided: 3,
      lines_total: 3,
    });
  });

  it("lets a corrected claim replace the first decision and keeps the first as history", () => {
    const corrected = decision(
      "corrected",
      "2025-05-20",
      [line("83036", 58, 13.19, 10.55, { patient_responsibility: 2.64 })],
      { kind: "corrected" },
    );
    // The order the EOBs arrive in does not matter: the decision dates do.
    const r = reconcile(bill, [corrected, first]);
    const a1c = r.lines[1];
    expect(a1c.current).toMatchObject({
      allowed_amount: 13.19,
      plan_paid: 10.55,
      patient_responsibility: 2.64,
      denied: false,
    });
    expect(a1c.current?.decided_by.map((a) => a.document_id)).toEqual(["corrected"]);
    expect(a1c.history.map((a) => [a.document_id, a.denied])).toEqual([["first", true]]);
    // Lines the corrected claim does not list keep the first EOB's decision.
    expect(r.lines[0].current?.decided_by.map((a) => a.document_id)).toEqual(["first"]);
    expect(r.eobs.map((e) => [e.document_id, e.kind])).toEqual([
      ["corrected", "corrected"],
      ["first", "original"],
    ]);
    const eob = analysisEobOf(r, [corrected, first])!;
    expect(eob.lines.find((l) => l.cpt_code === "83036")).toMatchObject({
      denied: false,
      allowed_amount: 13.19,
    });
  });

  it("on the same processed date, the corrected claim wins over the one it corrects", () => {
    const same = decision("same-day", "2025-04-29", [line("99214", 265, 150, 120)], {
      kind: "corrected",
      created_at: Date.parse("2025-04-01T00:00:00Z"),
    });
    const r = reconcile(bill, [first, same]);
    expect(r.lines[0].current?.decided_by[0].document_id).toBe("same-day");
    expect(r.lines[0].history.map((a) => a.document_id)).toEqual(["first"]);
  });

  it("adds a secondary payer's payment to the primary's and takes its patient share", () => {
    const secondary = decision(
      "medigap",
      "2025-05-10",
      [line("99214", 265, 142.18, 20.0, { patient_responsibility: 8.44 }), line("36415", 22, 3, 0.6)],
      { kind: "secondary" },
    );
    const r = reconcile(bill, [first, secondary]);
    const visit = r.lines[0].current!;
    expect(visit).toMatchObject({ allowed_amount: 142.18, plan_paid: 133.74, patient_responsibility: 8.44 });
    expect(visit.decided_by.map((a) => a.document_id)).toEqual(["first", "medigap"]);
    expect(r.lines[0].history).toEqual([]);
    // No share stated by the second plan: what the first left, less what the second paid (to the cent).
    expect(r.lines[2].current).toMatchObject({ plan_paid: 3, patient_responsibility: 0 });
    expect(r.totals.plan_paid).toBe(136.74);
    expect(r.totals.patient_responsibility).toBe(8.44);
  });

  it("keeps a secondary decision made before a corrected primary as history", () => {
    const secondary = decision(
      "medigap",
      "2025-05-10",
      [line("99214", 265, 142.18, 20, { patient_responsibility: 8.44 })],
      {
        kind: "secondary",
      },
    );
    const corrected = decision("corrected", "2025-06-01", [line("99214", 265, 160, 128)], {
      kind: "corrected",
    });
    const r = reconcile(bill, [first, secondary, corrected]);
    expect(r.lines[0].current).toMatchObject({ plan_paid: 128, patient_responsibility: 32 });
    expect(r.lines[0].history.map((a) => a.document_id)).toEqual(["medigap", "first"]);
  });

  it("orders earlier decisions newest first, each with the EOB it came from", () => {
    const second = decision("second", "2025-05-02", [line("99214", 265, 140, 110)]);
    const third = decision("third", "2025-06-15", [line("99214", 265, 145, 116)]);
    const r = reconcile(bill, [second, first, third]);
    expect(r.lines[0].current?.decided_by[0].document_id).toBe("third");
    expect(r.lines[0].history.map((a) => [a.document_id, a.decided_on, a.document_title])).toEqual([
      ["second", "2025-05-02", "EOB second"],
      ["first", "2025-04-29", "EOB first"],
    ]);
  });

  it("keeps EOB lines no bill line matches apart, once per service, and never pairs another date", () => {
    const other = decision("other", "2025-05-01", [
      line("99214", 265, 140, 110, { service_date: "2025-03-01" }),
      line("81002", 12, 4, 3),
    ]);
    const r = reconcile(bill, [first, other]);
    expect(r.lines[0].current?.decided_by[0].document_id).toBe("first");
    expect(r.unmatched.map((a) => [a.document_id, a.cpt_code, a.service_date])).toEqual([
      ["other", "99214", "2025-03-01"],
      ["other", "81002", DAY],
    ]);
    const again = decision("again", "2025-04-01", [line("81002", 12, 4, 3)]);
    expect(reconcile(bill, [first, other, again]).unmatched.map((a) => a.document_id)).toEqual([
      "other",
      "other",
    ]);
    expect(analysisEobOf(r, [first, other])!.lines.map((l) => l.cpt_code)).toEqual([
      "99214",
      "83036",
      "36415",
      "99214",
      "81002",
    ]);
  });

  it("pairs the same code twice on one day by billed amount", () => {
    const twice: ReconciledBillLine[] = [
      { id: "big", cpt_code: "97110", billed_amount: 80, service_date: DAY },
      { id: "small", cpt_code: "97110-59", billed_amount: 40, service_date: DAY },
    ];
    const eob = decision("pt", "2025-04-20", [line("97110", 40, 30, 24), line("97110", 80, 60, 48)]);
    const r = reconcile(twice, [eob]);
    expect(r.lines.map((l) => [l.line_id, l.current?.allowed_amount])).toEqual([
      ["big", 60],
      ["small", 30],
    ]);
  });

  it("adds money in cents: many lines of $0.10 and $0.20 total exactly", () => {
    const many: ReconciledBillLine[] = Array.from({ length: 30 }, (_, i) => ({
      id: `l${i}`,
      cpt_code: "36415",
      billed_amount: 0.3,
      service_date: DAY,
    }));
    const eob = decision(
      "cents",
      "2025-04-20",
      many.map(() => line("36415", 0.3, 0.3, 0.1)),
    );
    const r = reconcile(many, [eob]);
    expect(r.totals).toMatchObject({
      billed_amount: 9,
      allowed_amount: 9,
      plan_paid: 3,
      patient_responsibility: 6,
    });
  });

  it("counts verified EOBs only when there are any; the rest are listed as not yet checked", () => {
    const unchecked = decision("unchecked", "2025-07-01", [line("99214", 265, 1, 1)], { verified: false });
    const r = reconcile(bill, [first, unchecked]);
    expect(r.lines[0].current?.decided_by[0].document_id).toBe("first");
    expect(r.unverified_eobs.map((e) => e.document_id)).toEqual(["unchecked"]);
    const onlyRead = reconcile(bill, [{ ...first, verified: false }]);
    expect(onlyRead.totals.lines_decided).toBe(3);
  });

  it("with no EOB, no line has a decision and the totals are the bill's", () => {
    const r = reconcile(bill, []);
    expect(r.eobs).toEqual([]);
    expect(r.lines.every((l) => l.current === null)).toBe(true);
    expect(r.totals).toMatchObject({ billed_amount: 345, allowed_amount: 0, lines_decided: 0 });
    expect(analysisEobOf(r, [])).toBeNull();
  });

  it("keeps one EOB's stated total for the analysis, never one EOB's total for several", () => {
    const stated = { ...first, total_patient_responsibility: 31.68 };
    expect(analysisEobOf(reconcile(bill, [stated]), [stated])?.total_patient_responsibility).toBe(31.68);
    const corrected = decision("corrected", "2025-05-20", [line("83036", 58, 13.19, 10.55)], {
      kind: "corrected",
    });
    expect(
      analysisEobOf(reconcile(bill, [stated, corrected]), [stated, corrected])?.total_patient_responsibility,
    ).toBeNull();
  });
});
