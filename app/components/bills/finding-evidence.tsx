// What a finding rests on (issue 6): the rule, the bill's lines it cites, the reference rows used
// (edition, locality, MUE value, fee amount) and, for lines read by OCR, a link to the document.
import { VIEW_MESSAGES } from "#core/analysis/view-messages";
import type { Evidence, EvidenceLine, LineSource, ReferenceRow } from "#core/analysis/types";
import { billPath } from "./editor-data";
import { formatUsd } from "#core/format/money";
import { formatDate } from "#core/format/dates";

function describeLine(line: EvidenceLine): string {
  const code = [line.cpt_code, ...line.modifiers].join("-");
  const paid = line.allowed_amount === null ? "" : `, allowed ${formatUsd(line.allowed_amount)}`;
  return `Line ${line.position}: ${code} × ${line.units}, billed ${formatUsd(line.billed_amount)}${paid}${line.service_date ? ` on ${formatDate(line.service_date)}` : ""}`;
}

/** One link per document and page, in the order the lines cite them. */
function documentPages(evidence: Evidence) {
  const seen = new Map<string, { documentId: string; page: number }>();
  for (const source of evidence.sources) {
    const key = `${source.document_id}#${source.box.page}`;
    if (!seen.has(key)) seen.set(key, { documentId: source.document_id, page: source.box.page });
  }
  return [...seen.values()];
}

/** Where a reference row was printed on one of the user's documents (an EOB row, an Amount Due box). */
function printedAt(row: ReferenceRow): LineSource | null {
  if (row.kind === "document_box") return { document_id: row.document_id, page: row.page, box: row.box };
  if (row.kind === "eob_line" && row.source?.box) return row.source;
  return null;
}

/** The bill route's ?open= answers with the file; the fragment opens a PDF at the page. */
const openHref = (billId: string, documentId: string, page: number) =>
  `${billPath(billId)}?open=${encodeURIComponent(documentId)}#page=${page}`;

export function FindingEvidence({ billId, evidence }: { billId: string; evidence: Evidence }) {
  const pages = documentPages(evidence);
  return (
    <div className="mt-3 space-y-2 rounded-md bg-slate-50 p-3 text-xs text-slate-700" data-testid="evidence">
      <p>
        <span className="font-semibold">Why we flagged it:</span> {evidence.rule_text}
      </p>
      {evidence.lines.length ? (
        <ul aria-label="Lines cited" className="list-disc pl-5">
          {evidence.lines.map((line) => (
            <li key={line.line_id}>{describeLine(line)}</li>
          ))}
        </ul>
      ) : null}
      {evidence.references.length ? (
        <div>
          <p className="font-semibold">Reference data</p>
          <ul aria-label="Reference rows" className="list-disc pl-5">
            {evidence.references.map((row, i) => {
              const printed = printedAt(row);
              return (
                <li key={i} data-reference={row.kind}>
                  {VIEW_MESSAGES.reference(row)}
                  {printed ? (
                    <>
                      {" "}
                      <a
                        href={openHref(billId, printed.document_id, printed.box.page)}
                        target="_blank"
                        rel="noreferrer"
                        className="font-semibold text-brand-700 underline"
                      >
                        {VIEW_MESSAGES.openPrinted(printed.box.page)}
                      </a>
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {pages.map(({ documentId, page }) => (
        <p key={`${documentId}#${page}`}>
          <a
            href={openHref(billId, documentId, page)}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            {VIEW_MESSAGES.readFromDocument}
          </a>{" "}
          (page {page})
        </p>
      ))}
    </div>
  );
}
