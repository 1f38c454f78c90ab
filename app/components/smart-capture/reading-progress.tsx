// "Reading page 3 of 12…" with a bar while a document of several pages is being read (issue 17):
// the pages the reader has finished, as the document's data reports them. Nothing for one page.
import { CAPTURE_MESSAGES } from "./messages";

export interface PagesRead {
  processing_status: string;
  pages_read: number | null;
  page_count: number | null;
}

/** The page being read now (1-based), or null when there is nothing to show. */
export function pageBeingRead(data: PagesRead | null): { page: number; pages: number; read: number } | null {
  if (!data || data.processing_status !== "recognizing") return null;
  const { pages_read: read, page_count: pages } = data;
  if (read === null || pages === null || pages < 2 || read < 0) return null;
  const done = Math.min(read, pages);
  return { page: Math.min(done + 1, pages), pages, read: done };
}

export function ReadingProgress({ data }: { data: PagesRead | null }) {
  const now = pageBeingRead(data);
  if (!now) return null;
  const text = CAPTURE_MESSAGES.readingPage(now.page, now.pages);
  const share = now.read / now.pages;
  return (
    <div className="mt-2" data-testid="reading-progress">
      <p className="text-xs text-slate-600">{text}</p>
      {/* An SVG bar: the page's CSP allows no inline style attributes, presentation attributes are fine. */}
      <svg
        className="mt-1 h-2 w-full max-w-sm"
        role="progressbar"
        aria-label={CAPTURE_MESSAGES.readingPagesLabel}
        aria-valuemin={0}
        aria-valuemax={now.pages}
        aria-valuenow={now.read}
        aria-valuetext={text}
      >
        <rect width="100%" height="100%" rx="4" className="fill-slate-100" />
        {share > 0 ? (
          <rect width={`${Math.round(share * 100)}%`} height="100%" rx="4" className="fill-brand-600" />
        ) : null}
      </svg>
    </div>
  );
}
