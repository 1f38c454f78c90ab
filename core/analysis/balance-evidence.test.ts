// Balance billing with both documents' boxes, and several EOBs read as one (ADR 079), on the words
// the real engine read from a statement and its EOB (tests/fixtures/documents/recognized): the
// finding cites the statement's Amount Due box and the EOB's rows and total; a corrected claim that
// pays a denied line clears the denial.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extractDocument } from "#core/extraction/extract";
import type { Recognition } from "../documents/types";
import { smallLookups } from "../../tests/fixtures/analysis/small-lookups";
import { eobDecisionOf, type EobDocumentRow } from "../bills/eob-decisions";
import { analysisEobOf } from "../bills/reconciled-eob";
import { reconcile } from "../bills/reconciliation";
import { AMOUNT_DUE_LABELS, labelledAmountBox, PATIENT_SHARE_LABELS } from "./amount-boxes";
import { amountDueFrom, matchLineSources, type StoredDocument } from "./documents";
import { analyzeBill } from "./engine";
import type { AnalysisBill, ReferenceRow } from "./types";
import { VIEW_MESSAGES } from "./view-messages";

const recorded = (id: string): Recognition =>
  JSON.parse(
    readFileSync(join(__dirname, "../../tests/fixtures/documents/recognized", `${id}.json`), "utf8"),
  ) as Recognition;

function document(
  id: string,
  fixture: string,
  verified: Record<string, unknown> | null = null,
): EobDocumentRow {
  const recognition = recorded(fixture);
  const extraction = extractDocument(recognition);
  return {
    id,
    document_type: extraction.document_type,
    words: recognition.words,
    extracted_data: { ...extraction.fields, line_items: extraction.line_items },
    user_verified_data: verified,
    title: `${fixture}.pdf`,
    verified: true,
    created_at: Date.parse("2025-05-01T00:00:00Z"),
  };
}

const statement: StoredDocument = document("doc-bill", "bill-01-lakeside");
const lines = [
  { id: "l1", cpt_code: "99214", billed_amount: 265, service_date: "2025-04-02" },
  { id: "l2", cpt_code: "83036", billed_amount: 58, service_date: "2025-04-02" },
  { id: "l3", cpt_code: "36415", billed_amount: 22, service_date: "2025-04-02" },
];
const eobLines = (owed: (code: string) => Record<string, unknown>) =>
  [
    ["99214", 265, 142.18, 113.74],
    ["83036", 58, 13.19, 10.55],
    ["36415", 22, 3, 2.4],
  ].map(([cpt_code, billed_amount, allowed_amount, paid_amount]) => ({
    cpt_code,
    billed_amount,
    allowed_amount,
    paid_amount,
    service_date: "2025-04-02",
    ...owed(cpt_code as string),
  }));

/** The bill as the analysis reads it with these EOB documents (what readDocuments does on the server). */
function billWith(eobs: EobDocumentRow[]): AnalysisBill {
  const sources = matchLineSources(lines, [statement]);
  const decisions = eobs.map(eobDecisionOf).filter((d) => d !== null);
  const eob = analysisEobOf(reconcile(lines, decisions), decisions);
  const total =
    eob && eob.lines.reduce((sum, l) => sum + Math.round((l.patient_responsibility ?? 0) * 100), 0);
  const due = amountDueFrom(statement);
  return {
    id: "bill-1",
    service_date: "2025-04-02",
    provider_name: "Lakeside Family Medicine",
    patient_id: "self",
    diagnosis_codes: ["E11.9"],
    line_items: lines.map((l) => ({ ...l, units: 1, source: sources.get(l.id) })),
    eob: eob && {
      ...eob,
      total_patient_responsibility_source:
        eobs.length === 1
          ? labelledAmountBox(eobs[0].id, eobs[0].words, total! / 100, PATIENT_SHARE_LABELS)
          : null,
    },
    patient_amount_due: due,
    patient_amount_due_source: labelledAmountBox("doc-bill", statement.words, due, AMOUNT_DUE_LABELS),
  };
}

const boxes = (refs: ReferenceRow[]) =>
  refs.flatMap((r) => (r.kind === "document_box" ? [[r.document_id, r.label, r.amount, r.page]] : []));

describe("balance billing against the EOB", () => {
  it("cites the statement's Amount Due box, the EOB's rows and the EOB's total box", () => {
    const result = analyzeBill(billWith([document("doc-eob", "eob-01-meridian")]), smallLookups());
    const balance = result.errors_detected.find((f) => f.category === "balance_billing")!;
    expect(balance.potential_savings).toBeCloseTo(64.32, 2);
    expect(boxes(balance.evidence.references)).toEqual([
      ["doc-bill", "Amount Due on your statement", 96, 1],
      ["doc-eob", "What you owe on your EOB", 31.68, 1],
    ]);
    const rows = balance.evidence.references.filter((r) => r.kind === "eob_line");
    expect(rows.map((r) => r.kind === "eob_line" && r.source?.document_id)).toEqual([
      "doc-eob",
      "doc-eob",
      "doc-eob",
    ]);
    const shown = balance.evidence.references.map(VIEW_MESSAGES.reference);
    expect(shown[0]).toBe("Amount Due on your statement: $96");
    expect(shown.at(-1)).toBe("What you owe on your EOB: $31.68");
  });

  it("without the printed amount, cites no box rather than a wrong one", () => {
    const bill = billWith([document("doc-eob", "eob-01-meridian")]);
    const result = analyzeBill(
      { ...bill, patient_amount_due: 97, patient_amount_due_source: null },
      smallLookups(),
    );
    const balance = result.errors_detected.find((f) => f.category === "balance_billing")!;
    expect(boxes(balance.evidence.references).map(([id]) => id)).toEqual(["doc-eob"]);
  });

  it("reads a corrected claim that pays a denied line: the denial is gone, the share is the new one", () => {
    const denied = document("doc-first", "eob-01-meridian", {
      processed_date: "2025-04-29",
      line_items: eobLines((code) =>
        code === "83036" ? { allowed_amount: 0, paid_amount: 0, denied: true } : {},
      ),
    });
    const before = analyzeBill(billWith([denied]), smallLookups());
    expect(before.errors_detected.map((f) => f.category)).toContain("denial");

    const corrected = document("doc-corrected", "eob-01-meridian", {
      processed_date: "2025-05-20",
      claim_type: "Corrected claim",
      line_items: eobLines(() => ({})).filter((l) => l.cpt_code === "83036"),
    });
    const after = analyzeBill(billWith([denied, corrected]), smallLookups());
    expect(after.errors_detected.map((f) => f.category)).not.toContain("denial");
    const balance = after.errors_detected.find((f) => f.category === "balance_billing")!;
    expect(balance.evidence.figures).toMatchObject({ amount_due: 96, expected_responsibility: 31.68 });
    const rows = balance.evidence.references.flatMap((r) =>
      r.kind === "eob_line" ? [[r.cpt_code, r.source?.document_id, r.position]] : [],
    );
    // Each row is numbered as printed on its own EOB: the corrected claim lists only the A1c.
    expect(rows).toEqual([
      ["99214", "doc-first", 1],
      ["83036", "doc-corrected", 1],
      ["36415", "doc-first", 3],
    ]);
  });
});
