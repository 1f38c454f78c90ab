import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkVerifiedFields } from "./verified-fields";

const Schema = z.record(z.unknown()).superRefine(checkVerifiedFields);
const issues = (data: Record<string, unknown>) => {
  const result = Schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path, message: i.message }));
};

describe("verified fields of a document", () => {
  it("accepts what the capture form and extraction send, blanks included", () => {
    expect(
      issues({
        provider_name: "City Hospital",
        service_date: "2026-01-05",
        bill_date: "",
        due_date: null,
        total_charges: "$1,234.50",
        notes: "first line\nsecond line",
        line_items: [{ cpt_code: "99213", units: "2", total_charge: 100, service_date: "2026-01-05" }],
      }),
    ).toEqual([]);
  });

  it("refuses a date that is not on the calendar, naming the field", () => {
    expect(issues({ service_date: "2026-02-30" })).toEqual([
      { path: ["service_date"], message: "Service Date must be a real date (YYYY-MM-DD)" },
    ]);
    expect(issues({ expiration_date: "soon" })[0].message).toBe(
      "Expiration Date must be a real date (YYYY-MM-DD)",
    );
  });

  it("refuses 'abc' and negative amounts, on the form and on each line, instead of keeping 0", () => {
    expect(issues({ total_charges: "abc" })).toEqual([
      { path: ["total_charges"], message: "Total Charges must be a number of 0 or more" },
    ]);
    expect(issues({ total_paid: -5 })[0].message).toBe("Total Paid must be a number of 0 or more");
    expect(issues({ amount_due: "abc" })).toEqual([
      { path: ["amount_due"], message: "Amount Due must be a number of 0 or more" },
    ]);
    expect(issues({ amount_due: "$96.00" })).toEqual([]);
    expect(issues({ line_items: [{ cpt_code: "99213", billed_amount: "-5" }] })).toEqual([
      { path: ["line_items", 0, "billed_amount"], message: "Billed Amount must be a number of 0 or more" },
    ]);
  });

  it("refuses control and direction-override characters in any string", () => {
    expect(issues({ provider_name: "Clinic\u202e" })[0]).toEqual({
      path: ["provider_name"],
      message: "Provider name contains a control or text-direction character. Please remove it.",
    });
    expect(issues({ line_items: [{ description: "x\u0000" }] })[0].path).toEqual([
      "line_items",
      0,
      "description",
    ]);
  });

  it("refuses line items that are not a list", () => {
    expect(issues({ line_items: "99213" })[0].message).toBe("Line items must be a list");
  });
});
