import { describe, expect, it } from "vitest";
import {
  calendarDay,
  CreateBillSchema,
  FamilyMemberPatchSchema,
  FamilyMemberSchema,
  FeedbackSchema,
  LineItemSchema,
  ListBillsQuerySchema,
  normalizeIcdCode,
  UpdateBillSchema,
} from "./schemas";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

const bill = {
  date: "2026-01-05",
  provider: "City Hospital",
  claim_number: "C-1",
  dependent_id: "self",
  line_items: [{ cpt_code: "99213", units: 1, billed_amount: 200 }],
};

describe("bill schemas", () => {
  it("accepts the Explainer payload and defaults units, allowed and paid", () => {
    const parsed = CreateBillSchema.parse({
      ...bill,
      user_id: "u1",
      line_items: [{ cpt_code: "99213", billed_amount: "200.50" }],
    });
    expect(parsed.line_items[0]).toMatchObject({
      cpt_code: "99213",
      units: 1,
      billed_amount: 200.5,
      allowed_amount: null,
      paid_amount: null,
    });
    expect(parsed.dependent_id).toBe("self");
  });

  it("needs at least one line with CPT code and billed amount", () => {
    const message = "Please add at least one service line with CPT code and billed amount.";
    expect(firstMessage(CreateBillSchema.safeParse({ ...bill, line_items: [] }))).toBe(message);
    expect(firstMessage(CreateBillSchema.safeParse({ ...bill, line_items: undefined }))).toBe(message);
    expect(firstMessage(CreateBillSchema.safeParse({ ...bill, line_items: [{ billed_amount: 5 }] }))).toBe(
      message,
    );
    expect(firstMessage(CreateBillSchema.safeParse({ ...bill, line_items: [{ cpt_code: "99213" }] }))).toBe(
      message,
    );
  });

  it("takes units in tenths, as ambulance miles and anesthesia time units are billed", () => {
    const line = (units: number) => ({
      ...bill,
      line_items: [{ cpt_code: "A0425", units, billed_amount: 390.55 }],
    });
    const parsed = CreateBillSchema.safeParse(line(14.6));
    expect(parsed.success && parsed.data.line_items[0].units).toBe(14.6);
    expect(firstMessage(CreateBillSchema.safeParse(line(14.65)))).toBe(
      "Units can have at most one decimal place (for example 14.6 miles)",
    );
    expect(firstMessage(CreateBillSchema.safeParse(line(0.5)))).toBe("Units must be at least 1");
  });

  it("checks units, dates, provider and diagnosis codes with the form's messages", () => {
    expect(
      firstMessage(
        CreateBillSchema.safeParse({
          ...bill,
          line_items: [{ cpt_code: "99213", units: 0, billed_amount: 5 }],
        }),
      ),
    ).toBe("Units must be at least 1");
    expect(firstMessage(CreateBillSchema.safeParse({ ...bill, date: "2026-02-30" }))).toBe(
      "Please enter a valid date (YYYY-MM-DD)",
    );
    expect(firstMessage(CreateBillSchema.safeParse({ ...bill, provider: "  " }))).toBe(
      "Provider is required",
    );
    expect(firstMessage(CreateBillSchema.safeParse({ ...bill, diagnosis_codes: ["headache"] }))).toBe(
      "Please select a diagnosis code from the dropdown.",
    );
    expect(
      CreateBillSchema.parse({ ...bill, diagnosis_codes: ["e119", "E11.9", { icd10_code: "I10" }] })
        .diagnosis_codes,
    ).toEqual(["E11.9", "I10"]);
  });

  it("parses twice to the same value (the router and the service both parse)", () => {
    const once = UpdateBillSchema.parse({
      status: "resolved",
      recovered_amount: "$1,250.50",
      line_items: [{ procedure_code: "99214", billed_amount: 10 }],
    });
    expect(once).toMatchObject({ status: "ready_to_pay", recovered_amount: 1250.5 });
    expect(UpdateBillSchema.parse(once)).toEqual(once);
    const created = CreateBillSchema.parse(bill);
    expect(CreateBillSchema.parse(created)).toEqual(created);
  });

  it("edits keep at least one line and refuse a bad recovery amount", () => {
    expect(firstMessage(UpdateBillSchema.safeParse({ line_items: [] }))).toBe(
      "The last service line cannot be deleted.",
    );
    expect(firstMessage(UpdateBillSchema.safeParse({ recovered_amount: "-4" }))).toBe(
      "Please enter a valid dollar amount",
    );
    expect(firstMessage(UpdateBillSchema.safeParse({ status: "archived" }))).toBe(
      "Please choose a valid status",
    );
    expect(firstMessage(UpdateBillSchema.safeParse({ claim_number: "" }))).toBe("Bill number is required");
    expect(firstMessage(LineItemSchema.safeParse({ billed_amount: 4 }))).toBe("CPT code is required");
    expect(firstMessage(LineItemSchema.safeParse({ cpt_code: "99213" }))).toBe("Billed amount is required");
  });

  it("family rows need first name, last name and a dependent relationship", () => {
    expect(firstMessage(FamilyMemberSchema.safeParse({ last_name: "Lee", relationship: "child" }))).toBe(
      "First name is required",
    );
    expect(firstMessage(FamilyMemberSchema.safeParse({ first_name: "Sam", relationship: "child" }))).toBe(
      "Last name is required",
    );
    expect(firstMessage(FamilyMemberSchema.safeParse({ first_name: "Sam", last_name: "Lee" }))).toBe(
      "Relationship is required",
    );
    expect(
      firstMessage(
        FamilyMemberSchema.safeParse({ first_name: "Sam", last_name: "Lee", relationship: "self" }),
      ),
    ).toBe("Relationship must be spouse, child, parent or other");
    expect(
      FamilyMemberSchema.parse({
        first_name: "Sam",
        last_name: "Lee",
        relationship: "child",
        date_of_birth: "",
        gender: "",
      }),
    ).toEqual({
      first_name: "Sam",
      last_name: "Lee",
      relationship: "child",
      date_of_birth: null,
      gender: null,
    });
    expect(firstMessage(FamilyMemberPatchSchema.safeParse({ date_of_birth: "3000-01-01" }))).toBe(
      "Please enter a valid date of birth (YYYY-MM-DD)",
    );
  });

  it("feedback needs a star rating; comment trimmed; display permission on by default", () => {
    expect(firstMessage(FeedbackSchema.safeParse({}))).toBe("Please select a star rating.");
    expect(firstMessage(FeedbackSchema.safeParse({ rating: 6 }))).toBe("Please select a star rating.");
    expect(FeedbackSchema.parse({ rating: "4", comment: "  great  " })).toMatchObject({
      rating: 4,
      comment: "great",
      display_permission: true,
      trigger_event: "general",
    });
    expect(FeedbackSchema.parse({ rating: 5, display_permission: false }).display_permission).toBe(false);
  });

  it("reads the vault's filters", () => {
    expect(ListBillsQuerySchema.parse({ from: "", to: "2026-01-31", limit: "25" })).toMatchObject({
      from: undefined,
      to: "2026-01-31",
      limit: 25,
    });
    expect(ListBillsQuerySchema.parse({}).limit).toBe(10);
    expect(ListBillsQuerySchema.safeParse({ limit: "1000" }).success).toBe(false);
  });

  it("normalises days and ICD codes", () => {
    expect(calendarDay("2026-01-05T10:00:00Z")).toBe("2026-01-05");
    expect(calendarDay("01/05/2026")).toBeNull();
    expect(normalizeIcdCode("s72001a")).toBe("S72.001A");
    expect(normalizeIcdCode("not-a-code")).toBeNull();
  });
});
