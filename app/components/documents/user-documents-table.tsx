// The user's own documents (001 §3 user document): on /documents, on /insurance (the insurance
// cards) and on the Email Documents page. Each title opens the document in the verify panel.
import { documentTypeLabel } from "../document-types";
import type { UserDocument } from "../resources";
import { receivedLabel, toRow } from "./document-rows";
import { DocumentTable, VerifyLink } from "./document-table";

export function UserDocumentsTable({ documents }: { documents: UserDocument[] }) {
  return (
    <DocumentTable
      rows={documents.map(toRow)}
      rowTestId="user-document"
      columns={[
        {
          header: "Title",
          cell: (doc) => (
            <>
              <VerifyLink id={doc.id}>{doc.raw.title ?? doc.filename}</VerifyLink>
              {doc.raw.description ? <p className="text-xs text-slate-600">{doc.raw.description}</p> : null}
            </>
          ),
        },
        { header: "Type", cell: (doc) => documentTypeLabel(doc.documentType) },
        { header: "Source", cell: (doc) => (doc.raw.source === "email" ? "Email" : "Upload") },
        { header: "Expires", cell: (doc) => doc.raw.expiration_date ?? "—" },
        { header: "Added", cell: (doc) => receivedLabel(doc.receivedAt) },
      ]}
    />
  );
}
