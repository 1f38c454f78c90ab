// Which of a bill's service lines a question is about (issue 16): lines whose code, or a word of
// whose description, the question uses ("the MRI", "99214", "the glucose test"); none means all.
import type { BillRecord, LineRecord } from "../types";
import { STOPWORDS, words } from "../words";

const VAGUE = new Set(["visit", "service", "test", "patient", "office", "new", "established", "without", "with", "contrast"]);

/** What people call a service → a word its description uses. */
const SERVICE_WORDS: Record<string, string[]> = {
  er: ["emergency"],
  ed: ["emergency"],
  cat: ["ct"],
  xray: ["x", "ray", "radiologic"],
  bloodwork: ["blood", "panel"],
  labs: ["lab", "panel"],
  shot: ["vaccine", "immunization", "injection"],
  checkup: ["preventive", "visit"],
  physical: ["preventive"],
  scan: ["mri", "ct", "imaging"],
  scope: ["colonoscopy", "endoscopy"],
  cbc: ["blood"],
};

/** The question's words with what people call services spelled as descriptions spell them. */
export function serviceTokens(question: string): Set<string> {
  const tokens = words(question);
  return new Set([...tokens, ...tokens.flatMap((t) => SERVICE_WORDS[t] ?? [])]);
}

const meaningful = (w: string) => w.length >= 2 && !STOPWORDS.has(w) && !/^\d+$/.test(w);

/** Dollar figures the question quotes, with or without "$" ("is 450 too much"), as cents. */
export function quotedCents(question: string): number[] {
  return [...question.matchAll(/(?<![\w.-])\$?(\d{1,3}(?:,\d{3})+|\d{2,6})(?:\.(\d{2}))?(?![\w-])/g)]
    .map((m) => Number(m[1].replace(/,/g, "")) * 100 + Number(m[2] ?? 0))
    .filter((c) => c >= 1000);
}

export interface LineMatch {
  lines: LineRecord[];
  /** "exact": by amount, code or a specific word ("MRI"); "vague": only by a word like "visit". */
  strength: "exact" | "vague" | null;
}

export function matchLines(question: string, bill: BillRecord): LineMatch {
  const tokens = serviceTokens(question);
  const cents = quotedCents(question);
  const position = /\bline\s*(?:#|number\s*)?(\d{1,2})\b/i.exec(question);
  const stages: LineRecord[][] = [
    bill.lines.filter((l) => cents.includes(l.billedCents)),
    bill.lines.filter((l) => tokens.has(l.code.toLowerCase())),
    bill.lines.filter((l) => words(l.description ?? "").some((w) => meaningful(w) && !VAGUE.has(w) && tokens.has(w))),
    position ? bill.lines.filter((l) => l.position === Number(position[1])) : [],
  ];
  const exact = stages.find((s) => s.length > 0);
  if (exact) return { lines: exact, strength: "exact" };
  const vague = bill.lines.filter((l) => words(l.description ?? "").some((w) => meaningful(w) && w.length > 2 && tokens.has(w)));
  return { lines: vague, strength: vague.length ? "vague" : null };
}

export function linesNamed(question: string, bill: BillRecord): LineRecord[] {
  return matchLines(question, bill).lines;
}

/** "line 1 (99214, Office visit)". */
export function lineName(line: LineRecord): string {
  return `line ${line.position} (${line.code}${line.description ? `, ${line.description}` : ""})`;
}
