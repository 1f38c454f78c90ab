// A model words the computed answer (issue 16): names, member ids and claim numbers are replaced by
// placeholders before anything leaves the Worker, the model's text is put back together, and the
// grounding check rejects any amount, code or date not in the cited records — then the computed
// wording is kept.
import type { AssistantModel, AssistantRecords, ComputedAnswer, ProviderName } from "./types";

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

export async function wordAnswer(
  _model: AssistantModel | null,
  _question: string,
  _answer: ComputedAnswer,
  _records: AssistantRecords,
  _signal?: AbortSignal,
): Promise<WordedAnswer> {
  throw new Error("wordAnswer: built by the answerer part of issue 16");
}
