// The procedure-code autocomplete: CPT®, HCPCS Level II and lab codes, by code prefix or by words.
// Descriptions follow docs/decisions/006 (our wording for CPT, CMS's public text for HCPCS Level II).
import { inArray, sql } from "drizzle-orm";
import { procedureCodes } from "#db/reference/schema";
import type { Db } from "~/db.server";
import { ftsPrefixQuery, prefixEnd, procedureCodePrefix, searchPhrase } from "./search-text";

export interface ProcedureSuggestion {
  cpt_code: string;
  description: string;
}

type Row = { code: string; description: string };

/** Matches read for ranking; a broad word stops here instead of sorting thousands. */
const RANKING_WINDOW = 2000;

export async function suggestProcedureCodes(
  db: Db,
  q: string,
  limit: number,
): Promise<ProcedureSuggestion[]> {
  if (q.trim().length < 1) return [];
  const prefix = procedureCodePrefix(q);
  const byCode = prefix
    ? await db.all<Row>(sql`
        SELECT code, description FROM procedure_codes
        WHERE code >= ${prefix} AND code < ${prefixEnd(prefix)} ORDER BY code LIMIT ${limit}`)
    : [];
  const match = prefix ? `"${prefix.toLowerCase()}"*` : ftsPrefixQuery(q);
  const phrase = searchPhrase(q);
  const byWords =
    byCode.length < limit && match
      ? await db.all<Row>(sql`
          SELECT code, description FROM procedure_codes
          WHERE rowid IN (SELECT rowid FROM procedure_codes_fts WHERE procedure_codes_fts MATCH ${match} LIMIT ${RANKING_WINDOW})
          ORDER BY instr(lower(description), ${phrase}) = 0, lower(description) NOT LIKE ${phrase + "%"}, length(description), code
          LIMIT ${limit}`)
      : [];
  const seen = new Set(byCode.map((r) => r.code));
  return [...byCode, ...byWords.filter((r) => !seen.has(r.code))]
    .slice(0, limit)
    .map((r) => ({ cpt_code: r.code, description: r.description }));
}

/** D1 binds at most 100 values a statement. */
const LOOKUP_CHUNK = 90;

/** Which of `codes` the imported code sets list (a document's few dozen codes, looked up by key). */
export async function listedProcedureCodes(db: Db, codes: readonly string[]): Promise<Set<string>> {
  const chunks: string[][] = [];
  for (let at = 0; at < codes.length; at += LOOKUP_CHUNK) chunks.push(codes.slice(at, at + LOOKUP_CHUNK));
  const [first, ...rest] = chunks.map((chunk) =>
    db.select({ code: procedureCodes.code }).from(procedureCodes).where(inArray(procedureCodes.code, chunk)),
  );
  if (!first) return new Set();
  // One round trip however many codes: D1 runs a batch's statements together.
  const results = await db.batch([first, ...rest]);
  return new Set(results.flat().map((row) => row.code));
}
