// Which bill a question is about (issue 16): a bill the question names (provider, claim or account
// number, service date, a service on it, the patient), else the page's bill (focusBillId), else the
// only bill; else the answer asks which. A question that names a provider, claim or account number
// the user's records do not hold is about nobody's data we may show: "not in your data".
import { extractDates } from "./extract";
import { matchLines, quotedCents } from "./answers/lines";
import { VOCABULARY } from "./intents";
import type { AssistantRecords, BillRecord } from "./types";
import { corrected, distance, STOPWORDS, typoAllowance, words } from "./words";

export type BillChoice =
  | { kind: "bill"; bill: BillRecord; by: "named" | "focus" | "only" }
  | { kind: "ask"; candidates: BillRecord[] }
  | { kind: "none" };

/** Words that name a kind of place, not a provider: they weigh little when matching a bill's name. */
const FACILITY = new Set(
  "hospital clinic medical center centre health healthcare lab laboratory imaging radiology pediatric pediatrics physician associate group practice dental orthopedic orthopedics urgent care surgery surgical specialist partner regional memorial general community family st saint dr doctor inc llc pc md".split(
    " ",
  ),
);
/** The nouns a provider's name ends with: the word before one names the provider ("Mercy Hospital"). */
const PLACE_NOUNS = new Set(
  "hospital clinic center centre lab laboratory imaging radiology pediatric physician associate dental orthopedic orthopedics health healthcare".split(" "),
);
/** Words that may follow "from"/"at" without naming anyone. */
const COMMON = new Set(
  "last this next first second third other same that new newest latest recent old oldest big biggest large largest small current outstanding unpaid paid open pending whole entire total full final original corrected updated monthly annual itemized medical care urgent emergency surgery general regional memorial community family ambulance therapy pharmacy prescription hospital visit appointment er emergency room hospital doctor doctors office clinic lab insurance insurer plan home work school january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec week month year today yesterday time pocket least all money anything something everything nothing".split(
    " ",
  ),
);
const RELATIVES = new Set("son daughter child kid baby wife husband spouse partner mom mother dad father parent".split(" "));

/** People outside the household: their bills are never in the user's records. */
const OUTSIDERS = new Set("neighbor neighbour friend coworker colleague boss roommate landlord stranger".split(" "));
const CHILDREN = new Set("son daughter child children kid baby".split(" "));

const alnum = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

function near(token: string, candidates: Iterable<string>): boolean {
  for (const c of candidates) if (c === token || (c.length >= 4 && distance(token, c) <= typoAllowance(c))) return true;
  return false;
}

/** Identifiers the question quotes (claim or account numbers): letters/digits with a digit, 6+ long. */
function quotedIdentifiers(question: string): string[] {
  const found = question.match(/(?<![\w$])(?=[A-Za-z0-9-]*\d)[A-Za-z0-9][A-Za-z0-9-]{5,}(?![\w])/g) ?? [];
  const date = /^(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}-\d{1,2}-\d{2,4})$/;
  return found.filter((id) => !date.test(id) && /[A-Za-z-]|\d{6,}/.test(id));
}

function knownIdentifiers(records: AssistantRecords): Set<string> {
  const ids = new Set<string>();
  for (const bill of records.bills) {
    for (const v of [bill.claimNumber, bill.accountNumber, ...bill.eobs.map((e) => e.claimNumber)]) if (v) ids.add(alnum(v));
    for (const doc of bill.documents)
      for (const v of Object.values(doc.fields)) if (typeof v === "string" && /\d/.test(v)) ids.add(alnum(v));
  }
  return ids;
}

/** Every word of the user's own records that may name something: providers, people, carriers, services. */
function ownWords(records: AssistantRecords): Set<string> {
  const own = new Set<string>();
  const add = (text: string | null | undefined) => text && words(text).forEach((w) => own.add(w));
  for (const bill of records.bills) {
    add(bill.providerName);
    add(bill.patientName);
    bill.lines.forEach((l) => add(l.description));
    bill.documents.forEach((d) => Object.values(d.fields).forEach((v) => typeof v === "string" && add(v)));
  }
  records.people.forEach(add);
  for (const p of records.policies) [p.name, p.carrierName, p.planName, ...p.members].forEach(add);
  return own;
}

