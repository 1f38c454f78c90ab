// ICD-10-CM lookups: the diagnosis autocomplete (codes with or without the dot, and words) and code details.
import { sql } from "drizzle-orm";
import { icdDisplay, icdKey } from "#db/reference/parsers/icd10cm";
import type { Db } from "~/db.server";
import { ftsPrefixQuery, icdCodePrefix, prefixEnd, searchPhrase } from "./search-text";

export interface IcdSuggestion {
  icd10_code: string;
  icd10_description: string;
}

type Row = { code: string; description: string };

/** Matches read for ranking; a broad word ("fr") stops here, in code order, instead of sorting thousands. */
const RANKING_WINDOW = 2000;

export async function suggestIcdCodes(db: Db, q: string, limit: number): Promise<IcdSuggestion[]> {
  if (q.trim().length < 2) return [];
  const prefix = icdCodePrefix(q);
  // Codes first: "E11" lists E11.8 and E11.9 before the longer codes.
  const byCode = prefix
    ? await db.all<Row>(sql`
        SELECT code, description FROM icd10cm_codes
        WHERE rowid IN (SELECT rowid FROM icd10cm_codes WHERE code >= ${prefix} AND code < ${prefixEnd(prefix)} LIMIT ${RANKING_WINDOW})
        ORDER BY code_length, code LIMIT ${limit}`)
    : [];
  // A code-shaped query searches the words as one token ("b12" → vitamin B12), not as "e11" AND "9".
  const match = prefix ? `"${prefix.toLowerCase()}"*` : ftsPrefixQuery(q);
  const phrase = searchPhrase(q);
  // Then the phrase, then broader (shorter) codes: "hypertension" → I10 before I15.x.
  const byWords =
    byCode.length < limit && match
      ? await db.all<Row>(sql`
          SELECT code, description FROM icd10cm_codes
          WHERE rowid IN (SELECT rowid FROM icd10cm_fts WHERE icd10cm_fts MATCH ${match} LIMIT ${RANKING_WINDOW})
          ORDER BY instr(lower(description), ${phrase}) = 0, code_length, lower(description) NOT LIKE ${phrase + "%"}, code
          LIMIT ${limit}`)
      : [];
  const seen = new Set(byCode.map((r) => r.code));
  return [...byCode, ...byWords.filter((r) => !seen.has(r.code))]
    .slice(0, limit)
    .map((r) => ({ icd10_code: icdDisplay(r.code), icd10_description: r.description }));
}

export interface IcdCodeDetails {
  code: string;
  description: string;
  billable: boolean;
  /** "codes": in the current billable list; "order": only in the order file (a category, or no longer current). */
  source: "codes" | "order";
}

/** What a diagnosis code means and whether it can be billed, for the analysis engine. */
export async function describeIcdCode(db: Db, code: string): Promise<IcdCodeDetails | null> {
  const key = icdKey(code);
  if (!/^[A-Z][0-9A-Z]{2,6}$/.test(key)) return null;
  const current = await db.get<{ description: string }>(
    sql`SELECT description FROM icd10cm_codes WHERE code = ${key}`,
  );
  if (current)
    return { code: icdDisplay(key), description: current.description, billable: true, source: "codes" };
  const order = await db.get<{ long_description: string }>(
    sql`SELECT long_description FROM icd10cm_order WHERE code = ${key}`,
  );
  // A code found only in the older order file is a category (not billable) or no longer valid.
  return order
    ? { code: icdDisplay(key), description: order.long_description, billable: false, source: "order" }
    : null;
}
