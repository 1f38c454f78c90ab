// The ten document types (spec 000 §3) and which of them each top-bar section offers and
// counts as needing classification (000 §4: 'other' for the vault).

export const DOCUMENT_TYPES = [
  { value: "insurance_card_front", label: "Insurance Card (Front)" },
  { value: "insurance_card_back", label: "Insurance Card (Back)" },
  { value: "drivers_license_front", label: "Driver's License (Front)" },
  { value: "drivers_license_back", label: "Driver's License (Back)" },
  { value: "eob", label: "Explanation of Benefits (EOB)" },
  { value: "medical_bill", label: "Medical Bill" },
  { value: "prior_authorization", label: "Prior Authorization" },
  { value: "insurance_policy", label: "Insurance Policy" },
  { value: "lab_results", label: "Lab Results" },
  { value: "other", label: "Other" },
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number]["value"];
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
  return DOCUMENT_TYPES.find((t) => t.value === value)?.label ?? value;
}

export function isDocumentType(value: string | null): value is DocumentType {
  return DOCUMENT_TYPES.some((t) => t.value === value);
}
