// Medicare amounts for a procedure code: national (fee schedule RVUs × CF, or the lab fee schedule),
// and the same amounts for the user's ZIP code (ZIP → carrier locality → GPCI, OPPS imaging caps).
import { and, eq, inArray } from "drizzle-orm";
import { centsToDollars } from "#core/bills/money";
import {
  gpciLocalities,
  labFees,
  oppsCaps,
  pfsRvus,
  referenceDatasets,
  zipLocalities,
} from "#db/reference/schema";
import { localityPrices, nationalPrices, PRICED_STATUSES, STATUS_NOTES } from "#db/reference/pricing";
import type { Db } from "~/db.server";

export interface LocalRates {
  zip_code: string;
  locality_name: string;
  mac: string;
  locality: string;
  avg_price_nfac: number | null;
  avg_price_fac: number | null;
  note: string | null;
  source: string;
  edition: string;
}

export interface MedicareRates {
  cpt_code: string;
  avg_price_nfac: number | null;
  avg_price_fac: number | null;
  status_code: string | null;
  note: string | null;
  source: string | null;
  edition: string | null;
  local: LocalRates | null;
  /** Why there are no local amounts (no ZIP on the profile, or a ZIP Medicare does not map). */
  local_note: string | null;
}

const PFS = "CMS Physician Fee Schedule: total RVUs × conversion factor";
const CLFS = "CMS Clinical Laboratory Fee Schedule: national limit amount";

async function editions(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ dataset: referenceDatasets.dataset, edition: referenceDatasets.edition })
    .from(referenceDatasets)
    .where(inArray(referenceDatasets.dataset, ["pfs-rvu", "clfs", "pfs-gpci", "pfs-zip-localities"]));
  return new Map(rows.map((r) => [r.dataset, r.edition]));
}

async function localityOf(db: Db, zip: string | null) {
  if (!zip || !/^\d{5}/.test(zip)) return null;
  const rows = await db
    .select({ mac: zipLocalities.mac, locality: zipLocalities.locality, gpci: gpciLocalities })
    .from(zipLocalities)
    .innerJoin(
      gpciLocalities,
      and(eq(gpciLocalities.mac, zipLocalities.mac), eq(gpciLocalities.locality, zipLocalities.locality)),
    )
    .where(eq(zipLocalities.zip, zip.slice(0, 5)))
    .limit(1);
  return rows[0] ?? null;
}

export async function medicareRates(db: Db, code: string, userZip: string | null): Promise<MedicareRates> {
  const [pfs, lab, place, names] = await Promise.all([
    db
      .select()
      .from(pfsRvus)
      .where(and(eq(pfsRvus.hcpcs, code), eq(pfsRvus.modifier, "")))
      .get(),
    db
      .select()
      .from(labFees)
      .where(and(eq(labFees.hcpcs, code), eq(labFees.modifier, "")))
      .get(),
    localityOf(db, userZip),
    editions(db),
  ]);
  const empty: MedicareRates = {
    cpt_code: code,
    avg_price_nfac: null,
    avg_price_fac: null,
    status_code: pfs?.statusCode ?? null,
    note: null,
    source: null,
    edition: null,
    local: null,
    local_note: null,
  };
  const localNote = !userZip
    ? "Add your ZIP code to see Medicare amounts for your area."
    : !place
      ? "Medicare has no payment locality for your ZIP code."
      : null;

  if (lab && !(pfs && PRICED_STATUSES.has(pfs.statusCode))) {
    // Lab tests are paid from one national fee schedule, the same in every locality.
    const amount = centsToDollars(lab.rateCents);
    const edition = names.get("clfs") ?? "";
    return {
      ...empty,
      avg_price_nfac: amount,
      avg_price_fac: amount,
      source: CLFS,
      edition,
      local_note: localNote,
      local:
        place && userZip
          ? {
              zip_code: userZip.slice(0, 5),
              locality_name: place.gpci.name,
              mac: place.mac,
              locality: place.locality,
              avg_price_nfac: amount,
              avg_price_fac: amount,
              source: `${CLFS} (the same in every locality)`,
              note: null,
              edition,
            }
          : null,
    };
  }
  if (!pfs) return { ...empty, note: "No Medicare rate was found for this code." };

  const national = nationalPrices(pfs);
  const edition = names.get("pfs-rvu") ?? "";
  const result: MedicareRates = {
    ...empty,
    avg_price_nfac: centsToDollars(national.nfacCents),
    avg_price_fac: centsToDollars(national.facCents),
    note: national.note ?? (STATUS_NOTES[pfs.statusCode] || null),
    source: `${PFS} ${(pfs.conversionFactor / 10_000).toFixed(4)}`,
    edition,
    local_note: localNote,
  };
  if (!place || !userZip || (national.nfacCents === null && national.facCents === null)) return result;
  const cap = await db
    .select({ nfacCents: oppsCaps.nonfacCents, facCents: oppsCaps.facCents })
    .from(oppsCaps)
    .where(
      and(
        eq(oppsCaps.hcpcs, code),
        eq(oppsCaps.modifier, ""),
        eq(oppsCaps.mac, place.mac),
        eq(oppsCaps.locality, place.locality),
      ),
    )
    .get();
  const local = localityPrices(pfs, place.gpci, cap);
  result.local = {
    zip_code: userZip.slice(0, 5),
    locality_name: place.gpci.name,
    mac: place.mac,
    locality: place.locality,
    avg_price_nfac: centsToDollars(local.nfacCents),
    avg_price_fac: centsToDollars(local.facCents),
    note: local.note,
    source: `${PFS}, adjusted by the locality's GPCIs (${names.get("pfs-gpci") ?? ""})`,
    edition: `${edition}; ZIP file ${names.get("pfs-zip-localities") ?? ""}`,
  };
  return result;
}
