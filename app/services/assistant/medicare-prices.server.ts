// The Medicare fee-schedule amount of each procedure code on the user's bills, at the user's ZIP,
// for the assistant's line records. It reuses the analysis engine's batched reference lookups
// (app/services/analysis/lookups.server.ts): one round trip for every code, no query per line.
import type { AnalysisBill } from "#core/analysis";
import { splitProcedureCode } from "#core/analysis/input";
import type { LineRecord } from "#core/assistant/types";
import type { Db } from "~/db.server";
import { referenceLookupsFrom, referenceQueries } from "../analysis/lookups.server";

export type MedicarePrice = NonNullable<LineRecord["medicare"]>;

/**
 * Code → the per-unit non-facility amount (the physician's office price the Explainer compares
 * against) with its label and reference id ("medicare:{code}:{locality}", "national" without a ZIP).
 */
/** The procedure code without modifiers, as the price map is keyed. */
export const baseCode = (code: string) => splitProcedureCode(code.trim().toUpperCase()).code;

export async function medicarePrices(
  db: Db,
  zipcode: string | null,
  codes: readonly string[],
): Promise<Map<string, MedicarePrice>> {
  /** Line codes as stored ("99213-25" too); prices are per base code. */
  const unique = [...new Set(codes.map((c) => baseCode(c)).filter(Boolean))];
  const prices = new Map<string, MedicarePrice>();
  if (!unique.length) return prices;
  // The lookups read codes from a bill; a bill holding every code once asks for all of them.
  const bill: AnalysisBill = {
    id: "assistant-codes",
    service_date: null,
    provider_name: null,
    patient_id: null,
    diagnosis_codes: [],
    line_items: unique.map((code, i) => ({ id: `code-${i}`, cpt_code: code, units: 1, billed_amount: 0 })),
  };
  const options = { zipcode, bill };
  const lookups = referenceLookupsFrom(options, await db.batch(referenceQueries(db, options)));
  for (const code of unique) {
    const rate = lookups.medicareRate(code);
    if (!rate || rate.nonfacility_amount === null || rate.nonfacility_amount === undefined) continue;
    const place = rate.locality ? rate.locality.locality : "national";
    const where = rate.locality ? rate.locality.name : "national";
    const schedule =
      rate.fee_schedule === "clinical_laboratory" ? "Medicare lab fee schedule" : "Medicare fee schedule";
    prices.set(code, {
      amountCents: Math.round(rate.nonfacility_amount * 100),
      label: `${schedule} · ${code} · ${where}`,
      referenceId: `medicare:${code}:${place}`,
    });
  }
  return prices;
}
