// One table for every document list (Recently Emailed, Needs Classification, the pending-documents
// page): the columns differ, the markup, the row test ids and the verify link do not.
import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { DocumentRowSource, DocumentRowView } from "./document-rows";
import { tableClass, tdClass, thClass, theadClass } from "../table";

export interface DocumentColumn<R extends DocumentRowSource> {
  header: string;
  cell: (doc: DocumentRowView<R>) => ReactNode;
  className?: string;
}

export function DocumentTable<R extends DocumentRowSource>({
  rows,
  columns,
  rowTestId,
}: {
  rows: DocumentRowView<R>[];
  columns: DocumentColumn<R>[];
  rowTestId: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <thead className={theadClass}>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={thClass}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((doc) => (
            <tr key={doc.id} data-testid={rowTestId}>
              {columns.map((column) => (
                <td key={column.header} className={`${tdClass} ${column.className ?? ""}`}>
                  {column.cell(doc)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The page's URL with the verify panel open on one document (and Smart Capture closed). */
export function verifyLink(search: string, id: string) {
  const params = new URLSearchParams(search);
  params.delete("capture");
  params.set("verify", id);
  return `?${params.toString()}`;
}

/** Opens a document in the verify panel of the current page. */
export function VerifyLink({ id, children }: { id: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <Link
      to={verifyLink(location.search, id)}
      preventScrollReset
      className="text-sm font-medium text-brand-700 hover:underline"
    >
      {children}
    </Link>
  );
}
