// What the Smart Capture modal needs from the server when it opens: the patients (self first),
// every bill of the user for the related-bill picker (with what an EOB is matched on), the plan's
// file size limit, and for a limited plan how many documents and bills are left.
import { planFor, type FileType } from "#core/plans";
import type { Db } from "~/db.server";
import { listBillSummaries } from "~/services/dashboard/summaries.server";
import { listFamilyMembers } from "~/services/family/family.server";
import type { SignedIn } from "~/services/auth/session.server";
import { planUsage } from "~/services/plans/usage.server";
import type { BillOption, PatientOption } from "../../components/smart-capture/field-form";
import { billLabel } from "../../components/smart-capture/values";

/** What is left of a limited plan; null on an unlimited one. */
export interface CaptureAllowance {
  documentsRemaining: number;
  documentLimit: number;
  billsRemaining: number;
  billLimit: number;
  /** 'month' when the counts start again each month, 'total' when they never do. */
  period: "month" | "total";
}

export interface CaptureOptionsData {
  patients: PatientOption[];
  bills: BillOption[];
  maxFileBytes: number;
  /** The file types the plan stores (001 §9). */
  fileTypes: FileType[];
  allowance: CaptureAllowance | null;
}

export async function loadCaptureOptions(db: Db, signedIn: SignedIn): Promise<CaptureOptionsData> {
  const plan = planFor(signedIn.subscription);
  const [members, bills, usage] = await Promise.all([
    listFamilyMembers(db, signedIn.user.id),
    listBillSummaries(db, signedIn.user.id),
    planUsage(db, signedIn, ["document", "bill_upload"] as const),
  ]);
  const { document, bill_upload: billUpload } = usage;
  return {
    patients: members.map((m) => ({ id: m.id, displayName: m.displayName, isSelf: m.isSelf })),
    bills: bills.map((b) => ({
      id: b.id,
      label: billLabel(b),
      claimNumber: b.claimNumber,
      accountNumber: b.accountNumber,
      providerName: b.providerName,
      date: b.date,
      totalBilledCents: b.totalBilledCents,
    })),
    maxFileBytes: plan.maxFileBytes,
    fileTypes: [...plan.fileTypes],
    allowance:
      document.unlimited || billUpload.unlimited
        ? null
        : {
            documentsRemaining: document.remaining ?? 0,
            documentLimit: document.limit ?? 0,
            billsRemaining: billUpload.remaining ?? 0,
            billLimit: billUpload.limit ?? 0,
            period: plan.usage.document.period,
          },
  };
}

/** True when the page was opened to capture or verify a document (?capture=<type>, ?verify=<id>). */
export const wantsCapture = (request: Request) => {
  const params = new URL(request.url).searchParams;
  return params.has("capture") || params.has("verify");
};
