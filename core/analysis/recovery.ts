// How to get each kind of error fixed: who to contact, the steps and a phone script (001 §3 Summary
// response recovery_instructions), and our starting estimate of how often it works (ADR 008).
import { formatDate } from "../format/dates";
import { pricingPitch } from "./messages";
import type { AnalysisCategory, AnalysisFinding } from "./types";

export type RecoveryMethod = "call_billing_office" | "negotiate_price" | "call_insurer" | "insurance_appeal";

export interface RecoveryInstructions {
  method: RecoveryMethod;
  steps: string[];
  script: string;
}

export interface BillContext {
  provider: string | null;
  serviceDate: string | null;
  claimNumber: string | null;
}

/** Share of disputes of each kind we expect to succeed, in percent: estimates until recovered amounts measure them. */
export const SUCCESS_RATE: Record<AnalysisCategory, number> = {
  duplicate_charge: 90,
  math_error: 90,
  balance_billing: 80,
  invalid_code: 80,
  unbundling: 75,
  excessive_units: 75,
  pricing: 50,
  denial: 45,
  upcoding: 40,
};

const METHOD: Record<AnalysisCategory, RecoveryMethod> = {
  duplicate_charge: "call_billing_office",
  unbundling: "call_billing_office",
  excessive_units: "call_billing_office",
  upcoding: "call_billing_office",
  pricing: "negotiate_price",
  balance_billing: "call_billing_office",
  math_error: "call_billing_office",
  invalid_code: "call_billing_office",
  denial: "insurance_appeal",
};

function about(bill: BillContext): string {
  const provider = bill.provider?.trim() || "your office";
  const date = bill.serviceDate ? ` for services on ${formatDate(bill.serviceDate)}` : "";
  const claim = bill.claimNumber?.trim() ? `, account or claim number ${bill.claimNumber.trim()}` : "";
  return `a bill from ${provider}${date}${claim}`;
}

const BILLING_STEPS = (finding: AnalysisFinding): string[] => [
  "Ask the billing office for an itemized bill with CPT codes if you do not have one.",
  `Call the billing office and explain: ${finding.title}.`,
  finding.user_action,
  "Ask them to put the account on hold while they review it, so it is not sent to collections.",
  "Write down the date, the name of the person you spoke with and a reference number; ask for the corrected bill in writing.",
];

const APPEAL_STEPS = (finding: AnalysisFinding): string[] => [
  "Call your insurer with the EOB in hand and ask for the exact reason for the denial and what would fix it.",
  "Ask the provider's billing office whether a coding error, a missing referral or a missing prior authorization caused it; if so, ask them to correct and resubmit the claim.",
  finding.user_action,
  "If the insurer still refuses, file a written internal appeal with the provider's supporting records; ask the provider not to bill you while the appeal is open.",
  "If the internal appeal fails, you can ask for an external review by an independent reviewer.",
];

const NEGOTIATION_STEPS = (finding: AnalysisFinding): string[] => [
  "Ask the billing office for an itemized bill with CPT codes if you do not have one.",
  finding.user_action,
  "Say what you can pay now: offices often take less for prompt payment, and many hospitals must offer financial assistance.",
  "If they agree, ask for the new amount in writing before you pay; if not, ask for a payment plan without interest.",
  "Write down the date, the name of the person you spoke with and what was agreed.",
];

export function recoveryInstructions(finding: AnalysisFinding, bill: BillContext): RecoveryInstructions {
  const method = METHOD[finding.category];
  if (method === "insurance_appeal") {
    return {
      method,
      steps: APPEAL_STEPS(finding),
      script:
        `Hello, I'm calling about ${about(bill)}. My explanation of benefits shows a denial: ${finding.description} ` +
        "Can you tell me the exact reason, and what the provider or I need to send for the claim to be reprocessed? " +
        "If it cannot be reprocessed, please tell me how to file an appeal and the deadline. Thank you.",
    };
  }
  if (method === "negotiate_price") {
    return {
      method,
      steps: NEGOTIATION_STEPS(finding),
      script:
        `Hello, I'm calling about ${about(bill)}. I compared the charges with what Medicare pays: ` +
        pricingPitch(
          finding.evidence.lines[0]?.cpt_code ?? "this service",
          Number(finding.evidence.figures.multiple_of_medicare),
          Math.round(Number(finding.evidence.figures.fair_price) * 100),
        ) +
        " If you cannot, what self-pay, prompt-pay or financial-assistance discount can you offer? Thank you.",
    };
  }
  return {
    method,
    steps: BILLING_STEPS(finding),
    script:
      `Hello, I'm calling about ${about(bill)}. I went through the itemized charges and found a problem: ${finding.description} ` +
      `${finding.user_action} Please send me a corrected bill, and keep the account on hold while you review it. Thank you.`,
  };
}
