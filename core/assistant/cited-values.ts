// What the cited records hold (issue 16): the amounts (cents), codes and dates each cited record
// states, gathered for the grounding check. A bill states its own totals, dates and deadlines; a
// line its code, date and amounts; a finding its savings and whatever its evidence says; a document
// its fields (numbers are dollars there), the EOB read from it and its part in what the plans decided
// now (ADR 082); a reference its Medicare price; a policy its deductible, out-of-pocket maximum and
// benefit values.
import { extractFacts } from "./extract";
import { storedAnswer } from "./stored-answers";
import type { AssistantRecords, Citation } from "./types";

export interface CitedValues {
  amounts: Set<number>;
  codes: Set<string>;
  dates: Set<string>;
}

export function citedValues(citations: Citation[], records: AssistantRecords): CitedValues {
  const values: CitedValues = { amounts: new Set(), codes: new Set(), dates: new Set() };
  const amount = (cents: number | null | undefined) => {
    if (typeof cents === "number" && Number.isFinite(cents)) values.amounts.add(Math.round(cents));
  };
  const date = (iso: string | null | undefined) => {
    const day = iso?.slice(0, 10);
    if (day && /^\d{4}-\d{2}-\d{2}$/.test(day)) values.dates.add(day);
  };
  const text = (t: string | null | undefined) => {
    for (const f of extractFacts(t ?? "")) {
      if (f.kind === "amount") values.amounts.add(Number(f.value));
      else if (f.kind === "code") values.codes.add(f.value);
      else if (!f.value.startsWith("--")) values.dates.add(f.value);
    }
  };
  if (records.zip) values.codes.add(records.zip);
  // A stored answer cited as a reference ("stored:{key}") states what its written text states.
  for (const c of citations) if (c.type === "reference" && c.id.startsWith("stored:")) text(storedAnswer(c.id.slice(7))?.answer);
  const cited = (type: Citation["type"], id: string) => citations.some((c) => c.type === type && c.id === id);

  for (const bill of records.bills) {
    if (cited("bill", bill.id)) {
      [bill.totalBilledCents, bill.totalAllowedCents, bill.totalPaidCents, bill.amountDueCents].forEach(amount);
      [bill.potentialSavingsCents, bill.recoveredCents].forEach(amount);
      [bill.serviceDate, bill.billDate, bill.dueDate, ...bill.deadlines.map((d) => d.dueDate)].forEach(date);
    }
    for (const line of bill.lines) {
      if (cited("line_item", line.id)) {
        values.codes.add(line.code.toUpperCase());
        [line.billedCents, line.allowedCents, line.paidCents].forEach(amount);
        date(line.serviceDate);
        text(line.description);
      }
      if (line.medicare && cited("reference", line.medicare.referenceId)) {
        values.codes.add(line.code.toUpperCase());
        amount(line.medicare.amountCents);
      }
    }
    for (const finding of bill.findings ?? [])
      if (cited("finding", finding.id)) {
        amount(finding.potentialSavingsCents);
        finding.codes.forEach((c) => values.codes.add(c.toUpperCase()));
        [finding.title, finding.description, finding.userAction, ...finding.evidence].forEach(text);
      }
    for (const doc of bill.documents)
      if (cited("document", doc.id)) {
        date(doc.receivedAt);
        for (const v of Object.values(doc.fields)) {
          if (typeof v === "number") amount(Math.round(v * 100));
          else if (typeof v === "string") {
            date(v);
            text(v);
          }
        }
      }
    for (const eob of bill.eobs)
      if (cited("document", eob.documentId)) {
        [eob.billedCents, eob.allowedCents, eob.planPaidCents, eob.patientResponsibilityCents].forEach(amount);
        date(eob.serviceDate);
      }
    // What the plans decided now (ADR 082): each cited EOB's part, a line's figures when every EOB
    // deciding it is cited, and the bill's totals across the decisions when all of them are.
    const plans = bill.adjudication;
    if (plans) {
      const decided = plans.decisions.filter((d) => cited("document", d.documentId));
      for (const d of decided) {
        amount(d.planPaidCents);
        date(d.decidedOn);
        text(d.description);
      }
      for (const line of plans.lines)
        if (line.documentIds.every((id) => cited("document", id))) {
          values.codes.add(line.code.toUpperCase());
          [line.billedCents, line.allowedCents, line.planPaidCents, line.patientResponsibilityCents].forEach(amount);
          date(line.serviceDate);
        }
      if (decided.length && decided.length === plans.decisions.length)
        [plans.billedCents, plans.allowedCents, plans.planPaidCents, plans.patientResponsibilityCents].forEach(amount);
    }
    for (const deadline of bill.deadlines)
      if (deadline.documentId && cited("document", deadline.documentId)) date(deadline.dueDate);
  }
  for (const policy of records.policies)
    if (cited("policy", policy.id)) {
      [policy.deductibleCents, policy.outOfPocketMaxCents].forEach(amount);
      policy.benefits.forEach((b) => text(`${b.label}: ${b.value}`));
    }
  return values;
}
