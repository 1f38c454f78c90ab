// Tables read from what their columns hold, not only from their titles (issue 17, decision 093):
// each case is a general rule and fails without it. Every name and number here is invented.
import { describe, expect, it } from "vitest";
import { extractDocument } from "./extract";
import { billTable } from "./test-page";

type Row = [string, number][];
const row = (texts: string[], xs: number[]): Row => texts.map((t, i) => [t, xs[i]]);
const amounts = (items: ReturnType<typeof extractDocument>["line_items"]) =>
  items.map((i) => [i.cpt_code, i.billed_amount, i.allowed_amount, i.paid_amount]);

describe("a column whose title names no amount of the line", () => {
  it("keeps a running balance out of the payments column when a line has no payment", () => {
    const xs = [0.06, 0.16, 0.24, 0.6, 0.72, 0.85];
    const items = extractDocument(
      billTable(
        row(["Date", "Code", "Description", "Charges", "Payments", "Balance"], xs),
        row(["03/02/25", "99213", "Office visit", "150.00", "150.00"], [0.06, 0.16, 0.24, 0.6, 0.85]),
        row(["03/02/25", "36415", "Venipuncture", "25.00", "10.00", "15.00"], xs),
      ),
      "medical_bill",
    ).line_items;
    expect(amounts(items)).toEqual([
      ["99213", 150, null, null],
      ["36415", 25, null, 10],
    ]);
  });
});
