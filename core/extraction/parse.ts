// Value parsers for printed documents: dates, money, codes, phones and US states, tolerant of
// the usual OCR slips (O for 0, stray spaces after '$').
import { J_READ_AS } from "./ocr-slips";

const J_AT_START = new RegExp(`^[${J_READ_AS}]`);
/** A J-code whose J OCR read as a bracket (']1100'). */
const J_CODE_SLIP = new RegExp(`^[${J_READ_AS}](?=\\d{4}\\b)`);

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH_WORD =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|[o0]ct(?:ober)?|n[o0]v(?:ember)?|dec(?:ember)?)\\.?";

const DATE_PATTERNS: { re: RegExp; parts: (m: RegExpExecArray) => [string, string, string] }[] = [
  // 2025-03-14
  { re: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/, parts: (m) => [m[1], m[2], m[3]] },
  // 03/14/2025, 3-14-25, 03.14.2025
  { re: /\b(\d{1,2})\s?([/.-])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})(?!\d)/, parts: (m) => [m[4], m[1], m[3]] },
  // March 14, 2025 / Mar. 14 2025 / 'Nov2,2025', 'Jan 142026' (a photo's spaces lost)
  {
    re: new RegExp(
      `\\b${MONTH_WORD}\\s*(\\d{1,2})(?:st|nd|rd|th)?(?:,\\s*|\\s+|(?=\\d{4}\\b))(\\d{4})\\b`,
      "i",
    ),
    parts: (m) => [m[3], m[1], m[2]],
  },
  // A range's first day, the year printed once after the last ('Feb 9 - Feb 15, 2026', 'Jan 5–9, 2026').
  {
    re: new RegExp(
      `\\b${MONTH_WORD}\\s*(\\d{1,2})(?=\\s*[-–]\\s*(?:${MONTH_WORD}\\s*)?\\d{1,2}(?:,\\s*|\\s+)(\\d{4})\\b)`,
      "i",
    ),
    parts: (m) => [m[4], m[1], m[2]],
  },
  // A mainframe's run-together day, month and year ('19JAN26', '16FEB2026'); OCR may read the J
  // of JAN as a bracket ('22]AN26').
  {
    re: new RegExp(
      `(?<![\\w/.-])(\\d{2})([${J_READ_AS}]an|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(\\d{4}|\\d{2})(?![\\w/.-])`,
      "i",
    ),
    parts: (m) => [m[3], m[2].replace(J_AT_START, "j"), m[1]],
  },
  // 14 March 2025 / 14-Mar-2025, its first dash read as a colon by a fax ('18:Nov-2025')
  {
    re: new RegExp(`\\b(\\d{1,2})[\\s:-]${MONTH_WORD}[\\s,-]+(\\d{4})\\b`, "i"),
    parts: (m) => [m[3], m[2], m[1]],
  },
];

/**
 * A 0 that OCR read as a 6, 8 or 9 where no other digit can stand: a day or month over its range
 * ('12/61/2025' is 12/01) or a century no document prints ('08/18/2626' is 2026).
 */
const READ_AS_ZERO = /^[689]/;
const zeroRead = (text: string, max: number) => {
  const value = Number(text);
  return value > max && text.length === 2 && READ_AS_ZERO.test(text) ? Number(text[1]) : value;
};
const yearRead = (text: string) =>
  text.length === 4 && /^2[689]\d\d$/.test(text) ? Number(`20${text.slice(2)}`) : Number(text);

