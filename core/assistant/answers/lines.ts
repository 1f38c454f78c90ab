// Which of a bill's service lines a question is about (issue 16): lines whose code, or a word of
// whose description, the question uses ("the MRI", "99214", "the glucose test"); none means all.
import type { BillRecord, LineRecord } from "../types";
import { STOPWORDS, words } from "../words";

const VAGUE = new Set(["visit", "service", "test", "patient", "office", "new", "established", "without", "with", "contrast"]);

export function linesNamed(question: string, bill: BillRecord): LineRecord[] {
  const tokens = new Set(words(question));
  const byCode = bill.lines.filter((l) => tokens.has(l.code.toLowerCase()));
  if (byCode.length > 0) return byCode;
  const specific = bill.lines.filter((l) =>
    words(l.description ?? "").some((w) => w.length > 2 && !STOPWORDS.has(w) && !VAGUE.has(w) && tokens.has(w)),
  );
  if (specific.length > 0) return specific;
  const position = /\bline\s*(?:#|number\s*)?(\d{1,2})\b/i.exec(question);
  const byPosition = position ? bill.lines.filter((l) => l.position === Number(position[1])) : [];
  if (byPosition.length > 0) return byPosition;
  return bill.lines.filter((l) =>
    words(l.description ?? "").some((w) => w.length > 2 && !STOPWORDS.has(w) && tokens.has(w)),
  );
}

/** "line 1 (99214, Office visit)". */
export function lineName(line: LineRecord): string {
  return `line ${line.position} (${line.code}${line.description ? `, ${line.description}` : ""})`;
}
