import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AddDocumentMenu } from "~/components/account/add-document-menu";
import { Card } from "~/components/card";
import { DOCUMENT_TYPE_OPTIONS } from "~/components/document-types";
import { DocumentsAreaTabs } from "~/components/documents/documents-area-tabs";
import { UserDocumentsTable } from "~/components/documents/user-documents-table";
import { useFeatureFlags } from "~/components/page-settings";
import { SmartCaptureLauncher } from "~/components/smart-capture/smart-capture-launcher";
import { getDb } from "~/db.server";
import { getConfig } from "~/env.server";
import { requireUser } from "~/services/auth/session.server";
import { inboxEmail } from "~/services/auth/users.server";
import { loadCaptureOptions, wantsCapture } from "~/services/documents/capture-options.server";
import { listUserDocuments } from "~/services/documents/lists.server";

export const meta: MetaFunction = () => [{ title: "Your Documents | Fairbill" }];

// Every document of the signed-in user, on every plan: insurance cards, licences, lab results,
// bills and EOBs, uploaded or e-mailed (the e-mailed ones waiting for review are on /pending-documents).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await requireUser(request, env);
  const db = getDb(env);
  const [documents, capture] = await Promise.all([
    listUserDocuments(db, signedIn.user.id),
    wantsCapture(request) ? loadCaptureOptions(db, signedIn) : null,
  ]);
  return { documents, capture, forwardingAddress: inboxEmail(signedIn.user, getConfig(env).INBOX_DOMAIN) };
}

export default function YourDocuments() {
  const { documents, capture, forwardingAddress } = useLoaderData<typeof loader>();
  const flags = useFeatureFlags();
  const offered = DOCUMENT_TYPE_OPTIONS.map((o) => o.value).filter(
    (type) => type !== "medical_bill" || flags.medicalBillUpload,
  );
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Your Documents</h1>
        <AddDocumentMenu types={offered} here />
      </div>
      <DocumentsAreaTabs />
      <Card title={`Your documents (${documents.length})`}>
        {documents.length === 0 ? (
          <div className="py-3 text-sm text-slate-700" data-testid="documents-empty">
            <p className="font-medium text-slate-900">You have no documents yet.</p>
            <p className="mt-1">
              Choose <span className="font-medium">+ Add Document</span> to upload an insurance card,
              driver&apos;s license, lab result or any other document, or email it to{" "}
              <span className="font-mono">{forwardingAddress}</span>.
            </p>
          </div>
        ) : (
          <UserDocumentsTable documents={documents} />
        )}
      </Card>
      <SmartCaptureLauncher options={capture} offered={offered} />
    </div>
  );
}
