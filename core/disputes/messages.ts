// Every sentence the dispute-letter calls and screens say (001 §2, §8 where the spec words them; the
// rest in the product's plain words). One place, so a test can find the wording it asserts.

export const DISPUTE_MESSAGES = {
  // 001 §8 Dispute letter
  premiumRequired:
    "Dispute letter generation requires a premium subscription. Please upgrade to access this feature.",
  billNotFound: "Bill not found. Please try refreshing the page.",
  unable: (message: string) => `Unable to generate dispute letter: ${message}`,
  httpFailure: (status: number) => `HTTP ${status}: Failed to generate dispute letter`,
  // 001 §2 / §6
  creditsRequired: "2 AI Credits Required",
  premiumFeatureRequired: "Premium Feature Required",

  // Readiness (001 §4, §5)
  notReady: (steps: string[]) =>
    `Complete these steps before generating a letter: ${steps.join(", ")}.`,
  emptyStatement: "Please write a personal statement before generating the letter.",
  statementTooLong: "Please keep the personal statement under 5000 characters.",
  billIdMismatch: "bill_id does not match the bill in the address.",

  // Lifecycle
  letterNotFound: "Dispute letter not found.",
  notMailedYet: "Mark the letter as mailed first.",
  alreadyResolved: "This dispute is already resolved.",
  mailedInFuture: "The mailing date cannot be in the future.",
  receivedInFuture: "The response date cannot be in the future.",
  notADate: "Please enter a real calendar date (YYYY-MM-DD).",
  mailedBeforeLetter: "The mailing date cannot be before the letter was made.",
  receivedBeforeMailed: "The response date cannot be before the letter was mailed.",
  notFiledYet: "This letter has not been filed yet, so it cannot be mailed or answered.",
  stillGenerating: "The letter is still being generated. Please check the bill's documents in a moment.",
} as const;
