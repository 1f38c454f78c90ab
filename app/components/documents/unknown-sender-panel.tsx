// Documents e-mailed by someone not on the allow-list: they wait here until the user approves them
// (then they are read and listed like any e-mailed document) or discards them. Hidden when empty.
import { useLocation, useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { SENDER_MESSAGES } from "~/services/email/intake-messages";
import { Button } from "../button";
import { Card } from "../card";
import { formatFileSize } from "../format";
import {
  approveHeldDocument,
  discardHeldDocument,
  listHeldDocuments,
  RequestFailed,
  type HeldDocument,
} from "../resources";
import { ListProblems } from "./document-actions";
import { byNewest, receivedLabel, toRow, type DocumentRowView } from "./document-rows";
import { DocumentTable } from "./document-table";
import { announceDocumentsChanged } from "./documents-changed";
import { useResourceList } from "./use-resource-list";

const TITLE = "From an Unknown Sender";

export function UnknownSenderDocumentsPanel() {
  const location = useLocation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const list = useResourceList(
    async () => (await listHeldDocuments()).map(toRow).sort(byNewest),
    { failed: SENDER_MESSAGES.heldFailed, error: SENDER_MESSAGES.heldError },
    `${location.pathname}${location.search}`,
  );

  const act = async (doc: DocumentRowView<HeldDocument>, action: "approve" | "discard") => {
    if (action === "discard" && !window.confirm(SENDER_MESSAGES.discardConfirm)) return;
    setBusy(doc.id);
    setProblem(null);
    try {
      if (action === "approve") await approveHeldDocument(doc.id);
      else await discardHeldDocument(doc.id);
      list.setItems((items) => items.filter((i) => i.id !== doc.id));
      if (action === "approve") {
        announceDocumentsChanged();
        revalidator.revalidate();
      }
    } catch (error) {
      const fallback = action === "approve" ? SENDER_MESSAGES.approveFailed : SENDER_MESSAGES.discardFailed;
      setProblem(error instanceof RequestFailed && error.detail ? error.detail : fallback);
    } finally {
      setBusy(null);
    }
  };

  if (!list.error && !list.items?.length) return null;
  return (
    <Card
      title={
        <span data-testid="unknown-sender-title">
          {TITLE} <span className="text-sm font-normal text-slate-500">({list.items?.length ?? 0})</span>
        </span>
      }
    >
      <div role="region" aria-label={TITLE}>
        <p className="pb-3 text-sm text-slate-600">
          These documents were e-mailed to your Fairbill address by someone who is not on your allowed senders
          list. Approve the ones you expected; discard the rest.
        </p>
        <ListProblems list={list} problem={problem} />
        {list.items?.length ? (
          <DocumentTable
            rows={list.items}
            rowTestId="unknown-sender-document"
            columns={[
              {
                header: "Document",
                cell: (doc) => (
                  <>
                    <span className="font-medium text-slate-900">{doc.filename}</span>
                    <p className="text-xs text-slate-500">{formatFileSize(doc.fileSize)}</p>
                  </>
                ),
              },
              // Right after the file: on a phone the table scrolls sideways and the choice must show.
              {
                header: "Actions",
                cell: (doc) => (
                  <span className="flex gap-2">
                    <Button
                      disabled={busy !== null}
                      onClick={() => void act(doc, "approve")}
                      aria-label={`Approve ${doc.filename}`}
                    >
                      Approve
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={busy !== null}
                      onClick={() => void act(doc, "discard")}
                      aria-label={`Discard ${doc.filename}`}
                    >
                      Discard
                    </Button>
                  </span>
                ),
              },
              { header: "From", cell: (doc) => doc.raw.sender_email ?? "—" },
              { header: "Subject", cell: (doc) => doc.raw.email_subject ?? "—" },
              {
                header: "Received",
                cell: (doc) => receivedLabel(doc.receivedAt),
                className: "text-slate-700",
              },
            ]}
          />
        ) : null}
      </div>
    </Card>
  );
}
