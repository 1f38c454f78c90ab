// What each kind of question sounds like (issue 16), as data: an intent's cues are groups of words
// (alternatives split by "|", phrases in quotes-free "a b c" form); a cue counts when every group in
// it appears somewhere in the question, in any order, and adds its weight. The intent with the
// highest total wins; below MIN_SCORE the question is "unknown". Words are compared after words.ts
// folds plurals, expands contractions and corrects typos against the words used here.
import type { Intent } from "./types";
import { corrected, fold, words } from "./words";

export interface Cue {
  /** Every group must appear; a group is "word|other word|a phrase". */
  all: string[];
  weight: number;
}

export interface IntentCues {
  intent: Intent;
  cues: Cue[];
}

const cue = (weight: number, ...all: string[]): Cue => ({ all, weight });

const PAY_WORDS = "pay|paid|cover|covered|payment|pick up|picked up|pick up the tab|picked up the tab|foot the bill|take care of|took care of|chip in|chipped in|reimburse|reimbursed";
const INSURER =
  "insurance|insurer|plan|eob|explanation of benefit|blue cross|blue shield|bcbs|anthem|aetna|cigna|united|unitedhealthcare|uhc|humana|kaiser|oscar|molina|ambetter|medicaid|carrier|they|insurance company";
const OWE =
  "owe|owed|owing|due|balance|responsibility|responsible|left for me|remaining|my share|left to pay|still have to pay|have to pay|need to pay|i pay|do i pay|amount due|on the hook|hook for|stuck with|stuck paying|cough up|fork over|pay anything|pay off|paid off|paid in full|paid up|settled|outstanding|unpaid";
const ERROR =
  "error|mistake|problem|issue|wrong|finding|flag|flagged|duplicate|twice|double|unbundled|unbundling|billed separately|incorrect|two time|2 time|legit|legitimate|fishy|sketchy|shady|scam|bogus|messed up|screwed up|look right|look ok|look okay";
/** Being billed twice, however it is said. */
const TWICE = "charged twice|billed twice|double charged|double billed|double charge|double billing|double charging|charged me twice|billed me twice|charged two time|billed two time|charged for the same|billed for the same|two time|2 time|same thing twice";
const HIGH = "high|expensive|big|large|much|steep|huge|so bad";
const INSURED = "insurance|insured|coverage|covered|insurer|plan";

