// The totals of a line-item table. A statement may print one total under the whole table, one per
// visit block ('Visit total'), or both with a claim total last; the figures the form needs are
// those that cover every line read.

export interface Amounts {
  billed: number | null;
  allowed: number | null;
  paid: number | null;
}

interface BlockTotal {
  amounts: Amounts;
  /** The lines (item indexes, end exclusive) the total row sums. */
  from: number;
  to: number;
}

const add = (a: number | null, b: number | null) =>
  a === null && b === null ? null : Math.round(((a ?? 0) + (b ?? 0)) * 100) / 100;

export class TableTotals {
  private readonly blocks: BlockTotal[] = [];

  /** A total row read after `itemCount` lines: it sums the lines since the previous total row. */
  add(amounts: Amounts, itemCount: number) {
    const from = this.blocks.at(-1)?.to ?? 0;
    // No new line since the previous total: a grand total over everything above.
    this.blocks.push({ amounts, from: from === itemCount ? 0 : from, to: itemCount });
  }

  /**
   * One total over every line, or the per-block totals summed when they cover every line between
   * them; none when lines follow the last total (a block without its own total row).
   */
  result(itemCount: number): Amounts | null {
    const last = this.blocks.at(-1);
    if (!last || last.to !== itemCount) return null;
    if (last.from === 0) return last.amounts;
    const chain = this.blocks.every((b, i) => b.from === (i ? this.blocks[i - 1].to : 0));
    if (!chain) return last.amounts;
    return this.blocks.reduce<Amounts>(
      (sum, b) => ({
        billed: add(sum.billed, b.amounts.billed),
        allowed: add(sum.allowed, b.amounts.allowed),
        paid: add(sum.paid, b.amounts.paid),
      }),
      { billed: null, allowed: null, paid: null },
    );
  }
}
