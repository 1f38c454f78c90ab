// The embedded answerer (issue 16): recognise the question's intent, pick the records it is about,
// compute the answer from them and cite them. Offline and deterministic.
import type { AssistantRecords, ComputedAnswer } from "./types";

export function computeAnswer(_question: string, _records: AssistantRecords): ComputedAnswer {
  throw new Error("computeAnswer: built by the answerer part of issue 16");
}
