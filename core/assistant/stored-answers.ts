// GET /api/chat/stored-answer?question={key} (001 §7): written answers to the common questions —
// the three smart-help questions of the Explainer and a few more. They cost no AI question, and they
// are general: no user's amounts (the chat answers those from the user's bills).
//
// Sources, checked when written (2026):
// - HealthCare.gov glossary: "Explanation of benefits", "Deductible", "Out-of-pocket maximum/limit",
//   "Balance billing", "Allowed amount", "Coinsurance", "Copayment" (healthcare.gov/glossary/).
// - CMS, "No Surprises: Understand your rights against surprise medical bills" and the Good Faith
//   Estimate dispute process (cms.gov/nosurprises; $400 threshold: patient-provider dispute resolution).
// - CFPB, "What should I do if I'm billed for medical services I didn't receive or that I think are
//   incorrect?" (consumerfinance.gov/ask-cfpb/) — itemized bill, written dispute, collections.
// - 45 CFR 149.410–149.440 (No Surprises Act protections for emergency and certain non-emergency care).
import { SMART_HELP_QUESTIONS } from "../bills/smart-help";

export interface StoredAnswer {
  key: string;
  question: string;
  answer: string;
}

const smartHelp = (id: (typeof SMART_HELP_QUESTIONS)[number]["id"]) =>
  SMART_HELP_QUESTIONS.find((q) => q.id === id)?.question ?? id;

export const STORED_ANSWERS: readonly StoredAnswer[] = [
  {
    key: "high_despite_insurance",
    question: smartHelp("high_despite_insurance"),
    answer: [
      "A bill can stay high with insurance for a few common reasons. Until you meet your deductible, you pay the allowed amount for most care yourself. After that you still pay copays (a fixed amount per visit) or coinsurance (a share, such as 20%) until you reach your out-of-pocket maximum.",
      "A bill sent before your insurer processed the claim shows the provider's full price. Your Explanation of Benefits (EOB) shows the allowed amount, which is usually much lower, and your share of it.",
      "If the provider asks for more than the EOB says you owe, ask why before you pay. An in-network provider generally may not bill you above your share (balance billing).",
    ].join("\n\n"),
  },
  {
    key: "billed_vs_owed",
    question: smartHelp("billed_vs_owed"),
    answer: [
      "Billed is the provider's list price. Allowed is the amount your insurer agreed the service is worth (in-network providers accept it). Paid is what your insurer sent the provider.",
      "What you owe is normally the allowed amount minus what insurance paid. It is made of your deductible, copays and coinsurance. The difference between billed and allowed is the network discount, and you don't owe it to an in-network provider.",
      "Your EOB lists all of these per service. Compare it with the bill before you pay.",
    ].join("\n\n"),
  },
  {
    key: "overcharged",
    question: smartHelp("overcharged"),
    answer: [
      "Two checks help. First, compare each charge with what Medicare pays for the same procedure code in your area. Providers usually charge more, but several times the Medicare price is worth questioning, and about twice Medicare is a common target when you negotiate.",
      "Second, look for billing errors: the same service billed twice, more units than you received, tests billed separately that belong to one panel, or services you didn't get. Ask for an itemized bill with procedure (CPT) codes so you can check each line.",
      "If something looks wrong, call the billing office, ask them to put the account on hold while they review it, and ask for the correction in writing.",
    ].join("\n\n"),
  },
  {
    key: "what_is_an_eob",
    question: "What is an EOB?",
    answer: [
      "An Explanation of Benefits (EOB) is the statement your health insurer sends after it processes a claim. It is not a bill.",
      "For each service it shows what the provider billed, the amount your plan allows, what the plan paid, and what you may owe — and why (deductible, copay, coinsurance, or a service not covered). It also explains how to appeal a denial.",
      "Keep your EOBs and compare them with the provider's bill: you should not be asked to pay more than the EOB says is your responsibility.",
    ].join("\n\n"),
  },
  {
    key: "what_is_balance_billing",
    question: "What is balance billing?",
    answer: [
      "Balance billing is when a provider bills you for the difference between their full price and the amount your plan allowed.",
      "In-network providers have agreed to accept the allowed amount, so they generally may not balance bill you. Out-of-network providers could, but the No Surprises Act bans surprise balance bills for most emergency care and for out-of-network providers at in-network hospitals and surgery centers (unless you gave written consent in advance).",
      "If you get a bill above your EOB's patient responsibility, ask the provider to explain or correct it before you pay.",
    ].join("\n\n"),
  },
  {
    key: "what_is_a_deductible",
    question: "What is a deductible?",
    answer: [
      "A deductible is the amount you pay for covered care each plan year before your insurance starts to share the cost. For example, with a deductible of a few thousand dollars you pay the allowed amount of most services yourself until you reach it.",
      "Some services, such as preventive care and often office visits with a copay, are covered before you meet the deductible. After it, you usually pay coinsurance until you reach your out-of-pocket maximum; then the plan pays 100% of covered in-network care for the rest of the year.",
    ].join("\n\n"),
  },
  {
    key: "how_to_dispute_a_bill",
    question: "How do I dispute a medical bill?",
    answer: [
      "1. Ask the provider for an itemized bill with procedure (CPT) codes, and get your insurer's EOB for the same visit.",
      "2. Compare them line by line: duplicate charges, wrong units, services you didn't receive, or a balance above what the EOB says you owe.",
      "3. Call the billing office, explain the problem, and ask them to hold the account so it is not sent to collections while they review it. Note the date, the person's name and a reference number.",
      "4. Follow up in writing with a dispute letter that lists the charges you question and asks for a written reply, commonly within 30 days.",
      "5. If your insurer denied a claim, you can file an appeal with the insurer, and then ask for an external review.",
    ].join("\n\n"),
  },
  {
    key: "what_is_the_no_surprises_act",
    question: "What is the No Surprises Act?",
    answer: [
      "The No Surprises Act is a federal law in effect since January 2022 that protects people with most health plans from surprise medical bills.",
      "It bans balance billing for most emergency care (even out of network) and for out-of-network doctors at in-network hospitals and surgery centers, unless you gave written consent in advance: you pay only your in-network share. It also covers air ambulances.",
      "If you don't have insurance or don't use it, providers must give you a Good Faith Estimate before scheduled care. If the bill is at least $400 more than the estimate, you can dispute it through the federal patient-provider dispute resolution process.",
    ].join("\n\n"),
  },
];

export function storedAnswer(key: string): StoredAnswer | null {
  return STORED_ANSWERS.find((a) => a.key === key) ?? null;
}

export { SMART_HELP_QUESTIONS };
