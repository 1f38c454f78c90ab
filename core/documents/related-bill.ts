// Which of the user's bills an EOB or prior authorization belongs to (issue 12): each bill scores
// points for the evidence it shares with the document — claim or account number, provider, service
// date, billed total — and the best one is suggested only when it is clearly ahead and well
// supported. A guess is never made from a single weak clue. docs/decisions/025-related-bill-suggestion.md

/** What the document says about the bill it is about; anything may be missing. */
export interface DocumentClues {
  claimNumber?: string | null;
  /** The provider's name when read, or the document's whole text to look the bill's provider up in. */
  providerText?: string | null;
  serviceDate?: string | null;
  serviceDateTo?: string | null;
  totalBilledCents?: number | null;
}

export interface BillClues {
  id: string;
  claimNumber?: string | null;
  accountNumber?: string | null;
  providerName?: string | null;
  date?: string | null;
  totalBilledCents?: number | null;
}

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

const NEAR_DAYS = 7;
const DAY_MS = 86_400_000;

const code = (s: string | null | undefined) => (s ?? "").toUpperCase().replace(/[^A-Z0-9]/g, "");
const words = (s: string | null | undefined) =>
  (s ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
const day = (s: string | null | undefined) => {
  const t = s && /^\d{4}-\d{2}-\d{2}$/.test(s) ? Date.parse(`${s}T00:00:00Z`) : NaN;
  return Number.isFinite(t) ? t : null;
};

function numberPoints(clue: string | null | undefined, bill: BillClues): number {
  const read = code(clue);
  if (read.length < 4) return 0;
  const known = [code(bill.claimNumber), code(bill.accountNumber)].filter((n) => n.length >= 4);
  if (known.includes(read)) return POINTS.number;
  // An EOB often prints the provider's number with a prefix or suffix of its own.
  return known.some((n) => n.length >= 5 && read.length >= 5 && (n.includes(read) || read.includes(n)))
    ? POINTS.numberPart
    : 0;
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
  if (cents === billCents) return POINTS.total;
  return Math.abs(cents - billCents) <= Math.max(100, billCents * 0.01) ? POINTS.nearTotal : 0;
}

/** How strongly a bill matches what the document says, 0 when nothing is shared. */
export function relatedBillScore(clues: DocumentClues, bill: BillClues): number {
  return (
    numberPoints(clues.claimNumber, bill) +
    providerPoints(clues.providerText, bill.providerName) +
    datePoints(clues, bill.date) +
    totalPoints(clues.totalBilledCents, bill.totalBilledCents)
  );
}

/** The bill to pre-fill, or null when none is convincing or two are equally likely. */
export function suggestRelatedBill(clues: DocumentClues, bills: BillClues[]): string | null {
  const ranked = bills
    .map((bill) => ({ id: bill.id, score: relatedBillScore(clues, bill) }))
    .sort((a, b) => b.score - a.score);
  const [best, next] = ranked;
  if (!best || best.score < SUGGEST_AT) return null;
  return !next || best.score - next.score >= LEAD ? best.id : null;
}
