// A model words the computed answer (issue 16): names, member ids and claim numbers are replaced by
// placeholders before anything leaves the Worker, the model's text is put back together, and the
// grounding check rejects any amount, code or date not in the cited records — then the computed
// wording is kept.
import { checkGrounding } from "./grounding";
import { recordFacts } from "./record-facts";
import { createRedactor } from "./redact";
import type { AssistantModel, AssistantRecords, ComputedAnswer, ProviderName, WordingRequest } from "./types";

export interface WordedAnswer {
  text: string;
  wordedBy: ProviderName;
  /** Why a model's wording was not used: "ungrounded", "failed", "empty"; null when it was (or none was asked). */
  rejected: "ungrounded" | "failed" | "empty" | null;
}

/** The computed paragraphs joined as the embedded wording. */
export function embeddedText(answer: ComputedAnswer): string {
  return answer.paragraphs.join("\n\n");
}

/** What the model is sent: the question, the computed answer and the cited facts, all redacted. */
export function wordingRequest(question: string, answer: ComputedAnswer, records: AssistantRecords): WordingRequest {
  const { redact } = createRedactor(records);
  return {
    question: redact(question),
    computed: {
      ...answer,
      paragraphs: answer.paragraphs.map(redact),
      citations: answer.citations.map((c) => ({ ...c, label: redact(c.label) })),
      actions: answer.actions.map((a) => ({ ...a, label: redact(a.label) })),
    },
    facts: recordFacts(answer.citations, records).map(redact),
  };
}

export async function wordAnswer(
  model: AssistantModel | null,
  question: string,
  answer: ComputedAnswer,
  records: AssistantRecords,
  signal?: AbortSignal,
): Promise<WordedAnswer> {
  const computed = embeddedText(answer);
  // Nothing to word: no model, or an answer that only says the data does not hold it.
  if (!model || answer.unanswered) return { text: computed, wordedBy: "embedded", rejected: null };
  const redactor = createRedactor(records);
  let worded: string | null;
  try {
    worded = await model.word(wordingRequest(question, answer, records), signal);
  } catch {
    return { text: computed, wordedBy: "embedded", rejected: "failed" };
  }
  if (!worded?.trim()) return { text: computed, wordedBy: "embedded", rejected: "empty" };
  if (redactor.unknownPlaceholders(worded).length > 0) return { text: computed, wordedBy: "embedded", rejected: "ungrounded" };
  const text = redactor.restore(worded.trim());
  if (!checkGrounding(text, answer, records).ok) return { text: computed, wordedBy: "embedded", rejected: "ungrounded" };
  return { text, wordedBy: model.name, rejected: null };
}
