// The feedback prompt (001 §2, §4, §5): a 1-5 star rating with its label, a comment and the
// display permission (on by default, beside the submit button); after a successful submit a
// thank-you shows for 2 seconds. The prompt never covers a form the user is working in: asked for
// while the bill editor or any other dialog is open, it waits until that dialog has closed.
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { VIEW_MESSAGES } from "#core/analysis/view-messages";
import type { FeedbackTrigger } from "#core/bills/feedback-schema";
import { FEEDBACK_MESSAGES } from "#core/bills/messages";
import { Alert } from "../alert";
import { Button } from "../button";
import { Field, inputClass } from "../field";
import { Modal } from "../modal";

export type { FeedbackTrigger };

export const FEEDBACK_THANKS_MS = 2000;

interface FeedbackReply {
  intent: "feedback";
  ok: boolean;
  error?: string;
}

export function FeedbackModal({
  action,
  trigger,
  savingsAmount,
  onClose,
}: {
  /** The route whose action records the feedback (the bill's own route). */
  action: string;
  trigger: FeedbackTrigger;
  savingsAmount?: number;
  onClose: () => void;
}) {
  const fetcher = useFetcher<FeedbackReply>();
  const [rating, setRating] = useState(0);
  const [hover, setHover] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const thanked = reply?.ok === true;

  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(onClose, FEEDBACK_THANKS_MS);
    return () => clearTimeout(timer);
  }, [thanked, onClose]);

  const shown = hover || rating;
  return (
    <Modal title="How did we do?" open onClose={onClose}>
      {thanked ? (
        <p className="py-4 text-center text-lg font-medium text-green-700" role="status">
          {FEEDBACK_MESSAGES.thanks}
        </p>
      ) : (
        <fetcher.Form
          method="post"
          action={action}
          className="space-y-4"
          onSubmit={(e) => {
            if (rating < 1) {
              e.preventDefault();
              setError(FEEDBACK_MESSAGES.ratingRequired);
            }
          }}
        >
          <input type="hidden" name="intent" value="feedback" />
          <input type="hidden" name="trigger_event" value={trigger} />
          {rating ? <input type="hidden" name="rating" value={rating} /> : null}
          {savingsAmount !== undefined ? (
            <input type="hidden" name="savings_amount" value={savingsAmount} />
          ) : null}
          <p className="text-sm text-slate-600">
            {trigger === "post_analysis"
              ? VIEW_MESSAGES.feedbackIntro
              : "Congratulations on resolving your bill! How was your experience?"}
          </p>
          <div>
            <div
              className="flex gap-1"
              role="radiogroup"
              aria-label="Star rating"
              onMouseLeave={() => setHover(0)}
            >
              {FEEDBACK_MESSAGES.ratingLabels.map((label, i) => {
                const value = i + 1;
                return (
                  <button
                    key={label}
                    type="button"
                    role="radio"
                    aria-checked={rating === value}
                    aria-label={`${value} star${value > 1 ? "s" : ""}: ${label}`}
                    className={`text-3xl leading-none ${value <= shown ? "text-attention" : "text-ink-subtle"}`}
                    onMouseEnter={() => setHover(value)}
                    onClick={() => {
                      setRating(value);
                      setError(null);
                    }}
                  >
                    {value <= shown ? "★" : "☆"}
                  </button>
                );
              })}
            </div>
            <p className="mt-1 h-5 text-sm text-slate-600" data-testid="rating-label">
              {shown ? FEEDBACK_MESSAGES.ratingLabels[shown - 1] : ""}
            </p>
          </div>
          <Field label="Comment (optional)">
            {(control) => (
              <textarea {...control} name="comment" rows={3} maxLength={2000} className={inputClass} />
            )}
          </Field>
          {error || reply?.error ? <Alert tone="error">{error ?? reply?.error}</Alert> : null}
          <div className="space-y-2 border-t border-line pt-4">
            <div className="flex items-center gap-3">
              <label className="flex flex-1 items-center gap-2 text-body text-ink">
                <input
                  type="checkbox"
                  name="display_permission"
                  value="on"
                  defaultChecked
                  className="h-4 w-4 flex-none accent-brand-600"
                />
                {FEEDBACK_MESSAGES.displayPermission}
              </label>
              <Button type="submit" className="flex-none" disabled={fetcher.state !== "idle"}>
                {fetcher.state !== "idle" ? "Submitting..." : "Submit Feedback"}
              </Button>
            </div>
            <div className="flex justify-end">
              <Button variant="ghost" size="sm" onClick={onClose}>
                Not now
              </Button>
            </div>
          </div>
        </fetcher.Form>
      )}
    </Modal>
  );
}

const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]';

/**
 * True once no dialog is open on the page (the bill editor, Smart Capture, Mark as Paid…), checked
 * while `waiting` and whenever the page changes; the prompt then shows and stops watching.
 */
function useNoDialogOpen(waiting: boolean): boolean {
  const [clear, setClear] = useState(false);
  useEffect(() => {
    if (!waiting) {
      setClear(false);
      return;
    }
    const check = () =>
      setClear(![...document.querySelectorAll(OPEN_DIALOG)].some((el) => el.getClientRects().length > 0));
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["role", "open"],
    });
    return () => observer.disconnect();
  }, [waiting]);
  return waiting && clear;
}

/** The page-level feedback prompt: rows and the editor open it after a bill is resolved or analyzed. */
export function useFeedbackPrompt() {
  const [prompt, setPrompt] = useState<{ billId: string; savings: number; trigger: FeedbackTrigger } | null>(
    null,
  );
  const open = useCallback(
    (billId: string, savings: number, trigger: FeedbackTrigger = "bill_resolved") =>
      setPrompt({ billId, savings, trigger }),
    [],
  );
  const [shown, setShown] = useState(false);
  const close = useCallback(() => {
    setPrompt(null);
    setShown(false);
  }, []);
  const clear = useNoDialogOpen(prompt !== null && !shown);
  useEffect(() => {
    if (clear) setShown(true);
  }, [clear]);
  const element =
    prompt && shown ? (
      <FeedbackModal
        key={`${prompt.trigger}:${prompt.billId}`}
        action={`/bills/${prompt.billId}`}
        trigger={prompt.trigger}
        savingsAmount={prompt.savings}
        onClose={close}
      />
    ) : null;
  return { open, element };
}
