// The body of the summary and analysis modes: a wait while the bill is checked, the spec's
// load-failure message with Retry (001 §8), or the view asked for.
import { VIEW_MESSAGES, type AnalysisView } from "#core/analysis/view-messages";
import { Alert } from "../alert";
import { Button } from "../button";
import { BillAnalysisView } from "./bill-analysis-view";
import { BillSummaryView } from "./bill-summary-view";
import type { AnalyzeReply } from "./replies";

export function BillResults({
  billId,
  view,
  loading,
  reply,
  onRetry,
}: {
  billId: string;
  view: AnalysisView;
  loading: boolean;
  reply: AnalyzeReply | undefined;
  onRetry: () => void;
}) {
  if (loading || !reply) {
    return (
      <p role="status" className="py-8 text-center text-sm text-slate-500">
        {VIEW_MESSAGES.loading}
      </p>
    );
  }
  if (!reply.ok) {
    return (
      <Alert tone="error">
        <p>{VIEW_MESSAGES.loadFailure(view, reply)}</p>
        {reply.detail ? <p className="mt-1">{reply.detail}</p> : null}
        <Button variant="secondary" className="mt-2" onClick={onRetry}>
          {VIEW_MESSAGES.retry}
        </Button>
      </Alert>
    );
  }
  return view === "summary" ? (
    <BillSummaryView summary={reply.summary} analysis={reply.analysis} />
  ) : (
    <BillAnalysisView billId={billId} analysis={reply.analysis} />
  );
}
