// Totals of a table printed per visit block, once, or both (issue 17: per-visit EOB layouts).
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { page } from "./test-page";
import { TableTotals } from "./table-totals";

type Row = [string, number][];
const header: Row = [
  ["Procedure", 0.06],
  ["Charged", 0.3],
  ["Approved", 0.45],
  ["Paid", 0.6],
];
const row = (cells: string[]): Row => cells.map((text, i) => [text, [0.06, 0.3, 0.45, 0.6][i]]);
const read = (...lines: (string | Row)[]) =>
  extractDocument(page(["Cobalt Health Plan", "Explanation of Benefits", ...lines]), "eob").fields;

describe("an EOB in per-visit blocks", () => {
  const visit1 = ["Visit 1 of 2", header, row(["99213-25 Office visit", "$150.00", "$90.00", "$72.00"])];
  const visit2 = ["Visit 2 of 2", header, row(["36415 Venipuncture", "$20.00", "$8.00", "$8.00"])];

  it("adds up the visits' totals", () => {
    expect(
      read(
        ...visit1,
        row(["Visit total", "$150.00", "$90.00", "$72.00"]),
        ...visit2,
        row(["Visit total", "$20.00", "$8.00", "$8.00"]),
      ),
    ).toMatchObject({ total_billed: 170, total_allowed: 98, total_paid: 80 });
  });

  it("sums the lines when a visit has no total row of its own", () => {
    expect(read(...visit1, row(["Visit total", "$150.00", "$90.00", "$72.00"]), ...visit2)).toMatchObject({
      total_billed: 170,
      total_allowed: 98,
      total_paid: 80,
    });
  });
});

describe("table totals", () => {
  const amounts = (billed: number) => ({ billed, allowed: null, paid: null });

  it("take a claim total printed after the visit totals as the whole", () => {
    const totals = new TableTotals();
    totals.add(amounts(150), 1);
    totals.add(amounts(20), 2);
    totals.add(amounts(999), 2);
    expect(totals.result(2)).toEqual(amounts(999));
  });

  it("take one total under the whole table", () => {
    const totals = new TableTotals();
    totals.add(amounts(170), 2);
    expect(totals.result(2)).toEqual(amounts(170));
  });
});
