// The Smart Capture form's rules without a browser: what is filled from a read document, what is
// sent on save, the OCR percent labels, the accepted files, and the needs-classification rule.
import { describe, expect, it } from "vitest";
import { documentTypeSchema, requiredHint, validateVerification } from "#core/documents/forms";
import { needsClassification } from "~/components/documents/needs-classification-table";
import { toRow } from "~/components/documents/document-rows";
import { confidenceLabel } from "~/components/smart-capture/ocr-overlay";
import { fileProblem } from "~/components/smart-capture/upload-pane";
import { PLANS } from "#core/plans";
import {
  linesFromDocument,
  valuesFromDocument,
  verifiedData,
  type DocumentData,
} from "~/components/smart-capture/values";

const MB = 1024 * 1024;
const bill = documentTypeSchema("medical_bill");
const eob = documentTypeSchema("eob");

function read(overrides: Partial<DocumentData>): DocumentData {
  return { extracted_data: null, user_verified_data: null, ...overrides };
}

describe("filling the form from a read document", () => {
  it("takes the extracted fields as text, a bill's service date from service_date_from when that is all there is", () => {
    const doc = read({
      extracted_data: {
        fields: {
          provider_name: "Riverside Family Clinic",
          service_date_from: "2026-02-14",
          total_charges: 227,
          amount_due: 71,
        },
      },
    });
    expect(valuesFromDocument(bill.fields, doc)).toMatchObject({
      provider_name: "Riverside Family Clinic",
      service_date: "2026-02-14",
      total_charges: "227",
      amount_due: "71",
      account_number: "",
    });
  });

  it("reads extraction's fields whether they sit under `fields` or flat beside the line items", () => {
    const flat = read({
      extracted_data: {
        provider_name: "ST. BRENDAN REGIONAL HOSPITAL",
        account_number: "HB-2025-004417",
        line_items: [],
      },
    });
    expect(valuesFromDocument(bill.fields, flat)).toMatchObject({
      provider_name: "ST. BRENDAN REGIONAL HOSPITAL",
      account_number: "HB-2025-004417",
    });
  });

  it("prefers what the user already verified over what extraction read", () => {
    const doc = read({
      extracted_data: { fields: { provider_name: "Riversde Clinc" } },
      user_verified_data: { provider_name: "Riverside Family Clinic" },
    });
    expect(valuesFromDocument(bill.fields, doc).provider_name).toBe("Riverside Family Clinic");
  });

  it("shows an extracted line's billed amount as a bill's total_charge and an EOB's billed_amount", () => {
    const doc = read({
      extracted_data: {
        line_items: [
          { cpt_code: "99214", units: 1, billed_amount: 185, allowed_amount: null, paid_amount: null },
        ],
      },
    });
    expect(linesFromDocument(bill.line_item_fields, doc)[0]).toMatchObject({
      cpt_code: "99214",
      total_charge: "185",
    });
    expect(linesFromDocument(eob.line_item_fields, doc)[0]).toMatchObject({
      billed_amount: "185",
      allowed_amount: "",
    });
    expect(linesFromDocument(bill.line_item_fields, read({}))).toHaveLength(1);
  });
});

describe("what Save sends", () => {
  it("numbers as numbers, blanks as null, empty lines dropped and units 1 by default", () => {
    const data = verifiedData(
      bill,
      {
        patient_id: "self",
        provider_name: " Riverside ",
        service_date: "2026-02-14",
        total_charges: "$1,227.50",
        amount_due: "$96.00",
      },
      [
        { cpt_code: "99214", units: "", total_charge: "185.00", allowed_amount: "", paid_amount: "" },
        { cpt_code: "", units: "1", total_charge: "", allowed_amount: "", paid_amount: "" },
      ],
      ["E11.9"],
    );
    expect(data).toMatchObject({
      provider_name: "Riverside",
      total_charges: 1227.5,
      amount_due: 96,
      bill_date: null,
      icd10_codes: ["E11.9"],
      line_items: [{ cpt_code: "99214", units: 1, total_charge: 185, allowed_amount: null }],
    });
    expect((data.line_items as unknown[]).length).toBe(1);
  });

  it("is what the save-time checks accept, and the hint names what is missing", () => {
    const values = { patient_id: "self", provider_name: "", service_date: "" };
    expect(requiredHint("medical_bill", values)).toBe("Required: Provider Name, Service Date");
    const check = validateVerification("medical_bill", verifiedData(bill, values, []));
    expect(check.ok).toBe(false);
    const filled = verifiedData(
      bill,
      { ...values, provider_name: "Riverside", service_date: "2026-02-14" },
      [],
    );
    expect(validateVerification("medical_bill", filled)).toEqual({ ok: true });
  });
});

describe("OCR overlay labels", () => {
  it("labels a region only above 0.7, as a whole percent", () => {
    expect(confidenceLabel(0.7)).toBeNull();
    expect(confidenceLabel(0.42)).toBeNull();
    expect(confidenceLabel(0.706)).toBe("71%");
    expect(confidenceLabel(1)).toBe("100%");
  });
});

describe("files Smart Capture sends", () => {
  const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
  it("accepts pdf, jpg, jpeg and png up to the plan's size", () => {
    for (const name of ["a.pdf", "b.JPG", "c.jpeg", "d.png"])
      expect(fileProblem(file(name, 10), 5 * MB)).toBeNull();
    expect(fileProblem(file("setup.exe", 10), 5 * MB)).toBe("Please choose a PDF, JPG, JPEG or PNG file.");
    expect(fileProblem(file("scan.gif", 10), 5 * MB)).not.toBeNull();
    expect(fileProblem(file("big.pdf", 5 * MB + 1), 5 * MB)).toBe(
      "This file is larger than the 5 MB limit of your plan.",
    );
    expect(fileProblem(file("big.pdf", 5 * MB + 1), 50 * MB)).toBeNull();
  });

  it("names Premium for DOC, DOCX, TXT, GIF, BMP and TIFF on Free, and sends them on Premium", () => {
    for (const name of ["a.doc", "b.docx", "c.txt", "d.gif", "e.bmp", "f.tif", "g.tiff"]) {
      expect(fileProblem(file(name, 10), 5 * MB, PLANS.free.fileTypes)).toMatch(/ files need Premium\. /);
      expect(fileProblem(file(name, 10), 50 * MB, PLANS.premium.fileTypes)).toBeNull();
    }
    expect(fileProblem(file("setup.exe", 10), 50 * MB, PLANS.premium.fileTypes)).toBe(
      "Please choose a PDF, JPG, JPEG, PNG, DOC, DOCX, TXT, GIF, BMP or TIFF file.",
    );
  });
});

describe("needs classification (000 §4)", () => {
  const row = (type: string, confidence: number | null, flag: boolean) =>
    toRow({
      id: "x",
      document_type: type,
      original_filename: "x.pdf",
      file_size: 1,
      received_at: "2026-01-01T00:00:00.000Z",
      classification_confidence: confidence,
      needs_classification: flag,
    });
  it("is an unclassified type that is flagged or below 0.7", () => {
    expect(needsClassification(row("other", 0.5, false), ["other"])).toBe(true);
    expect(needsClassification(row("other", 0.9, true), ["other"])).toBe(true);
    expect(needsClassification(row("other", 0.7, false), ["other"])).toBe(false);
    expect(needsClassification(row("medical_bill", 0.2, true), ["other"])).toBe(false);
  });
});
