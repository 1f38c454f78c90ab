// The bill's own line amounts after a newer EOB decision: amounts an earlier EOB filled in follow the
// newest decision; amounts the user typed (matching no EOB) stay theirs.
import { describe, expect, it } from "vitest";
import type { AnalysisBill, EobLine } from "../analysis/types";
import type { EobDecision } from "./eob-decisions";
import { followNewestDecision } from "./reconciled-eob";
import { reconcile } from "./reconciliation";

const DAY = "2025-04-02";
const eobLine = (allowed_amount: number, paid_amount: number): EobLine => ({
  cpt_code: "83036",
  billed_amount: 58,
  allowed_amount,
  paid_amount,
  service_date: DAY,
});
const decision = (id: string, decided_on: string, line: EobLine): EobDecision => ({
  document_id: id,
  title: id,
  payer: null,
  verified: true,
  decided_on,
  dated_by: "processed_date",
  kind: "original",
  created_at: 0,
  lines: [line],
  total_patient_responsibility: null,
});
const first = decision("first", "2025-04-29", eobLine(0, 0));
const corrected = decision("corrected", "2025-05-20", eobLine(13.19, 10.55));

function billWith(allowed: number | null, paid: number | null): AnalysisBill {
  return {
    id: "b",
    service_date: DAY,
    provider_name: "Lakeside",
    patient_id: "self",
    diagnosis_codes: [],
    line_items: [
      {
        id: "a1c",
        cpt_code: "83036",
        units: 1,
        billed_amount: 58,
        allowed_amount: allowed,
        paid_amount: paid,
      },
    ],
  };
}

const follow = (bill: AnalysisBill, decisions: EobDecision[]) =>
  followNewestDecision(bill, reconcile(bill.line_items, decisions));

describe("followNewestDecision", () => {
  it("moves amounts an earlier EOB filled in to the newest decision", () => {
    const { bill, changed } = follow(billWith(0, 0), [first, corrected]);
    expect(bill.line_items[0]).toMatchObject({ allowed_amount: 13.19, paid_amount: 10.55 });
    expect([...changed]).toEqual(["a1c"]);
  });

  it("adds a second plan's payment to the paid amount the first EOB filled in", () => {
    const primary = decision("primary", "2025-04-29", eobLine(13.19, 10.55));
    const second = { ...decision("second", "2025-05-10", eobLine(13.19, 2.64)), kind: "secondary" as const };
    const { bill, changed } = follow(billWith(13.19, 10.55), [primary, second]);
    expect(bill.line_items[0]).toMatchObject({ allowed_amount: 13.19, paid_amount: 13.19 });
    expect([...changed]).toEqual(["a1c"]);
  });

  it("keeps amounts the user typed, the current ones, and lines with one decision", () => {
    for (const [allowed, paid, decisions] of [
      [20, 15, [first, corrected]],
      [13.19, 10.55, [first, corrected]],
      [null, null, [first, corrected]],
      [0, 0, [first]],
    ] as const) {
      const bill = billWith(allowed, paid);
      const followed = follow(bill, [...decisions]);
      expect(followed.bill).toBe(bill);
      expect(followed.changed.size).toBe(0);
    }
  });
});
