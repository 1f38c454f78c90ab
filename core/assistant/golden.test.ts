// Golden questions over the fixture household (issue 16): each asserts the intent, the exact
// formatted figures, the cited record ids and the actions; every answer passes the grounding check;
// answers the records do not hold state no amount. A paraphrase table reports intent accuracy.
import { describe, expect, it } from "vitest";
import { freeHouseholdRecords, householdRecords, ortegaRecords } from "../../tests/fixtures/assistant/records";
import { computeAnswer } from "./answer";
import { GREETING } from "./general";
import { embeddedText } from "./wording";
import { checkGrounding, extractFacts } from "./grounding";
import { recognizeIntent } from "./intents";
import { PARAPHRASES } from "./paraphrases.fixture";
import type { AssistantAction, AssistantRecords, Intent } from "./types";
import { CHAT_TEXTS } from "./types";

interface Golden {
  question: string;
  records?: AssistantRecords;
  intent: Intent;
  says?: string[];
  cites?: string[];
  notCites?: string[];
  actions?: AssistantAction["kind"][];
  unanswered?: boolean;
}

const premium = householdRecords();
const onHarbor = householdRecords({ focusBillId: "bill-harbor" });
const free = freeHouseholdRecords();

const GOLDEN: Golden[] = [
  { question: "What does my Harbor View bill charge?", intent: "bill_charges", says: ["$725.00", "$240.00", "$180.00", "$65.00", "99214", "80053", "82947"], cites: ["bill-harbor", "line-h1", "line-h2", "line-h3", "line-h4"] },
  { question: "How much was the MRI?", intent: "bill_charges", says: ["$3,200.00", "72148"], cites: ["bill-bayside", "line-b1"], notCites: ["bill-harbor"] },
  { question: "What did my insurance pay on the Harbor View bill?", intent: "eob_paid", says: ["$150.00", "$190.00", "$40.00"], cites: ["bill-harbor", "doc-eob-harbor"] },
  { question: "what did insurance pay for milo's checkup at sunny days", intent: "eob_paid", says: ["no EOB"], unanswered: true, cites: ["bill-sunny"] },
  { question: "How much do I owe Harbor View?", intent: "amount_owed", says: ["$575.00", "$40.00", "$535.00"], cites: ["bill-harbor", "doc-eob-harbor"], actions: ["open_bill"] },
  { question: "How much do I still owe on the MRI bill?", intent: "amount_owed", says: ["$196.00"], cites: ["bill-bayside"] },
  { question: "How does this bill compare to Medicare?", records: onHarbor, intent: "medicare_comparison", says: ["$110.00", "$10.50", "$5.00", "$235.50", "3.1×", "94110"], cites: ["line-h1", "medicare:99214:0594110", "medicare:80053:0594110", "medicare:82947:0594110"] },
  { question: "How does Milo's pediatrics bill compare with Medicare?", intent: "medicare_comparison", says: ["$42.00 ($21.00 × 2 units)", "$90.00", "$230.00 against $132.00", "1.7×"], cites: ["bill-sunny", "line-s2", "medicare:90460:0594110"] },
  { question: "Is the Bayside Imaging MRI priced fairly compared to Medicare?", records: free, intent: "medicare_comparison", says: ["$3,200.00", "$230.00", "13.9×"], cites: ["line-b1", "medicare:72148:0594110"] },
  { question: "What errors were found on my Harbor View bill?", intent: "findings", says: ["$305.00", "$240.00", "$65.00", "Duplicate charge for 99214"], cites: ["finding-duplicate", "finding-unbundling"], actions: ["start_dispute"] },
  { question: "Were there any mistakes on my Harbor View bill?", records: free, intent: "findings", says: ["part of Premium"], notCites: ["finding-duplicate"], actions: ["upgrade"] },
  { question: "Why was I charged twice at Harbor View?", intent: "finding_why", says: ["billed twice", "$240.00", "Ask the billing office to remove line 2."], cites: ["finding-duplicate", "line-h1", "line-h2"], notCites: ["finding-unbundling"] },
  { question: "Why is the glucose test flagged?", records: onHarbor, intent: "finding_why", says: ["82947", "80053", "$65.00"], cites: ["finding-unbundling"], notCites: ["finding-duplicate"] },
  { question: "When is the provider's response to my dispute due?", intent: "deadlines", says: ["Jun 1, 2026", "in 12 days"], cites: ["doc-letter-harbor", "bill-harbor"], notCites: ["bill-sunny"] },
  { question: "When do I have to pay Milo's pediatrics bill?", intent: "deadlines", says: ["May 25, 2026", "in 5 days"], cites: ["bill-sunny"], notCites: ["bill-harbor"] },
  { question: "What should I say when I call the billing office?", records: onHarbor, intent: "phone_script", says: ["ACCT-55810", "Mar 14, 2026", "$40.00", "$575.00", "billed twice"], cites: ["bill-harbor", "finding-duplicate", "doc-eob-harbor"] },
  { question: "What's my copay for a specialist?", intent: "plan_benefits", says: ["$70 copay", "Specialist Visit"], cites: ["policy-blue-shield"], notCites: ["bill-harbor"] },
  { question: "have i met my deductible yet", intent: "deductible", says: ["$2,500.00", "The Insurance page shows"], cites: ["policy-blue-shield"] },
  { question: "what is my deductable and out of pocket max", intent: "deductible", says: ["$2,500.00", "$8,750.00"], cites: ["policy-blue-shield"] },
  { question: "How much have we spent on medical bills this year?", intent: "totals", says: ["3 bills", "$4,155.00", "$934.00", "$1,001.00"], cites: ["bill-harbor", "bill-sunny", "bill-bayside"], notCites: ["bill-mission"] },
  { question: "What are the totals per family member in 2026?", intent: "totals", says: ["$3,925.00", "$230.00", "Milo Whitfield"], cites: ["bill-harbor", "bill-sunny", "bill-bayside"] },
  { question: "Open my Bayside Imaging bill", intent: "open_bill", cites: ["bill-bayside"], actions: ["open_bill"] },
  { question: "Run the analysis on my Bayside bill", intent: "run_analysis", cites: ["bill-bayside"], actions: ["run_analysis"] },
  { question: "Start a dispute letter for Harbor View", intent: "start_dispute", cites: ["bill-harbor"], actions: ["start_dispute"] },
  { question: "Start a dispute letter for Harbor View", records: free, intent: "start_dispute", says: ["part of Premium"], actions: ["upgrade"] },
  { question: "Why is my bill so high even though I have insurance?", records: onHarbor, intent: "high_despite_insurance", says: ["$725.00", "$190.00", "$535.00", "$150.00", "$40.00"], cites: ["bill-harbor"] },
  { question: "What's the difference between what was billed and what I owe?", records: onHarbor, intent: "billed_vs_owed", says: ["billed $725.00, allowed $190.00, paid by insurance $150.00, so you owe $40.00"], cites: ["bill-harbor"] },
  { question: "Am I being overcharged?", records: onHarbor, intent: "overcharged", says: ["$725.00", "$235.50", "3.1×"], cites: ["bill-harbor", "medicare:99214:0594110"], actions: ["run_analysis"] },
  { question: "What did my insurance pay?", intent: "eob_paid", says: ["Which bill do you mean?", "Harbor View Hospital", "Bayside Imaging"], cites: ["bill-harbor", "bill-sunny", "bill-bayside", "bill-mission"], unanswered: true },
  { question: "Is $240 too much for the office visit at Harbor View?", intent: "overcharged", says: ["$240.00", "$110.00", "2.2×"], cites: ["line-h1", "medicare:99214:0594110"], notCites: ["line-h3"] },
  { question: "why am i being charged twice", intent: "finding_why", says: ["billed twice", "$240.00"], cites: ["bill-harbor", "finding-duplicate"] },
  { question: "Is my cholesterol too high?", intent: "unknown", says: [CHAT_TEXTS.notInData], unanswered: true, cites: [] },
  { question: "What is an EOB?", intent: "eob_paid", says: ["Explanation of Benefits", "not a bill"], cites: ["stored:what_is_an_eob"] },
  { question: "what does the no surprises act do", intent: "unknown", says: ["Good Faith Estimate", "$400"], cites: ["stored:what_is_the_no_surprises_act"] },
  { question: "hi there", intent: "unknown", says: [GREETING], unanswered: true, cites: [] },
  { question: "What's the weather tomorrow?", intent: "unknown", says: [CHAT_TEXTS.notInData], unanswered: true, cites: [] },
  { question: "Should I take ibuprofen for my back pain?", intent: "unknown", unanswered: true, cites: [] },
  { question: "How much do I owe Mercy General Hospital?", records: onHarbor, intent: "amount_owed", says: [CHAT_TEXTS.notInData], unanswered: true, cites: [] },
  { question: "What did insurance pay on claim HV-2026-00417?", intent: "eob_paid", says: ["$150.00"], cites: ["bill-harbor", "doc-eob-harbor"] },
  { question: "how much is the pediatrics bill?", intent: "bill_charges", says: ["$230.00"], cites: ["bill-sunny"], notCites: ["bill-harbor"] },
  { question: "what did the hospital charge me on 03-14-2026", intent: "bill_charges", says: ["$725.00"], cites: ["bill-harbor"] },
  { question: "What was I billed for on March 14?", intent: "bill_charges", says: ["$725.00"], cites: ["bill-harbor"], notCites: ["bill-bayside"] },
  { question: "What did insurance pay on claim ZX-99812?", records: onHarbor, intent: "eob_paid", unanswered: true, cites: [] },
  { question: "What does my bill charge?", records: householdRecords({ bills: [] }), intent: "bill_charges", says: ["You haven't added any bills yet"], unanswered: true, cites: [] },
];

