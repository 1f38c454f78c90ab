// The assistant reads what the plans decided now, not each EOB alone (issue 17, ADR 082): with an
// original EOB and a corrected one, "what did my insurance pay" and "what do I owe" state the
// corrected figures and cite the corrected EOB, never the replaced amounts; with a first and a
// second plan, the payments add and both EOBs are cited. Every answer passes the grounding check.
import { describe, expect, it } from "vitest";
import { householdRecords } from "../../tests/fixtures/assistant/records";
import type { EobLine } from "../analysis/types";
import type { EobDecision } from "../bills/eob-decisions";
import { reconcile } from "../bills/reconciliation";
import { adjudicationRecord } from "./adjudication-record";
import { computeAnswer } from "./answer";
import { checkGrounding } from "./grounding";
import { recordFacts } from "./record-facts";
import type { AssistantRecords, BillRecord, EobRecord } from "./types";
import { embeddedText } from "./wording";

const DAY = "2026-03-02";
const lines = [
  { id: "visit", cpt_code: "99214", billed_amount: 265, service_date: DAY },
  { id: "a1c", cpt_code: "83036", billed_amount: 58, service_date: DAY },
  { id: "draw", cpt_code: "36415", billed_amount: 22, service_date: DAY },
];
const eobLine = (cpt_code: string, billed_amount: number, allowed_amount: number, paid_amount: number): EobLine => ({
  cpt_code,
  billed_amount,
  allowed_amount,
  paid_amount,
  service_date: DAY,
});

function decision(id: string, payer: string, decided_on: string, eobLines: EobLine[], kind: EobDecision["kind"] = "original"): EobDecision {
  return {
    document_id: id,
    title: payer,
    payer,
    verified: true,
    decided_on,
    dated_by: "processed_date",
    kind,
    created_at: Date.parse(`${decided_on}T12:00:00Z`),
    lines: eobLines,
    total_patient_responsibility: null,
  };
}

/** An EOB's own figures, as retrieval reads each EOB alone. */
const eobRecord = (documentId: string, paid: number, owed: number | null, allowed: number): EobRecord => ({
  documentId,
  billId: "bill-lakeside",
  claimNumber: "LK-5520",
  serviceDate: DAY,
  billedCents: 34500,
  allowedCents: allowed,
  planPaidCents: paid,
  patientResponsibilityCents: owed,
  label: `Explanation of benefits, Mar 2, 2026`,
});

const first = decision("eob-first", "Meridian Health Plan", "2026-03-20", [
  eobLine("99214", 265, 142.18, 113.74),
  { ...eobLine("83036", 58, 0, 0), reason: "Not medically necessary" },
  eobLine("36415", 22, 3, 2.4),
]);
const corrected = decision(
  "eob-corrected",
  "Meridian Health Plan",
  "2026-04-10",
  [eobLine("99214", 265, 142.18, 113.74), eobLine("83036", 58, 13.19, 10.55), eobLine("36415", 22, 3, 2.4)],
  "corrected",
);
/** A second insurer that paid what Meridian left on the visit; it prints no "secondary" words. */
const second = decision("eob-second", "Cascade Mutual Insurance Co.", "2026-04-15", [
  eobLine("99214", 265, 142.18, 28.44),
  eobLine("83036", 58, 13.19, 0),
  eobLine("36415", 22, 3, 0),
]);

function recordsWith(decisions: EobDecision[], eobs: EobRecord[]): AssistantRecords {
  const base = householdRecords();
  const bill: BillRecord = {
    ...base.bills[0],
    id: "bill-lakeside",
    label: "Lakeside Family Medicine, 2026-03-02",
    providerName: "Lakeside Family Medicine",
    serviceDate: DAY,
    claimNumber: "LK-5520",
    accountNumber: null,
    totalBilledCents: 34500,
    totalAllowedCents: null,
    totalPaidCents: null,
    amountDueCents: 9600,
    lines: lines.map((l, i) => ({
      id: l.id,
      position: i + 1,
      code: l.cpt_code,
      description: null,
      serviceDate: DAY,
      units: 1,
      billedCents: l.billed_amount * 100,
      allowedCents: null,
      paidCents: null,
      medicare: null,
    })),
    findings: [],
    documents: [],
    eobs,
    adjudication: adjudicationRecord(reconcile(lines, decisions), decisions),
    deadlines: [],
  };
  return { ...base, focusBillId: bill.id, bills: [bill, ...base.bills.slice(1)] };
}

function ask(question: string, records: AssistantRecords) {
  const answer = computeAnswer(question, records);
  const text = embeddedText(answer);
  expect(checkGrounding(text, answer, records)).toEqual({ ok: true, offending: [] });
  return { answer, text, cited: answer.citations.map((c) => c.id) };
}

