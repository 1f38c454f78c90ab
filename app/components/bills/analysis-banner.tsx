// After an analysis (001 §2, §4, §9): a fixed top banner with what was found, gone after 5 seconds,
// and, once the user leaves the results, the feedback prompt with trigger post_analysis when the
// server found the user eligible. Lives at page level so it outlasts the editor.
import { useCallback, useEffect, useRef, useState } from "react";
import { VIEW_MESSAGES } from "#core/analysis/messages";
import type { FeedbackTrigger } from "./feedback-modal";

export const ANALYSIS_BANNER_MS = 5000;

export interface AnalysisOutcome {
  billId: string;
  errors: number;
  savings: number;
  /** The server's feedback eligibility (the same rule as the bill_resolved prompt). */
  feedback: boolean;
}

export interface AnalysisFollowUp {
  /** An analysis answered: show the banner and keep the feedback prompt for later. */
  analyzed: (outcome: AnalysisOutcome) => void;
  /** The user left the summary or analysis (Back to Edit, or closed the editor). */
  resultsClosed: () => void;
}

export function AnalysisBanner({ text, onDone }: { text: string; onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, ANALYSIS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <div
      role="status"
      data-testid="analysis-banner"
      className="fixed inset-x-0 top-0 z-[60] flex items-center justify-center gap-3 bg-brand-600 px-4 py-3 text-sm font-medium text-white shadow-lg"
    >
      <span>{text}</span>
      <button type="button" onClick={onDone} aria-label="Dismiss" className="font-semibold opacity-80">
        ×
      </button>
    </div>
  );
}

export function useAnalysisFollowUp(
  openFeedback: (billId: string, savings: number, trigger: FeedbackTrigger) => void,
): AnalysisFollowUp & { element: React.ReactNode } {
  const [banner, setBanner] = useState<{ id: number; text: string } | null>(null);
  const pending = useRef<AnalysisOutcome | null>(null);
  // One prompt per page visit, however many analyses run; the server keeps the 30-day rule.
  const asked = useRef(false);

  const analyzed = useCallback((outcome: AnalysisOutcome) => {
    setBanner({ id: Date.now(), text: VIEW_MESSAGES.banner(outcome.errors, outcome.savings) });
    if (outcome.feedback && !asked.current) pending.current = outcome;
  }, []);
  const resultsClosed = useCallback(() => {
    const outcome = pending.current;
    pending.current = null;
    if (!outcome || asked.current) return;
    asked.current = true;
    openFeedback(outcome.billId, outcome.savings, "post_analysis");
  }, [openFeedback]);
  const hide = useCallback(() => setBanner(null), []);

  const element = banner ? <AnalysisBanner key={banner.id} text={banner.text} onDone={hide} /> : null;
  return { analyzed, resultsClosed, element };
}
