// A HCPCS Level II code whose letter OCR read as the digit it resembles: '59088' for S9088 (urgent
// care), '60108' for G0108, '12405' or '38540' for a J-code. The page alone cannot tell them apart
// (a five-digit CPT code looks the same), the code sets can: a code no set lists, with exactly one
// letter that makes a listed code, was printed with that letter. Whoever saves a reading checks its
// codes against the imported sets (the Worker, in D1) and applies this; without the sets nothing
// changes. docs/decisions/103-codes-checked-against-the-code-sets.md

/**
 * The HCPCS letters OCR reads as each digit at a code's start. Not A as 4: '49585' is a hernia repair
 * the 2023 code set retired, not A9585, and old bills print it.
 */
const LETTERS_READ_AS: Record<string, string> = {
  "0": "DQ",
  "1": "JL",
  "3": "J",
  "5": "S",
  "6": "G",
  "8": "B",
};

/** The codes `code` may have been printed as, when it is five digits read from a page. */
export function printedAs(code: string | null): string[] {
  if (!code || !/^\d{5}$/.test(code)) return [];
  return [...(LETTERS_READ_AS[code[0]] ?? "")].map((letter) => letter + code.slice(1));
}

/** Every code a set of lines must be looked up for: each as read, and what it may have been printed as. */
export function codesToLookUp(lines: readonly { cpt_code: string | null }[]): string[] {
  return [...new Set(lines.flatMap((l) => (l.cpt_code ? [l.cpt_code, ...printedAs(l.cpt_code)] : [])))];
}

/**
 * The lines with each code the code sets do not list replaced by the one code it may have been
 * printed as that they do list; a code listed, or with none or several such codes, stays as read.
 */
export function withPrintedLetters<T extends { cpt_code: string | null }>(
  lines: readonly T[],
  listed: (code: string) => boolean,
): T[] {
  return lines.map((line) => {
    if (!line.cpt_code || listed(line.cpt_code)) return line;
    const meant = printedAs(line.cpt_code).filter(listed);
    return meant.length === 1 ? { ...line, cpt_code: meant[0] } : line;
  });
}