describe("an original EOB and a corrected one", () => {
  // The first EOB arrived last, so reading each EOB alone it came first; the corrected claim's form
  // states no patient total (its share comes from its lines: allowed − paid).
  const records = recordsWith([first, corrected], [eobRecord("eob-first", 11614, 2904, 14518), eobRecord("eob-corrected", 12669, null, 15837)]);

  it("states what the corrected claim paid, cites it, and never the replaced payment", () => {
    const { text, cited } = ask("What did my insurance pay?", records);
    expect(text).toContain("your plan paid $126.69");
    expect(text).toContain("Meridian Health Plan — corrected claim, processed Apr 10, 2026");
    expect(text).toContain("replaces an earlier EOB");
    expect(text).not.toContain("$116.14");
    expect(cited).toEqual(["bill-lakeside", "eob-corrected"]);
  });

  it("holds the amount due against what the newest decision leaves you", () => {
    const { text, cited } = ask("What do I owe?", records);
    expect(text).toContain("asks you to pay $96.00");
    expect(text).toContain("your responsibility is $31.68");
    expect(text).toContain("$64.32 more than your EOB says you owe");
    expect(text).not.toContain("$29.04");
    expect(cited).not.toContain("eob-first");
  });

  it("never lets a model state the replaced figures", () => {
    const answer = computeAnswer("What did my insurance pay?", records);
    expect(checkGrounding("Your plan paid $116.14.", answer, records).ok).toBe(false);
    const facts = recordFacts(answer.citations, records).join("\n");
    expect(facts).toContain("$126.69");
    expect(facts).not.toContain("$116.14");
  });
});

describe("a corrected claim that lists only the line it corrects", () => {
  const a1cOnly = decision("eob-a1c", "Meridian Health Plan", "2026-04-10", [eobLine("83036", 58, 13.19, 10.55)], "corrected");
  const records = recordsWith([first, a1cOnly], [eobRecord("eob-first", 11614, 2904, 14518), eobRecord("eob-a1c", 1055, 264, 1319)]);

  it("adds up the newest decision on each line, citing both EOBs", () => {
    const { text, cited } = ask("What did my insurance pay?", records);
    expect(text).toContain("By the newest decision on each line, your plan paid $126.69");
    expect(text).toContain("Meridian Health Plan — processed Mar 20, 2026: $116.14");
    expect(text).toContain("Meridian Health Plan — corrected claim, processed Apr 10, 2026: $10.55");
    expect(text).toContain("your responsibility is $31.68");
    expect(cited).toEqual(["bill-lakeside", "eob-first", "eob-a1c"]);
  });
});

describe("a first plan and a second one", () => {
  const records = recordsWith([second, corrected], [eobRecord("eob-second", 2844, 324, 15837), eobRecord("eob-corrected", 12669, 3168, 15837)]);

  it("adds the second plan's payment to the first's and cites both EOBs", () => {
    const { text, cited } = ask("What did my insurance pay?", records);
    expect(text).toContain("Your plans paid $155.13 together");
    expect(text).toContain("Meridian Health Plan — corrected claim, processed Apr 10, 2026: $126.69");
    expect(text).toContain("Cascade Mutual Insurance Co. — second plan, processed Apr 15, 2026: $28.44");
    expect(text).toContain("$3.24 as your responsibility");
    expect(cited).toEqual(["bill-lakeside", "eob-corrected", "eob-second"]);
  });

  it("answers what is owed from both plans together", () => {
    const { text } = ask("What do I owe?", records);
    expect(text).toContain("your EOBs leave $3.24");
    expect(text).toContain("$92.76 more than your EOBs leave you");
  });
});

describe("the smart-help questions and the yearly totals", () => {
  const corrected2 = recordsWith([first, corrected], [eobRecord("eob-first", 11614, 2904, 14518), eobRecord("eob-corrected", 12669, null, 15837)]);
  const twoPlans = recordsWith([second, corrected], [eobRecord("eob-second", 2844, 324, 15837), eobRecord("eob-corrected", 12669, 3168, 15837)]);

  it("explain a high bill from the newest decision, not the bill's empty allowed column", () => {
    const { text, cited } = ask("Why is my bill so high even though I have insurance?", corrected2);
    expect(text).toContain("Your insurer allowed $158.37");
    expect(text).toContain("paid $126.69");
    expect(text).toContain("That leaves $31.68 as your share");
    expect(text).not.toContain("$116.14");
    expect(cited).toEqual(["bill-lakeside", "eob-corrected"]);
  });

  it("count a second plan's payment and the share both EOBs leave", () => {
    const { text, cited } = ask("What's the difference between what was billed and what I owe?", twoPlans);
    expect(text).toContain("paid by insurance $155.13");
    expect(text).toContain("so you owe $3.24");
    expect(cited).toEqual(expect.arrayContaining(["eob-corrected", "eob-second"]));
  });

  it("add up what the plans paid this year, citing the deciding EOBs", () => {
    const { text, cited } = ask("How much have we spent on medical bills this year?", corrected2);
    const before = ask("How much have we spent on medical bills this year?", recordsWith([], [])).text;
    const paidBefore = Number(/insurance paid \$([\d,.]+)/.exec(before)?.[1].replace(/,/g, "") ?? 0);
    // The Lakeside bill records no payment of its own; the corrected claim's $126.69 is added.
    expect(text).toContain(`insurance paid $${(paidBefore + 126.69).toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
    expect(cited).toContain("eob-corrected");
    expect(cited).not.toContain("eob-first");
  });
});
