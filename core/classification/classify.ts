// Document type from printed phrases. The confidence is a softmax over the type scores with a
// fixed score for 'other', so a page with little evidence stays below 0.7 and goes to the user
// (000 §4 Needs classification) instead of being guessed silently.
import { DOCUMENT_TYPES, type DocumentType } from "../documents/types";
import { asOcrMayRead } from "../extraction/ocr-slips";
import { findAmounts } from "../extraction/parse";
import {
  ASKS_FOR_PAYMENT,
  AUTH_MENTION,
  AUTH_PHONE_LINE,
  CARE_WORDS,
  chargeRows,
  LAB_MEASURES,
  LETTER,
  OTHER_TITLE,
  ledgerColumns,
  payerColumns,
  PREMIUM_BILL,
  RESULTS_MENTION,
  SHORT_TYPES,
  SIGNALS,
  spendingAccount,
} from "./signals";

/** What a payer's table header (allowed and paid titles in one row) adds to the EOB score. */
const PAYER_COLUMNS_WEIGHT = 4;
/** What rows of procedure codes and their charges, or a ledger's header, add to the bill score. */
const CHARGE_ROWS_WEIGHT = 3;

export interface Classification {
  document_type: DocumentType;
  /** 0..1, rounded to 3 decimals. */
  confidence: number;
}

/** What a driver's licence prints about itself or its issuer. */
const LICENCE_WORDS =
  /driver|licen[cs]e|\bdl\b|\bdln\b|motor vehicle|\bdmv\b|department of (transportation|public safety)|\bclass [a-dm]\b|identification card/i;

/** What an EOB says of itself or of the claim it decided. */
const EOB_IDENTITY =
  /explanation of|not a bill|\bclaims?\b|\bclm\b|benefits? (statement|summary)|statement of [a-z ]*benefits|summary notice|\beo[bp]\b|processed|adjudicat|\bmember\b|subscriber|\bgroup\b|remittance advice/;

/** What a heading naming another kind of paper adds to 'other', read in the page's first lines. */
const OTHER_TITLE_WEIGHT = 8;
const HEADING_LINES = 15;
/** What each side's words must score for a page to show both sides of a card. */
const BOTH_SIDES = 10;
/** The score 'other' gets: what a specific type must clearly beat to be trusted. */
const OTHER_SCORE = 5;
/** Softmax temperature: larger spreads the probability, smaller sharpens it. */
const TEMPERATURE = 1.5;

const compiled = Object.entries(SIGNALS).map(([type, signals]) => ({
  type: type as DocumentType,
  signals: signals.map((sig) => ({
    re: new RegExp(`(?<![a-z])(?:${asOcrMayRead(sig.phrase)})(?![a-z])`, "i"),
    weight: sig.weight,
  })),
}));

const countWords = (flat: string) => flat.split(" ").filter((w) => /[a-z0-9]/.test(w)).length;

/** Below this many words, 'other' is a guess too: a blank or unreadable page must go to the user. */
const OTHER_MIN_WORDS = 40;

/**
 * What only mentions a type on another type's page, read past when scoring that type: a reminder's
 * or welcome letter's word of prior authorization, a card's 'Prior Authorization' phone line, a
 * portal's 'see your test results' (signals.ts).
 */
const MENTIONS: Partial<Record<DocumentType, RegExp[]>> = {
  prior_authorization: [AUTH_MENTION, AUTH_PHONE_LINE],
  lab_results: [RESULTS_MENTION],
};

/** The words of a portal's or an app's menu ('Home  Messages  Appointments  Test Results  Billing'). */
const MENU_WORD =
  /\b(home|messages?|inbox|appointments?|visits?|test results|results|billing|bills|medications?|profile|settings|more|menu|documents|claims|benefits|coverage|id cards?|find care|health|account|sign out|log ?out|help)\b/gi;

/** A menu line names at least three places and little else: it tells nothing about the page. */
function isMenuLine(line: string): boolean {
  const places = line.match(MENU_WORD)?.length ?? 0;
  const rest = line.replace(MENU_WORD, " ").match(/[A-Za-z]{3,}/g)?.length ?? 0;
  return places >= 3 && rest <= 1;
}

/** A line that is such a heading: the title and at most a few words more, not a sentence naming it. */
function isOtherHeading(line: string): boolean {
  const title = OTHER_TITLE.exec(line);
  return (
    title !== null &&
    line
      .replace(title[0], " ")
      .split(/\s+/)
      .filter((w) => /[a-z]{2}/i.test(w)).length <= 4
  );
}