export const INTENT_CUES: readonly IntentCues[] = [
  {
    // Questions the records can never answer (health advice, the weather): they win only when the
    // question has nothing about money or bills in it.
    intent: "unknown",
    cues: [
      cue(9, "symptom|symptoms|pain|hurt|hurts|sick|fever|cholesterol|blood pressure|diabetes|cancer|diagnosis|treatment|dose|dosage|ibuprofen|tylenol|antibiotic|medicine|medication|side effect|safe to|should i take|is it serious|weather|recipe|stock|joke|feel|feeling|bloated|nausea|nauseous|dizzy|sore|swollen|swelling|rash|bleeding|cramp|recovery|recover|heal|healing|contagious|rain|snow|forecast|pizza|restaurant|movie|flu shot|get vaccinated"),
      cue(-9, "bill|charge|charged|cost|price|pay|paid|owe|insurance|copay|coinsurance|deductible|medicare|eob|dispute|billed|balance"),
    ],
  },
  {
    intent: "billed_vs_owed",
    cues: [
      cue(6, "difference|different|compare|versus|vs|mean|gap", "billed|charge|bill", "owe|owed|pay"),
      cue(5, "billed", "owe|owed"),
      cue(3, "why", "not|less|lower", "what i owe|i owe"),
    ],
  },
  {
    intent: "high_despite_insurance",
    cues: [
      cue(6, HIGH, INSURED, "why|how come|even though|still|despite"),
      cue(4, "even though|despite|although", INSURED),
      cue(5, "why|how come", "so high|so expensive|so much|this high|this much|that high|that much|so big", "bill|charge|cost|price|it"),
      cue(3, "why", "didn't|did not|not", "insurance", "cover|pay"),
      cue(7, "why|how come", "owe|pay|paying|charged|bill|still", "have insurance|i have insurance|insured|with insurance|even with|if i have|i thought insurance|thought my insurance"),
    ],
  },
  {
    intent: "overcharged",
    cues: [
      cue(6, "overcharged|overcharging|overcharge|ripped off|rip off|ripoff|gouged|gouging|price gouging"),
      cue(4, "too much|too high|too expensive|fair|reasonable|normal|excessive|inflated|unfair"),
      cue(2, "charging|charged|charge|price|cost", "too|fair|reasonable|normal"),
      cue(4, "way more|more than i expected|more than expected|higher than expected|than i thought|than i expected|outrageous|insane|crazy|ridiculous|absurd|paying too much"),
    ],
  },
  {
    intent: "medicare_comparison",
    cues: [
      cue(7, "medicare"),
      cue(4, "going rate|reference price|typical price|usual price|average price|market rate|benchmark|fair price|reasonable price|fair rate|what should it cost|should cost|normally cost|usually cost"),
      cue(2, "compare|comparison|compared", "price|rate|cost|charge"),
      cue(2, "time|times|multiple"),
      cue(4, "what is|what should|what would", "fair price|reasonable price|fair|reasonable"),
    ],
  },
  {
    intent: "finding_why",
    cues: [
      cue(7, "why|how come|explain|reason|evidence|proof|what does|what do", ERROR),
      cue(8, "what should i do|what do i do|how do i fix|how can i fix|how to fix|fix it|what can i do|get rid of|remove", ERROR),
      cue(7, TWICE),
    ],
  },
  {
    intent: "findings",
    cues: [
      cue(6, ERROR),
      cue(3, "found|find|any|check|see", ERROR),
      cue(2, "analysis|result|audit|review"),
      cue(4, "correct|accurate|right|okay|ok|fine", "bill|statement|charge"),
      cue(5, "analysis|check|review|audit", "find|found|show|say|result"),
    ],
  },
  {
    intent: "eob_paid",
    cues: [
      cue(6, INSURER, PAY_WORDS),
      cue(5, "eob|explanation of benefit"),
      cue(5, "allowed|allowed amount|allowable"),
      cue(2, "how much|what", "insurance|insurer"),
      cue(2, "did|has|have", "pay|paid|cover|covered"),
      cue(-4, "copay|coinsurance|deductible|out of pocket"),
      cue(6, INSURER, "get the bill|got the bill|get the claim|got the claim|receive|received|process|processed|submitted|sent it|filed|billed"),
    ],
  },
  {
    intent: "amount_owed",
    cues: [
      cue(6, OWE),
      cue(4, "how much", "pay|owe"),
      cue(3, "what", "do i|i have to|i need to", "pay"),
      cue(-5, "why", "high|expensive|much", INSURED),
      cue(-6, "when|by when|deadline"),
      cue(-4, "why|how come", "have insurance|insured|with insurance|if i have"),
      cue(5, "want|asking|demand|demanding|expect|expecting", "from me|me to pay|of me"),
    ],
  },
  {
    intent: "deadlines",
    cues: [
      cue(7, "deadline|due date|due by|response due|respond by|reply by|hear back|heard back|days left|time left|how long|how much time|how many days|by when|expire|expires"),
      cue(5, "when", "due|respond|response|reply|answer|back|pay by|deadline|dispute|letter|hear"),
      cue(6, "when", "pay|paid|owe"),
      cue(8, "status|progress|update|going|heard anything|any news|news", "dispute|letter|appeal|claim"),
    ],
  },
  {
    intent: "phone_script",
    cues: [
      cue(7, "phone|call|calling|ring|script|on the line|speak to|talk to"),
      cue(4, "what", "say|tell|ask", "billing|office|provider|hospital|them|rep|representative"),
      cue(-3, "dispute letter"),
    ],
  },
  {
    intent: "deductible",
    cues: [
      cue(8, "deductible|out of pocket max|out of pocket maximum|oop|out of pocket limit|max out of pocket|maximum out of pocket"),
    ],
  },
  {
    intent: "plan_benefits",
    cues: [
      cue(8, "copay|coinsurance|benefit|co insurance"),
      cue(5, "plan|insurance|policy", "cover|covered|cover for|pay for|specialist|urgent care|emergency|er visit|primary care|doctor visit|office visit|lab|imaging|x ray|mri|prescription"),
      cue(2, "how much", "specialist|urgent care|emergency room|primary care|visit"),
      cue(3, "does|would|will|is", "cover|covered|pay for"),
      cue(4, "under my plan|under the plan|with my plan|under my insurance|with my insurance|in my plan|my plan cover"),
      cue(5, "cover|covered|coverage", "lab|imaging|mri|x ray|specialist|urgent care|emergency|er|prescription|therapy|physical|checkup|preventive"),
      cue(-4, "bill|bills|owe|paid|did"),
    ],
  },
  {
    intent: "totals",
    cues: [
      cue(7, "all my bill|all bill|all of my bill|altogether|in total|all together|combined|overall|so far|this year|last year|per person|each person|family member|whole family|everyone|all of us|across"),
      cue(4, "total|sum|add up|spent|spend|spending", "bill|year|month|family|everything|medical|healthcare"),
      cue(5, "how many", "bill"),
      cue(5, "spend|spent|spending"),
    ],
  },
  {
    intent: "start_dispute",
    cues: [
      cue(8, "dispute|contest|appeal|challenge|fight|complain|complaint"),
      cue(-6, "when|due|deadline|by when|hear back|heard back|respond|response|reply|status|progress|update"),
      cue(6, "letter", "write|start|draft|make|create|generate|send"),
    ],
  },
  {
    intent: "run_analysis",
    cues: [
      cue(8, "analyze|analyse|analysis|audit|scan", "run|start|do|can you|please|my bill|this bill|bill"),
      cue(10, "check|scan|audit|review", "for error|for mistake|for problem|for issue"),
      cue(10, "run|start|redo|rerun", "check|review|analysis|audit|scan"),
      cue(6, "analyze|analyse|audit"),
      cue(8, "look over|look through|go over|go through|double check|check over|check out|review|check", "bill|statement|charge|it|this"),
    ],
  },
  {
    intent: "open_bill",
    cues: [
      cue(8, "open|show me|take me|go to|pull up|bring up", "bill|statement"),
      cue(-6, "error|mistake|medicare|pay|paid|owe|due|charge"),
    ],
  },
  {
    intent: "bill_charges",
    cues: [
      cue(5, "charge|charged|billed|cost|price|itemized|line|item|service|code|for what|what for"),
      cue(4, "how much", "bill|visit|mri|x ray|test|lab|scan|surgery|procedure|appointment|stay"),
      cue(3, "total|amount", "bill|charge"),
      cue(2, "what|which", "bill"),
      cue(4, "what is on|on the bill|on my bill|on this bill|on that bill|listed|itemized"),
      cue(4, "how much", "was|were|is|for"),
      cue(5, "bill me|billed me|charge me|charged me|charging me for|billing me for"),
      cue(4, "grand total|the total|bill total|total amount|total charge|total bill"),
      cue(4, "tell me about|summary|summarize|overview|break down|breakdown|explain", "bill|statement|charge"),
      cue(-5, `double|twice|duplicate|mistake|error|wrong|legit|legitimate|fishy|overcharged|overcharging|${TWICE}`),
    ],
  },
];

