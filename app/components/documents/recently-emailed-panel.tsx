// Recently Emailed Documents (001 §2): collapsible, with a count, and per document a preview,
// the document itself (opens its verify flow), when it was received, and delete.
import { useLocation } from "@remix-run/react";
import { useState } from "react";
import { Card } from "../card";
import { documentTypeLabel } from "../document-types";
import { formatFileSize } from "../format";
import { deleteDocument, listRecentlyEmailed, type EmailedDocument } from "../resources";
import { DOCUMENT_MESSAGES } from "../smart-capture/messages";
import { ListProblems, PreviewDialog } from "./document-actions";
import { byNewest, receivedLabel, toRow, type DocumentRowView } from "./document-rows";
import { DocumentTable, VerifyLink } from "./document-table";
import { useResourceList } from "./use-resource-list";

export type EmailedRow = DocumentRowView<EmailedDocument>;

/** The e-mailed documents of these types (asked with repeated `types`, filtered again here, 000 §7). */
export async function loadRecentlyEmailed(types: readonly string[]): Promise<EmailedRow[]> {
  return emailedRows(await listRecentlyEmailed(types), types);
}

export function emailedRows(rows: EmailedDocument[], types: readonly string[]): EmailedRow[] {
  return rows
    .map(toRow)
    .filter((r) => !types.length || types.includes(r.documentType))
    .sort(byNewest);
}

export { verifyLink } from "./document-table";

export function RecentlyEmailedPanel({
  types,
  initial,
  title = "Recently Emailed Documents",
}: {
  types: readonly string[];
  /** The rows the page's loader rendered (the same list service as the resource route). */
  initial?: EmailedDocument[];
  title?: string;
}) {
  const location = useLocation();
  const [open, setOpen] = useState(true);
  const [preview, setPreview] = useState<EmailedRow | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const list = useResourceList(
    () => loadRecentlyEmailed(types),
    { failed: DOCUMENT_MESSAGES.emailedFailed, error: DOCUMENT_MESSAGES.emailedError },
    `${location.pathname}${location.search}`,
    initial && emailedRows(initial, types),
  );
  const remove = async (doc: EmailedRow) => {
    if (!window.confirm(DOCUMENT_MESSAGES.deleteConfirm)) return;
    setProblem(null);
    try {
      await deleteDocument(doc.id);
      list.setItems((items) => items.filter((i) => i.id !== doc.id));
    } catch {
      setProblem(DOCUMENT_MESSAGES.deleteFailed);
    }
  };
  const count = list.items?.length ?? 0;
  return (
    <Card
      title={
        <span data-testid="recently-emailed-title">
          {title} <span className="text-sm font-normal text-slate-500">({count})</span>
        </span>
      }
      actions={
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          className="text-sm font-medium text-brand-700"
          aria-expanded={open}
        >
          {open ? "Hide" : "Show"}
        </button>
      }
    >
      <div role="region" aria-label={title} hidden={!open}>
        <ListProblems list={list} problem={problem} />
        {list.loading && !list.items ? <p className="py-3 text-sm text-slate-500">Loading…</p> : null}
        {list.items && list.items.length === 0 ? (
          <p className="py-3 text-sm text-slate-500">No documents have been emailed yet.</p>
        ) : null}
        {list.items && list.items.length > 0 ? (
          <DocumentTable
            rows={list.items}
            rowTestId="emailed-document"
            columns={[
              {
                header: "Preview",
                cell: (doc) => (
                  <button
                    type="button"
                    onClick={() => setPreview(doc)}
                    className="text-sm font-medium text-brand-700 hover:underline"
                    aria-label={`Preview ${doc.filename}`}
                  >
                    Preview
                  </button>
                ),
              },
              {
                header: "Document",
                cell: (doc) => (
                  <>
                    <VerifyLink id={doc.id}>{doc.filename}</VerifyLink>
                    <p className="text-xs text-slate-500">
                      {documentTypeLabel(doc.documentType)} · {formatFileSize(doc.fileSize)}
                    </p>
                  </>
                ),
              },
              {
                header: "Received",
                cell: (doc) => receivedLabel(doc.receivedAt),
                className: "text-slate-700",
              },
              {
                header: "Delete",
                cell: (doc) => (
                  <button
                    type="button"
                    onClick={() => void remove(doc)}
                    className="text-sm font-medium text-red-700 hover:underline"
                    aria-label={`Delete ${doc.filename}`}
                  >
                    Delete
                  </button>
                ),
              },
            ]}
          />
        ) : null}
      </div>
      {preview ? (
        <PreviewDialog id={preview.id} name={preview.filename} onClose={() => setPreview(null)} />
      ) : null}
    </Card>
  );
}
