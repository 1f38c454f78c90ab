// Provider search: the NPPES registry plus the providers this user typed on their own bills.
import { and, eq, sql } from "drizzle-orm";
import { schema, type Db } from "~/db.server";
import { containsPattern, ftsPrefixQuery } from "./search-text";

export interface ProviderResult {
  npi: string | null;
  name: string;
  credential: string | null;
  specialty: string | null;
  address_line1: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  /** True for registry (NPPES) providers, false for names the user typed on a bill. */
  is_predefined: boolean;
}

interface ProviderRow {
  npi: string;
  name: string;
  credential: string | null;
  specialty: string | null;
  address_line1: string;
  city: string;
  state: string;
  zip_code: string;
}

const RANKING_WINDOW = 2000;

async function searchRegistry(
  db: Db,
  query: string,
  zip: string | null,
  limit: number,
): Promise<ProviderRow[]> {
  const columns = sql`npi, name, credential, specialty, address_line1, city, state, zip_code`;
  if (/^\d{10}$/.test(query.trim())) {
    return db.all<ProviderRow>(sql`SELECT ${columns} FROM nppes_providers WHERE npi = ${query.trim()}`);
  }
  const match = ftsPrefixQuery(query);
  if (!match) return [];
  const window = zip ? sql`` : sql` LIMIT ${RANKING_WINDOW}`;
  const zipFilter = zip ? sql` AND zip_code = ${zip}` : sql``;
  return db.all<ProviderRow>(sql`
    SELECT ${columns} FROM nppes_providers
    WHERE rowid IN (SELECT rowid FROM nppes_providers_fts WHERE nppes_providers_fts MATCH ${match}${window})${zipFilter}
    ORDER BY name LIMIT ${limit}`);
}

/** Providers named on this user's bills only: never another user's. */
async function searchOwnBills(db: Db, userId: string, query: string, limit: number) {
  return db
    .selectDistinct({ name: schema.bills.providerName, npi: schema.bills.providerNpi })
    .from(schema.bills)
    .where(
      and(
        eq(schema.bills.userId, userId),
        sql`${schema.bills.providerName} LIKE ${containsPattern(query.trim())} ESCAPE '\\'`,
      ),
    )
    .orderBy(schema.bills.providerName)
    .limit(limit);
}

export async function searchProviders(
  db: Db,
  userId: string,
  query: string,
  options: { zip: string | null; limit: number },
): Promise<ProviderResult[]> {
  if (query.trim().length < 3) return [];
  const [registry, own] = await Promise.all([
    searchRegistry(db, query, options.zip, options.limit),
    searchOwnBills(db, userId, query, options.limit),
  ]);
  const registryNpis = new Set(registry.map((p) => p.npi));
  const registryNames = new Set(registry.map((p) => p.name.toLowerCase()));
  const typed: ProviderResult[] = own
    .filter((p) => !(p.npi && registryNpis.has(p.npi)) && !registryNames.has(p.name.toLowerCase()))
    .map((p) => ({
      npi: p.npi,
      name: p.name,
      credential: null,
      specialty: null,
      address_line1: null,
      city: null,
      state: null,
      zip_code: null,
      is_predefined: false,
    }));
  const predefined: ProviderResult[] = registry.map((p) => ({ ...p, is_predefined: true }));
  return [...typed, ...predefined].slice(0, options.limit);
}

/** The provider field's suggestions: a failed search is an empty list (001 §8: 'No providers found'), never a 500. */
export async function providerSuggestions(
  db: Db,
  userId: string,
  query: { query: string; limit: number; zip_code?: string },
): Promise<ProviderResult[]> {
  const zip = query.zip_code ? query.zip_code.slice(0, 5) : null;
  try {
    return await searchProviders(db, userId, query.query, { zip, limit: query.limit });
  } catch (error) {
    console.error("provider search failed", error instanceof Error ? error.name : "unknown");
    return [];
  }
}
