// The Explainer's smart-help questions (001 §2): each opens the help chat with a prefilled question,
// answered from the selected bill's own numbers (billed, allowed, paid, the Medicare average) —
// plain arithmetic and the rules every EOB follows, so the answer is never a guess.
import { formatUsd } from "../format/money";

export const SMART_HELP_QUESTIONS = [
  { id: "high_despite_insurance", question: "Why is my bill so high even though I have insurance?" },
  { id: "billed_vs_owed", question: "What's the difference between what was billed and what I owe?" },
  { id: "overcharged", question: "Am I being overcharged?" },
] as const;

export type SmartHelpQuestionId = (typeof SMART_HELP_QUESTIONS)[number]["id"];

export interface SmartHelpBill {
  /** Dollars; null when no line has the amount. */
  billed: number | null;
  allowed: number | null;
  paid: number | null;
  /** What the EOBs leave the patient to pay, when they say; else allowed − paid is the share. */
  owed?: number | null;
  /** Sum of Medicare averages × units over the lines that have one; null when none do. */
  medicareAverage: number | null | undefined;
  lineCount: number;
}

/** At and above this multiple of the Medicare average a charge is worth questioning (ADR 008's flag). */
export const OVERCHARGE_MULTIPLE = 3;

function owed(bill: SmartHelpBill): number | null {
  if (bill.owed != null) return bill.owed;
  return bill.allowed === null ? null : Math.max(0, bill.allowed - (bill.paid ?? 0));
}

function highDespiteInsurance(bill: SmartHelpBill): string[] {
  const you = owed(bill);
  if (bill.allowed === null || you === null)
    return [
      `This bill shows ${bill.billed === null ? "no charges yet" : `${formatUsd(bill.billed)} billed`} but no amount your insurer allowed, so it looks like the provider's full price before insurance.`,
      "Ask the provider whether the claim was sent to your insurance. Once it is processed, your Explanation of Benefits (EOB) shows the allowed amount — usually far lower than the billed price — and that is what your share is based on.",
      "Add the allowed and paid amounts from the EOB to each service line and Fairbill can show what you really owe.",
    ];
  const discount = (bill.billed ?? 0) - bill.allowed;
  return [
    `Your provider billed ${formatUsd(bill.billed ?? 0)}. Your insurer allowed ${formatUsd(bill.allowed)}${
      discount > 0 ? ` (a network discount of ${formatUsd(discount)})` : ""
    } and paid ${formatUsd(bill.paid ?? 0)}.`,
    you > 0
      ? `That leaves ${formatUsd(you)} as your share. Insurance leaves part of the allowed amount to you through your deductible (until it is met), copays and coinsurance — that is usually why a bill stays high even with coverage.`
      : "Insurance paid the whole allowed amount, so your share should be $0.00.",
    "If the provider asks for more than that share, the difference is often balance billing — something an in-network provider may not charge you. Compare the bill with your EOB before you pay.",
  ];
}

function billedVersusOwed(bill: SmartHelpBill): string[] {
  const you = owed(bill);
  return [
    "Billed is the provider's list price. Allowed is what your insurer agreed the service is worth. Paid is what the insurer sent the provider. What you owe is the allowed amount minus what insurance paid.",
    you === null
      ? `On this bill: billed ${bill.billed === null ? "unknown" : formatUsd(bill.billed)}; the allowed and paid amounts are not recorded yet, so what you owe cannot be worked out — add them from your EOB.`
      : `On this bill: billed ${formatUsd(bill.billed ?? 0)}, allowed ${formatUsd(bill.allowed ?? 0)}, paid by insurance ${formatUsd(
          bill.paid ?? 0,
        )}, so you owe ${formatUsd(you)}.`,
  ];
}

function overcharged(bill: SmartHelpBill): string[] {
  const average = bill.medicareAverage;
  if (!average || bill.billed === null)
    return [
      "There is no Medicare average for these services yet, so there is nothing to compare the price with. Check that each service line has its CPT code.",
      "Common billing errors are duplicate charges, more units than were given, and codes for services you did not receive: ask for an itemized bill and compare it line by line.",
    ];
  const multiple = bill.billed / average;
  const compared = `You were billed ${formatUsd(bill.billed)}; Medicare pays about ${formatUsd(average)} for the same services (${multiple.toFixed(1)}×).`;
  return multiple >= OVERCHARGE_MULTIPLE
    ? [
        compared,
        `Prices above ${OVERCHARGE_MULTIPLE}× the Medicare amount are worth questioning. Ask the provider to adjust the charges to a fair price — about twice the Medicare amount is a common target — or for a prompt-pay discount.`,
        "Premium members can open the bill's Summary for a line-by-line check of duplicates, units, bundling and pricing.",
      ]
    : [
        compared,
        "That is within the usual range for billed prices, so the price itself does not look out of line. Errors can still hide in the details: duplicate charges, extra units, or services you did not receive.",
      ];
}

/** The answer's paragraphs for one question about one bill. */
export function answerSmartHelp(id: SmartHelpQuestionId, bill: SmartHelpBill): string[] {
  if (id === "high_despite_insurance") return highDespiteInsurance(bill);
  if (id === "billed_vs_owed") return billedVersusOwed(bill);
  return overcharged(bill);
}
