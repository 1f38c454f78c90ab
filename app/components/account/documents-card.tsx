import { useState } from "react";
import { Card } from "../card";
import { DocumentList, type DocumentRow } from "../document-list";

/** Recently e-mailed documents, newest first, collapsible with Show/Hide. */
export function AccountDocumentsCard({ documents }: { documents: DocumentRow[] }) {
  const [open, setOpen] = useState(true);
  return (
    <Card
      title={`Account Documents (${documents.length})`}
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
      {open ? (
        <DocumentList documents={documents} emptyText="No documents have been emailed to your account yet." />
      ) : null}
    </Card>
  );
}
