// Which recognised words a form field's value was read from, so the preview can light them up
// while the user edits that field. Matching is by the value itself: the words, in reading order,
// that spell it — dates in the ways documents print them, amounts by their number.
import type { OcrWord } from "./types";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const FULL_MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** A word as compared: lower case, without surrounding punctuation, currency signs or thousands commas. */
export function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/[$,]/g, "")
    .replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, "");
}

const asAmount = (text: string): number | null => {
  const cleaned = comparable(text);
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
};

/** The ways a YYYY-MM-DD date is printed, each as its words. */
function dateSpellings(value: string): string[][] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return [];
  const [, y, mm, dd] = m;
  const mi = Number(mm);
  const di = Number(dd);
  return [
    [value],
    [`${mm}/${dd}/${y}`],
    [`${mi}/${di}/${y}`],
    [`${mm}/${dd}/${y.slice(2)}`],
    [`${mi}/${di}/${y.slice(2)}`],
    [`${mm}-${dd}-${y}`],
    [MONTHS[mi - 1], String(di), y],
    [FULL_MONTHS[mi - 1], String(di), y],
    [String(di), MONTHS[mi - 1], y],
  ].map((words) => words.map(comparable));
}

function runsOf(spelling: string[], words: string[]): number[] {
  const found: number[] = [];
  if (!spelling.length || spelling.some((w) => w === "")) return found;
  for (let i = 0; i + spelling.length <= words.length; i++) {
    if (spelling.every((w, k) => words[i + k] === w))
      for (let k = 0; k < spelling.length; k++) found.push(i + k);
  }
  return found;
}

/**
 * Indices into `boxes` of the words that spell `value`: every place it appears. Empty for a blank
 * value or one the document does not show.
 */
export function wordsForValue(
  value: string,
  boxes: OcrWord[],
  kind: "text" | "date" | "number" = "text",
): number[] {
  const trimmed = value.trim();
  if (!trimmed || !boxes.length) return [];
  if (kind === "number") {
    const n = asAmount(trimmed);
    if (n === null) return [];
    return boxes.flatMap((b, i) => {
      const read = asAmount(b.text);
      return read !== null && Math.abs(read - n) < 0.005 ? [i] : [];
    });
  }
  const words = boxes.map((b) => comparable(b.text));
  const spellings = kind === "date" ? dateSpellings(trimmed) : [trimmed.split(/\s+/).map(comparable)];
  const found = new Set<number>();
  for (const spelling of spellings) for (const i of runsOf(spelling, words)) found.add(i);
  return [...found].sort((a, b) => a - b);
}
