// Follows a document through queued → recognizing → extracted (or failed) by polling its data,
// so the modal always shows where it is and never sits on a frozen screen.
import { useCallback, useEffect, useRef, useState } from "react";
import { getDocumentData, retryDocument, type CaptureDocument } from "../resources";
import { CAPTURE_MESSAGES } from "./messages";

const POLL_MS = 1000;
/** After this long without reaching 'extracted' the modal says it is still working. */
const SLOW_MS = 20_000;
const WORKING = new Set(["queued", "recognizing"]);

export interface DocumentProcessing {
  data: CaptureDocument | null;
  /** A transient problem reaching the server; polling goes on. */
  trouble: string | null;
  slow: boolean;
  retry: () => Promise<void>;
}

export function useDocumentProcessing(documentId: string | null): DocumentProcessing {
  const [data, setData] = useState<CaptureDocument | null>(null);
  const [trouble, setTrouble] = useState<string | null>(null);
  const [slow, setSlow] = useState(false);
  const [round, setRound] = useState(0);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    if (!documentId) {
      setData(null);
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    setSlow(false);
    const poll = async () => {
      try {
        const next = await getDocumentData(documentId);
        if (stopped) return;
        setData(next);
        setTrouble(null);
        if (!WORKING.has(next.processing_status)) return;
      } catch {
        if (stopped) return;
        setTrouble(CAPTURE_MESSAGES.pollTrouble);
      }
      if (Date.now() - started > SLOW_MS) setSlow(true);
      timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [documentId, round]);

  const retry = useCallback(async () => {
    if (!documentId) return;
    try {
      await retryDocument(documentId);
      if (!alive.current) return;
      setData((d) => (d ? { ...d, processing_status: "queued", failure_reason: null } : d));
      setRound((r) => r + 1);
    } catch {
      if (alive.current) setTrouble(CAPTURE_MESSAGES.retryFailed);
    }
  }, [documentId]);

  return { data, trouble, slow, retry };
}
