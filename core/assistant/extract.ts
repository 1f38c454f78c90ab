// Amounts, procedure/diagnosis codes and dates as a text states them (issue 16): "$1,234.56",
// "$1234", "1,234.56 dollars", "240 dollars"; CPT/HCPCS (5 characters) and ICD-10 codes; ISO,
// M/D/YYYY (or M-D-YYYY), "March 14, 2026", "Mar 14", "14 March 2026". Dates are read first, then amounts, then
// codes, each blanked once read, so "$99214" is an amount and a date's year is no code.
export interface Found {
  kind: "amount" | "code" | "date";
  /** As written in the text. */
  text: string;
  /** Cents for an amount, the upper-cased code, ISO "YYYY-MM-DD" (or "--MM-DD" without a year) for a date. */
  value: string;
  /** Where in the text it starts. */
  at: number;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_NAME = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const pad = (n: number) => String(n).padStart(2, "0");

const DATE_PATTERNS: { re: RegExp; iso: (m: RegExpMatchArray) => string | null }[] = [
  { re: /\b(\d{4})-(\d{2})-(\d{2})\b/g, iso: (m) => `${m[1]}-${m[2]}-${m[3]}` },
  {
    re: /(?<![\w-])(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})(?![\w-])/g,
    iso: (m) => `${m[3].length === 2 ? `20${m[3]}` : m[3]}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`,
  },
  {
    re: new RegExp(`\\b${MONTH_NAME}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`, "gi"),
    iso: (m) => {
      const month = MONTHS.indexOf(m[1].slice(0, 3).toLowerCase()) + 1;
      return `${m[3] ?? "-"}-${pad(month)}-${pad(Number(m[2]))}`;
    },
  },
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_NAME},?\\s+(\\d{4})\\b`, "gi"),
    iso: (m) => `${m[3]}-${pad(MONTHS.indexOf(m[2].slice(0, 3).toLowerCase()) + 1)}-${pad(Number(m[1]))}`,
  },
];

const AMOUNT_PATTERNS: RegExp[] = [
  /-?\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?!\d)/g,
  /\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(?:dollars|usd|bucks)\b/gi,
];

const CODE_PATTERNS: RegExp[] = [
  /(?<![\w-])\d{4}[0-9FTU](?![\w-])/g, // CPT (incl. category II/III, PLA)
  /(?<![\w-])[A-V]\d{4}(?![\w-])/g, // HCPCS level II
  /(?<![\w-])[A-TV-Z]\d[0-9A-Z](?:\.[0-9A-Z]{1,4})?(?![\w-])/g, // ICD-10-CM
];

const blank = (text: string, start: number, length: number) =>
  text.slice(0, start) + " ".repeat(length) + text.slice(start + length);

/** Dates in a text, each as ISO (or "--MM-DD" when the text gives no year). */
export function extractDates(text: string): Found[] {
  return scan(text).found.filter((f) => f.kind === "date");
}

function scan(input: string): { found: Found[]; rest: string } {
  let text = input;
  const found: Found[] = [];
  for (const { re, iso } of DATE_PATTERNS)
    for (const m of text.matchAll(re)) {
      const value = iso(m);
      if (value) found.push({ kind: "date", text: m[0], value, at: m.index ?? 0 });
      text = blank(text, m.index ?? 0, m[0].length);
    }
  for (const re of AMOUNT_PATTERNS)
    for (const m of text.matchAll(re)) {
      const cents = Number(m[1].replace(/,/g, "")) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
      found.push({ kind: "amount", text: m[0], value: String(cents), at: m.index ?? 0 });
      text = blank(text, m.index ?? 0, m[0].length);
    }
  for (const re of CODE_PATTERNS)
    for (const m of text.matchAll(re)) {
      found.push({ kind: "code", text: m[0], value: m[0].toUpperCase(), at: m.index ?? 0 });
      text = blank(text, m.index ?? 0, m[0].length);
    }
  return { found: found.sort((a, b) => a.at - b.at), rest: text };
}

/** Amounts (as cents), codes and dates a text states. */
export function extractFacts(text: string): Found[] {
  return scan(text).found;
}