/** Below this a question is "unknown": the answerer says the answer is not in the data. */
export const MIN_SCORE = 4;

const compiled = INTENT_CUES.map((entry) => ({
  intent: entry.intent,
  cues: entry.cues.map((c) => ({
    weight: c.weight,
    groups: c.all.map((group) => group.split("|").map((alt) => words(alt).join(" "))),
  })),
}));

/** Every word the cues use: typos are corrected towards these. */
export const VOCABULARY: ReadonlySet<string> = new Set(
  compiled.flatMap((e) => e.cues.flatMap((c) => c.groups.flat().flatMap((alt) => alt.split(" ")))).map(fold),
);

export interface RecognizedIntent {
  intent: Intent;
  score: number;
  /** Every intent's score, highest first (for accuracy reports). */
  scores: { intent: Intent; score: number }[];
}

/** The question's intent: the table's highest-scoring entry, or "unknown". */
export function recognizeIntent(question: string): RecognizedIntent {
  const tokens = corrected(words(question), VOCABULARY);
  const text = ` ${tokens.join(" ")} `;
  const has = (alt: string) => alt.length > 0 && text.includes(` ${alt} `);
  const scores = compiled.map((entry) => ({
    intent: entry.intent,
    score: entry.cues.reduce((sum, c) => (c.groups.every((g) => g.some(has)) ? sum + c.weight : sum), 0),
  }));
  const ranked = [...scores].sort((a, b) => b.score - a.score);
  const best = ranked[0];
  return best && best.score >= MIN_SCORE
    ? { intent: best.intent, score: best.score, scores: ranked }
    : { intent: "unknown", score: best?.score ?? 0, scores: ranked };
}
