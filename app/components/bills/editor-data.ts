// What the bill route's loader gives the editor, the vault's detail panel and the Explainer.
import type { DisputeSummary } from "#core/disputes/schemas";
import type { BillDetail } from "~/services/bills/index.server";
import type { LetterAllowance } from "~/services/disputes/index.server";
import type { AnalysisFollowUp } from "./analysis-banner";

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
  /** The bill's dispute letters, newest first; null when they could not be read. */
  letters: DisputeSummary[] | null;
  /** Whether the plan allows a letter now; null when it could not be read. */
  allowance: LetterAllowance | null;
}

export const billPath = (billId: string) => `/bills/${encodeURIComponent(billId)}`;

/** What the vault hands the editor route in its Outlet: page-level prompts that outlast the editor. */
export interface BillEditorOutlet {
  onResolved: (billId: string, savings: number) => void;
  followUp: AnalysisFollowUp;
}
