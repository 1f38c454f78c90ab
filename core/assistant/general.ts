// General questions (issue 16): "what is an EOB?", "what does balance billing mean?", "how do I
// dispute a bill?" are answered with the stored answer for the topic (stored-answers.ts), cited as a
// reference; "hi" and "thanks" get a pointer to what the assistant can do. Neither states a figure
// from the user's records.
import { storedAnswer } from "./stored-answers";
import type { ComputedAnswer, Intent } from "./types";
import { words } from "./words";

export const THANKS = "You're welcome. Ask me anything else about your bills.";
export const GREETING =
  "Hello! Ask me about your bills: what a bill charges, what your insurance paid, what you owe, how a charge compares with Medicare, your deadlines, or what to say when you call.";

const TOPICS: { key: string; intent: Intent; topic: RegExp }[] = [
  { key: "what_is_an_eob", intent: "eob_paid", topic: /\b(eob|explanation of benefits?)\b/ },
  { key: "what_is_balance_billing", intent: "billed_vs_owed", topic: /\bbalance[- ]bill(ing|ed)?\b/ },
  { key: "what_is_a_deductible", intent: "deductible", topic: /\bdeduct[ai]ble\b/ },
  { key: "what_is_the_no_surprises_act", intent: "unknown", topic: /\bno surprises?( billing)?( act| law)?\b|\bsurprise (medical )?bill(ing)? (act|law)\b|\bgood faith estimate\b/ },
  { key: "how_to_dispute_a_bill", intent: "start_dispute", topic: /\bhow (do|can|should) (i|you|we) (dispute|contest|challenge|appeal)\b/ },
];

/** "What is an X", "what does X mean", "define X", "explain X" — about X in general, not "my X". */
const DEFINITION = /^(what('?s| is| are| does)|define|explain|meaning of|tell me what|how (do|can|should) (i|you|we))\b/;

export function generalAnswer(question: string): ComputedAnswer | null {
  const q = question.toLowerCase().replace(/[\u2018\u2019]/g, "'").trim();
  const tokens = words(q);
  if (tokens.length > 0 && tokens.length <= 4 && tokens.every((t) => /^(hi|hello|hey|thank|thanks|you|ok|okay|cool|great|good|morning|afternoon|evening|there|much|so|bye)$/.test(t)))
    return {
      intent: "unknown",
      paragraphs: [tokens.some((t) => t.startsWith("thank")) ? THANKS : GREETING],
      citations: [],
      actions: [],
      unanswered: true,
      derived: [],
    };
  if (!DEFINITION.test(q) || /\b(my|mine|our|this|that|these)\b/.test(q)) return null;
  const topic = TOPICS.find((t) => t.topic.test(q));
  const stored = topic && storedAnswer(topic.key);
  if (!topic || !stored) return null;
  return {
    intent: topic.intent,
    paragraphs: stored.answer.split("\n\n"),
    citations: [{ type: "reference", id: `stored:${stored.key}`, label: stored.question }],
    actions: [],
    unanswered: false,
    derived: [],
  };
}
