// Deadlines (issue 16): dispute response due dates and bills' due dates, counted from records.today.
// Without a bill in the question, every bill's upcoming dates.
import { AnswerBuilder, billName, citeBill, day, notInData } from "../compose";
import type { AssistantRecords, BillRecord, ComputedAnswer } from "../types";

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

function when(today: string, due: string): string {
  const days = daysBetween(today, due);
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days > 0) return `in ${days} days`;
  return days === -1 ? "yesterday" : `${-days} days ago`;
}

interface Dated {
  date: string;
  text: string;
  bill: BillRecord;
  documentId: string | null;
  documentLabel: string | null;
}

/** Which dates the question asks about: the dispute's, the bill's, or both. */
function asked(question: string): { disputes: boolean; bills: boolean } {
  const q = question.toLowerCase();
  const disputes = /respon|repl|hear back|heard back|answer|dispute|letter|appeal|follow.?up/.test(q);
  const bills = /\bpay\b|payment|bill (is )?due|due date|when is (my|the|this) bill/.test(q);
  return disputes === bills ? { disputes: true, bills: true } : { disputes, bills };
}

export function deadlinesAnswer(question: string, records: AssistantRecords, bills: BillRecord[]): ComputedAnswer {
  const dated: Dated[] = [];
  const wanted = asked(question);
  for (const bill of bills) {
    for (const d of wanted.disputes ? bill.deadlines : []) {
      const doc = bill.documents.find((x) => x.id === d.documentId);
      dated.push({
        date: d.dueDate,
        text: `${d.label} on your dispute of the bill from ${billName(bill)}`,
        bill,
        documentId: d.documentId,
        documentLabel: doc?.label ?? "Dispute letter",
      });
    }
    if (wanted.bills && bill.dueDate && bill.status !== "paid")
      dated.push({ date: bill.dueDate, text: `Your bill from ${billName(bill)} is due`, bill, documentId: null, documentLabel: null });
  }
  if (dated.length === 0)
    return notInData(
      "deadlines",
      bills.length === 1
        ? `Your bill from ${billName(bills[0])} has no due date or dispute deadline recorded.`
        : "I couldn't find any due dates or dispute deadlines in your bills.",
      bills.length === 1 ? [citeBill(bills[0])] : [],
    );
  dated.sort((x, y) => x.date.localeCompare(y.date));
  const upcoming = dated.filter((d) => d.date >= records.today);
  const shown = upcoming.length > 0 ? upcoming : dated;
  const a = new AnswerBuilder("deadlines");
  if (upcoming.length === 0) a.say("None of your due dates is still ahead; the latest ones were:");
  for (const d of shown) {
    a.cite(citeBill(d.bill));
    if (d.documentId) a.cite({ type: "document", id: d.documentId, label: d.documentLabel ?? "Dispute letter" });
    a.say(`• ${d.text}: ${day(d.date)} (${when(records.today, d.date)}).`);
  }
  if (upcoming.some((d) => d.documentId))
    a.say("If the provider hasn't answered by the response date, call the billing office and ask for a written reply.");
  return a.done();
}