function toIsoDate(yearText: string, monthText: string, dayText: string): string | null {
  let year = yearRead(yearText);
  if (yearText.length === 2) year += year < 50 ? 2000 : 1900;
  const month = /^\d+$/.test(monthText)
    ? zeroRead(monthText, 12)
    : // OCR may read a month's O as a 0 ('27-0CT-2026', 'N0V').
      MONTHS[monthText.toLowerCase().replace(/0/g, "o").slice(0, 3)];
  const day = zeroRead(dayText, 31);
  if (!month || month > 12 || day < 1 || day > 31 || year < 1900 || year > 2100) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export interface FoundDate {
  iso: string;
  index: number;
  end: number;
}

/** Every date in the text, left to right, as YYYY-MM-DD. */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  for (const { re, parts } of DATE_PATTERNS) {
    const global = new RegExp(re.source, re.flags.includes("g") ? re.flags : re.flags + "g");
    for (let m = global.exec(text); m; m = global.exec(text)) {
      const iso = toIsoDate(...parts(m));
      if (iso && !found.some((f) => m!.index < f.end && f.index < m!.index + m![0].length)) {
        found.push({ iso, index: m.index, end: m.index + m[0].length });
      }
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

export function parseDate(text: string | null | undefined): string | null {
  return text ? (findDates(text)[0]?.iso ?? null) : null;
}

/**
 * A page that says it prints its dates day first ('Las fechas se imprimen dd/mm/aaaa', 'Dates are
 * DD/MM/YYYY'): its numeric dates are read with the day and month swapped back.
 */
const DAY_FIRST_NOTE = /\bdd\s?[/.-]\s?mm\s?[/.-]\s?(yyyy|aaaa|yy|aa)\b/i;
const NUMERIC_DATE = /\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})\b/g;

export const printsDayFirst = (text: string) => DAY_FIRST_NOTE.test(text);

/** '17/02/2026' as the month-first date every other parser here reads ('02/17/2026'). */
export const monthFirst = (text: string) =>
  text.replace(NUMERIC_DATE, (date, day, sep, month, year) =>
    Number(month) <= 12 ? `${month}${sep}${day}${sep}${year}` : date,
  );

/** 'MM/DD/YYYY - MM/DD/YYYY' or '… to …' or '… through …'. */
export function parseDateRange(text: string): { from: string; to: string } | null {
  const dates = findDates(text);
  if (dates.length < 2) return null;
  const between = text.slice(dates[0].end, dates[1].index);
  return /^\s*(-|–|to|thru|through)\s*$/i.test(between) ? { from: dates[0].iso, to: dates[1].iso } : null;
}

// $1,234.56 · 1234.56 · ($12.00) · -$5.00; cents required unless a '$' makes it money.
const MONEY =
  /(\(?-?\$\s?\d{1,3}(?:,\d{3})+(?:\.\d{2})?\)?|\(?-?\$\s?\d+(?:\.\d{2})?\)?|\(?-?\d{1,3}(?:,\d{3})+\.\d{2}\)?|\(?-?\d+\.\d{2}\)?)(?![\d%]|\.\d)/g;

export interface FoundAmount {
  value: number;
  index: number;
  end: number;
}

export function findAmounts(text: string): FoundAmount[] {
  const out: FoundAmount[] = [];
  const re = new RegExp(MONEY.source, "g");
  for (let m = re.exec(text); m; m = re.exec(text)) {
    // A date like 03.14.2025 or a decimal inside a longer number is not money; dot leaders
    // ('Total Charges ........$1,125.00') are no part of a number.
    const before = text[m.index - 1] ?? " ";
    if (/[\w./]/.test(before) && !text.slice(0, m.index).endsWith("..")) continue;
    const raw = m[0];
    const negative = raw.includes("(") || raw.includes("-");
    const value = Number(raw.replace(/[^\d.]/g, ""));
    if (Number.isFinite(value))
      out.push({ value: negative ? -value : value, index: m.index, end: m.index + raw.length });
  }
  return out;
}

export function parseAmount(text: string | null | undefined): number | null {
  if (!text) return null;
  const found = findAmounts(text)[0];
  if (found) return found.value;
  const plain = /^\s*\$?\s?(\d{1,3}(?:,\d{3})*|\d+)\s*$/.exec(text);
  return plain ? Number(plain[1].replace(/,/g, "")) : null;
}

/**
 * CPT (99213), category II/III (3074F, 0075T) or HCPCS Level II (J1100), optional modifier; more
 * modifiers each after a hyphen ('29876-XS-RT').
 */
const PROCEDURE_CODE = /^(\d{5}|\d{4}[FT]|[A-EGHJ-MP-V]\d{4})(?:[-–]?[A-Z0-9]{2}(?:[-–][A-Z0-9]{2}){0,3})?$/;
const MODIFIERS = /^[A-Z0-9]{5}(?:[-–][A-Z0-9]{2}){2,4}$/;

/** A procedure code from one token, fixing O/0 and I/1 slips in the digit positions. */
/** A printed line of a service: a procedure code among its words, and an amount. */
export const isServiceLine = (text: string) =>
  findAmounts(text).length > 0 && text.split(/\s+/).some((word) => parseProcedureCode(word) !== null);

export function parseProcedureCode(token: string): string | null {
  // OCR reads the J of J-codes as ] } or ): ']1100' is J1100.
  const cleaned = token
    .replace(/[.,;:]+$/, "")
    .replace(J_CODE_SLIP, "J")
    // …and the C of C-codes as a pound or euro sign: '£1713' is C1713.
    .replace(/^[£€](?=\d{4}\b)/, "C")
    // …and the L of L-codes (orthotics) as I or |: with four digits after it, no CPT code starts
    // so, while L and four digits is a HCPCS code ('I4361' is L4361; '14361' stays as printed).
    .replace(/^[I|](?=\d{4}\b)/, "L")
    // …and a HCPCS letter twice, as a capital and its small letter: 'Vv2020' is V2020.
    .replace(/^([A-Z])\1(?=\d{4}\b)/i, "$1")
    // …and a HCPCS code's 0 twice, as an O and a 0: 'GO0151' is G0151.
    .replace(/^([A-Z])O(?=0\d{3}\b)/, "$1")
    .toUpperCase();
  if (cleaned.length < 5 || (cleaned.length > 8 && !MODIFIERS.test(cleaned))) return null;
  // Six or more digits with nothing between them is a number (an account, a ZIP+), not code + modifier.
  if (/^\d{6,}$/.test(cleaned)) return null;
  const head = cleaned.slice(0, 5);
  // …and, after a HCPCS code's letter, its 0 read as a D ('AD429' is A0429).
  const fixDigits = (s: string) => s.replace(/[OD]/g, "0").replace(/[IL]/g, "1");
  // Slips are fixed in a code OCR mostly read as digits, never in a word ('BILLING' is no B1111-NG).
  const fixable = (head.match(/\d/g)?.length ?? 0) >= 2;
  const candidates = [
    cleaned,
    ...(fixable ? [/^[A-Z]/.test(head) ? head[0] + fixDigits(cleaned.slice(1)) : fixDigits(cleaned)] : []),
  ];
  for (const candidate of candidates) {
    const m = PROCEDURE_CODE.exec(candidate);
    if (m && /\d{3}/.test(m[1])) return m[1];
  }
  return null;
}

// ICD-10-CM: letter, digit, digit-or-A/B, then up to four more after the dot (S72.001A).
const ICD_WITH_DOT = /(?<![A-Za-z0-9.])([A-TV-Z][0-9][0-9AB])\.([0-9A-TV-Z]{1,4})(?![A-Za-z0-9])/g;
const ICD_ANY = /(?<![A-Za-z0-9.])([A-TV-Z0-9][0-9O][0-9AB])(\.?)([0-9A-TV-Z]{1,4})?(?![A-Za-z0-9])/g;

/** Letters OCR turns into digits at the start of a code: 110 is I10, 200.129 is Z00.129. */
const LEADING_DIGIT_AS_LETTER: Record<string, string> = { "1": "I", "2": "Z", "5": "S", "0": "O", "8": "B" };

function normaliseIcd(category: string, rest: string | undefined): string {
  let cat = category.toUpperCase();
  cat = (LEADING_DIGIT_AS_LETTER[cat[0]] ?? cat[0]) + cat[1].replace("O", "0") + cat[2];
  return rest ? `${cat}.${rest.toUpperCase()}` : cat;
}

/**
 * A diagnosis's label ('Diagnosis', 'Diag.', 'ICD-10', 'Dx'); an ambulance prints the diagnosis as its
 * crew's 'Primary impression'.
 */
export const DIAGNOSIS_LABEL =
  /diagnos[ie]s|\bdiag\b|\bicd(-?10)?\b|\bdx\b|\b(primary|clinical|field|working) impression\b/i;

/**
 * ICD-10 codes in a text. Dotted codes count anywhere; undotted ones only when the text is a
 * diagnosis line (so ZIP codes and invoice numbers never become diagnoses).
 */
export function findIcd10Codes(text: string, diagnosisContext: boolean): string[] {
  const out: string[] = [];
  const re = new RegExp((diagnosisContext ? ICD_ANY : ICD_WITH_DOT).source, "g");
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const rest = diagnosisContext ? m[3] : m[2];
    if (/^\d/.test(m[1])) {
      // A digit-led token is a misread code only on a diagnosis line: 110 alone, others with their dot.
      const dotted = m[2] === "." && Boolean(rest);
      if (!diagnosisContext || !(dotted || (m[1][0] === "1" && !rest))) continue;
    }
    // A word on a diagnosis line is no code because its O could be a 0 ('LOADED' is no L0A.DED).
    if (!/\d/.test(m[0])) continue;
    const code = normaliseIcd(m[1], rest);
    if (/^[A-TV-Z]\d[0-9AB](\.[0-9A-Z]{1,4})?$/.test(code) && !out.includes(code)) out.push(code);
  }
  return out;
}

