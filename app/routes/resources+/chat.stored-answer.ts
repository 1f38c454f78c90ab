// GET /resources/chat/stored-answer?question={key} (001 §7 GET /chat/stored-answer): the written
// answer to a common question (the Explainer's smart-help buttons). It costs no AI question.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { storedAnswer } from "#core/assistant/stored-answers";
import { ApiError } from "~/api/http";
import { answer, parseQuery } from "./resource.server";
import { chatScope } from "./chat.server";

const StoredAnswerQuery = z.object({ question: z.string().min(1).max(64) });

const NO_STORED_ANSWER = "There is no written answer to that question.";

export async function loader(args: LoaderFunctionArgs) {
  await chatScope(args);
  const { question } = parseQuery(args.request, StoredAnswerQuery);
  return answer(() => {
    const found = storedAnswer(question);
    if (!found) throw new ApiError(404, NO_STORED_ANSWER);
    return { key: found.key, question: found.question, answer: found.answer };
  });
}
