// Labels of the document types (spec 000 §3; the list itself lives in core/documents/types.ts) and
// which of them each top-bar section offers and counts as needing classification (000 §4: 'other'
// for the vault).
import { DOCUMENT_TYPES, type DocumentType } from "#core/documents/types";
import { wordsOf } from "#core/format/labels";

export type { DocumentType };

/** Every type must have a label: a type added to core fails the typecheck until it gets one. */
const LABELS: Record<DocumentType, string> = {
  insurance_card_front: "Insurance Card (Front)",
  insurance_card_back: "Insurance Card (Back)",
  drivers_license_front: "Driver's License (Front)",
  drivers_license_back: "Driver's License (Back)",
  eob: "Explanation of Benefits (EOB)",
  medical_bill: "Medical Bill",
  prior_authorization: "Prior Authorization",
  insurance_policy: "Insurance Policy",
  lab_results: "Lab Results",
  other: "Other",
};

/** The types in core's order, each with its label (the add-document menu). */
export const DOCUMENT_TYPE_OPTIONS = DOCUMENT_TYPES.map((value) => ({ value, label: LABELS[value] }));

export type Section = "bills" | "insurance" | "account";

export const SECTION_DOCUMENTS: Record<Section, { offered: DocumentType[]; unclassified: DocumentType[] }> = {
  bills: { offered: ["medical_bill", "eob", "prior_authorization", "other"], unclassified: ["other"] },
  insurance: {
    offered: ["insurance_card_front", "insurance_card_back", "insurance_policy"],
    unclassified: ["insurance_card_front", "insurance_card_back", "insurance_policy"],
  },
  account: {
    offered: ["drivers_license_front", "drivers_license_back", "lab_results"],
    unclassified: ["drivers_license_front", "drivers_license_back", "lab_results"],
  },
};

export function documentTypeLabel(value: string): string {
  return Object.hasOwn(LABELS, value) ? LABELS[value as DocumentType] : wordsOf(value);
}
