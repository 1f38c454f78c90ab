// Turns what a user typed into safe search terms: an FTS5 prefix query made only of letters and digits
// (quotes, operators and SQL metacharacters never reach SQLite), or a code prefix.

export const MAX_SEARCH_LENGTH = 200;
const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

/** Words of letters and digits, lower-cased, at most 8. */
export function searchTokens(text: string): string[] {
  const words =
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_TOKENS).map((w) => w.slice(0, MAX_TOKEN_LENGTH));
}

/** `"type"* "2"* "diabetes"*`: every word must start a word of the text; null when nothing is searchable. */
export function ftsPrefixQuery(text: string): string | null {
  const tokens = searchTokens(text);
  return tokens.length ? tokens.map((t) => `"${t}"*`).join(" ") : null;
}

/** The query as one phrase ("type 2 diabetes"), to rank descriptions that start with or contain it first. */
export const searchPhrase = (text: string) => searchTokens(text).join(" ");

/** "E11.9", "e119", "E11." → "E119"; null unless it looks like the start of an ICD-10-CM code. */
export function icdCodePrefix(text: string): string | null {
  const code = text.trim().toUpperCase().replace(/\./g, "");
  return /^[A-Z][0-9A-Z]{0,6}$/.test(code) && /\d/.test(code) ? code : null;
}

/** "992", "G01", "j" → a procedure code prefix; words ("office visit") → null. */
export function procedureCodePrefix(text: string): string | null {
  const code = text.trim().toUpperCase();
  return /^(?:[A-Z]|[A-Z]?\d[0-9A-Z]{0,4})$/.test(code) ? code : null;
}

/** Upper bound for a prefix range scan on an index of [0-9A-Z] codes ('~' sorts after them). */
export const prefixEnd = (prefix: string) => `${prefix}~`;

/** A LIKE pattern that matches `text` anywhere, with %, _ and \ escaped (use with ESCAPE '\'). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