describe("golden questions", () => {
  it.each(GOLDEN)("$question", (golden) => {
    const records = golden.records ?? premium;
    const answer = computeAnswer(golden.question, records);
    const text = embeddedText(answer);
    expect(answer.intent).toBe(golden.intent);
    for (const s of golden.says ?? []) expect(text).toContain(s);
    const cited = answer.citations.map((c) => c.id);
    if (golden.cites?.length === 0) expect(cited).toEqual([]);
    for (const id of golden.cites ?? []) expect(cited).toContain(id);
    for (const id of golden.notCites ?? []) expect(cited).not.toContain(id);
    if (golden.actions) expect(answer.actions.map((a) => a.kind)).toEqual(golden.actions);
    expect(answer.unanswered).toBe(golden.unanswered ?? false);
    if (answer.unanswered) expect(extractFacts(text).filter((f) => f.kind === "amount")).toEqual([]);
    expect(checkGrounding(text, answer, records)).toEqual({ ok: true, offending: [] });
  });

  it("has at least 20 golden questions", () => expect(GOLDEN.length).toBeGreaterThanOrEqual(20));

  it("action links are in-app paths that carry only ids", () => {
    for (const golden of GOLDEN)
      for (const action of computeAnswer(golden.question, golden.records ?? premium).actions) {
        expect(action.href).toMatch(/^\/(bills|upgrade)/);
        expect(action.href).not.toMatch(/Whitfield|HV-2026|ACCT|\$/);
      }
  });
});

