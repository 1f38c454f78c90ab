// Reads a recognised document: its type (or the type the user picked), the fields of that type,
// line items and ICD-10 codes. Pure: the workflow runs it after OCR, and again with the user's
// type when they classify a document by hand (the stored words are enough).
import { CLASSIFICATION_CONFIDENCE_THRESHOLD } from "../plans";
import { classifyDocument } from "../classification/classify";
import type { DocumentType, Extraction, Recognition } from "../documents/types";
import { ExtractContext, type Fields } from "./context";
import {
  CARD_RULES,
  driversLicenseFrontFields,
  insuranceCardBackFields,
  insuranceCardFrontFields,
  otherFields,
} from "./fields-cards";
import { priorAuthorizationFields } from "./fields-authorizations";
import { CLAIM_RULES, eobFields, medicalBillFields } from "./fields-claims";
import type { FieldRule } from "./labels";
import { buildLines, type Line } from "./layout";
import { mendNameWords } from "./organisation-words";
import { extractLineItems, firstClaimLines, firstVisitLines, isTableHeader } from "./line-items";
import { isScreenFurniture, runningHeads } from "./page-furniture";
import { DIAGNOSIS_LABEL, findIcd10Codes, monthFirst, printsDayFirst } from "./parse";
import { printedEobKind } from "./eob-kind";

const RULES: Partial<Record<DocumentType, FieldRule[]>> = { ...CLAIM_RULES, ...CARD_RULES };
const ALL_LABELS = [...new Set(Object.values(RULES).flatMap((rules) => rules.flatMap((r) => r.labels)))];

/** Words of a line that prints money: its amounts are no diagnosis codes. */
const MONEY_WORDS = /\b(charges?|fees?|total|payments?|paid|balance|adjust\w*|insurance|amount|due|owe)\b/i;

/** Dotted codes anywhere; undotted ones on a diagnosis line or the line printed under its label. */
export function extractIcd10Codes(lines: Line[]): string[] {
  const codes: string[] = [];
  // A list of diagnoses under their label goes on while each line gives one ('Diagnoses' over
  // 'Z00.121 Routine child health exam', 'H66.91 Otitis media, right ear', 'Z23 Encounter for
  // immunization').
  let listGoesOn = false;
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    const labelledAbove =
      previous &&
      previous.page === line.page &&
      DIAGNOSIS_LABEL.test(previous.text) &&
      !/\d/.test(previous.text);
    const inList = listGoesOn && previous?.page === line.page;
    const context = DIAGNOSIS_LABEL.test(line.text) || Boolean(labelledAbove) || inList;
    // On a diagnosis line, a speck OCR read as a dot inside a category ('L.84') is dropped, and
    // money printed beside the codes ('Invoice total $869.00') is no code.
    // …nor is an amount without its '$' on a line that also prints money or a service ('Total fees
    // 1,235.00', 'Insurance Payments -284.15', '99214 Office visit  N39.0  198.00').
    const moneyLine = MONEY_WORDS.test(line.text) || /(^|\s)\d{5}(\s|$)/.test(line.text);
    // An S-code's S read as a dollar sign ('$52.522A', '$83.241A') is no money: its decimals are.
    let text = line.text;
    if (context) {
      text = text
        .replace(/\$(?=\d{2}\.\d{1,4}[A-Z]\b|\d{2}\.\d{3,4}\b)/g, "S")
        .replace(/-?\$\s?[\d,]+(\.\d{2})?/g, " ");
      // (A credit's 'CR' after it too; an amount never starts with a 0 before a digit: '044.43' is
      // O44.43.)
      if (moneyLine)
        text = text.replace(/(?<![\w.])-?\(?(?!0\d)\d{1,3}(,\d{3})*\.\d{2}\)?(CR|DR)?(?![\w.])/g, " ");
      text = text
        .replace(/\b(icd-?10(-cm)?|dx)\b/gi, " ")
        .replace(/\b([A-TV-Z])\.(\d[\dAB])\b(?!\.)/g, "$1$2")
        // No code starts with a digit: an O OCR read as a 0 ('061.0' for O61.0), a Z read as a 2
        // or a 7 ('237.0' for Z37.0, '734.01' for Z34.01; 'Z23' at a list line's start as '223').
        .replace(/(?<![\w.,$])0(\d{2}\.[\dA-Z]{1,4})(?![\w.])/g, "O$1")
        .replace(/(?<![\w.,$])[27](\d{2}\.[\dA-Z]{1,4})(?![\w.])/g, "Z$1")
        .replace(/^(\s*)[27](\d{2})(?=\s+[A-Z][a-z])/, "$1Z$2");
    }
    const found = findIcd10Codes(text, context);
    for (const code of found) if (!codes.includes(code)) codes.push(code);
    // (A list's line starts with its code; a table's row under a 'Dx' column starts with its date.)
    listGoesOn = context && found.length > 0 && text.trim().startsWith(found[0]);
  });
  return codes;
}

