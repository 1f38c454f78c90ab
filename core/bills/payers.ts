// Which plan decided an EOB (ADR 082): insurer names compared the way people and EOBs spell them,
// and the rule that an EOB from another payer than the bill's first decision is a second plan's.
// "Meridian Health Plan", "MERIDIAN HEALTH PLAN, INC." and "Meridian Health Plan of Michigan" are
// one payer; "BCBS" and "Blue Cross and Blue Shield of Texas" too. Pure.
import { CARRIER_ABBREVIATIONS } from "../insurance/carrier-search";
import type { EobDecision } from "./eob-decisions";

/** The states (and DC, Puerto Rico) by full name, and their postal codes in the same order. */
const FULL_NAMES = (
  "alabama,alaska,arizona,arkansas,california,colorado,connecticut,delaware,district of columbia," +
  "florida,georgia,hawaii,idaho,illinois,indiana,iowa,kansas,kentucky,louisiana,maine,maryland," +
  "massachusetts,michigan,minnesota,mississippi,missouri,montana,nebraska,nevada,new hampshire," +
  "new jersey,new mexico,new york,north carolina,north dakota,ohio,oklahoma,oregon,pennsylvania," +
  "rhode island,south carolina,south dakota,tennessee,texas,utah,vermont,virginia,washington," +
  "west virginia,wisconsin,wyoming,puerto rico"
).split(",");
const POSTAL_CODES = (
  "al,ak,az,ar,ca,co,ct,de,dc,fl,ga,hi,id,il,in,ia,ks,ky,la,me,md,ma,mi,mn,ms,mo,mt,ne,nv,nh,nj," +
  "nm,ny,nc,nd,oh,ok,or,pa,ri,sc,sd,tn,tx,ut,vt,va,wa,wv,wi,wy,pr"
).split(",");
const STATES = [...FULL_NAMES, ...POSTAL_CODES];
/** "of Texas", "of New York", "of TX": the state a company is licensed in, not another payer. */
const OF_STATE = new RegExp(`\\bof (${STATES.join("|")})\\b`, "g");

/** The state a name says its company is licensed in, as its full name ("of TX" → "texas"), or null. */
export function stateOfLicence(name: string | null | undefined): string | null {
  const text = (name ?? "")
    .toLowerCase()
    .replace(/[^a-z ]+/g, " ")
    .replace(/\s+/g, " ");
  const found = [...text.matchAll(OF_STATE)].map((m) => m[1]).pop();
  if (!found) return null;
  const postal = POSTAL_CODES.indexOf(found);
  return postal >= 0 ? FULL_NAMES[postal] : found;
}
/** Legal forms and joining words that never tell two insurers apart. */
const LEGAL = new Set([
  "inc",
  "incorporated",
  "co",
  "company",
  "corp",
  "corporation",
  "llc",
  "ltd",
  "lp",
  "plc",
  "the",
  "and",
]);
/** Words an insurer's name may end with or leave off: "Cigna" is "Cigna Healthcare". */
const GENERIC_ENDINGS = new Set([
  "insurance",
  "ins",
  "assurance",
  "plan",
  "plans",
  "health",
  "healthcare",
  "life",
  "mutual",
  "group",
  "benefit",
  "benefits",
  "services",
  "administrators",
  "network",
]);

/** Lowercase words, no punctuation, no state of licence, no legal form. */
function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .replace(OF_STATE, " ")
    .split(" ")
    .filter((w) => w && !LEGAL.has(w));
}

const compact = (words: string[]) => words.join("");

/** Long forms (compacted, longest first) and the abbreviation each stands for. */
const ABBREVIATED = Object.entries(CARRIER_ABBREVIATIONS)
  .flatMap(([short, longs]) => longs.map((long) => [compact(nameWords(long)), short] as const))
  .filter(([long]) => long.length > 0)
  .sort((a, b) => b[0].length - a[0].length);

function abbreviated(key: string): string {
  let out = key;
  for (const [long, short] of ABBREVIATED) out = out.split(long).join(short);
  return out;
}

/** The spellings one insurer's name is compared by: the whole name and the name without its generic ending. */
export function payerKeys(name: string | null | undefined): Set<string> {
  const words = nameWords(name ?? "");
  if (!words.length) return new Set();
  const core = [...words];
  while (core.length > 1 && GENERIC_ENDINGS.has(core[core.length - 1])) core.pop();
  // A name of generic words only ("Health Plan") is compared whole: "health" names nobody.
  const named = core.some((w) => !GENERIC_ENDINGS.has(w));
  return new Set([compact(words), ...(named ? [compact(core)] : [])].map(abbreviated).filter(Boolean));
}

/**
 * Two printed insurer names are one payer. Unknown names are never the same payer. A state of
 * licence is left out unless both names print one: "Blue Cross Blue Shield of Illinois" and "… of
 * Texas" are separate companies (and a family's two plans), while "BCBS" is either.
 */
export function samePayer(a: string | null | undefined, b: string | null | undefined): boolean {
  const [stateA, stateB] = [stateOfLicence(a), stateOfLicence(b)];
  if (stateA && stateB && stateA !== stateB) return false;
  const keys = payerKeys(a);
  return [...payerKeys(b)].some((k) => keys.has(k));
}

const oldestFirst = (a: EobDecision, b: EobDecision) =>
  a.decided_on !== b.decided_on ? (a.decided_on < b.decided_on ? -1 : 1) : a.created_at - b.created_at;

/**
 * The bill's decisions with the second plan's told by payer (ADR 082): the first plan is the payer
 * of the earliest decision (among `among`, the ones that count) that does not say it is a second
 * plan's. An EOB from another payer is that second plan's decision unless it says it is a corrected
 * claim; a corrected claim from a payer already paying second corrects that second plan's decision.
 * An EOB from the first plan, later, stays a newer decision. Decisions with no insurer name, or
 * bills whose first plan has none, keep what they print.
 */
export function secondPlansByPayer(
  decisions: EobDecision[],
  among: EobDecision[] = decisions,
): EobDecision[] {
  const first = [...among].sort(oldestFirst).find((d) => d.kind !== "secondary" && payerKeys(d.payer).size);
  if (!first) return decisions;
  const otherPayer = (d: EobDecision) => payerKeys(d.payer).size > 0 && !samePayer(d.payer, first.payer);
  const byPayer = decisions.map(
    (d): EobDecision => (d.kind === "original" && otherPayer(d) ? { ...d, kind: "secondary" } : d),
  );
  const secondPayers = byPayer.filter((d) => d.kind === "secondary" && otherPayer(d));
  return byPayer.map((d) =>
    d.kind === "corrected" && otherPayer(d) && secondPayers.some((s) => samePayer(s.payer, d.payer))
      ? { ...d, kind: "secondary" }
      : d,
  );
}