export function scoreDocument(printed: string): Record<DocumentType, number> {
  const text = printed
    .split("\n")
    .filter((line) => !isMenuLine(line))
    .join("\n");
  // Titles OCR ran together at a case change ('SubmittedApproved amount') are read apart.
  const flat = text
    .replace(/(?<=[a-z]{2})(?=[A-Z][a-z])/g, " ")
    .replace(/\s+/g, " ")
    .toLowerCase();
  const words = countWords(flat);
  const scores = Object.fromEntries(DOCUMENT_TYPES.map((t) => [t, 0])) as Record<DocumentType, number>;
  scores.other = OTHER_SCORE;
  for (const { type, signals } of compiled) {
    const read = (MENTIONS[type] ?? []).reduce((t, mention) => t.replace(mention, " "), flat);
    let score = signals.reduce((sum, sig) => sum + (sig.re.test(read) ? sig.weight : 0), 0);
    // A card holds a few dozen words; a statement or letter holds hundreds.
    if (SHORT_TYPES.includes(type) && words > 160) score *= 0.4;
    if (!SHORT_TYPES.includes(type) && words < 30) score *= 0.75;
    scores[type] = score;
  }
  // A heading that names another kind of paper (a good faith estimate, a payment plan agreement)
  // outweighs the bill's or the plan's words it prints.
  if (text.split("\n").slice(0, HEADING_LINES).some(isOtherHeading)) {
    for (const type of DOCUMENT_TYPES) scores[type] *= 0.7;
    scores.other = OTHER_SCORE + OTHER_TITLE_WEIGHT;
  }
  // Both sides of a card on one page (a front desk's copy, a portal's card page) is read as its front.
  const { insurance_card_front: front, insurance_card_back: back } = scores;
  if (front >= BOTH_SIDES && back >= BOTH_SIDES) scores.insurance_card_front = Math.max(front, back) + 3;
  if (payerColumns(text)) scores.eob += PAYER_COLUMNS_WEIGHT;
  if (chargeRows(text) || ledgerColumns(text)) scores.medical_bill += CHARGE_ROWS_WEIGHT;
  // A driver's licence names itself or its issuer; a card that names neither is no licence.
  if (!LICENCE_WORDS.test(flat)) {
    scores.drivers_license_front *= 0.3;
    scores.drivers_license_back *= 0.3;
  }
  // An EOB states what was billed and paid; a letter about one that states no amount (a cover
  // letter for an enclosed Medicare Summary Notice) is none.
  if (/\benclos(ed|ure)\b/.test(flat) && !findAmounts(text).some((a) => a.value > 0)) scores.eob *= 0.5;
  // A provider's statement may print the plan's columns ('Plan Allowed  Plan Paid'); an EOB also
  // names what it is or the claim it decided. Without either it is no EOB.
  if (!EOB_IDENTITY.test(flat)) scores.eob *= 0.6;
  // A utility or phone bill has a bill's labels and no word of care: not a medical bill; nor is a
  // plan's premium bill or a spending account's statement.
  const fromSpendingAccount = spendingAccount(flat);
  if (!CARE_WORDS.test(flat) || PREMIUM_BILL.test(flat) || fromSpendingAccount) scores.medical_bill *= 0.3;
  // A spending account's claim statement lists the claims it repaid, as an EOB lists a plan's: no
  // insurer decided them.
  if (fromSpendingAccount && !/explanation of/.test(flat)) scores.eob *= 0.4;
  // A letter that asks for no payment (a financial-assistance decision) is no bill.
  if (LETTER.test(flat) && !ASKS_FOR_PAYMENT.test(flat)) scores.medical_bill *= 0.4;
  // A letter that mentions test results (an appeal decision weighing 'the home sleep test results
  // your doctor sent') and prints no range or unit is no lab report.
  if (LETTER.test(flat) && !LAB_MEASURES.test(flat)) scores.lab_results *= 0.4;
  // Nor is a letter a card, however much of a card it names (a welcome letter's 'member ID card'
  // and 'primary care provider'): a card greets nobody.
  if (/\bdear\b/.test(flat)) {
    scores.insurance_card_front *= 0.4;
    scores.insurance_card_back *= 0.4;
  }
  return scores;
}

export function classifyDocument(text: string): Classification {
  const scores = scoreDocument(text);
  const max = Math.max(...Object.values(scores));
  let total = 0;
  let best: DocumentType = "other";
  for (const type of DOCUMENT_TYPES) {
    total += Math.exp((scores[type] - max) / TEMPERATURE);
    if (scores[type] > scores[best]) best = type;
  }
  let confidence = Math.exp((scores[best] - max) / TEMPERATURE) / total;
  if (best === "other")
    confidence *= Math.min(1, countWords(text.replace(/\s+/g, " ").toLowerCase()) / OTHER_MIN_WORDS);
  return { document_type: best, confidence: Math.round(confidence * 1000) / 1000 };
}
