// A phrase as OCR may have printed it. On a photo, a crisp high-resolution scan or a large heading,
// tesseract runs short words together ('This is nota bill') and reads letters as the digits or
// strokes they resemble ('EXPLANATlON OF BENEF1TS', 'C0VERAGE'). A document is typed by a handful
// of such phrases, so one slip in its heading used to send a whole EOB to 'other'.

/** Letters OCR confuses with a digit or a stroke, and what it reads them as (text is lower-cased). */
const LOOK_ALIKES: Record<string, string> = {
  i: "[i1l|!]",
  l: "[l1i|]",
  o: "[o0]",
  s: "[s5]",
};

/**
 * What OCR reads a capital J as, for a character class: a bracket or a brace (']1100' is J1100,
 * '22]AN26' is 22 JAN 26).
 */
export const J_READ_AS = "\\]})";

/** Literal letters in a row this long get look-alikes; shorter words ('pos', 'er') stay exact, but for ID. */
const MIN_WORD = 4;

/**
 * The regex source `source` widened for OCR slips: every space may be missing, and in words of
 * four letters or more each of i, l, o and s may be read as its look-alike. Escapes, character
 * classes, quantifiers and group openings are left as they are.
 */
export function asOcrMayRead(source: string): string {
  const parts: { text: string; literal: boolean }[] = [];
  const push = (text: string, literal: boolean) => {
    const last = parts[parts.length - 1];
    if (last && last.literal === literal) last.text += text;
    else parts.push({ text, literal });
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      push(c + (source[i + 1] ?? ""), false);
      i++;
    } else if (c === "[") {
      const close = source.indexOf("]", i + 1);
      const end = close < 0 ? source.length : close + 1;
      push(source.slice(i, end), false);
      i = end - 1;
    } else if (c === "{") {
      const end = source.indexOf("}", i) + 1 || source.length;
      push(source.slice(i, end), false);
      i = end - 1;
    } else if (c === "(" && source[i + 1] === "?") {
      // (?: (?= (?! (?<= (?<! (?<name>
      const named = /^\(\?<[a-z]\w*>/i.exec(source.slice(i));
      const opening = named ? named[0] : (/^\(\?(<[=!]|[:=!])/.exec(source.slice(i))?.[0] ?? "(?");
      push(opening, false);
      i += opening.length - 1;
    } else if (c === " ") {
      push("\\s?", false);
    } else {
      push(c, /[a-z]/i.test(c));
    }
  }
  return parts
    .map((part) => {
      if (!part.literal) return part.text;
      // The word ID, which OCR often reads as '1D' or 'lD' ('Patient Account 1D').
      if (/^id$/i.test(part.text)) return "[i1l]d";
      // A literal run may end in a letter a '?' makes optional: only whole runs count as a word.
      if (part.text.length < MIN_WORD) return part.text;
      return [...part.text].map((c) => LOOK_ALIKES[c.toLowerCase()] ?? c).join("");
    })
    .join("");
}
