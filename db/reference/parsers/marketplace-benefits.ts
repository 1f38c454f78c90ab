// The Marketplace Benefits and Cost Sharing PUF (benefits-and-cost-sharing-puf.csv): one row per plan
// variant × benefit. Read by header (a leading pandas index, as in the shared sample, is ignored).
// Kept: the standard variants' (-00 off exchange, -01 on exchange) covered benefits, one row per
// tier that says something — in network from Tier 1, out of network from the OutofNet cells. Every
// cost-sharing cell goes through core/insurance/cost-sharing.ts; an unknown shape stops the import
// with its file and line. A plan × year × benefit filed twice keeps the highest VersionNum, then the
// latest ImportDate (docs/decisions/059).
import {
  COST_SHARING_COLUMNS,
  CostShareShapeError,
  benefitFigures,
  parseCostShare,
  type CostShare,
} from "#core/insurance/cost-sharing";
import { readCsvByHeader } from "../lib/csv";
import { malformed, type At } from "../lib/fields";
import type { SourceText } from "../lib/malformed";
import { editionOf } from "./insurance-common";

export interface PlanBenefitRow {
  planId: string;
  year: number;
  benefitName: string;
  tier: "in_network" | "out_of_network";
  copayCents: number | null;
  coinsuranceBasisPoints: number | null;
  afterDeductible: boolean;
  visitLimit: string | null;
  description: string;
}

const C = {
  year: "BusinessYear",
  planId: "PlanId",
  benefit: "BenefitName",
  covered: "IsCovered",
  version: "VersionNum",
  imported: "ImportDate",
  limited: "QuantLimitOnSvc",
  qty: "LimitQty",
  unit: "LimitUnit",
} as const;
const REQUIRED = [...Object.values(C), ...COST_SHARING_COLUMNS];

/** The variants a person buys at the standard price; the plan list keeps the same ones (plan-attributes.ts). */
const STANDARD_VARIANT = /^\d{5}[A-Z]{2}\d{7}-0[01]$/;

/** "2015-08-27 15:13:29" or "7/24/2015 22:33" → "2015-08-27 15:13:29" / "2015-07-24 22:33:00", sortable. */
export function importDateKey(value: string, at: At): string {
  const v = value.trim();
  if (v === "") return "";
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(v);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: (\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(v);
  const parts = iso
    ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]]
    : us
      ? [us[3], us[1], us[2], us[4], us[5], us[6]]
      : null;
  if (!parts) throw malformed(at, `ImportDate "${value}" is not a date CMS uses`);
  const [y, m, d, hh, mm, ss] = parts.map((p) => (p ?? "0").padStart(2, "0"));
  return `${y}-${m}-${d} ${hh}:${mm}:${ss}`;
}

/** "10 Visit(s) per Year" from LimitQty "10.0" and LimitUnit "Visit(s) per Year"; null when unlimited. */
function visitLimit(row: Record<string, string>, at: At): string | null {
  const qty = row[C.qty]!.trim();
  const unit = row[C.unit]!.trim();
  if (qty === "" && unit === "") return null;
  if (!/^\d+(\.\d+)?$/.test(qty) || unit === "")
    throw malformed(at, `LimitQty "${qty}" / LimitUnit "${unit}" is not a quantity limit`);
  return `${Number(qty)} ${unit}`;
}

const SILENT = (s: CostShare) => s.kind === "blank" || s.kind === "not_applicable";

function tierRow(
  copayText: string,
  coinsText: string,
  copay: CostShare,
  coins: CostShare,
): Omit<PlanBenefitRow, "planId" | "year" | "benefitName" | "tier" | "visitLimit"> | null {
  if (SILENT(copay) && SILENT(coins)) return null;
  const figures = benefitFigures(copay, coins);
  const said = [copay, coins]
    .map((share, i) => (SILENT(share) ? "" : (i === 0 ? copayText : coinsText).trim().replace(/\s+/g, " ")))
    .filter((text, i, all) => text !== "" && all.indexOf(text) === i);
  return {
    copayCents: figures.copay === null ? null : Math.round(figures.copay * 100),
    coinsuranceBasisPoints:
      figures.coinsurance_pct === null ? null : Math.round(figures.coinsurance_pct * 10_000),
    afterDeductible: figures.after_deductible,
    description: said.join(" / "),
  };
}

interface Held {
  rows: PlanBenefitRow[];
  version: number;
  imported: string;
}

export function parseBenefitsCostSharing(source: SourceText): { rows: PlanBenefitRow[]; edition: string } {
  const held = new Map<string, Held>();
  for (const { row, line } of readCsvByHeader(source, REQUIRED)) {
    const at: At = { source, line };
    const shares = {} as Record<(typeof COST_SHARING_COLUMNS)[number], CostShare>;
    for (const column of COST_SHARING_COLUMNS) {
      try {
        shares[column] = parseCostShare(row[column]!);
      } catch (error) {
        if (error instanceof CostShareShapeError) throw malformed(at, `${column}: ${error.message}`);
        throw error;
      }
    }
    const planId = row[C.planId]!.trim().toUpperCase();
    if (!/^\d{5}[A-Z]{2}\d{7}-\d{2}$/.test(planId))
      throw malformed(at, `PlanId "${planId}" is not a plan id`);
    const year = row[C.year]!.trim();
    if (!/^20\d\d$/.test(year)) throw malformed(at, `BusinessYear "${year}" is not a year`);
    const benefitName = row[C.benefit]!.trim();
    if (benefitName === "") throw malformed(at, "BenefitName is empty");
    const version = row[C.version]!.trim();
    if (!/^\d*$/.test(version)) throw malformed(at, `VersionNum "${version}" is not a number`);
    const imported = importDateKey(row[C.imported]!, at);
    const limit = visitLimit(row, at);
    if (!STANDARD_VARIANT.test(planId)) continue;
    const base = { planId, year: Number(year), benefitName, visitLimit: limit };
    const tiers = [
      [
        "in_network",
        tierRow(row.CopayInnTier1!, row.CoinsInnTier1!, shares.CopayInnTier1, shares.CoinsInnTier1),
      ],
      [
        "out_of_network",
        tierRow(row.CopayOutofNet!, row.CoinsOutofNet!, shares.CopayOutofNet, shares.CoinsOutofNet),
      ],
    ] as const;
    // A benefit the plan does not cover has no row; a later version saying so still replaces an earlier one.
    const covered = !/^not covered$/i.test(row[C.covered]!.trim());
    const rows = covered ? tiers.flatMap(([tier, r]) => (r ? [{ ...base, tier, ...r }] : [])) : [];
    const key = `${planId}|${year}|${benefitName}`;
    const current = held.get(key);
    const v = Number(version || 0);
    if (!current || v > current.version || (v === current.version && imported >= current.imported))
      held.set(key, { rows, version: v, imported });
  }
  const rows = [...held.values()].flatMap((h) => h.rows);
  return {
    rows,
    edition: editionOf(
      "PY",
      rows.map((r) => r.year),
      source,
    ),
  };
}
