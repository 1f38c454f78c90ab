// One EOB read as a decision: dated by its processed date (else the day it arrived), and a corrected
// claim or a second plan's decision told from its fields or its printed words.
import { describe, expect, it } from "vitest";
import { eobDecisionOf, eobKindOf, type EobDocumentRow } from "./eob-decisions";

function row(
  fields: Record<string, unknown>,
  words: string[] = [],
  created = "2025-06-01T10:00:00Z",
): EobDocumentRow {
  return {
    id: "doc",
    document_type: "eob",
    title: "eob.pdf",
    verified: true,
    created_at: Date.parse(created),
    words: words.map((text, i) => ({
      text,
      confidence: 1,
      left: i / 100,
      top: 0.1,
      width: 0.01,
      height: 0.01,
      page: 1,
    })),
    extracted_data: {
      ...fields,
      line_items: [{ cpt_code: "99214", billed_amount: 265, allowed_amount: 142.18, paid_amount: 113.74 }],
    },
    user_verified_data: null,
  };
}

describe("eobDecisionOf", () => {
  it("dates the decision by the EOB's processed date, else by the day it arrived", () => {
    const processed = eobDecisionOf(
      row({ processed_date: "2025-04-29", insurance_company: "Meridian Health Plan" }),
    )!;
    expect(processed).toMatchObject({
      decided_on: "2025-04-29",
      dated_by: "processed_date",
      title: "Meridian Health Plan",
      payer: "Meridian Health Plan",
    });
    expect(eobDecisionOf(row({}))!).toMatchObject({
      decided_on: "2025-06-01",
      dated_by: "received",
      title: "eob.pdf",
      payer: null,
    });
  });

  it("reads a corrected claim or a secondary payer from its fields or its printed words", () => {
    expect(eobKindOf(row({ claim_type: "Corrected claim" }))).toBe("corrected");
    expect(eobKindOf(row({ payer_order: "Secondary" }))).toBe("secondary");
    expect(eobKindOf(row({}, "This claim was reprocessed as a CORRECTED CLAIM".split(" ")))).toBe(
      "corrected",
    );
    expect(eobKindOf(row({}, "Primary insurance paid $113.74".split(" ")))).toBe("secondary");
    // Advice printed on every primary EOB is not a secondary decision.
    expect(eobKindOf(row({}, "If you have secondary insurance send them this notice".split(" ")))).toBe(
      "original",
    );
  });

  it("has no decision for an EOB without a line it can read", () => {
    expect(eobDecisionOf({ ...row({}), extracted_data: { line_items: [] } })).toBeNull();
  });
});
