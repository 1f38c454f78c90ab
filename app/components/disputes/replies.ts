// What the bill route's action answers the dispute letter section's fetchers (issue 14), and the
// section's own words (a failed generation's are core/disputes/generation-failure.ts).
import { DISPUTE_MESSAGES } from "#core/disputes/messages";

export type GenerateLetterReply =
  | {
      intent: "generate-letter";
      ok: true;
      letter_id: string;
      /** null while the letter is still being filed: the documents list shows it once it is. */
      document_id: string | null;
      filename: string | null;
      watermarked: boolean;
    }
  | {
      intent: "generate-letter";
      ok: false;
      /** null: the request never got an answer. */
      status: number | null;
      error: string;
      /** 403: 'Premium Feature Required' and the upgrade modal. */
      upgrade: boolean;
      /** The letter is still being made: it will arrive among the bill's documents. */
      pending: boolean;
      networkFailure?: boolean;
    };

export type DisputeEventReply =
  | { intent: "dispute-event"; ok: true; letter_id: string }
  | { intent: "dispute-event"; ok: false; letter_id: string; error: string };

/** The editor's dispute letter section and its letters' dialogs (Mark as mailed, Response received, Resolve). */
export const LETTER_FORM_MESSAGES = {
  saveFirst: "Save your changes first: the letter is written from the saved bill.",
  freeLetter: "Free plan: one letter a month, with a watermark. Premium letters are unlimited and have none.",
  monthUsed: "You have used this month's free letter.",
  unlimited: "Unlimited letters, without a watermark.",
  allowanceUnavailable: "We could not check your plan's letters. Please refresh the page.",
  ready: (filename: string) => `Your letter is ready: ${filename}.`,
  noLetter: DISPUTE_MESSAGES.letterNotFound,
  invalid: "Please check the form and try again.",
  chooseOutcome: "Please choose how the dispute ended.",
  saveFailed: "Failed to save the letter's update. Please try again.",
  lettersUnavailable: "This bill's letters could not be loaded. Please refresh the page.",
} as const;
