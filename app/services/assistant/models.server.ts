// The assistant's model seam (issue 16, docs/decisions/069): which provider words an answer.
// `embedded` (default): the computed answer's own wording, offline. `workers-ai`: the `AI` binding.
// `openai`: any OpenAI-compatible endpoint (ASSISTANT_MODEL_URL/_KEY/_NAME). An external model is
// asked only for users who opted in on the Account page; it gets redacted text only (the caller's
// WordingRequest), and the grounding check in core/assistant/wording.ts has the last word.
import type { AssistantModel, ProviderName, WordingRequest } from "#core/assistant/types";
import { ConfigurationError, getConfig } from "~/env.server";

/** How long a model may take before the computed wording is used. */
export const MODEL_TIMEOUT_MS = 8000;
export const WORKERS_AI_DEFAULT_MODEL = "@cf/meta/llama-3.1-8b-instruct";

const SYSTEM_PROMPT = [
  "You reword answers for a medical bill assistant. Rewrite the computed answer in plain, friendly",
  "English for the person who asked. Use only the facts given: never add an amount, a procedure code",
  "or a date that is not in them, and never guess. Keep placeholders such as [PERSON_1] or",
  "[CLAIM_1] exactly as written. Answer in at most three short paragraphs, without headings.",
].join(" ");

interface ChatMessage {
  role: "system" | "user";
  content: string;
}

/** What a model is sent: the redacted question, the computed answer and the facts it rests on. */
export function wordingMessages(request: WordingRequest): ChatMessage[] {
  const user = [
    `Question: ${request.question}`,
    `Computed answer:\n${request.computed.paragraphs.join("\n\n")}`,
    `Facts:\n${request.facts.map((f) => `- ${f}`).join("\n")}`,
  ].join("\n\n");
  return [
    { role: "system", content: SYSTEM_PROMPT },
    { role: "user", content: user },
  ];
}

const textOf = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** A signal that aborts with the caller's or after the timeout, whichever comes first. */
function deadline(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(MODEL_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

export function openAiModel(settings: { url: string; key: string; model: string }): AssistantModel {
  return {
    name: "openai",
    async word(request, signal) {
      const res = await fetch(`${settings.url.replace(/\/+$/, "")}/chat/completions`, {
        method: "POST",
        headers: { authorization: `Bearer ${settings.key}`, "content-type": "application/json" },
        body: JSON.stringify({ model: settings.model, messages: wordingMessages(request), temperature: 0 }),
        signal: deadline(signal),
      });
      // The status only: the body may echo what was sent.
      if (!res.ok) throw new Error(`the model endpoint answered ${res.status}`);
      const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
      return textOf(body.choices?.[0]?.message?.content);
    },
  };
}

interface AiBinding {
  run(model: string, input: { messages: ChatMessage[] }, options?: unknown): Promise<unknown>;
}

export function workersAiModel(ai: AiBinding, model: string): AssistantModel {
  return {
    name: "workers-ai",
    async word(request, signal) {
      const run = ai.run(model, { messages: wordingMessages(request) });
      const aborted = new Promise<never>((_, reject) => {
        const s = deadline(signal);
        s.addEventListener("abort", () => reject(new Error("the model took too long")), { once: true });
      });
      const out = (await Promise.race([run, aborted])) as { response?: unknown } | null;
      return textOf(out?.response);
    },
  };
}

/**
 * The configured provider, whether or not this user may use it. `embedded` is allowed everywhere,
 * production included: the answers are always computed from the records, and a model only words
 * them for users who opted in (ADR 069).
 */
export function configuredProvider(env: Env): ProviderName {
  return getConfig(env).ASSISTANT_MODEL;
}

/**
 * The model that words this user's answers: null (the embedded wording) unless an external model is
 * configured and the user opted in to it.
 */
export function assistantModel(env: Env, optedIn: boolean): AssistantModel | null {
  const provider = configuredProvider(env);
  if (provider === "embedded" || !optedIn) return null;
  const config = getConfig(env);
  if (provider === "workers-ai") {
    if (!env.AI)
      throw new ConfigurationError("Invalid environment: ASSISTANT_MODEL=workers-ai needs the AI binding");
    return workersAiModel(
      env.AI as unknown as AiBinding,
      config.ASSISTANT_MODEL_NAME ?? WORKERS_AI_DEFAULT_MODEL,
    );
  }
  return openAiModel({
    url: config.ASSISTANT_MODEL_URL!,
    key: config.ASSISTANT_MODEL_KEY!,
    model: config.ASSISTANT_MODEL_NAME!,
  });
}
