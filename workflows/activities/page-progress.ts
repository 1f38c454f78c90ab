// Pages read so far, from the reading process to the document's row (docs/decisions/076): one small
// write at a time, the newest page waiting while one is in flight, at most one write per
// `minIntervalMs`, never a lower page than already sent, and nothing for a one-page document.
// Progress is a courtesy: a failed write is logged (the document id and numbers only) and dropped.

export interface PageProgressOptions {
  /** Sends one report; the caller supplies the /internal call. */
  send(pagesRead: number, pageCount: number): Promise<unknown>;
  /** Pages already reported by an earlier attempt of the same activity (its last heartbeat). */
  alreadyRead?: number;
  minIntervalMs?: number;
  /** Where a dropped report is mentioned; never given field values. */
  warn?(message: string): void;
}

export interface PageProgress {
  /** A page finished (0: the page count is known, nothing read yet). */
  report(pagesRead: number, pageCount: number): void;
  /** Stops: a report still waiting is dropped (the saved recognition says all pages), a write in flight finishes. */
  finish(): Promise<void>;
}

export function createPageProgress({
  send,
  alreadyRead = -1,
  minIntervalMs = 1000,
  warn = () => undefined,
}: PageProgressOptions): PageProgress {
  let sent = alreadyRead;
  let lastSentAt = -Infinity;
  let waiting: { pagesRead: number; pageCount: number } | null = null;
  let inFlight: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let finished = false;

  function pump() {
    if (finished || inFlight || timer || !waiting) return;
    const wait = lastSentAt + minIntervalMs - Date.now();
    if (wait > 0) {
      timer = setTimeout(() => {
        timer = null;
        pump();
      }, wait);
      return;
    }
    const next = waiting;
    waiting = null;
    sent = next.pagesRead;
    lastSentAt = Date.now();
    inFlight = send(next.pagesRead, next.pageCount)
      .then(
        () => undefined,
        (error: unknown) => {
          const reason = error instanceof Error ? error.message.slice(0, 200) : "unknown error";
          warn(`page progress ${next.pagesRead}/${next.pageCount} not recorded: ${reason}`);
        },
      )
      .finally(() => {
        inFlight = null;
        pump();
      });
  }

  return {
    report(pagesRead, pageCount) {
      if (finished || pageCount < 2 || pagesRead <= sent || pagesRead > pageCount) return;
      if (waiting && waiting.pagesRead >= pagesRead) return;
      waiting = { pagesRead, pageCount };
      pump();
    },
    async finish() {
      finished = true;
      waiting = null;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight;
    },
  };
}
