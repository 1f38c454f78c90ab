// Column titles of payers' and third-party administrators' line tables (issue 17, fifth development
// round): what each names, so an amount under it lands in the right field or is left out.
import { expect, it } from "vitest";
import { extractDocument } from "./extract";
import { columnKind } from "./table-header";
import { eobTable } from "./test-page";

it("reads a repriced, considered or UCR amount as allowed and a payable amount as paid", () => {
  for (const title of ["Repriced amount", "Amount considered", "UCR", "Reasonable charge"])
    expect(columnKind(title), title).toBe("allowed");
  for (const title of ["Amount payable", "Net payable"]) expect(columnKind(title), title).toBe("paid");
});

it("leaves out adjustments, withholds, prompt-pay interest and other insurance", () => {
  for (const title of ["Ins. adj", "Withhold", "Interest", "Prompt pay", "Other insurance"])
    expect(columnKind(title), title).toBe("ignore");
});

it("counts sessions and visits as units", () => {
  for (const title of ["Sessions", "Visits"]) expect(columnKind(title), title).toBe("units");
});

it("keeps a withheld amount out of the plan's payment", () => {
  const eob = eobTable(
    [
      ["Code", 0.06],
      ["Charged", 0.3],
      ["Repriced amount", 0.45],
      ["Withhold", 0.62],
      ["Net payable", 0.78],
    ],
    [
      ["99214", 0.06],
      ["$240.00", 0.3],
      ["$150.00", 0.47],
      ["$15.00", 0.63],
      ["$135.00", 0.8],
    ],
  );
  expect(extractDocument(eob, "eob").line_items[0]).toMatchObject({
    cpt_code: "99214",
    billed_amount: 240,
    allowed_amount: 150,
    paid_amount: 135,
  });
});
