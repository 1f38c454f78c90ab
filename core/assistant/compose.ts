// Building an answer (issue 16): paragraphs, the records they cite, the actions they offer and the
// amounts they derive (sums, differences, multiples), each derivation stated so grounding.ts can
// check it against the cited records.
import { formatDate } from "../format/dates";
import { formatUsd } from "../format/money";
import type {
  AssistantAction,
  BillRecord,
  Citation,
  ComputedAnswer,
  DerivedAmount,
  DocumentRecord,
  EobRecord,
  FindingRecord,
  Intent,
  LineRecord,
  PolicyRecord,
} from "./types";
import { CHAT_TEXTS } from "./types";

/** Money in an answer: always dollars and cents, from cents. */
export const usd = (cents: number) => formatUsd(cents, { unit: "cents" });
/** A date in an answer: "Mar 14, 2026". */
export const day = (iso: string) => formatDate(iso);

export const citeBill = (bill: BillRecord): Citation => ({ type: "bill", id: bill.id, label: bill.label });
export const citeLine = (line: LineRecord): Citation => ({
  type: "line_item",
  id: line.id,
  label: `Line ${line.position} · ${line.code}`,
});
export const citeFinding = (finding: FindingRecord): Citation => ({ type: "finding", id: finding.id, label: finding.title });
export const citeDocument = (doc: DocumentRecord | EobRecord): Citation =>
  "documentId" in doc
    ? { type: "document", id: doc.documentId, label: doc.label }
    : { type: "document", id: doc.id, label: doc.label };
export const citeReference = (line: LineRecord): Citation | null =>
  line.medicare ? { type: "reference", id: line.medicare.referenceId, label: line.medicare.label } : null;
export const citePolicy = (policy: PolicyRecord): Citation => ({ type: "policy", id: policy.id, label: policy.name });

/** "City Hospital (Mar 14, 2026)": how an answer names a bill. */
export function billName(bill: BillRecord): string {
  return bill.serviceDate ? `${bill.providerName} (${day(bill.serviceDate)})` : bill.providerName;
}

export const billAction = (kind: AssistantAction["kind"], bill: BillRecord | null): AssistantAction => {
  const id = bill ? encodeURIComponent(bill.id) : null;
  switch (kind) {
    case "open_bill":
      return { kind, label: "Open this bill", href: `/bills?bill=${id}`, billId: bill?.id ?? null };
    case "run_analysis":
      return { kind, label: "Check this bill for errors", href: `/bills/${id}`, billId: bill?.id ?? null };
    case "start_dispute":
      return { kind, label: "Start a dispute letter", href: `/bills/${id}#dispute-letter`, billId: bill?.id ?? null };
    case "upgrade":
      return { kind, label: "Upgrade to Premium", href: "/upgrade", billId: bill?.id ?? null };
  }
};

export class AnswerBuilder {
  readonly paragraphs: string[] = [];
  readonly citations: Citation[] = [];
  readonly actions: AssistantAction[] = [];
  readonly derived: DerivedAmount[] = [];

  constructor(readonly intent: Intent) {}

  say(...paragraphs: string[]): this {
    this.paragraphs.push(...paragraphs.filter(Boolean));
    return this;
  }

  cite(...citations: (Citation | null)[]): this {
    for (const c of citations)
      if (c && !this.citations.some((k) => k.type === c.type && k.id === c.id)) this.citations.push(c);
    return this;
  }

  act(action: AssistantAction): this {
    if (!this.actions.some((a) => a.kind === action.kind && a.billId === action.billId)) this.actions.push(action);
    return this;
  }

  /** Σ of cited amounts. */
  sum(of: number[]): number {
    const cents = of.reduce((s, n) => s + n, 0);
    if (of.length > 1) this.derived.push({ op: "sum", of, cents });
    return cents;
  }

  /** |a − b| of two cited (or derived) amounts. */
  difference(a: number, b: number): number {
    const cents = Math.abs(a - b);
    this.derived.push({ op: "difference", of: [a, b], cents });
    return cents;
  }

  /** A cited amount × a count (a per-unit price × units). */
  times(cents: number, factor: number): number {
    const product = Math.round(cents * factor);
    if (factor !== 1) this.derived.push({ op: "times", of: [cents], factor, cents: product });
    return product;
  }

  done(unanswered = false): ComputedAnswer {
    return {
      intent: this.intent,
      paragraphs: this.paragraphs,
      citations: this.citations,
      actions: this.actions,
      unanswered,
      derived: this.derived,
    };
  }
}

/** The data does not hold the answer: say so and state no amount; cite only the bill it looked at. */
export function notInData(intent: Intent, sentence: string = CHAT_TEXTS.notInData, about: Citation[] = []): ComputedAnswer {
  return { intent, paragraphs: [sentence], citations: about, actions: [], unanswered: true, derived: [] };
}
