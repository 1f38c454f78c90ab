import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { loadPendingPanels } from "~/services/documents/panels.server";
import { PendingDocumentsPanels } from "~/components/documents/pending-documents-panels";
import { UnknownSenderDocumentsPanel } from "~/components/documents/unknown-sender-panel";
import { SECTION_DOCUMENTS } from "~/components/document-types";
import { LockedSection } from "~/components/locked-section";
import { DocumentsAreaTabs } from "~/components/documents/documents-area-tabs";
import { loadCaptureOptions, wantsCapture } from "~/services/documents/capture-options.server";
import { SmartCaptureLauncher } from "~/components/smart-capture/smart-capture-launcher";
import { getDb } from "~/db.server";
import { getConfig } from "~/env.server";
import { requireUser } from "~/services/auth/session.server";
import { inboxEmail } from "~/services/auth/users.server";

export const meta: MetaFunction = () => [{ title: "Email Documents | Fairbill" }];

// Pending e-mail documents are premium (001 §4, §6): free users get the upgrade banner, and the
// lists' resource routes answer them 403.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await requireUser(request, env);
  const forwardingAddress = inboxEmail(signedIn.user, getConfig(env).INBOX_DOMAIN);
  if (!signedIn.premium) return { premium: false, forwardingAddress, panels: undefined, capture: null };
  const db = getDb(env);
  const [panels, capture] = await Promise.all([
    loadPendingPanels(db, signedIn.user.id, true),
    wantsCapture(request) ? loadCaptureOptions(db, signedIn) : null,
  ]);
  return { premium: true, forwardingAddress, panels, capture };
}

export default function PendingDocuments() {
  const { premium, forwardingAddress, panels, capture } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Email Documents</h1>
      <DocumentsAreaTabs />
      {premium ? (
        <>
          <p className="text-sm text-slate-700">
            Documents you send to <span className="font-mono">{forwardingAddress}</span> arrive here.
            Everything you uploaded yourself is under{" "}
            <Link to="/documents" className="font-medium text-brand-700 underline">
              Your documents
            </Link>
            .
          </p>
          <UnknownSenderDocumentsPanel />
          <PendingDocumentsPanels initial={panels} />
          <SmartCaptureLauncher options={capture} offered={SECTION_DOCUMENTS.bills.offered} />
        </>
      ) : (
        <LockedSection
          title="Pending email documents"
          description="Upgrade to Premium to see and classify the documents you email to your Fairbill address."
        />
      )}
      {premium ? null : (
        <p className="text-sm text-slate-700">
          Your insurance cards, licences and other uploads are always under{" "}
          <Link to="/documents" className="font-medium text-brand-700 underline">
            Your documents
          </Link>
          , on every plan.
        </p>
      )}
    </div>
  );
}
