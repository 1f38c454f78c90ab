// What the EOB paid and what is owed (issue 16). Three figures can answer "what do I owe": the
// statement's amount due, the EOB's patient responsibility, and allowed − paid from the lines; the
// answer gives each it has and says when the statement asks more than the EOB.
import { AnswerBuilder, billAction, billName, citeBill, citeDocument, notInData, usd } from "../compose";
import type { BillRecord, ComputedAnswer } from "../types";

export function eobPaid(bill: BillRecord): ComputedAnswer {
  const eob = bill.eobs.find((e) => e.planPaidCents !== null);
  const a = new AnswerBuilder("eob_paid").cite(citeBill(bill));
  if (eob && eob.planPaidCents !== null) {
    a.cite(citeDocument(eob));
    const parts = [
      eob.billedCents !== null ? `billed ${usd(eob.billedCents)}` : null,
      eob.allowedCents !== null ? `allowed ${usd(eob.allowedCents)}` : null,
    ].filter(Boolean);
    a.say(
      `Your EOB (${eob.label}) for ${billName(bill)} shows ${parts.length ? `${parts.join(", ")}, and ` : ""}your plan paid ${usd(eob.planPaidCents)}.`,
    );
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
  const eob = bill.eobs.find((e) => e.patientResponsibilityCents !== null);
  const due = bill.amountDueCents;
  let share: { cents: number; source: string } | null = null;
  if (due !== null) a.say(`Your bill from ${billName(bill)} asks you to pay ${usd(due)}.`);
  if (eob && eob.patientResponsibilityCents !== null) {
    a.cite(citeDocument(eob));
    a.say(`Your EOB says your responsibility is ${usd(eob.patientResponsibilityCents)}.`);
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
