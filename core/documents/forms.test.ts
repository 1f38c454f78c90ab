import { describe, expect, it } from "vitest";
import { documentTypeSchema, needsClassification, requiredHint, validateVerification } from "./forms";
import { DOCUMENT_TYPES } from "./types";

describe("document type schema (GET /api/document-types/{type}/schema)", () => {
  it("serves the 000 §3 form of a medical bill with its required fields", () => {
    const schema = documentTypeSchema("medical_bill");
    expect(schema.fields.map((f) => `${f.name}${f.required ? "*" : ""}`)).toEqual([
      "patient_id*",
      "provider_name*",
      "service_date*",
      "bill_date",
      "due_date",
      "account_number",
      "total_charges",
      "amount_due",
    ]);
    expect(schema.fields.find((f) => f.name === "patient_id")?.type).toBe("patient");
    expect(schema.fields.find((f) => f.name === "amount_due")).toEqual({
      name: "amount_due",
      title: "Amount Due",
      type: "number",
      required: false,
    });
    expect(schema.line_item_fields?.map((f) => f.name)).toContain("total_charge");
  });

  it("names the EOB's billed amount billed_amount and requires the related bill", () => {
    const schema = documentTypeSchema("eob");
    expect(schema.fields.filter((f) => f.required).map((f) => [f.name, f.type])).toEqual([
      ["related_medical_bill", "bill"],
    ]);
    expect(schema.fields.map((f) => f.name)).toEqual([
      "related_medical_bill",
      "insurance_company",
      "claim_number",
      "service_date",
      "processed_date",
      "total_billed",
      "total_allowed",
      "total_paid",
    ]);
    expect(schema.line_item_fields?.map((f) => f.name)).toContain("billed_amount");
    expect(
      schema.line_item_fields
        ?.filter((f) => f.type === "number" && f.name !== "units")
        .every((f) => f.step === 0.01),
    ).toBe(true);
  });

  it("gives prior authorisations their seven fields and other types no form", () => {
    expect(documentTypeSchema("prior_authorization").fields.map((f) => f.name)).toEqual([
      "related_medical_bill",
      "insurance_company",
      "authorization_number",
      "service_date",
      "expiration_date",
      "authorized_services",
      "status",
    ]);
    for (const type of DOCUMENT_TYPES.filter(
      (t) => !["medical_bill", "eob", "prior_authorization"].includes(t),
    )) {
      expect(documentTypeSchema(type).fields).toEqual([]);
      expect(documentTypeSchema(type).line_item_fields).toBeNull();
    }
    expect(documentTypeSchema("insurance_card_front").extracted_fields.map((f) => f.name)).toEqual([
      "member_id",
      "member_name",
      "group_number",
      "payer_name",
      "plan_type",
    ]);
    expect(documentTypeSchema("other").extracted_fields.map((f) => f.name)).toEqual([
      "title",
      "date",
      "organization",
      "notes",
    ]);
  });
});

describe("verification (000 §5 save-time checks)", () => {
  it("lists every missing medical-bill field with the spec's messages", () => {
    const result = validateVerification("medical_bill", { provider_name: "  ", total_charges: 10 });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: "patient_id", message: "Patient selection is required" },
        { field: "provider_name", message: "Provider name is required" },
        { field: "service_date", message: "Service date is required" },
      ],
      summary: "Please fill in all required fields: Patient, Provider Name, Service Date",
    });
  });

  it("accepts service_date_from in place of service_date", () => {
    expect(
      validateVerification("medical_bill", {
        patient_id: "self",
        provider_name: "Lakeside",
        service_date_from: "2025-04-02",
      }),
    ).toEqual({
      ok: true,
    });
  });

  it("requires the related medical bill on EOBs and prior authorisations", () => {
    for (const type of ["eob", "prior_authorization"] as const) {
      const result = validateVerification(type, { insurance_company: "Meridian" });
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.errors).toEqual([
          { field: "related_medical_bill", message: "Related medical bill is required" },
        ]);
        expect(result.summary).toBe("Please fill in all required fields: Related Medical Bill");
      }
      expect(validateVerification(type, { related_medical_bill: "bill_1" })).toEqual({ ok: true });
    }
  });

  it("has nothing to require on types without a form", () => {
    expect(validateVerification("insurance_card_front", {})).toEqual({ ok: true });
  });

  it("writes the 'Required: …' hint while fields are missing", () => {
    expect(requiredHint("medical_bill", { patient_id: "self" })).toBe(
      "Required: Provider Name, Service Date",
    );
    expect(
      requiredHint("medical_bill", { patient_id: "self", provider_name: "x", service_date: "2025-01-01" }),
    ).toBeNull();
  });
});

describe("needs classification (000 §4)", () => {
  it("flags a document of an unclassified type that is flagged or below 0.7", () => {
    expect(needsClassification("other", 0.69, false)).toBe(true);
    expect(needsClassification("other", 0.7, false)).toBe(false);
    expect(needsClassification("other", 0.95, true)).toBe(true);
    expect(needsClassification("other", null, false)).toBe(true);
  });

  it("ignores types outside the section's unclassified list", () => {
    expect(needsClassification("medical_bill", 0.2, true)).toBe(false);
    expect(
      needsClassification("insurance_card_front", 0.2, false, [
        "insurance_card_front",
        "insurance_card_back",
      ]),
    ).toBe(true);
  });
});
