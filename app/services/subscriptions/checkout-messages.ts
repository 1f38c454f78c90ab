// What a checkout return says when no payment could be confirmed (docs/decisions/027).
export const CHECKOUT_NOT_CONFIRMED = {
  title: "We couldn't confirm a payment",
  body: "We found no completed checkout for this link, so your plan has not changed and nothing was charged through it. If you did pay, your plan updates as soon as the payment is confirmed.",
  /** The short form for the Account page's notice. */
  notice:
    "We couldn't confirm a payment for this checkout, so your plan has not changed. If you did pay, your plan updates as soon as the payment is confirmed.",
} as const;
