// The editor's documents section (001 §2, §5): the bill's documents with Open (a new tab) and
// Delete, and an upload for an EOB or another type (pdf, jpg, jpeg, png, gif, doc, docx, max 10MB).
import { useFetcher } from "@remix-run/react";
import { BILL_DOCUMENT_ACCEPT, BILL_DOCUMENT_TYPES } from "#core/bills/documents";
import { BILL_MESSAGES } from "#core/bills/messages";
import type { BillDocumentJson } from "~/services/bills/index.server";
import { Alert } from "../alert";
import { Button } from "../button";
import { documentTypeLabel } from "../document-types";
import { formatFileSize } from "../format";
import { billPath } from "./editor-data";
import type { FormReply } from "./replies";
import { formatDate } from "#core/format/dates";
import { matchedByLabel } from "#core/documents/eob-placement";

const TYPE_LABELS: Record<(typeof BILL_DOCUMENT_TYPES)[number], string> = {
  eob: "EOB",
  prior_authorization: "Prior Authorization",
  medical_record: "Medical Record",
  prescription: "Prescription",
  others: "Other",
};

export function BillDocuments({ billId, documents }: { billId: string; documents: BillDocumentJson[] }) {
  const upload = useFetcher<FormReply>();
  const remove = useFetcher<FormReply>();
  const uploadReply = upload.state === "idle" ? upload.data : undefined;
  const removeReply = remove.state === "idle" ? remove.data : undefined;
  return (
    <section aria-label="Documents" className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-800">Documents</h3>
      {documents.length ? (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
          {documents.map((doc) => (
            <li key={doc.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <span>
                <span className="font-medium">{doc.original_filename}</span>{" "}
                <span className="text-slate-500">
                  ·{" "}
                  {TYPE_LABELS[doc.document_type as keyof typeof TYPE_LABELS] ??
                    documentTypeLabel(doc.document_type)}{" "}
                  · {formatFileSize(doc.file_size)} · {formatDate(doc.upload_date)}
                  {doc.document_type === "eob" ? ` · ${matchedByLabel(doc.bill_matched_by)}` : null}
                </span>
              </span>
              <span className="flex gap-3">
                <a
                  href={`${billPath(billId)}?open=${encodeURIComponent(doc.id)}`}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-brand-700 hover:underline"
                >
                  Open
                </a>
                <button
                  type="button"
                  className="font-medium text-red-700 hover:underline"
                  disabled={remove.state !== "idle"}
                  onClick={() =>
                    remove.submit(
                      { intent: "delete-document", document_id: doc.id },
                      { method: "post", action: billPath(billId) },
                    )
                  }
                >
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No documents attached yet.</p>
      )}
      {removeReply && !removeReply.ok ? <Alert tone="error">{removeReply.error}</Alert> : null}
      <upload.Form
        method="post"
        action={billPath(billId)}
        encType="multipart/form-data"
        className="flex flex-wrap items-end gap-2"
        key={uploadReply?.ok ? uploadReply.message : "upload"}
      >
        <input type="hidden" name="intent" value="upload-document" />
        <label className="text-sm text-slate-700">
          {BILL_MESSAGES.documentUploadLabel}
          <input
            type="file"
            name="file"
            required
            accept={BILL_DOCUMENT_ACCEPT}
            className="mt-1 block text-sm"
          />
        </label>
        <label className="text-sm text-slate-700">
          Type
          <select
            name="document_type"
            defaultValue="eob"
            className="mt-1 block rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          >
            {BILL_DOCUMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary" disabled={upload.state !== "idle"}>
          {upload.state !== "idle" ? "Uploading..." : "Upload"}
        </Button>
      </upload.Form>
      {uploadReply ? (
        <Alert tone={uploadReply.ok ? "success" : "error"}>
          {uploadReply.ok ? uploadReply.message : uploadReply.error}
        </Alert>
      ) : null}
    </section>
  );
}