/** True when the question names a provider, claim or account number that is none of the user's. */
export function namesSomeoneElses(question: string, records: AssistantRecords): boolean {
  const known = knownIdentifiers(records);
  if (quotedIdentifiers(question).some((id) => !known.has(alnum(id)))) return true;
  const own = ownWords(records);
  // Typos of the answerer's own words ("insurence") are read as those words, not as a stranger's name.
  const tokens = corrected(words(question), VOCABULARY);
  if (tokens.some((t) => OUTSIDERS.has(t))) return true;
  const unknown = (t: string | undefined) =>
    t !== undefined &&
    !STOPWORDS.has(t) &&
    !COMMON.has(t) &&
    !FACILITY.has(t) &&
    !VOCABULARY.has(t) &&
    !/\d/.test(t) &&
    !near(t, own);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    // "Mercy Hospital", "dr. smith": the name beside the cue is not ours.
    if (PLACE_NOUNS.has(t))
      for (let j = i - 1; j >= Math.max(0, i - 3) && !STOPWORDS.has(tokens[j]); j--) if (unknown(tokens[j])) return true;
    if ((t === "dr" || t === "doctor" || t === "st" || t === "saint") && unknown(tokens[i + 1])) return true;
  }
  // "did Lakeside charge", "owe Lakeside", "the Lakeside bill": a word in a provider's place that is none of ours.
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t === "did" && unknown(tokens[i + 1]) && tokens.slice(i + 2, i + 5).some((w) => /^(charge|bill|billed|pay|paid|send|say)$/.test(w)))
      return true;
    if ((t === "owe" || t === "pay") && unknown(tokens[i + 1]) && !/^(for|on|to|off|back|now|later|anything|everything|it|in|by)$/.test(tokens[i + 1] ?? "")) return true;
    if (/^(bill|statement|invoice)$/.test(t) && unknown(tokens[i - 1]) && !RELATIVES.has(tokens[i - 1] ?? "")) return true;
  }
  // "from Lakeside", "at Harbor": a capitalised name after from/at that is none of ours.
  for (const match of question.matchAll(/\b(?:from|at)\s+([A-Z][A-Za-z'.-]+)/g))
    if (words(match[1]).some((t) => unknown(t) && !RELATIVES.has(t))) return true;
  return false;
}

function score(bill: BillRecord, question: string, tokens: string[], providersWith: (word: string) => number, familyMembers: number): number {
  let total = 0;
  const q = alnum(question);
  for (const id of [bill.claimNumber, bill.accountNumber, ...bill.eobs.map((e) => e.claimNumber)])
    if (id && alnum(id).length >= 4 && q.includes(alnum(id))) total += 10;
  const provider = words(bill.providerName).filter((w) => !STOPWORDS.has(w));
  for (const w of provider) if (tokens.some((t) => t === w || (w.length >= 4 && distance(t, w) <= typoAllowance(w)))) total += !FACILITY.has(w) ? 3 : providersWith(w) === 1 ? 2 : 1;
  const dates = extractDates(question);
  if (bill.serviceDate && dates.some((d) => d.value === bill.serviceDate || (d.value.startsWith("--") && bill.serviceDate?.endsWith(d.value.slice(1)))))
    total += 4;
  const patient = bill.patientName === "You" ? [] : words(bill.patientName);
  if (patient.some((w) => tokens.includes(w))) total += 3;
  // "my kid's bill": a child's word names the bills of the one family member the user has.
  if (bill.patientName !== "You" && tokens.some((t) => RELATIVES.has(t))) total += familyMembers === 1 && tokens.some((t) => CHILDREN.has(t)) ? 2 : 1;
  const cents = quotedCents(question);
  if (cents.some((c) => c === bill.totalBilledCents || c === bill.amountDueCents || bill.lines.some((l) => l.billedCents === c))) total += 4;
  const lines = matchLines(question, bill).strength;
  total += lines === "exact" ? 3 : lines === "vague" ? 1 : 0;
  // "what did Aetna pay": the bill whose EOB is from that insurer.
  const insurer = bill.documents.flatMap((d) => words(`${d.label} ${String(d.fields.insurance_company ?? "")}`));
  if (insurer.some((w) => w.length > 3 && !STOPWORDS.has(w) && !FACILITY.has(w) && w !== "eob" && tokens.includes(w))) total += 2;
  return total;
}

/** The bill the question is about, or what to do instead. */
export function chooseBill(question: string, records: AssistantRecords): BillChoice {
  if (records.bills.length === 0) return { kind: "none" };
  const tokens = words(question);
  // "the pediatrics bill": a kind-of-place word still names a bill when only one provider has it.
  const providers = [...new Set(records.bills.map((b) => b.providerName))].map((p) => new Set(words(p)));
  const providersWith = (word: string) => providers.filter((p) => p.has(word)).length;
  const familyMembers = new Set(records.bills.filter((b) => b.patientName !== "You").map((b) => b.patientName)).size;
  const scored = records.bills.map((bill) => ({ bill, score: score(bill, question, tokens, providersWith, familyMembers) }));
  const best = Math.max(...scored.map((s) => s.score));
  const named = best >= 2 ? scored.filter((s) => s.score === best).map((s) => s.bill) : [];
  if (named.length === 1) return { kind: "bill", bill: named[0], by: "named" };
  const focus = records.bills.find((b) => b.id === records.focusBillId);
  if (focus && (named.length === 0 || named.includes(focus))) return { kind: "bill", bill: focus, by: "focus" };
  if (named.length === 0 && records.bills.length === 1) return { kind: "bill", bill: records.bills[0], by: "only" };
  return { kind: "ask", candidates: named.length > 1 ? named : records.bills };
}
