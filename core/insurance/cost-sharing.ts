// The cost-sharing cells of CMS's Marketplace Benefits and Cost Sharing PUF (CopayInnTier1,
// CopayInnTier2, CopayOutofNet, CoinsInnTier1, CoinsInnTier2, CoinsOutofNet), read into one shape
// (issue 15). Every text shape the official sample holds is known here; any other fails loudly, so
// an importer stops with the file and line instead of guessing what a plan costs.
// ../shared/data/PROVENANCE.md, "Insurance plans".

export type DeductibleTiming = "after" | "before" | null;

export type CostShare =
  /** An empty cell: the file says nothing for this tier. */
  | { kind: "blank" }
  /** "Not Applicable": no cost sharing of this type applies to the benefit in this tier. */
  | { kind: "not_applicable" }
  /** "No Charge" / "No Charge after deductible". */
  | { kind: "no_charge"; afterDeductible: boolean }
  /** "$25", "$250 Copay per Stay after deductible", "$1,500 Copay before deductible", … */
  | { kind: "copay"; cents: number; per: "service" | "day" | "stay"; deductible: DeductibleTiming }
  /** "20%", "30% Coinsurance after deductible". */
  | { kind: "coinsurance"; percent: number; afterDeductible: boolean };

/** A cell whose text is none of the shapes the PUF uses. */
export class CostShareShapeError extends Error {
  constructor(readonly value: string) {
    super(`Unknown cost-sharing text "${value.slice(0, 80)}"`);
    this.name = "CostShareShapeError";
  }
}

const DOLLARS = String.raw`\$(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)`;
const COPAY = new RegExp(
  String.raw`^${DOLLARS}(?: Copay(?: per (Day|Stay))?(?: (after|before) deductible)?)?$`,
  "i",
);
const COINSURANCE = /^(\d{1,3}(?:\.\d{1,2})?)%(?: Coinsurance)?( after deductible)?$/i;

const toCents = (dollars: string) => Math.round(Number(dollars.replace(/,/g, "")) * 100);

/** One cell of the six cost-sharing columns; throws CostShareShapeError for an unknown shape. */
export function parseCostShare(raw: string): CostShare {
  const text = raw.trim().replace(/\s+/g, " ");
  if (text === "") return { kind: "blank" };
  if (/^Not Applicable$/i.test(text)) return { kind: "not_applicable" };
  const free = /^No Charge( after deductible)?$/i.exec(text);
  if (free) return { kind: "no_charge", afterDeductible: free[1] !== undefined };
  const copay = COPAY.exec(text);
  if (copay) {
    const per = copay[2]?.toLowerCase();
    return {
      kind: "copay",
      cents: toCents(copay[1]!),
      per: per === "day" ? "day" : per === "stay" ? "stay" : "service",
      deductible: (copay[3]?.toLowerCase() as DeductibleTiming | undefined) ?? null,
    };
  }
  const coinsurance = COINSURANCE.exec(text);
  if (coinsurance) {
    const percent = Number(coinsurance[1]);
    if (percent > 100) throw new CostShareShapeError(raw);
    return { kind: "coinsurance", percent, afterDeductible: coinsurance[2] !== undefined };
  }
  throw new CostShareShapeError(raw);
}

/** The PUF's six cost-sharing columns, in the file's order. */
export const COST_SHARING_COLUMNS = [
  "CopayInnTier1",
  "CopayInnTier2",
  "CopayOutofNet",
  "CoinsInnTier1",
  "CoinsInnTier2",
  "CoinsOutofNet",
] as const;

/** 001 §3 Benefit's figures for one tier: the copay in dollars, coinsurance as a fraction. */
export interface BenefitFigures {
  copay: number | null;
  coinsurance_pct: number | null;
  after_deductible: boolean;
}

/** One tier's copay cell and coinsurance cell as the benefits table shows them. */
export function benefitFigures(copay: CostShare, coinsurance: CostShare): BenefitFigures {
  const dollars = copay.kind === "copay" ? copay.cents / 100 : copay.kind === "no_charge" ? 0 : null;
  const fraction =
    coinsurance.kind === "coinsurance"
      ? coinsurance.percent / 100
      : coinsurance.kind === "no_charge"
        ? 0
        : null;
  const after =
    (copay.kind === "copay" && copay.deductible === "after") ||
    (copay.kind === "no_charge" && copay.afterDeductible) ||
    (coinsurance.kind === "coinsurance" && coinsurance.afterDeductible) ||
    (coinsurance.kind === "no_charge" && coinsurance.afterDeductible);
  return { copay: dollars, coinsurance_pct: fraction, after_deductible: after };
}
