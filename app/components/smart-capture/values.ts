// Between the server's documents and the form: inputs hold strings, the server wants numbers,
// dates as YYYY-MM-DD and null for blanks.
import type { DocumentTypeSchema, FormField, LineItemField } from "#core/documents/forms";
import type { DocumentClues } from "#core/documents/related-bill";
import type { CaptureDocument } from "../resources";

/** What the form is filled from: the document's extracted and verified data. */
export type DocumentData = Pick<CaptureDocument, "extracted_data" | "user_verified_data">;

export type FormValues = Record<string, string>;
export type LineValues = Record<string, string>;

const asInput = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  return typeof value === "string" ? value : "";
};

/** Extraction's fields, whether stored under `fields` or flat beside line_items. */
function extractedFields(data: DocumentData): Record<string, unknown> {
  const extracted = data.extracted_data;
  if (!extracted) return {};
  return (extracted.fields ?? extracted) as Record<string, unknown>;
}

/** The fields a document already has: what the user verified, else what extraction found. */
export function valuesFromDocument(fields: FormField[], data: DocumentData): FormValues {
  const source = data.user_verified_data ?? extractedFields(data);
  const values: FormValues = {};
  for (const field of fields) {
    const raw = source[field.name] ?? (field.name === "service_date" ? source.service_date_from : undefined);
    values[field.name] = asInput(raw);
  }
  return values;
}

/** A bill's billed amount is total_charge in its form, billed_amount in extraction (000 §3). */
function billedName(lineFields: LineItemField[]): string {
  return lineFields.some((f) => f.name === "total_charge") ? "total_charge" : "billed_amount";
}

export function emptyLine(lineFields: LineItemField[]): LineValues {
  return Object.fromEntries(lineFields.map((f) => [f.name, f.name === "units" ? "1" : ""]));
}

export function linesFromDocument(lineFields: LineItemField[] | null, data: DocumentData): LineValues[] {
  if (!lineFields) return [];
  const verified = data.user_verified_data?.line_items;
  const source = (Array.isArray(verified) ? verified : (data.extracted_data?.line_items ?? [])) as Record<
    string,
    unknown
  >[];
  const billed = billedName(lineFields);
  const lines = source.map((item) => {
    const line = emptyLine(lineFields);
    for (const f of lineFields) {
      const raw =
        f.name === billed ? (item[f.name] ?? item.billed_amount ?? item.total_charge) : item[f.name];
      if (raw !== undefined && raw !== null) line[f.name] = asInput(raw);
    }
    return line;
  });
  return lines.length ? lines : [emptyLine(lineFields)];
}

const toNumber = (value: string): number | null => {
  const cleaned = value.replace(/[$,\s]/g, "");
  if (cleaned === "") return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
};

const lineIsBlank = (line: LineValues) =>
  Object.entries(line).every(([name, v]) => name === "units" || v.trim() === "");

/** user_verified_data for the verify call: typed fields, the filled line items, ICD-10 codes kept. */
export function verifiedData(
  schema: DocumentTypeSchema,
  values: FormValues,
  lines: LineValues[],
  icd10Codes: string[] = [],
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of schema.fields.length ? schema.fields : schema.extracted_fields) {
    const raw = (values[field.name] ?? "").trim();
    data[field.name] = field.type === "number" ? toNumber(raw) : raw || null;
  }
  if (schema.line_item_fields) {
    data.line_items = lines
      .filter((line) => !lineIsBlank(line))
      .map((line) => {
        const item: Record<string, unknown> = {};
        for (const f of schema.line_item_fields ?? []) {
          const raw = (line[f.name] ?? "").trim();
          item[f.name] = f.type === "number" ? toNumber(raw) : raw || null;
        }
        if (item.units === null) item.units = 1;
        return item;
      });
  }
  if (icd10Codes.length) data.icd10_codes = icd10Codes;
  return data;
}

/** '2026-02-14 — Riverside Clinic — #A123': a bill as the related-bill picker lists it. */
export function billLabel(bill: { date: string | null; providerName: string; claimNumber?: string | null }) {
  const parts = [bill.date ?? "No date", bill.providerName];
  if (bill.claimNumber) parts.push(`#${bill.claimNumber}`);
  return parts.join(" — ");
}

/** What an EOB or prior authorization says about its bill, for suggesting the related bill. */
export function cluesFromDocument(data: DocumentData & { extracted_text?: string | null }): DocumentClues {
  const fields = extractedFields(data);
  const text = (name: string) => {
    const v = fields[name];
    return typeof v === "string" && v.trim() ? v.trim() : null;
  };
  const billed = toNumber(asInput(fields.total_billed));
  const items = (data.extracted_data?.line_items ?? []) as Record<string, unknown>[];
  return {
    claimNumber: text("claim_number"),
    providerText: [text("provider_name"), data.extracted_text ?? null].filter(Boolean).join(" ") || null,
    serviceDate: text("service_date") ?? text("service_date_from"),
    serviceDateTo: text("service_date_to"),
    totalBilledCents: billed === null ? null : Math.round(billed * 100),
    lines: items.map((item) => {
      const amount = toNumber(asInput(item.billed_amount));
      return {
        code: asInput(item.cpt_code) || null,
        billedCents: amount === null ? null : Math.round(amount * 100),
      };
    }),
  };
}