describe("another household's bills", () => {
  const ortega = ortegaRecords();
  const whitfieldFigures = ["$725.00", "$575.00", "$240.00", "$40.00", "$3,200.00", "$150.00", "Harbor View", "HV-2026-00417", "Whitfield"];

  it.each([
    "How much did Harbor View charge?",
    "What do I owe Harbor View Hospital?",
    "What did insurance pay on claim HV-2026-00417?",
    "What's on the Bayside Imaging bill?",
    "Why was I charged twice at Harbor View?",
  ])("%s — not in your data, nothing of the Whitfields'", (question) => {
    const answer = computeAnswer(question, ortega);
    const text = embeddedText(answer);
    expect(answer.unanswered).toBe(true);
    expect(answer.citations).toEqual([]);
    for (const figure of whitfieldFigures) expect(text).not.toContain(figure);
  });

  it.each([
    ["what did aetna pay for my ct scan", "eob_paid", ["$488.00"], ["doc-eob-stmarys"]],
    ["what do i owe for the er visit", "amount_owed", ["$410.00", "$122.00", "$288.00"], ["bill-stmarys"]],
    ["is 450 too much for luis's office visit", "overcharged", ["$450.00", "$168.00", "2.7×"], ["bill-northside", "medicare:99204:1616"]],
    ["how much did they charge for the ct", "bill_charges", ["$980.00", "74177"], ["line-ct"]],
  ] as const)("answers its own: %s", (question, intent, says, cites) => {
    const answer = computeAnswer(question, ortega);
    expect(answer.intent).toBe(intent);
    for (const s of says) expect(embeddedText(answer)).toContain(s);
    for (const id of cites) expect(answer.citations.map((c) => c.id)).toContain(id);
    expect(checkGrounding(embeddedText(answer), answer, ortega).ok).toBe(true);
  });
});

describe("paraphrases", () => {
  it("recognises the intent of reworded, misspelled and lower-case questions", () => {
    const misses = PARAPHRASES.filter((p) => recognizeIntent(p.question).intent !== p.intent);
    const accuracy = (PARAPHRASES.length - misses.length) / PARAPHRASES.length;
    console.info(JSON.stringify({ paraphrases: { questions: PARAPHRASES.length, intent_accuracy: Number(accuracy.toFixed(3)) } }));
    for (const miss of misses) console.info(`missed: ${miss.question} → ${recognizeIntent(miss.question).intent} (want ${miss.intent})`);
    expect(PARAPHRASES.length).toBeGreaterThanOrEqual(10);
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  });
});
