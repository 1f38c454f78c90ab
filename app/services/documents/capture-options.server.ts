// What the Smart Capture modal needs from the server when it opens: the patients (self first),
// every bill of the user for the related-bill picker, and the plan's file size limit.
import { planFor } from "#core/plans";
import type { Db } from "~/db.server";
import { listBillSummaries } from "~/services/dashboard/summaries.server";
import { listFamilyMembers } from "~/services/family/family.server";
import type { SignedIn } from "~/services/auth/session.server";
import type { BillOption, PatientOption } from "../../components/smart-capture/field-form";
import { billLabel } from "../../components/smart-capture/values";

export interface CaptureOptionsData {
  patients: PatientOption[];
  bills: BillOption[];
  maxFileBytes: number;
}

export async function loadCaptureOptions(db: Db, signedIn: SignedIn): Promise<CaptureOptionsData> {
  const [members, bills] = await Promise.all([
    listFamilyMembers(db, signedIn.user.id),
    listBillSummaries(db, signedIn.user.id),
  ]);
  return {
    patients: members.map((m) => ({ id: m.id, displayName: m.displayName, isSelf: m.isSelf })),
    bills: bills.map((b) => ({ id: b.id, label: billLabel(b) })),
    maxFileBytes: planFor(signedIn.subscription).maxFileBytes,
  };
}

/** True when the page was opened to capture or verify a document (?capture=<type>, ?verify=<id>). */
export const wantsCapture = (request: Request) => {
  const params = new URL(request.url).searchParams;
  return params.has("capture") || params.has("verify");
};
