// Generating a letter from the editor (issue 14, 001 §4): the personal-statement dialog's choices go
// to the bill route's action; the letter opens in a new tab and the bill's documents refresh a
// second after. The tab is opened inside the click (a tab opened later, when the answer arrives, is
// a popup the browser blocks) and pointed at the letter once it is filed, or closed on a failure.
import { useFetcher, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { billPath } from "../bills/editor-data";
import type { GenerateLetterReply } from "./replies";

export interface LetterChoices {
  personal_statement: string;
  include_opportunities: boolean;
  is_preventive_visit: boolean;
  needs_financial_assistance: boolean;
  attach_eob: boolean;
  attach_prior_auth: boolean;
}

/** 001 §4: the documents list refreshes this long after a letter is generated. */
export const DOCUMENTS_REFRESH_MS = 1000;

export const GENERATING = "Generating letter...";

/** Where a bill's document opens: the bill route redirects to a signed address of the file. */
export const documentHref = (billId: string, documentId: string) =>
  `${billPath(billId)}?open=${encodeURIComponent(documentId)}`;

/** A blank tab that says what it is waiting for; null when the browser refused it. */
function openWaitingTab(): Window | null {
  const tab = window.open("", "_blank");
  if (!tab) return null;
  try {
    tab.document.title = GENERATING;
    tab.document.body.textContent = GENERATING;
  } catch {
    // A browser that does not let us write into it still gets the letter's address.
  }
  return tab;
}

export function useLetterGeneration(billId: string, onAnswer: (reply: GenerateLetterReply) => void) {
  const fetcher = useFetcher<GenerateLetterReply>({ key: `generate-letter-${billId}` });
  const { revalidate } = useRevalidator();
  const refresh = useRef(revalidate);
  refresh.current = revalidate;
  const tab = useRef<Window | null>(null);
  const handled = useRef<GenerateLetterReply | undefined>(fetcher.data);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const answered = useRef(onAnswer);
  answered.current = onAnswer;
  const busy = fetcher.state !== "idle";
  // A second click before the page has re-rendered as busy sends nothing and opens no second tab.
  const sending = useRef(false);
  useEffect(() => {
    if (fetcher.state === "idle") sending.current = false;
  }, [fetcher.state]);

  const generate = useCallback(
    (choices: LetterChoices) => {
      if (busy || sending.current) return;
      sending.current = true;
      tab.current = openWaitingTab();
      const fields: Record<string, string> = { intent: "generate-letter" };
      for (const [key, value] of Object.entries(choices)) fields[key] = String(value);
      fetcher.submit(fields, { method: "post", action: billPath(billId) });
    },
    [busy, fetcher, billId],
  );

  useEffect(() => {
    const reply = fetcher.data;
    if (fetcher.state !== "idle" || !reply || handled.current === reply) return;
    handled.current = reply;
    const waiting = tab.current;
    tab.current = null;
    if (reply.ok && reply.document_id) {
      if (waiting && !waiting.closed) waiting.location.href = documentHref(billId, reply.document_id);
    } else {
      waiting?.close();
    }
    if (reply.ok || reply.pending) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => refresh.current(), DOCUMENTS_REFRESH_MS);
    }
    answered.current(reply);
  }, [fetcher.data, fetcher.state, billId]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { generate, busy, reply: busy ? undefined : fetcher.data };
}
