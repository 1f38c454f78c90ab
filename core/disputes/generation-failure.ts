// What the editor says when a letter could not be generated (001 §8 Dispute letter), from the
// answer's status and its message. Pure words: the bill route's action calls it.
import { DISPUTE_MESSAGES } from "./messages";

/**
 * 403 'Dispute letter generation requires a premium subscription…'; 404 'Bill not found. Please
 * try refreshing the page.'; others 'Unable to generate dispute letter: {message}'; without a
 * message 'HTTP {status}: Failed to generate dispute letter'. A message the service already words
 * as 'Unable to generate dispute letter: …' is shown as it is, not prefixed twice.
 */
export function generationFailure(status: number, detail: string | undefined): string {
  if (status === 403) return DISPUTE_MESSAGES.premiumRequired;
  if (status === 404) return DISPUTE_MESSAGES.billNotFound;
  if (!detail) return DISPUTE_MESSAGES.httpFailure(status);
  return detail.startsWith(DISPUTE_MESSAGES.unable("")) ? detail : DISPUTE_MESSAGES.unable(detail);
}
