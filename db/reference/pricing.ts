// Medicare amounts from the fee schedule files, in exact integer arithmetic (CMS's own rounding: to the cent
// once, at the end). National = total RVUs × CF; locality = Σ(RVU component × its GPCI) × CF.

/** The fields of a fee-schedule row that pricing needs (RVUs in hundredths, CF in ten-thousandths). */
export interface RvuRow {
  statusCode: string;
  workRvu: number;
  peNonfacRvu: number;
  peFacRvu: number;
  mpRvu: number;
  totalNonfac: number;
  totalFac: number;
  nonfacNa: boolean;
  facNa: boolean;
  conversionFactor: number;
}

/** GPCIs in thousandths. */
export interface Gpci {
  workGpci: number;
  peGpci: number;
  mpGpci: number;
}

export interface Prices {
  nfacCents: number | null;
  facCents: number | null;
  note: string | null;
}

/** Statuses whose RVUs Medicare pays under the fee schedule. */
export const PRICED_STATUSES = new Set(["A", "R", "T"]);

/** Why a status has no fee-schedule amount (or what limits it), in plain words. */
export const STATUS_NOTES: Record<string, string> = {
  A: "",
  B: "Medicare bundles this service into the payment for another service; it is not paid separately.",
  C: "Medicare contractors price this service case by case; there is no national amount.",
  D: "This code was deleted.",
  E: "Excluded from the Medicare fee schedule by regulation.",
  F: "This code was deleted.",
  G: "Not valid for Medicare; Medicare uses another code for this service.",
  H: "This code's modifier was deleted.",
  I: "Not valid for Medicare; Medicare uses another code for this service.",
  J: "Anesthesia: Medicare pays it from base units and time, not from relative values.",
  M: "Quality measurement code: reported, not paid.",
  N: "Not covered by Medicare.",
  P: "Medicare pays this only as part of another service, or not at all.",
  Q: "Therapy reporting code: reported, not paid.",
  R: "Restricted coverage: Medicare pays it only in special circumstances.",
  T: "Medicare pays this only when no other service that day is paid.",
  X: "Not paid under the physician fee schedule (paid under another Medicare fee schedule, or not at all).",
};

const NFAC_NA = "Medicare does not pay this service in an office (non-facility) setting.";
const FAC_NA = "Medicare does not pay this service under the fee schedule in a facility setting.";

/** Cents from hundredths-of-RVU × ten-thousandths-of-dollar (1e-6 dollars): round half up once. */
const roundCents = (micro: number) => Math.round(micro / 10_000);

export function nationalPrices(row: RvuRow): Prices {
  if (!PRICED_STATUSES.has(row.statusCode)) {
    return {
      nfacCents: null,
      facCents: null,
      note: STATUS_NOTES[row.statusCode] || `Status ${row.statusCode}: not priced.`,
    };
  }
  if (row.totalNonfac === 0 && row.totalFac === 0) {
    return { nfacCents: null, facCents: null, note: "Medicare publishes no relative values for this code." };
  }
  const notes = [STATUS_NOTES[row.statusCode], row.nonfacNa ? NFAC_NA : "", row.facNa ? FAC_NA : ""].filter(
    Boolean,
  );
  return {
    nfacCents: row.nonfacNa ? null : roundCents(row.totalNonfac * row.conversionFactor),
    facCents: row.facNa ? null : roundCents(row.totalFac * row.conversionFactor),
    note: notes.length ? notes.join(" ") : null,
  };
}

/** Geographically adjusted amounts; an OPPS cap (cents) lowers them to the hospital outpatient amount. */
export function localityPrices(
  row: RvuRow,
  gpci: Gpci,
  cap?: { nfacCents: number; facCents: number },
): Prices {
  const national = nationalPrices(row);
  if (national.nfacCents === null && national.facCents === null) return national;
  // RVU (1e-2) × GPCI (1e-3) × CF (1e-4) = 1e-9 dollars = 1e-7 cents.
  const price = (pe: number) =>
    Math.round(
      ((row.workRvu * gpci.workGpci + pe * gpci.peGpci + row.mpRvu * gpci.mpGpci) * row.conversionFactor) /
        10_000_000,
    );
  const nfac = national.nfacCents === null ? null : price(row.peNonfacRvu);
  const fac = national.facCents === null ? null : price(row.peFacRvu);
  const capped = (value: number | null, limit: number | undefined) =>
    value !== null && limit !== undefined && limit < value ? limit : value;
  const nfacCents = capped(nfac, cap?.nfacCents);
  const facCents = capped(fac, cap?.facCents);
  const wasCapped = nfacCents !== nfac || facCents !== fac;
  const note = [national.note, wasCapped ? "Capped at the Medicare hospital outpatient (OPPS) amount." : ""]
    .filter(Boolean)
    .join(" ");
  return { nfacCents, facCents, note: note || null };
}