/** US phone numbers as 1-800-555-0142 (with the 1 when printed) or 800-555-0142. */
const PHONE = /(?:\b(1)[\s.-]?)?\(?\b(\d{3})\)?[\s.-]?(\d{3})[\s.-](\d{4})\b/;

export function parsePhone(text: string | null | undefined): string | null {
  const m = text ? PHONE.exec(text) : null;
  if (!m) return null;
  return `${m[1] ? "1-" : ""}${m[2]}-${m[3]}-${m[4]}`;
}

/** A phone number as the page prints it ('(877) 555-0163'), for text that quotes it. */
export function printedPhone(text: string | null | undefined): string | null {
  return (text ? PHONE.exec(text)?.[0] : null) ?? null;
}

export const US_STATES: Record<string, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};

/** The USPS code of the first US state named in full in the text ('STATE OF OHIO' → OH). */
export function findStateName(text: string): string | null {
  const upper = text.toUpperCase();
  let best: { code: string; index: number; length: number } | null = null;
  for (const [code, name] of Object.entries(US_STATES)) {
    const m = new RegExp(`\\b${name.toUpperCase()}\\b`).exec(upper);
    // 'WEST VIRGINIA' also contains 'VIRGINIA': prefer the earliest, then the longest name.
    if (m && (!best || m.index < best.index || (m.index === best.index && name.length > best.length))) {
      best = { code, index: m.index, length: name.length };
    }
  }
  return best?.code ?? null;
}

export const WEBSITE =
  /\b(?:https?:\/\/)?((?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|health|gov|us|info|care))(\/[^\s]*)?/i;

/** Collapses whitespace and trims label punctuation left around a value. */
export function cleanText(text: string): string {
  return (
    text
      .replace(/\s+/g, " ")
      .replace(/^[\s:#.\-–|]+/, "")
      .replace(/[\s:|,;]+$/, "")
      // A spaced dash at the end leads to words OCR put in another cell ('… PROGRAM -  FEE FOR SERVICE').
      .replace(/\s+[-–—]+$/, "")
      .trim()
  );
}
