// What to say on the phone (issue 16): an opening built from the bill's own numbers (provider,
// service date, account or claim number), then the points to raise — the errors the check found,
// what the EOB says is owed, the Medicare comparison — and what to ask for. The Get Help tab's
// script (app/components/bills/get-help.tsx) follows the same outline.
import { AnswerBuilder, citeBill, citeFinding, day, usd } from "../compose";
import type { BillRecord, ComputedAnswer } from "../types";
import { medicareTotal } from "./medicare";
import { citeDecision, citeEob, decidedTogether, eobsThatCount } from "./plan-decisions";

export function phoneScript(bill: BillRecord, premium: boolean): ComputedAnswer {
  const a = new AnswerBuilder("phone_script").cite(citeBill(bill));
  const reference = bill.accountNumber ?? bill.claimNumber;
  const whose = bill.patientName === "You" ? "my bill" : `a bill for ${bill.patientName}`;
  a.say(
    `Here's what you can say when you call ${bill.providerName}'s billing office:`,
    `“Hello, I'm calling about ${whose}${bill.serviceDate ? ` for services on ${day(bill.serviceDate)}` : ""}${
      reference ? `, account number ${reference}` : ""
    }. I'd like to review the charges before I pay.”`,
  );
  const points: string[] = [];
  for (const finding of premium ? (bill.findings ?? []) : []) {
    a.cite(citeFinding(finding));
    points.push(`“${finding.description} ${finding.userAction}”`);
  }
  // What the EOBs that count now leave the patient (ADR 082): several together, else the one.
  const together = decidedTogether(bill);
  const eob = together ? undefined : eobsThatCount(bill).find((e) => e.patientResponsibilityCents !== null);
  const share = together ? together.patientResponsibilityCents : (eob?.patientResponsibilityCents ?? null);
  if (share !== null && bill.amountDueCents !== null && bill.amountDueCents > share) {
    if (together) together.decisions.forEach((d) => a.cite(citeDecision(d)));
    else if (eob) a.cite(citeEob(bill, eob));
    points.push(
      `“My ${together ? "EOBs say" : "EOB says"} my responsibility is ${usd(share)}, but the bill asks for ${usd(bill.amountDueCents)}. Can you explain the difference, or correct the balance?”`,
    );
  }
  const medicare = medicareTotal(a, bill.lines);
  if (medicare && medicare.billed >= 2 * medicare.medicare)
    points.push(
      `“The charges come to ${usd(medicare.billed)}, while Medicare pays ${usd(medicare.medicare)} for the same services. Can you adjust them to a fair price, or offer a prompt-pay discount?”`,
    );
  if (points.length) a.say("Then raise these points:", ...points.map((p) => `• ${p}`));
  a.say(
    "Ask for an itemized bill with every CPT code, and ask them to put the account on hold while they review it so it isn't sent to collections.",
    "Write down the date, the name of the person you spoke with and a reference number, and ask for the corrected bill in writing.",
  );
  return a.done();
}
