// Which of the user's bills an EOB or prior authorization belongs to (issue 12, issue 17). One
// matcher serves Smart Capture's pre-filled Related Medical Bill and the server, which places EOBs
// that arrive by e-mail or are read later: attached when unambiguous (the same claim number on one
// bill only, or provider + date of service + amounts on one bill only), else the best bill is
// suggested when it is clearly ahead and well supported. A guess is never made from one weak clue.
// docs/decisions/025-related-bill-suggestion.md, docs/decisions/078-placing-an-eob-on-its-bill.md

/** A service line as matched: its procedure code and billed amount (the line's total). */
export interface LineClue {
  code: string | null;
  billedCents: number | null;
}

/** What the document says about the bill it is about; anything may be missing. */
export interface DocumentClues {
  claimNumber?: string | null;
  /** The provider's name when read, or the document's whole text to look the bill's provider up in. */
  providerText?: string | null;
  serviceDate?: string | null;
  serviceDateTo?: string | null;
  totalBilledCents?: number | null;
  lines?: LineClue[] | null;
}

export interface BillClues {
  id: string;
  claimNumber?: string | null;
  accountNumber?: string | null;
  providerName?: string | null;
  date?: string | null;
  totalBilledCents?: number | null;
  lines?: LineClue[] | null;
  /** Claim numbers of the EOBs already on the bill: a corrected claim or a second payer repeats them. */
  eobClaimNumbers?: (string | null)[] | null;
}

export type BillMatchedBy = "claim_number" | "provider_date_amount";

export type BillMatch =
  | { decision: "attach"; billId: string; matchedBy: BillMatchedBy }
  | { decision: "suggest"; billId: string };

export const POINTS = {
  number: 50,
  numberPart: 30,
  provider: 25,
  providerWords: 15,
  date: 25,
  nearDate: 10,
  total: 25,
  nearTotal: 15,
};
/** A suggestion needs this many points, and this lead over the next bill. */
export const SUGGEST_AT = 40;
export const LEAD = 15;
/** Totals this close are the same amount printed with other rounding. */
export const ROUNDING_CENTS = 10;

const NEAR_DAYS = 7;
const DAY_MS = 86_400_000;
/** Labels printed into the number itself ('Claim# AC-5521', 'Acct 90817'). */
const NUMBER_LABEL = /^(CLAIMNO|CLAIM|CLM|ACCOUNTNO|ACCOUNT|ACCT|REFNO|REF)/;
/** At most this many characters printed before or after the number the bill knows. */
const AFFIX = 4;

