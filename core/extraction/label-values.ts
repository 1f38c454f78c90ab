// The values printed after a label, read as their kind: dates, amounts, phones, identifiers (kept
// whole when printed in groups) and people's names (up to the next field on the line).
import { cleanText, parseAmount, parseDate, parseDateRange, parsePhone } from "./parse";

/** "day": one date, never a period ("Claims processed  Mar 1 - May 31, 2026" names no processing day). */
export type ValueKind = "text" | "name" | "date" | "day" | "amount" | "id" | "phone";

/** Words printed after a person's name on the same line: another field starts there. */
const AFTER_NAME =
  /^(dob|d\.o\.b\.?|born|birth|id|id#|member|acct\.?|account|mrn|relationship|rel\.?|sex|gender|age|group|grp|#)$/i;

/**
 * A person's name as printed after its label, up to another field's word ('JANE DOE DOB
 * 01/02/1980', 'Ana Ruiz ID 1234') and without the relationship after it ('Ana Ruiz (self)'). A
 * number before any such word means the text is no name ('Financial Services - 800 Cathedral Ave').
 */
function personName(text: string): string | null {
  const words: string[] = [];
  for (const word of text
    .replace(/\s*\((self|spouse|child|dependent|subscriber|\d{1,2})\)\s*$/i, "")
    .split(/\s+/)) {
    if (AFTER_NAME.test(word)) break;
    if (/\d/.test(word)) return null;
    words.push(word);
  }
  const name = words.join(" ").replace(/[\s,;:|-]+$/, "");
  return /[A-Za-z]{2}/.test(name) ? name : null;
}

/** A value printed after its label, read as `kind` (null when it is not one). */
export function parseValue(kind: ValueKind, raw: string): string | number | null {
  const text = cleanText(raw);
  if (!text) return null;
  switch (kind) {
    case "date":
      return parseDate(text);
    case "day":
      return parseDateRange(text) ? null : parseDate(text);
    case "amount":
      return parseAmount(text);
    case "phone":
      return parsePhone(text);
    case "id": {
      const tokens = text.split(/\s+/);
      // An amount ('Claim total charged $744.00') is no identifier.
      const money = (t: string) => /^\(?-?\$|^\d[\d,]*\.\d{2}$/.test(t);
      // …nor is a diagnosis code printed beside the label ('Claim  F84.0  …').
      const diagnosis = (t: string) => /^[A-TV-Z]\d{2}\.[0-9A-Z]{1,4}[.,;:]?$/.test(t);
      let start = tokens.findIndex(
        (t) => /\d/.test(t) && t.replace(/[^A-Za-z0-9]/g, "").length >= 3 && !money(t) && !diagnosis(t),
      );
      // A code of capitals joined by a hyphen and nothing else ('MCD-STAR') is a number too.
      if (start < 0) return /^[A-Z]{2,}(-[A-Z0-9]{2,})+$/.test(text) ? text : null;
      const group = /^\d{2,6}$/;
      // A short group OCR set apart between the prefix and the rest ('WWH 66 20419') is part of it.
      if (start > 1 && /^\d{2}$/.test(tokens[start - 1]) && /^[A-Z]{2,4}$/.test(tokens[start - 2])) start--;
      // A letter prefix printed apart from its digits ('LBH 4471 09825', 'LBH 447109825') is part
      // of the number.
      // So is one before digits in hyphenated groups ('QMU 30-88174').
      const hyphenated = /^\d+(-\d+)+$/.test(tokens[start]) && tokens[start].replace(/-/g, "").length >= 5;
      const prefixed =
        start > 0 &&
        /^[A-Z]{2,4}$/.test(tokens[start - 1]) &&
        ((/^\d{2,}$/.test(tokens[start]) &&
          (tokens[start].length >= 6 || group.test(tokens[start + 1] ?? ""))) ||
          hyphenated);
      if (prefixed) start--;
      // Numbers printed in groups ('482 190 337') stay one identifier.
      let end = prefixed ? start + 2 : start + 1;
      while (end < tokens.length && group.test(tokens[end]) && group.test(tokens[end - 1])) end++;
      // A check digit printed as a group of its own after two or more groups ('LFC 0093 3318 2').
      const checkDigit =
        end - start >= 2 && /^\d$/.test(tokens[end] ?? "") && /^\d{3,6}$/.test(tokens[end - 1]);
      // …the last thing in the cell, or before a separator ('CBH 0126 55710 3 · Cascade Pines Hospital').
      if (checkDigit && (end === tokens.length - 1 || /^[·•|–—-]$/.test(tokens[end + 1]))) end++;
      // A bracket OCR took from a box's border ('(GS25-0419-88317') opens or closes nothing, and a
      // speck it read as a sign ('©7730-55129') starts no number.
      const id = tokens
        .slice(start, end)
        .join(" ")
        .replace(/[.,;:]+$/, "")
        .replace(/^[©®°•«»]+/, "")
        // …nor is a dollar sign inside it ('S$C2026-0914433'): no identifier prints one.
        .replace(/(?<=[A-Za-z0-9])\$(?=[A-Za-z0-9])/g, "")
        // A letter prefix's O read as a zero ('0S-8812047716', 'O0A-558120'): a prefix of capitals
        // and zeros, mostly capitals, before groups of digits only is all capitals ('A00-' stays).
        .replace(/^[A-Z0]{2,4}(?=(-\d+)+$)/, (prefix) =>
          (prefix.match(/[A-Z]/g)?.length ?? 0) >= (prefix.match(/0/g)?.length ?? 0)
            ? prefix.replace(/0/g, "O")
            : prefix,
        );
      // A year alone ('Claims processed in 2026') numbers nothing.
      if (/^(19|20)\d{2}$/.test(id)) return null;
      return /^[([][^)\]]*$/.test(id) ? id.slice(1) : /^[^([]*[)\]]$/.test(id) ? id.slice(0, -1) : id;
    }
    case "name":
      return personName(text);
    default:
      return /[A-Za-z0-9]/.test(text) ? text : null;
  }
}
