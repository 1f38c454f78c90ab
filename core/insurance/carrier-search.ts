// Finding an insurance carrier by what a person types (issue 15): the display name, the marketing
// name, the parent organisation, and the abbreviations people use for them (BCBS ↔ Blue Cross (and)
// Blue Shield, UHC ↔ UnitedHealthcare, …), from 2 characters, ranked by how well the name matches
// and then by how many plans the carrier offers. Runtime-neutral: the service passes the rows.

export interface CarrierCandidate {
  id: string;
  displayName: string;
  marketingName: string | null;
  parentOrganization: string | null;
  planCount: number;
}

export const MIN_CARRIER_QUERY = 2;

/** Common abbreviations and the names they stand for (normalized, see `normalize`). */
export const CARRIER_ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  bcbs: ["blue cross and blue shield", "blue cross blue shield"],
  uhc: ["unitedhealthcare", "united healthcare", "unitedhealth group"],
  hcsc: ["health care service corporation"],
  bsc: ["blue shield of california"],
  kp: ["kaiser permanente"],
  hap: ["health alliance plan"],
  upmc: ["upmc health plan"],
  cdphp: ["capital district physicians health plan"],
  hmsa: ["hawaii medical service association"],
  emblem: ["emblemhealth"],
};

const LEGAL_SUFFIXES = /\b(inc|llc|corp|corporation|co|company|ltd|the)\b/g;

/** Lowercase words, "&" as "and", no punctuation or legal suffixes. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(LEGAL_SUFFIXES, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A name with its abbreviations spelt out, and an abbreviation for each long form it contains. */
function variants(name: string): string[] {
  const base = normalize(name);
  const out = new Set([base, base.replace(/ /g, "")]);
  for (const [short, longs] of Object.entries(CARRIER_ABBREVIATIONS)) {
    const word = new RegExp(`\\b${short}\\b`);
    for (const long of longs) {
      if (word.test(base)) out.add(base.replace(word, long));
      if (base.includes(long)) out.add(base.replace(long, short));
    }
  }
  return [...out];
}

/** Each word of `query` (two or more) begins some word of `name`. */
function everyWordStartsAWord(query: string, name: string): boolean {
  const wanted = query.split(" ").filter(Boolean);
  if (wanted.length < 2) return false;
  const words = name.split(" ");
  return wanted.every((w) => words.some((word) => word.startsWith(w)));
}

/**
 * How well `query` (normalized) matches `name`: 8 whole name, 6 start, 4 a word's start, 2 inside,
 * 1 every query word starts a word of the name in any order ("blue cross texas" finds "Blue Cross
 * and Blue Shield of Texas"), 0 not.
 */
function matchScore(query: string, name: string | null): number {
  if (!name) return 0;
  let best = 0;
  const compact = query.replace(/ /g, "");
  for (const v of variants(name)) {
    for (const q of v.includes(" ") ? [query] : [query, compact]) {
      if (!q) continue;
      if (v === q) best = Math.max(best, 8);
      else if (v.startsWith(q)) best = Math.max(best, 6);
      else if (v.includes(` ${q}`)) best = Math.max(best, 4);
      else if (v.includes(q)) best = Math.max(best, 2);
    }
    if (best === 0 && everyWordStartsAWord(query, v)) best = 1;
  }
  return best;
}

/**
 * The carriers matching `query`, best first: the display name counts most, then the marketing
 * name, then the parent organisation; ties go to the carrier with more plans, then by name.
 * Fewer than 2 characters (after normalizing) find nothing.
 */
export function searchCarriers<C extends CarrierCandidate>(
  query: string,
  carriers: readonly C[],
  limit = 20,
): C[] {
  const q = normalize(query);
  if (q.replace(/ /g, "").length < MIN_CARRIER_QUERY) return [];
  const scored = carriers
    .map((carrier) => {
      const score = Math.max(
        matchScore(q, carrier.displayName) * 3,
        matchScore(q, carrier.marketingName) * 2,
        matchScore(q, carrier.parentOrganization),
      );
      return { carrier, score };
    })
    .filter((s) => s.score > 0);
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      b.carrier.planCount - a.carrier.planCount ||
      a.carrier.displayName.localeCompare(b.carrier.displayName),
  );
  return scored.slice(0, limit).map((s) => s.carrier);
}
