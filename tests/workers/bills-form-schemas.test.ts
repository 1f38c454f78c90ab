// A form (parsed by Conform from FormData, as the browser and the action do) and the JSON API's
// schema accept and refuse the same values with the same message: they are built from one rule.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  BillStatusSchema,
  CreateBillSchema,
  FamilyMemberPatchSchema,
  FamilyMemberSchema,
  LineItemSchema,
  MAX_LINES_PER_BILL,
  UpdateBillSchema,
} from "#core/bills/schemas";
import { ACCEPTED_STATUS_VALUES } from "#core/bills/status";
import { EditFamilyMemberSchema } from "~/components/family/schemas";
import { AddBillSchema, AddLineItemSchema, EditBillSchema } from "~/components/bills/schemas";

type Fields = Record<string, string | string[]>;

/** The form's verdict: its value, or the first message of `field` (or of the form). */
function viaForm(schema: z.ZodTypeAny, fields: Fields, field?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  const submission = parseWithZod(form, { schema });
  if (submission.status === "success")
    return { ok: true as const, value: submission.value as Record<string, unknown> };
  const errors = submission.reply().error ?? {};
  const messages = field ? errors[field] : Object.values(errors).flat();
  return { ok: false as const, message: messages?.[0] ?? null };
}

/** The API's verdict: its value, or the first message (the 422's detail). */
function viaApi(schema: z.ZodTypeAny, body: unknown) {
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { ok: true as const, value: parsed.data as Record<string, unknown> }
    : { ok: false as const, message: parsed.error.issues[0].message };
}

const line = { "lines[0].cpt_code": "99213", "lines[0].units": "1", "lines[0].billed_amount": "120" };
const newBill = {
  intent: "create-bill",
  date: "2026-01-05",
  provider: "Clinic",
  claim_number: "B-1",
  dependent_id: "self",
  ...line,
};
const editBill = { ...newBill, intent: "update-bill", status: "in_progress" };
const apiBill = {
  date: "2026-01-05",
  provider: "Clinic",
  claim_number: "B-1",
  line_items: [{ cpt_code: "99213", units: 1, billed_amount: 120 }],
};

describe("provider name: one limit (300) and one message", () => {
  it.each([
    [300, true],
    [301, false],
  ])("%i characters", (length, accepted) => {
    const provider = "P".repeat(length);
    const verdicts = [
      viaForm(AddBillSchema, { ...newBill, provider }, "provider"),
      viaForm(EditBillSchema, { ...editBill, provider }, "provider"),
      viaApi(CreateBillSchema, { ...apiBill, provider }),
      viaApi(UpdateBillSchema, { provider }),
    ];
    for (const v of verdicts) expect(v.ok).toBe(accepted);
    if (!accepted) {
      for (const v of verdicts)
        expect(v).toMatchObject({ message: "Provider must be at most 300 characters" });
    }
  });
});

describe("bill status: the same values, the same mapping, the same message", () => {
  it.each([...ACCEPTED_STATUS_VALUES, "PAID", "bogus", ""])("%s", (status) => {
    const form = viaForm(EditBillSchema, { ...editBill, status }, "status");
    const update = viaApi(UpdateBillSchema, { status });
    const change = viaApi(BillStatusSchema, { status });
    expect(form.ok).toBe(change.ok);
    expect(update.ok).toBe(change.ok);
    if (change.ok) {
      expect(form.ok && form.value.status).toBe(change.value.status);
      expect(update.ok && update.value.status).toBe(change.value.status);
    } else {
      for (const v of [form, update, change])
        expect(v).toMatchObject({ message: "Please choose a valid status" });
    }
  });
});

