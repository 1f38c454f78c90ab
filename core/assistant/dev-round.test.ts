// The dev-round score (issue 16): questions typed the way people type, over a household written apart
// from the golden one (tests/fixtures/assistant/dev-round). Prints intent and answer accuracy and
// counts leaks — an unanswered question that states an amount, a citation that is not the user's own
// record, or text the grounding check rejects.
import { describe, expect, it } from "vitest";
import { ramanRecords } from "../../tests/fixtures/assistant/dev-round/household";
import { DEV_QUESTIONS, type DevQuestion } from "../../tests/fixtures/assistant/dev-round/questions";
import { computeAnswer } from "./answer";
import { checkGrounding, extractFacts } from "./grounding";
import type { AssistantRecords, ComputedAnswer } from "./types";
import { embeddedText } from "./wording";

function ownIds(records: AssistantRecords): Set<string> {
  const ids = new Set<string>(records.policies.map((p) => p.id));
  for (const b of records.bills) {
    ids.add(b.id);
    b.lines.forEach((l) => (ids.add(l.id), l.medicare && ids.add(l.medicare.referenceId)));
    (b.findings ?? []).forEach((f) => ids.add(f.id));
    b.documents.forEach((d) => ids.add(d.id));
    b.deadlines.forEach((d) => ids.add(d.letterId));
  }
  return ids;
}

function judge(q: DevQuestion, answer: ComputedAnswer, records: AssistantRecords) {
  const text = embeddedText(answer);
  const cited = answer.citations.map((c) => c.id);
  const amounts = extractFacts(text).filter((f) => f.kind === "amount");
  const own = ownIds(records);
  const leak =
    (q.unanswered && amounts.length > 0) ||
    (answer.unanswered && amounts.length > 0) ||
    cited.some((id) => !own.has(id) && !id.startsWith("stored:")) ||
    !checkGrounding(text, answer, records).ok;
  const wanted = q.intent === undefined ? null : Array.isArray(q.intent) ? q.intent : [q.intent];
  const intentOk = wanted ? wanted.includes(answer.intent) : answer.unanswered === true;
  const answerOk =
    intentOk &&
    answer.unanswered === (q.unanswered ?? false) &&
    (q.says ?? []).every((s) => text.includes(s)) &&
    (q.cites ?? []).every((id) => cited.includes(id)) &&
    !leak;
  return { intentOk, answerOk, leak, text };
}

describe("dev round", () => {
  it("answers questions typed the way people type, from the user's own records", () => {
    let intents = 0;
    let answers = 0;
    let leaks = 0;
    for (const q of DEV_QUESTIONS) {
      const records = ramanRecords({ focusBillId: q.focus ?? null });
      const answer = computeAnswer(q.question, records);
      const verdict = judge(q, answer, records);
      intents += verdict.intentOk ? 1 : 0;
      answers += verdict.answerOk ? 1 : 0;
      leaks += verdict.leak ? 1 : 0;
      if (!verdict.answerOk || verdict.leak)
        console.info(`miss: ${q.question} → ${answer.intent}${answer.unanswered ? " (unanswered)" : ""}${verdict.leak ? " LEAK" : ""}: ${verdict.text.slice(0, 160).replace(/\n/g, " ")}`);
    }
    const n = DEV_QUESTIONS.length;
    const score = { questions: n, intent_accuracy: Number((intents / n).toFixed(3)), answer_accuracy: Number((answers / n).toFixed(3)), leaks };
    console.info(JSON.stringify({ dev_round: score }));
    expect(n).toBeGreaterThanOrEqual(48);
    expect(leaks).toBe(0);
    expect(score.answer_accuracy).toBeGreaterThanOrEqual(0.9);
  });
});
