// One code's Medicare amounts as the analysis engine reads them, from the reference rows the
// lookups preload (lookups.server.ts) or the reference files the tests parse. Pure: no queries.
import type { MedicareRate } from "#core/analysis";
import { centsToDollars } from "#core/bills/money";
import {
  localityPrices,
  nationalPrices,
  PRICED_STATUSES,
  type Gpci,
  type RvuRow,
} from "#db/reference/pricing";

export interface PfsRateRow extends RvuRow {
  hcpcs: string;
  modifier: string;
  globalDays: string;
  pctcIndicator: string;
}

export interface RatePlace {
  zip: string;
  mac: string;
  locality: string;
  name: string;
  gpci: Gpci;
}

export interface RateEditions {
  pfs: string | null;
  clfs: string | null;
  gpci: string | null;
  zip: string | null;
}

const PFS_SOURCE = "CMS Physician Fee Schedule: total RVUs × conversion factor";
const CLFS_SOURCE = "CMS Clinical Laboratory Fee Schedule: national limit amount, the same in every locality";

/**
 * A code's Medicare amounts for the user's locality (national without one), by the rules of
 * app/services/reference/medicare-rates.server.ts: the lab fee schedule for lab codes the PFS does
 * not price, PFS RVUs × GPCIs otherwise, capped at the OPPS amount for imaging.
 */
export function medicareRateFrom(input: {
  code: string;
  modifier: string;
  pfs: PfsRateRow | null;
  labCents: number | null;
  place: RatePlace | null;
  cap: { nfacCents: number; facCents: number } | null;
  editions: RateEditions;
}): MedicareRate | null {
  const { code, modifier, pfs, labCents, place, cap, editions } = input;
  const locality = place
    ? { name: place.name, mac: place.mac, locality: place.locality, zip: place.zip }
    : null;
  if (labCents !== null && !(pfs && PRICED_STATUSES.has(pfs.statusCode))) {
    return {
      code,
      modifier,
      nonfacility_amount: centsToDollars(labCents),
      facility_amount: centsToDollars(labCents),
      fee_schedule: "clinical_laboratory",
      locality,
      edition: `CLFS ${editions.clfs ?? ""}`.trim(),
      source: CLFS_SOURCE,
      global_days: null,
      pctc_indicator: pfs?.pctcIndicator || null,
      status_code: pfs?.statusCode ?? null,
    };
  }
  if (!pfs) return null;
  const prices = place ? localityPrices(pfs, place.gpci, cap ?? undefined) : nationalPrices(pfs);
  const cf = (pfs.conversionFactor / 10_000).toFixed(4);
  return {
    code,
    modifier,
    nonfacility_amount: centsToDollars(prices.nfacCents),
    facility_amount: centsToDollars(prices.facCents),
    fee_schedule: "physician",
    locality,
    edition: place
      ? `PFS ${editions.pfs ?? ""}; GPCI ${editions.gpci ?? ""}; ZIP file ${editions.zip ?? ""}`
      : `PFS ${editions.pfs ?? ""}`,
    source: place
      ? `${PFS_SOURCE} ${cf}, adjusted by the locality's GPCIs`
      : `${PFS_SOURCE} ${cf} (national)`,
    global_days: pfs.globalDays || null,
    pctc_indicator: pfs.pctcIndicator || null,
    status_code: pfs.statusCode,
  };
}
