// The editor's three modes (001 §4): edit, then summary or analysis, and back. Free users asking
// for either get the upgrade modal and nothing is called; premium users get one analysis run,
// reported to the page (banner, later the post_analysis prompt) and shared by both views.
import { useCallback, useState } from "react";
import type { AnalysisView } from "#core/analysis/view-messages";
import type { AnalysisFollowUp } from "./analysis-banner";
import { useBillAnalysis, type AnalyzedReply } from "./use-bill-analysis";

export type EditorMode = "edit" | AnalysisView;

export function useEditorModes({
  billId,
  premium,
  followUp,
  onClose,
}: {
  billId: string;
  premium: boolean;
  followUp: AnalysisFollowUp;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<EditorMode>("edit");
  const [upgrading, setUpgrading] = useState(false);
  const { analyzed, resultsClosed } = followUp;
  const reported = useCallback(
    ({ analysis, feedback }: AnalyzedReply) =>
      analyzed({
        billId,
        errors: analysis.total_errors,
        savings: analysis.total_potential_savings,
        feedback,
      }),
    [analyzed, billId],
  );
  const analysis = useBillAnalysis(billId, reported);

  return {
    mode,
    analysis,
    upgrading,
    closeUpgrade: () => setUpgrading(false),
    show: (view: AnalysisView) => {
      if (!premium) return setUpgrading(true);
      setMode(view);
      if (!analysis.loading && !analysis.ready) analysis.run();
    },
    backToEdit: () => {
      setMode("edit");
      resultsClosed();
    },
    /** Closing the editor from the results also counts as leaving them. */
    close: () => {
      if (mode !== "edit") resultsClosed();
      onClose();
    },
  };
}
