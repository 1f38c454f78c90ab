// Every sentence the subscription calls and screens say (000 §8, 001 §8 where the spec words them;
// the rest in the product's plain words). One place, so a test can find the wording it asserts.

export const SUBSCRIPTION_MESSAGES = {
  // 001 §8 Subscription
  fetchFailed: "Failed to fetch subscription",
  checkoutFailed: "Failed to create checkout session",
  cancelFailed: "Failed to cancel subscription",
  // The plans page's alerts (000 §8, 001 §8)
  checkoutFailedTryAgain: "Failed to create checkout session. Please try again.",

  // Starting a checkout
  foreignReturnUrl: "success_url and cancel_url must be addresses of this app",
  alreadyPremium: "You already have Premium. Manage it on the Subscription page.",

  // A checkout return
  sessionNotFound: "Checkout session not found",
  sessionNotPaid: "This checkout has not been paid, so your plan has not changed.",

  // Cancel, resume, downgrade, billing
  nothingToCancel: "You have no paid Premium subscription to cancel.",
  nothingToResume: "Your subscription is not set to end, so there is nothing to undo.",
  freeCannotDowngrade: "Your account is already on the Free plan, so there is nothing to downgrade.",
  reasonTooLong: "Please keep the reason under 500 characters.",
  reasonRequired: "Please tell us why you are downgrading.",
  noBillingAccount: "There is no billing account yet: billing opens after your first payment.",
  resumeFailed: "Failed to keep Premium. Please try again.",
  portalFailed: "Failed to open billing. Please try again.",
} as const;

/** 000 §8: the Downgrade dialog's failure. */
export const downgradeErrorMessage = (message?: string) =>
  `Failed to downgrade account: ${message || "Unknown error"}`;

/** What /subscription says once Premium is set to end. */
export const premiumUntil = (date: string) => `Premium until ${date}`;
