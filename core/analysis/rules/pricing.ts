// pricing: a charge far above what Medicare pays for the service in the user's locality, offered as
// a price to negotiate, not an error. The fair target and the threshold are defined in
// docs/decisions/008-analysis-rules.md, the tone and the confidence in 033.
import { medicareAmount, rateOfLine, rateRow, type RuleContext } from "../findings";
import { isAdjudicated } from "../input";
import { TEXT } from "../messages";
import { SUCCESS_RATE } from "../recovery";

/** The fair price we ask for: twice the locality's Medicare amount (ADR 008). */
export const FAIR_PRICE_MULTIPLE = 2;
/** A charge is flagged from three times the Medicare amount (ADR 008). */
export const PRICING_FLAG_MULTIPLE = 3;
/** Below this a negotiation is not worth the user's call. */
export const MIN_PRICING_SAVINGS_CENTS = 1000;

/**
 * A price is not an error: the only question is whether the billing office agrees to lower it, so
 * a pricing finding's confidence is that chance, around the category's success rate (ADR 033): a
 * little higher the further the charge is above Medicare, a little lower on national amounts.
 */
export function pricingConfidence(multiple: number, local: boolean): number {
  const rate = SUCCESS_RATE.pricing / 100;
  const base = multiple >= 5 ? rate + 0.1 : multiple >= 4 ? rate + 0.05 : rate;
  return Math.round((local ? base : base - 0.05) * 100) / 100;
}

export function findPricing(ctx: RuleContext): void {
  const { editions } = ctx.refs;
  if (!editions.fee_schedule && !editions.lab_fee_schedule) {
    ctx.notes.push(TEXT.notes.noFeeSchedule);
    return;
  }
  let national = false;
  let skippedInsured = false;
  for (const line of ctx.work.lines) {
    if (ctx.removed.has(line.index)) continue;
    // Once insurance has priced a line, the plan's allowed amount is what the patient's share is based on.
    if (isAdjudicated(line)) {
      skippedInsured = true;
      continue;
    }
    const rate = rateOfLine(ctx.refs, line);
    const chosen = rate && medicareAmount(rate);
    const row = rate && rateRow(rate);
    if (!rate || !chosen || !row) continue;
    const units = line.units - (ctx.excessUnits.get(line.index) ?? 0);
    if (units <= 0) continue;
    const unitPrice = line.billed / line.units;
    const medicareCents = chosen.amount * 100;
    const multiple = unitPrice / medicareCents;
    if (multiple < PRICING_FLAG_MULTIPLE) continue;
    const targetCents = Math.round(FAIR_PRICE_MULTIPLE * medicareCents * units);
    const savings = Math.round(unitPrice * units) - targetCents;
    if (savings < MIN_PRICING_SAVINGS_CENTS) continue;
    if (!rate.locality) national = true;
    const roundedMultiple = Math.round(multiple * 10) / 10;
    ctx.drafts.push({
      category: "pricing",
      rule: "pricing.above_fair_price",
      ruleText: TEXT.pricing.rule,
      confidence: pricingConfidence(multiple, !!rate.locality),
      lines: [line],
      references: [row],
      figures: {
        medicare_amount: chosen.amount,
        multiple_of_medicare: roundedMultiple,
        flag_multiple: PRICING_FLAG_MULTIPLE,
        fair_price_multiple: FAIR_PRICE_MULTIPLE,
        fair_price: targetCents / 100,
      },
      claims: [{ line, cents: savings }],
      text: (saved) => TEXT.pricing.text(line, roundedMultiple, row, targetCents, saved),
    });
  }
  if (national) ctx.notes.push(TEXT.notes.nationalRates);
  if (skippedInsured) ctx.notes.push(TEXT.notes.insuredPrices);
}
