// The assistant bench, run by `npm run bench` while the documents bench's stack is up (beside the
// dispute-letter bench): how long POST /api/chat/messages takes to answer a premium member's question
// about one of their bills (retrieval in one D1 batch, the analysis for findings, the embedded
// answerer and its grounding check, both turns and the counter written in one batch), against
// GET /api/bills/{id} in the same run as the baseline. Target (issue 16): p95 ≤ 1 s with the
// embedded wording.
import { performance } from "node:perf_hooks";
import { call, premiumMember } from "./disputes.mjs";
import { round, stats } from "./subscriptions.mjs";

export const ASSISTANT_TARGET = { answer_p95_ms: 1000 };

/** The kinds of question people ask about a bill: charges, owed, Medicare, findings, phone, deadlines. */
const QUESTIONS = [
  "What did they charge me for the office visit?",
  "How much do I owe on this bill?",
  "Am I being overcharged compared with Medicare?",
  "What errors did you find and why?",
  "What should I say when I call the billing office?",
  "When is my deadline?",
  "Why is my bill so high even though I have insurance?",
  "What did my insurance pay?",
];

const billBody = {
  provider: "Bench Assistant Clinic",
  date: "2026-09-14",
  claim_number: "BENCH-CHAT-1",
  line_items: [
    { cpt_code: "99214", units: 1, billed_amount: 325, allowed_amount: 140, paid_amount: 112 },
    { cpt_code: "99214", units: 1, billed_amount: 325, allowed_amount: 140, paid_amount: 112 },
    { cpt_code: "80053", units: 1, billed_amount: 180, allowed_amount: 14, paid_amount: 11 },
    { cpt_code: "82947", units: 1, billed_amount: 45, allowed_amount: 5, paid_amount: 4 },
    { cpt_code: "36415", units: 1, billed_amount: 30, allowed_amount: 3, paid_amount: 2 },
  ],
};

export async function benchAssistant({ origin, questions = 100 }) {
  try {
    const token = await premiumMember(origin);
    const bill = await call(origin, "/api/medical-bills", { token, method: "POST", body: billBody });
    const answer = [];
    const baseline = [];
    let conversation = null;
    let cited = 0;
    for (let i = 0; i < questions + 1; i++) {
      const t0 = performance.now();
      const reply = await call(origin, "/api/chat/messages", {
        token,
        method: "POST",
        body: { question: QUESTIONS[i % QUESTIONS.length], bill_id: bill.id, conversation_id: conversation },
      });
      const ms = performance.now() - t0;
      conversation = reply.conversation_id;
      if (i === 0) continue; // the first warms the isolate and the reference lookups up
      answer.push(ms);
      if (reply.citations.length > 0) cited++;
      const b0 = performance.now();
      await call(origin, `/api/bills/${bill.id}`, { token });
      baseline.push(performance.now() - b0);
    }
    const a = stats(answer);
    const b = stats(baseline);
    return {
      answer_question: a,
      baseline_get_bill: b,
      answer_to_baseline_p50: round(a.p50_ms / b.p50_ms),
      answers_with_citations: cited,
      target: "POST /api/chat/messages p95 ≤ 1 s (embedded wording)",
      meets_target: a.p95_ms <= ASSISTANT_TARGET.answer_p95_ms,
    };
  } catch (error) {
    return { error: error.message };
  }
}