describe("service lines: at most 200", () => {
  const rows = (n: number) => {
    const fields: Fields = { ...editBill };
    for (let i = 0; i < n; i++) {
      fields[`lines[${i}].cpt_code`] = "99213";
      fields[`lines[${i}].billed_amount`] = "10";
    }
    return fields;
  };
  const lines = (n: number) => Array.from({ length: n }, () => ({ cpt_code: "99213", billed_amount: 10 }));

  it.each([
    [MAX_LINES_PER_BILL, true],
    [MAX_LINES_PER_BILL + 1, false],
  ])("%i lines", (n, accepted) => {
    const verdicts = [
      viaForm(EditBillSchema, rows(n), "lines"),
      viaForm(AddBillSchema, { ...rows(n), intent: "create-bill" }, "lines"),
      viaApi(UpdateBillSchema, { line_items: lines(n) }),
      viaApi(CreateBillSchema, { ...apiBill, line_items: lines(n) }),
    ];
    for (const v of verdicts) expect(v.ok).toBe(accepted);
    if (!accepted) {
      for (const v of verdicts)
        expect(v).toMatchObject({ message: "A bill can have at most 200 service lines." });
    }
  });
});

describe("a service line, a date and diagnosis codes", () => {
  it.each([
    ["no CPT code", { units: "1", billed_amount: "5" }, "cpt_code", "CPT code is required"],
    [
      "a CPT code with spaces",
      { cpt_code: "99 213", billed_amount: "5" },
      "cpt_code",
      "A CPT code has only letters and digits (for example 99213)",
    ],
    ["no billed amount", { cpt_code: "99213" }, "billed_amount", "Billed amount is required"],
    ["0 units", { cpt_code: "99213", units: "0", billed_amount: "5" }, "units", "Units must be at least 1"],
    [
      "a negative amount",
      { cpt_code: "99213", billed_amount: "-5" },
      "billed_amount",
      "Billed amount must be a number of 0 or more",
    ],
  ])("%s", (_what, fields, field, message) => {
    expect(viaForm(AddLineItemSchema, { intent: "add-line", ...fields }, field)).toEqual({
      ok: false,
      message,
    });
    expect(viaApi(LineItemSchema, fields)).toEqual({ ok: false, message });
  });

  it("refuses an impossible day and a free-text diagnosis alike", () => {
    const day = "Please enter a valid date (YYYY-MM-DD)";
    expect(viaForm(EditBillSchema, { ...editBill, date: "2026-02-30" }, "date")).toEqual({
      ok: false,
      message: day,
    });
    expect(viaApi(UpdateBillSchema, { date: "2026-02-30" })).toEqual({ ok: false, message: day });
    const code = "Please select a diagnosis code from the dropdown.";
    const withCode = { ...editBill, diagnosis_codes: ["E11.9", "sore throat"] };
    expect(viaForm(EditBillSchema, withCode, "diagnosis_codes")).toEqual({ ok: false, message: code });
    expect(viaApi(UpdateBillSchema, { diagnosis_codes: ["E11.9", "sore throat"] })).toEqual({
      ok: false,
      message: code,
    });
  });
});

describe("a family member's names and birth date", () => {
  const member = { intent: "update-member", member_id: "m1", first_name: "Ana", last_name: "Lee" };

  it.each([
    [
      "a 101-character first name",
      { first_name: "A".repeat(101) },
      "first_name",
      "First name must be at most 100 characters",
    ],
    ["a blank last name", { last_name: " " }, "last_name", "Last name is required"],
    [
      "a birth date in the future",
      { date_of_birth: "2999-01-01" },
      "date_of_birth",
      "Please enter a valid date of birth (YYYY-MM-DD)",
    ],
  ])("%s", (_what, change, field, message) => {
    expect(viaForm(EditFamilyMemberSchema, { ...member, ...change }, field)).toEqual({ ok: false, message });
    expect(viaApi(FamilyMemberPatchSchema, change)).toEqual({ ok: false, message });
    expect(
      viaApi(FamilyMemberSchema, { first_name: "Ana", last_name: "Lee", relationship: "child", ...change }),
    ).toEqual({
      ok: false,
      message,
    });
  });
});
