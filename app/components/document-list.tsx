// A table of documents (e-mailed or uploaded), newest received first; a row opens its verify flow.
import { Link } from "@remix-run/react";
import { documentTypeLabel } from "./document-types";
import { formatDate, formatFileSize } from "./format";
import { verificationStatusLabel } from "#core/format/labels";
import { Table, tdClass } from "./table";

export interface DocumentRow {
  id: string;
  documentType: string;
  originalFilename: string;
  fileSize: number;
  receivedAt: number;
  verificationStatus: string;
}

export function DocumentList({ documents, emptyText }: { documents: DocumentRow[]; emptyText: string }) {
  if (documents.length === 0) return <p className="py-4 text-body text-ink-muted">{emptyText}</p>;
  return (
    <Table
      label="Documents"
      headings={[
        { label: "Document" },
        { label: "Type" },
        { label: "Size" },
        { label: "Received" },
        { label: "Status" },
      ]}
    >
      {documents.map((doc) => (
        <tr key={doc.id} className="hover:bg-surface-muted">
          <td className={tdClass}>
            <Link
              to={`/bills?verify=${encodeURIComponent(doc.id)}`}
              className="font-medium text-brand-700 hover:underline"
            >
              {doc.originalFilename}
            </Link>
          </td>
          <td className={tdClass}>{documentTypeLabel(doc.documentType)}</td>
          <td className={tdClass}>{formatFileSize(doc.fileSize)}</td>
          <td className={tdClass}>{formatDate(doc.receivedAt)}</td>
          <td className={tdClass}>{verificationStatusLabel(doc.verificationStatus)}</td>
        </tr>
      ))}
    </Table>
  );
}