const code = (s: string | null | undefined) => (s ?? "").toUpperCase().replace(/[^A-Z0-9]/g, "");
/** The number as printed, and without a label or leading zeros. */
const forms = (s: string | null | undefined) => {
  const printed = code(s);
  return [
    ...new Set([printed, printed.replace(/^0+/, ""), printed.replace(NUMBER_LABEL, "").replace(/^0+/, "")]),
  ];
};
const words = (s: string | null | undefined) =>
  (s ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
const day = (s: string | null | undefined) => {
  const t = s && /^\d{4}-\d{2}-\d{2}$/.test(s) ? Date.parse(`${s}T00:00:00Z`) : NaN;
  return Number.isFinite(t) ? t : null;
};

/** The same number, however punctuated, with a label, leading zeros or a short prefix/suffix. */
export function sameNumber(read: string | null | undefined, known: string | null | undefined): boolean {
  return forms(read).some((a) => forms(known).some((b) => sameForm(a, b)));
}

function sameForm(a: string, b: string): boolean {
  if (a.length < 4 || b.length < 4) return false;
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return (
    short.length >= 5 &&
    long.length - short.length <= AFFIX &&
    (long.endsWith(short) || long.startsWith(short))
  );
}

const numbersOf = (bill: BillClues) => [
  bill.claimNumber,
  bill.accountNumber,
  ...(bill.eobClaimNumbers ?? []),
];

function numberPoints(clue: string | null | undefined, bill: BillClues): number {
  const read = code(clue);
  if (read.length < 4) return 0;
  if (numbersOf(bill).some((n) => sameNumber(clue, n))) return POINTS.number;
  // An EOB often prints the provider's number inside a longer one of its own.
  const known = numbersOf(bill)
    .map(code)
    .filter((n) => n.length >= 5);
  return read.length >= 5 && known.some((n) => n.includes(read) || read.includes(n)) ? POINTS.numberPart : 0;
}

function providerPoints(text: string | null | undefined, provider: string | null | undefined): number {
  const haystack = ` ${words(text)} `;
  const name = words(provider);
  if (!name || haystack.trim() === "") return 0;
  if (haystack.includes(` ${name} `)) return POINTS.provider;
  const significant = name.split(" ").filter((w) => w.length >= 4);
  if (significant.length < 2) return 0;
  const found = significant.filter((w) => haystack.includes(` ${w} `)).length;
  return found / significant.length >= 0.6 ? POINTS.providerWords : 0;
}

function datePoints(clues: DocumentClues, date: string | null | undefined): number {
  const billDay = day(date);
  const from = day(clues.serviceDate);
  if (billDay === null || from === null) return 0;
  const to = day(clues.serviceDateTo) ?? from;
  if (billDay >= Math.min(from, to) && billDay <= Math.max(from, to)) return POINTS.date;
  const gap = Math.min(Math.abs(billDay - from), Math.abs(billDay - to)) / DAY_MS;
  return gap <= NEAR_DAYS ? POINTS.nearDate : 0;
}

function totalPoints(cents: number | null | undefined, billCents: number | null | undefined): number {
  if (cents == null || billCents == null || cents <= 0 || billCents <= 0) return 0;
  if (Math.abs(cents - billCents) <= ROUNDING_CENTS) return POINTS.total;
  return Math.abs(cents - billCents) <= Math.max(100, billCents * 0.01) ? POINTS.nearTotal : 0;
}

/** Every EOB line has a line on the bill with its code and billed amount (a cent apart at most), and no more. */
export function sameLines(eob: LineClue[] | null | undefined, bill: LineClue[] | null | undefined): boolean {
  const known = (lines: LineClue[] | null | undefined) =>
    (lines ?? []).filter((l) => code(l.code) !== "" && l.billedCents !== null);
  const read = known(eob);
  const left = known(bill);
  if (read.length === 0 || read.length !== (eob ?? []).length || read.length !== left.length) return false;
  return read.every((line) => {
    const at = left.findIndex(
      (l) =>
        code(l.code).slice(0, 5) === code(line.code).slice(0, 5) &&
        Math.abs(l.billedCents! - line.billedCents!) <= 1,
    );
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

/** How strongly a bill matches what the document says, 0 when nothing is shared. */
export function relatedBillScore(clues: DocumentClues, bill: BillClues): number {
  const total = sameLines(clues.lines, bill.lines)
    ? POINTS.total
    : totalPoints(clues.totalBilledCents, bill.totalBilledCents);
  return (
    numberPoints(clues.claimNumber, bill) +
    providerPoints(clues.providerText, bill.providerName) +
    datePoints(clues, bill.date) +
    total
  );
}

/** Provider, date of service and amounts all agree (the amounts within rounding, or line by line). */
function agreesOnProviderDateAmount(clues: DocumentClues, bill: BillClues): boolean {
  const amounts =
    sameLines(clues.lines, bill.lines) ||
    totalPoints(clues.totalBilledCents, bill.totalBilledCents) === POINTS.total;
  return (
    amounts &&
    providerPoints(clues.providerText, bill.providerName) > 0 &&
    datePoints(clues, bill.date) === POINTS.date
  );
}

/** The document's service date is known and far from the bill's: a shared number is then another visit's. */
function datesDisagree(clues: DocumentClues, bill: BillClues): boolean {
  return day(clues.serviceDate) !== null && day(bill.date) !== null && datePoints(clues, bill.date) === 0;
}

/**
 * Where the document goes: attached when one bill only carries its claim number (and the dates do
 * not disagree), or one bill only agrees on provider, date of service and amounts; suggested when
 * the best-scoring bill is well supported and clearly ahead; else null.
 */
export function matchBill(clues: DocumentClues, bills: BillClues[]): BillMatch | null {
  const byNumber = bills.filter((bill) => numbersOf(bill).some((n) => sameNumber(clues.claimNumber, n)));
  if (byNumber.length === 1 && !datesDisagree(clues, byNumber[0]))
    return { decision: "attach", billId: byNumber[0].id, matchedBy: "claim_number" };
  const agreeing = bills.filter((bill) => agreesOnProviderDateAmount(clues, bill));
  if (agreeing.length === 1)
    return { decision: "attach", billId: agreeing[0].id, matchedBy: "provider_date_amount" };
  const ranked = bills
    .map((bill) => ({ id: bill.id, score: relatedBillScore(clues, bill) }))
    .sort((a, b) => b.score - a.score);
  const [best, next] = ranked;
  if (!best || best.score < SUGGEST_AT) return null;
  return !next || best.score - next.score >= LEAD ? { decision: "suggest", billId: best.id } : null;
}

/** The bill to pre-fill, or null when none is convincing or two are equally likely. */
export function suggestRelatedBill(clues: DocumentClues, bills: BillClues[]): string | null {
  return matchBill(clues, bills)?.billId ?? null;
}
