// What the bill route's loader gives the editor, the vault's detail panel and the Explainer.
import type { BillDetail } from "~/services/bills.server";

export interface PatientOption {
  /** 'self' for the account holder, otherwise the dependent's id (the services' patient ids). */
  id: string;
  label: string;
}

export interface BillEditorData {
  bill: BillDetail | null;
  patients: PatientOption[];
  zipcode: string | null;
  premium: boolean;
}

export const billPath = (billId: string) => `/bills/${encodeURIComponent(billId)}`;
