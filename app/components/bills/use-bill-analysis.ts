// One analysis run of a bill through the bill route's action (intent 'analyze'), feeding both the
// summary and the analysis modes; Retry runs it again. Each successful answer is reported once.
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { billPath } from "./editor-data";
import type { AnalyzeReply } from "./replies";

export type AnalyzedReply = Extract<AnalyzeReply, { ok: true }>;

export function useBillAnalysis(billId: string, onAnalyzed: (reply: AnalyzedReply) => void) {
  const fetcher = useFetcher<AnalyzeReply>();
  const handled = useRef<AnalyzeReply | undefined>(undefined);
  const { submit } = fetcher;
  const run = useCallback(
    () => submit({ intent: "analyze" }, { method: "post", action: billPath(billId) }),
    [submit, billId],
  );

  const reply = fetcher.data?.intent === "analyze" ? fetcher.data : undefined;
  useEffect(() => {
    if (!reply || handled.current === reply) return;
    handled.current = reply;
    if (reply.ok) onAnalyzed(reply);
  }, [reply, onAnalyzed]);

  // The answer is in as soon as the action returns; the page's reload after it need not be awaited.
  const loading = fetcher.state === "submitting";
  return {
    run,
    loading,
    /** The last answer while no new run is under way. */
    reply: loading ? undefined : reply,
    /** Whether a good answer is already at hand (switching modes does not run it again). */
    ready: reply?.ok === true,
  };
}
