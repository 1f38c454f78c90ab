// The e-mails of the subscription lifecycle, in plain product words (decision 037). They say what
// happened to the plan and nothing else: no bills, no amounts owed to providers, no health data.
import type { BILLING_NOTICES } from "../contracts/internal-billing";
import { formatDate } from "../format/dates";

export type BillingNoticeKind = (typeof BILLING_NOTICES)[number];

export interface BillingNoticeWords {
  subject: string;
  heading: string;
  paragraphs: string[];
  button: string;
}

/** `until`: the end of the grace period (payment_failed) or of the paid period, epoch ms. */
export function billingNotice(kind: BillingNoticeKind, until: number | null): BillingNoticeWords {
  switch (kind) {
    case "payment_failed":
      return {
        subject: "Your payment didn't go through",
        heading: "Your payment didn't go through",
        paragraphs: [
          "We couldn't charge your card for Fairbill Premium.",
          until
            ? `Premium stays on until ${formatDate(until)}. Update your card before then to keep it.`
            : "Update your card to keep Premium.",
        ],
        button: "Update your card",
      };
    case "premium_activated":
      return {
        subject: "Premium is active",
        heading: "Premium is active",
        paragraphs: [
          "Thank you for subscribing. Your account now has every Premium feature: unlimited uploads, bill summaries, dispute letters and family members.",
        ],
        button: "See your subscription",
      };
    case "premium_ended":
      return {
        subject: "Your Premium plan has ended",
        heading: "Your Premium plan has ended",
        paragraphs: [
          "Your account is on the Free plan now. Everything you saved stays readable; new uploads and letters follow the Free plan's limits.",
          "You can subscribe again at any time.",
        ],
        button: "See your plan",
      };
  }
}
