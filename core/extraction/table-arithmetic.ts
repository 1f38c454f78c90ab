// An EOB's money columns told apart by what their amounts add up to, when their titles could not
// be read (OCR ran 'Amount Billed' and 'Allowed Amount' into one cell, or garbled 'Plan Paid'): on
// every line the charge is at least the allowed amount, and the allowed amount is what the plan
// paid plus the member's share printed beside it (copay, deductible, coinsurance), the same columns
// on every line, or, where the member owes all the plan does not pay, the charge is (decision 094).

/** Which amount of a row (its index among the row's amounts, left to right) is which. */
export interface AmountRoles {
  billed: number;
  allowed: number;
  paid: number;
}

const EPSILON = 0.011;
const atLeast = (x: number, y: number) => x >= y - EPSILON;

/** Do the same columns of `others` make up `whole - paid` on every row? */
function sharesAddUp(rows: number[][], whole: number, paid: number, others: number[]): boolean {
  for (let mask = 0; mask < 1 << others.length; mask++) {
    const chosen = others.filter((_, i) => mask & (1 << i));
    const adds = rows.every(
      (r) => Math.abs(r[whole] - r[paid] - chosen.reduce((n, c) => n + r[c], 0)) < EPSILON,
    );
    if (adds) return true;
  }
  return false;
}

/**
 * The roles every row's amounts agree on, or null when the rows do not say (fewer than three
 * amounts, rows of different lengths, no reading that adds up). `excluded` are columns whose titles
 * say they are none of the three (a copay, a deductible). Where the plan's payment and the
 * member's share could trade places, the plan's is the column that pays more over the table.
 */
export function rolesByArithmetic(rows: number[][], excluded: Set<number> = new Set()): AmountRoles | null {
  const n = rows[0]?.length ?? 0;
  if (n < 3 || n > 8 || rows.some((r) => r.length !== n)) return null;
  const total = (c: number) => rows.reduce((s, r) => s + r[c], 0);
  const found: AmountRoles[] = [];
  for (let allowed = 1; allowed < n; allowed++)
    for (let billed = 0; billed < allowed; billed++)
      for (let paid = allowed + 1; paid < n; paid++) {
        if ([billed, allowed, paid].some((c) => excluded.has(c))) continue;
        if (!rows.every((r) => atLeast(r[billed], r[allowed]) && atLeast(r[allowed], r[paid]))) continue;
        const others = [...Array(n).keys()].filter((c) => c !== billed && c !== allowed && c !== paid);
        // …or, where the member pays all the plan does not (frames over a vision plan's allowance),
        // the charge is the plan's payment plus what the member owes.
        if (sharesAddUp(rows, allowed, paid, others) || sharesAddUp(rows, billed, paid, others))
          found.push({ billed, allowed, paid });
      }
  if (!found.length) return null;
  // The charge is the first column that can be; then the allowed amount; then the larger payer.
  return found.sort(
    (a, b) => a.billed - b.billed || a.allowed - b.allowed || total(b.paid) - total(a.paid),
  )[0];
}
