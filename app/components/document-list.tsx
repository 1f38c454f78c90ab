// A table of documents (e-mailed or uploaded), newest received first; a row opens its verify flow.
import { Link } from "@remix-run/react";
import { documentTypeLabel } from "./document-types";
import { formatDate, formatFileSize } from "./format";
import { verificationStatusLabel } from "#core/format/labels";

export interface DocumentRow {
  id: string;
  documentType: string;
  originalFilename: string;
  fileSize: number;
  receivedAt: number;
  verificationStatus: string;
}

export function DocumentList({ documents, emptyText }: { documents: DocumentRow[]; emptyText: string }) {
  if (documents.length === 0) return <p className="py-4 text-sm text-slate-500">{emptyText}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <thead className="text-xs uppercase text-slate-500">
          <tr>
            <th className="px-2 py-2 font-medium">Document</th>
            <th className="px-2 py-2 font-medium">Type</th>
            <th className="px-2 py-2 font-medium">Size</th>
            <th className="px-2 py-2 font-medium">Received</th>
            <th className="px-2 py-2 font-medium">Status</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {documents.map((doc) => (
            <tr key={doc.id} className="hover:bg-slate-50">
              <td className="px-2 py-2">
                <Link
                  to={`/bills?verify=${encodeURIComponent(doc.id)}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {doc.originalFilename}
                </Link>
              </td>
              <td className="px-2 py-2">{documentTypeLabel(doc.documentType)}</td>
              <td className="px-2 py-2">{formatFileSize(doc.fileSize)}</td>
              <td className="px-2 py-2">{formatDate(doc.receivedAt)}</td>
              <td className="px-2 py-2">{verificationStatusLabel(doc.verificationStatus)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
