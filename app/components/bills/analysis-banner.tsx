// After an analysis (001 §2, §4, §9): a fixed top banner with what was found, gone after 5 seconds,
// and, once the user leaves the results, the feedback prompt with trigger post_analysis when the
// server found the user eligible. Lives at page level so it outlasts the editor; a page checks 100 ms
// after it loads whether a banner is still due (a reload, or moving between vault and workspace).
import { useCallback, useEffect, useRef, useState } from "react";
import { VIEW_MESSAGES } from "#core/analysis/view-messages";
import type { FeedbackTrigger } from "./feedback-modal";

export const ANALYSIS_BANNER_MS = 5000;
/** 001 §9: a page checks this long after it loads whether an analysis banner is still due. */
export const ANALYSIS_BANNER_CHECK_MS = 100;
const BANNER_KEY = "fairbill:analysis-banner";

/** The banner outlives a reload or a move between the vault and the workspace within its 5 s. */
function rememberBanner(text: string, until: number) {
  try {
    sessionStorage.setItem(BANNER_KEY, JSON.stringify({ text, until }));
  } catch {
    // Storage can be off (private mode); the banner then shows on this page only.
  }
}

function bannerStillDue(): { text: string; until: number } | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(BANNER_KEY) ?? "null") as {
      text?: unknown;
      until?: unknown;
    } | null;
    if (
      saved &&
      typeof saved.text === "string" &&
      typeof saved.until === "number" &&
      saved.until > Date.now()
    )
      return { text: saved.text, until: saved.until };
  } catch {
    // A damaged entry is ignored.
  }
  return null;
}

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

export function AnalysisBanner({ text, until, onDone }: { text: string; until: number; onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [onDone, until]);
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
  const [banner, setBanner] = useState<{ id: number; text: string; until: number } | null>(null);
  const pending = useRef<AnalysisOutcome | null>(null);
  // One prompt per page visit, however many analyses run; the server keeps the 30-day rule.
  const asked = useRef(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      const due = bannerStillDue();
      if (due) setBanner((current) => current ?? { id: Date.now(), ...due });
    }, ANALYSIS_BANNER_CHECK_MS);
    return () => clearTimeout(timer);
  }, []);

  const analyzed = useCallback((outcome: AnalysisOutcome) => {
    const text = VIEW_MESSAGES.banner(outcome.errors, outcome.savings);
    const until = Date.now() + ANALYSIS_BANNER_MS;
    rememberBanner(text, until);
    setBanner({ id: Date.now(), text, until });
    if (outcome.feedback && !asked.current) pending.current = outcome;
  }, []);
  const resultsClosed = useCallback(() => {
    const outcome = pending.current;
    pending.current = null;
    if (!outcome || asked.current) return;
    asked.current = true;
    openFeedback(outcome.billId, outcome.savings, "post_analysis");
  }, [openFeedback]);
  const hide = useCallback(() => {
    setBanner(null);
    try {
      sessionStorage.removeItem(BANNER_KEY);
    } catch {
      // Nothing to forget.
    }
  }, []);

  const element = banner ? (
    <AnalysisBanner key={banner.id} text={banner.text} until={banner.until} onDone={hide} />
  ) : null;
  return { analyzed, resultsClosed, element };
}