function fieldsFor(type: DocumentType, lines: Line[], table: ReturnType<typeof extractLineItems>): Fields {
  // A continued table's running head repeats page 1's fields (and OCR may read a copy differently):
  // the fields are read from the document without those copies…
  const heads = runningHeads(lines, isTableHeader);
  const blocks = new Set(table.blockLines ?? []);
  const once =
    heads.size || blocks.size ? lines.filter((line) => !heads.has(line) && !blocks.has(line)) : lines;
  const fields = fieldsOf(type, once, table);
  if (!heads.size) return fields;
  // …and a field page 1 left unreadable ('caim#' over the number) from the copy.
  const withHeads = fieldsOf(
    type,
    lines.filter((line) => !blocks.has(line)),
    table,
  );
  for (const [name, value] of Object.entries(withHeads)) if (fields[name] === null) fields[name] = value;
  return fields;
}

function fieldsOf(type: DocumentType, once: Line[], table: ReturnType<typeof extractLineItems>): Fields {
  const ctx = new ExtractContext(once, RULES[type] ?? [], ALL_LABELS);
  switch (type) {
    case "medical_bill":
      return medicalBillFields(ctx, table);
    case "eob":
      return eobFields(ctx, table);
    case "prior_authorization":
      return priorAuthorizationFields(ctx);
    case "insurance_card_front":
      return insuranceCardFrontFields(ctx);
    case "insurance_card_back":
      return insuranceCardBackFields(ctx);
    case "drivers_license_front":
      return driversLicenseFrontFields(ctx);
    case "other":
      return otherFields(ctx);
    default:
      // drivers_license_back, insurance_policy, lab_results: no form and no schema (000 §3, 001 §3).
      return {};
  }
}

/** Fields that name an organisation (a wordmark's words OCR may split). */
const ORGANISATION_FIELDS = ["provider_name", "insurance_company", "payer_name", "organization"];

/**
 * The documents whose diagnosis codes the app keeps: a bill's (its bill-level ICD-10 codes), the
 * EOB and lab report beside it. A prior authorization's or a letter's diagnosis is no field of
 * theirs (000 §3), and a good-faith estimate's codes describe care not yet given.
 */
export const DIAGNOSED: DocumentType[] = ["medical_bill", "eob", "lab_results"];

/** A page that prints its dates day first, read as if it printed them month first. */
function withMonthFirstDates(recognition: Recognition): Recognition {
  if (!printsDayFirst(recognition.text)) return recognition;
  return {
    ...recognition,
    text: monthFirst(recognition.text),
    words: recognition.words.map((w) => ({ ...w, text: monthFirst(w.text) })),
  };
}

export function extractDocument(printed: Recognition, hintType?: DocumentType): Extraction {
  const recognition = withMonthFirstDates(printed);
  const lines = buildLines(recognition).filter((line) => !isScreenFurniture(line.text));
  const text = recognition.text.trim() ? recognition.text : lines.map((l) => l.text).join("\n");
  let documentType: DocumentType;
  let confidence: number;
  if (hintType) {
    documentType = hintType;
    confidence = 1;
  } else {
    const guess = classifyDocument(text);
    confidence = guess.confidence;
    // Below the threshold the user decides (000 §4): the document waits as 'other', flagged.
    documentType = confidence >= CLASSIFICATION_CONFIDENCE_THRESHOLD ? guess.document_type : "other";
  }
  const claimLines =
    documentType === "eob"
      ? firstClaimLines(lines)
      : documentType === "medical_bill"
        ? firstVisitLines(lines)
        : lines;
  const table =
    documentType === "medical_bill" || documentType === "eob"
      ? {
          ...extractLineItems(claimLines, { payer: documentType === "eob" }),
          firstOfSeveralClaims: claimLines.length < lines.length,
        }
      : { items: [], rows: [], totals: null };
  const fields = fieldsFor(documentType, lines, table);
  for (const name of ORGANISATION_FIELDS) {
    const value = fields[name];
    // A typographic apostrophe ('Retirees’') is typed as the plain one.
    if (typeof value === "string") fields[name] = mendNameWords(value).replace(/[‘’]/g, "'");
  }
  // A table with no date on any line (no date column) lists the services of the one visit the
  // document dates ('Date of visit: 07/21/2025' over 'Charge  Procedure  Description  Qty').
  const visit = fields.service_date;
  if (typeof visit === "string" && table.items.length && table.items.every((i) => !i.service_date))
    for (const item of table.items) item.service_date = visit;
  // An EOB says whether it corrects a claim or is a second plan's decision (ADR 079, 082).
  if (documentType === "eob") fields.claim_type = printedEobKind(text);
  return {
    document_type: documentType,
    classification_confidence: confidence,
    needs_classification: confidence < CLASSIFICATION_CONFIDENCE_THRESHOLD,
    fields,
    line_items: table.items,
    icd10_codes: DIAGNOSED.includes(documentType) ? extractIcd10Codes(lines) : [],
  };
}
