// What the EOB paid and what is owed (issue 16). Three figures can answer "what do I owe": the
// statement's amount due, the EOB's patient responsibility, and allowed − paid from the lines; the
// answer gives each it has and says when the statement asks more than the EOB. With several EOBs on
// a bill, only the decisions that count now are read (ADR 082, answers/plan-decisions.ts).
import { AnswerBuilder, billAction, billName, citeBill, notInData, usd } from "../compose";
import type { BillRecord, ComputedAnswer } from "../types";
import {
  citeEob,
  decidedTogether,
  eobName,
  eobsThatCount,
  paidTogether,
  replacesSentence,
  shareTogether,
} from "./plan-decisions";

export function eobPaid(bill: BillRecord): ComputedAnswer {
  const a = new AnswerBuilder("eob_paid").cite(citeBill(bill));
  const together = decidedTogether(bill);
  if (together) {
    paidTogether(a, bill, together, billName(bill));
    shareTogether(a, together);
    return a.done();
  }
  const eob = eobsThatCount(bill).find((e) => e.planPaidCents !== null);
  if (eob && eob.planPaidCents !== null) {
    a.cite(citeEob(bill, eob));
    const parts = [
      eob.billedCents !== null ? `billed ${usd(eob.billedCents)}` : null,
      eob.allowedCents !== null ? `allowed ${usd(eob.allowedCents)}` : null,
    ].filter(Boolean);
    a.say(
      `Your EOB (${eobName(bill, eob)}) for ${billName(bill)} shows ${parts.length ? `${parts.join(", ")}, and ` : ""}your plan paid ${usd(eob.planPaidCents)}.`,
    );
    a.say(replacesSentence(bill) ?? "");
    if (eob.patientResponsibilityCents !== null)
      a.say(`It lists ${usd(eob.patientResponsibilityCents)} as your responsibility.`);
    return a.done();
  }
  if (bill.totalPaidCents !== null) {
    a.say(
      `There is no EOB on your bill from ${billName(bill)}, but its service lines record ${usd(bill.totalPaidCents)} paid by insurance.`,
      "Add the EOB from your insurer to check it.",
    );
    return a.done();
  }
  return notInData(
    "eob_paid",
    `There is no EOB or insurance payment recorded for your bill from ${billName(bill)}, so I can't say what your insurance paid. Add the EOB from your insurer when it arrives.`,
    [citeBill(bill)],
  );
}

export function amountOwed(bill: BillRecord): ComputedAnswer {
  const a = new AnswerBuilder("amount_owed").cite(citeBill(bill));
  const together = decidedTogether(bill);
  const eob = together ? undefined : eobsThatCount(bill).find((e) => e.patientResponsibilityCents !== null);
  const due = bill.amountDueCents;
  let share: { cents: number; source: string } | null = null;
  if (due !== null) a.say(`Your bill from ${billName(bill)} asks you to pay ${usd(due)}.`);
  const sharedByPlans = together ? shareTogether(a, together) : null;
  if (sharedByPlans !== null) {
    share = { cents: sharedByPlans, source: "your EOBs leave you" };
  } else if (eob && eob.patientResponsibilityCents !== null) {
    a.cite(citeEob(bill, eob));
    const replaced = replacesSentence(bill);
    a.say(
      replaced
        ? `Your newest EOB (${eobName(bill, eob)}) says your responsibility is ${usd(eob.patientResponsibilityCents)}. ${replaced}`
        : `Your EOB says your responsibility is ${usd(eob.patientResponsibilityCents)}.`,
    );
    share = { cents: eob.patientResponsibilityCents, source: "your EOB says you owe" };
  } else if (bill.totalAllowedCents !== null) {
    const paid = bill.totalPaidCents ?? 0;
    const left = a.difference(bill.totalAllowedCents, paid);
    if (bill.totalAllowedCents >= paid) {
      a.say(`By the service lines, your insurer allowed ${usd(bill.totalAllowedCents)} and paid ${usd(paid)}, which leaves ${usd(left)} as your share.`);
      share = { cents: left, source: "the allowed amount leaves you" };
    }
  }
  if (a.paragraphs.length === 0)
    return notInData(
      "amount_owed",
      `Your bill from ${billName(bill)} doesn't record an amount due, an EOB or what insurance allowed, so I can't say what you owe yet.`,
      [citeBill(bill)],
    );
  if (due !== null && share !== null && due > share.cents) {
    a.say(
      `The bill asks for ${usd(a.difference(due, share.cents))} more than ${share.source}. Don't pay the difference until the billing office explains it — it may be a charge your insurer hasn't adjusted yet, or balance billing.`,
    );
    a.act(billAction("open_bill", bill));
  } else if (due !== null && share !== null && due === share.cents) a.say(`That matches what ${share.source}.`);
  else if (due !== null && share !== null)
    a.say(`The bill asks for less than ${share.source} — a payment may already have been credited.`);
  else if (due !== null && bill.eobs.length === 0)
    a.say("There is no EOB on this bill yet. If you have insurance, check that the claim was sent before you pay.");
  return a.done();
}
