// Documents Needing Classification (000 §4, 001 §2): documents of this page's unclassified types
// that were flagged or classified with confidence below 0.7, with Classify and View.
import { useLocation } from "@remix-run/react";
import { useState } from "react";
import { CLASSIFICATION_CONFIDENCE_THRESHOLD } from "#core/plans";
import { Card } from "../card";
import { documentTypeLabel } from "../document-types";
import { DOCUMENT_MESSAGES } from "../smart-capture/messages";
import { ListProblems, ViewButton } from "./document-actions";
import type { EmailedDocument } from "../resources";
import { receivedLabel, type DocumentRowView } from "./document-rows";
import { DocumentTable, VerifyLink } from "./document-table";
import { emailedRows, loadRecentlyEmailed } from "./recently-emailed-panel";
import { useResourceList } from "./use-resource-list";

/** The same rule as the tab badge: flagged, or a known confidence under the threshold. */
export function needsClassification(row: DocumentRowView, unclassified: readonly string[]): boolean {
  if (!unclassified.includes(row.documentType)) return false;
  return (
    row.needsClassification ||
    (row.confidence !== null && row.confidence < CLASSIFICATION_CONFIDENCE_THRESHOLD)
  );
}

const confidenceText = (c: number | null) => (c === null ? "—" : `${Math.round(c * 100)}%`);

export function NeedsClassificationTable({
  unclassified,
  initial,
}: {
  unclassified: readonly string[];
  initial?: EmailedDocument[];
}) {
  const location = useLocation();
  const [problem, setProblem] = useState<string | null>(null);
  const list = useResourceList(
    async () => (await loadRecentlyEmailed(unclassified)).filter((r) => needsClassification(r, unclassified)),
    { failed: DOCUMENT_MESSAGES.listFailed, error: DOCUMENT_MESSAGES.listError },
    `${location.pathname}${location.search}`,
    initial && emailedRows(initial, unclassified).filter((r) => needsClassification(r, unclassified)),
  );
  if (!list.error && (!list.items || list.items.length === 0)) return null;
  return (
    <Card
      title={
        <span>
          Documents Needing Classification{" "}
          <span className="text-sm font-normal text-slate-500">({list.items?.length ?? 0})</span>
        </span>
      }
    >
      <div role="region" aria-label="Documents Needing Classification">
        <ListProblems list={list} problem={problem} />
        {list.items?.length ? (
          <DocumentTable
            rows={list.items}
            rowTestId="unclassified-document"
            columns={[
              { header: "Document", cell: (doc) => doc.filename, className: "font-medium text-slate-900" },
              { header: "Type", cell: (doc) => documentTypeLabel(doc.documentType) },
              { header: "Confidence", cell: (doc) => confidenceText(doc.confidence) },
              {
                header: "Received",
                cell: (doc) => receivedLabel(doc.receivedAt),
                className: "text-slate-700",
              },
              {
                header: "Actions",
                className: "space-x-3",
                cell: (doc) => (
                  <>
                    <VerifyLink id={doc.id}>Classify</VerifyLink>
                    <ViewButton id={doc.id} onError={setProblem} />
                  </>
                ),
              },
            ]}
          />
        ) : null}
      </div>
    </Card>
  );
}
