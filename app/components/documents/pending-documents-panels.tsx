// The Email Documents page (001 §2, §4): the pending summary, documents received by e-mail that
// wait for review, and every document of the user (premium; the route shows free users the banner).
import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Card, StatCard } from "../card";
import { formatFileSize } from "../format";
import {
  getPendingSummary,
  listPendingDocuments,
  listUserDocuments,
  RequestFailed,
  type PendingDocument,
  type PendingSummaryAnswer,
  type UserDocument,
} from "../resources";
import { DOCUMENT_MESSAGES } from "../smart-capture/messages";
import { LoadProblem } from "./document-actions";
import { receivedLabel, toRow } from "./document-rows";
import { DocumentTable, VerifyLink } from "./document-table";
import { UserDocumentsTable } from "./user-documents-table";
import { useResourceList } from "./use-resource-list";

/** The panels' first rows, rendered by the page's loader from the same services as the resource routes. */
export interface PendingInitial {
  summary: PendingSummaryAnswer;
  pending: PendingDocument[];
  mine: UserDocument[];
}

function useSummary(refreshKey: string, initial?: PendingSummaryAnswer) {
  const [summary, setSummary] = useState<PendingSummaryAnswer | null>(initial ?? null);
  const [error, setError] = useState<string | null>(null);
  const skip = useRef(initial !== undefined);
  useEffect(() => {
    if (skip.current) {
      skip.current = false;
      return;
    }
    let cancelled = false;
    getPendingSummary().then(
      (s) => !cancelled && (setSummary(s), setError(null)),
      (e: unknown) =>
        !cancelled &&
        setError(
          e instanceof RequestFailed ? DOCUMENT_MESSAGES.summaryFailed : DOCUMENT_MESSAGES.summaryError,
        ),
    );
    return () => {
      cancelled = true;
    };
  }, [refreshKey]);
  return { summary, error };
}

export function PendingDocumentsPanels({ initial }: { initial?: PendingInitial }) {
  const location = useLocation();
  const key = `${location.pathname}${location.search}`;
  const { summary, error: summaryError } = useSummary(key, initial?.summary);
  const pending = useResourceList(
    async () => (await listPendingDocuments()).map(toRow),
    { failed: DOCUMENT_MESSAGES.pendingFailed, error: DOCUMENT_MESSAGES.pendingError },
    key,
    initial?.pending.map(toRow),
  );
  const mine = useResourceList(
    () => listUserDocuments(),
    { failed: DOCUMENT_MESSAGES.listFailed, error: DOCUMENT_MESSAGES.listError },
    key,
    initial?.mine,
  );
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        {summaryError ? (
          <p role="alert" className="text-sm text-red-700">
            {summaryError}
          </p>
        ) : (
          <StatCard label="Waiting for review" value={summary ? summary.total_pending : "…"} />
        )}
      </div>
      <Card title={`Received by email (${pending.items?.length ?? 0})`}>
        {pending.error ? <LoadProblem message={pending.error} onRetry={pending.reload} /> : null}
        {pending.items && pending.items.length === 0 ? (
          <p className="py-3 text-sm text-slate-700">
            No emailed documents are waiting for review. Forward a bill, EOB or insurance letter to your
            Fairbill address and it appears here.
          </p>
        ) : null}
        {pending.items?.length ? (
          <DocumentTable
            rows={pending.items}
            rowTestId="pending-document"
            columns={[
              { header: "Document", cell: (doc) => <VerifyLink id={doc.id}>{doc.filename}</VerifyLink> },
              { header: "From", cell: (doc) => doc.raw.sender_email ?? "—" },
              { header: "Subject", cell: (doc) => doc.raw.email_subject ?? "—" },
              { header: "Size", cell: (doc) => formatFileSize(doc.fileSize) },
              { header: "Received", cell: (doc) => receivedLabel(doc.receivedAt) },
            ]}
          />
        ) : null}
      </Card>
      <Card title={`Your documents (${mine.items?.length ?? 0})`}>
        {mine.error ? <LoadProblem message={mine.error} onRetry={mine.reload} /> : null}
        {mine.items && mine.items.length === 0 ? (
          <p className="py-3 text-sm text-slate-700">
            You have no documents yet. Add one from{" "}
            <Link to="/documents" className="font-medium text-brand-700 underline">
              Your documents
            </Link>
            .
          </p>
        ) : null}
        {mine.items?.length ? <UserDocumentsTable documents={mine.items} /> : null}
      </Card>
    </div>
  );
}
