// The dispute workflow's reminder e-mails (issue 14), in plain words. Like the billing e-mails
// (core/payments/notices.ts) they name no provider, no amount and no code: an e-mail may be read
// by anyone who sees the inbox. The details are one click away, behind the sign-in.
import { formatDate } from "../format/dates";
import type { DisputeNotice, LetterKind } from "./types";

export interface DisputeNoticeWords {
  subject: string;
  heading: string;
  paragraphs: string[];
  button: string;
}

/** Who the next step escalates to: a letter to an insurer goes to the state regulator. */
function escalation(kind: LetterKind): string {
  return kind === "insurance_appeal"
    ? "If the insurer still does not answer, you can file a complaint with your state's department of insurance (find yours at https://content.naic.org/state-insurance-departments)."
    : "If the bill has been sent to a collection agency, you can also submit a complaint to the Consumer Financial Protection Bureau at https://www.consumerfinance.gov/complaint/.";
}

const CALL_SCRIPT =
  'Call the number on the bill and say: "I mailed a written dispute on this account and have not received a response. Please note the account as disputed, pause any collection, and tell me when I will get a written answer." Write down the date, the person\'s name and what they said.';

/** `dueOn`: the day the response (or the appeal window) is due, YYYY-MM-DD. */
export function disputeNotice(notice: DisputeNotice, dueOn: string, kind: LetterKind): DisputeNoticeWords {
  const due = formatDate(dueOn);
  const whom = kind === "insurance_appeal" ? "the insurer" : "the provider";
  switch (notice) {
    case "response_due_soon":
      return {
        subject: "A response to your dispute letter is due soon",
        heading: "A response to your dispute letter is due soon",
        paragraphs: [
          `Your letter asked ${whom} to answer in writing by ${due}.`,
          "If an answer has arrived, mark it in Fairbill so we stop reminding you. If not, keep the letter and your mailing receipt at hand.",
        ],
        button: "Open the bill",
      };
    case "response_overdue":
      return {
        subject: "Your dispute letter has not been answered",
        heading: "Your dispute letter has not been answered",
        paragraphs: [
          `The written response you asked ${whom} for was due on ${due}.`,
          `Next step: ${CALL_SCRIPT}`,
          escalation(kind),
        ],
        button: "See the next steps",
      };
    case "appeal_window_closing":
      return {
        subject: "The window to appeal is closing",
        heading: "The window to appeal is closing",
        paragraphs: [
          `The last day to file an appeal for this bill is ${due}.`,
          "If the matter is not settled yet, send the appeal before then: after that day the insurer may refuse to review it.",
        ],
        button: "Open the bill",
      };
  }
}
