// The grounding check (issue 16): every amount, procedure/diagnosis code and date in an answer's text
// must be one of the cited records' values, or an amount the answerer derived from them by stated
// arithmetic (ComputedAnswer.derived, redone here). A model's wording that fails keeps the computed one.
import { citedValues } from "./cited-values";
import { extractFacts } from "./extract";
import type { AssistantRecords, ComputedAnswer } from "./types";

/** The values an answer may state: the cited records' and the derived amounts that check out. */
export function allowedValues(answer: ComputedAnswer, records: AssistantRecords) {
  const allowed = citedValues(answer.citations, records);
  for (const d of answer.derived ?? []) {
    if (!d.of.every((c) => allowed.amounts.has(c))) continue;
    const expected =
      d.op === "sum"
        ? d.of.reduce((s, n) => s + n, 0)
        : d.op === "difference"
          ? Math.abs((d.of[0] ?? 0) - (d.of[1] ?? 0))
          : Math.round((d.of[0] ?? 0) * (d.factor ?? 1));
    if (expected === d.cents && (d.op !== "times" || Number.isInteger(d.factor))) allowed.amounts.add(d.cents);
  }
  return allowed;
}

export interface GroundingResult {
  ok: boolean;
  /** What the text states that no cited record holds, as written. */
  offending: string[];
}

/** Every amount, code and date in `text` is among the cited records' values or the answer's derived amounts. */
export function checkGrounding(text: string, answer: ComputedAnswer, records: AssistantRecords): GroundingResult {
  const allowed = allowedValues(answer, records);
  const offending = extractFacts(text)
    .filter((f) => {
      if (f.kind === "amount") return !allowed.amounts.has(Number(f.value));
      if (f.kind === "code") return !allowed.codes.has(f.value);
      if (f.value.startsWith("--")) return ![...allowed.dates].some((d) => d.endsWith(f.value.slice(1)));
      return !allowed.dates.has(f.value);
    })
    .map((f) => f.text.trim());
  return { ok: offending.length === 0, offending };
}
export { extractDates, extractFacts, type Found } from "./extract";
