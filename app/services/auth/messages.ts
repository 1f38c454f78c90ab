// Every sign-in, sign-up, magic-link and verification message, worded as the spec has them
// (001 §5 and §8), shared by the JSON API and the pages so both say exactly the same thing.

/**
 * 001 §8: what sign-in says when a signed-out visitor (or an ended session) opens a page that
 * needs an account, for the pages the spec words it for; the others just ask to sign in.
 */
export const SIGN_IN_REASONS: Readonly<Record<string, string>> = {
  "/subscription": "Please log in to view subscription",
  "/subscribe": "Please log in to upgrade",
  "/upgrade": "Please log in to upgrade",
};

export const AUTH = {
  invalidCredentials: "Invalid email or password",
  registrationFailed: "Registration failed",
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooShort: "Password must be at least 8 characters long",
  passwordTooLong: "Password must be at most 256 characters long",
  emailAlreadyRegistered: "Email already registered",
  emailRequired: "Email is required",
  invalidEmail: "Please enter a valid email address",
  passwordRequired: "Password is required",
  nameTooLong: "Name must be at most 100 characters long",

  sendLinkFailed: "Failed to send login link",
  linkSent: "Login link sent. Check your email for the link or the 6-digit code.",
  emailServiceUnavailable: "Email service temporarily unavailable. Please try again later.",
  invalidCode: "Invalid or expired verification code",
  tooManyAttempts: "Too many failed attempts. Please wait before trying again.",
  verifyCodeFailed: "Failed to verify code",
  codeFormat: "Enter the 6-digit code from the email",

  verificationFailed: "Verification failed. The link may be expired or invalid.",
  verificationLinkMissing: "Invalid verification link. Please check your email for the correct link.",
  verificationError: "An error occurred during verification. Please try again.",
  verificationSucceeded: "Your email has been verified.",
  verificationSent: "Verification email sent. Please check your inbox.",
  resendFailed: "Failed to send verification email",
  tokenRequired: "Token is required",

  signedOut: "Signed out",

  // Claims of never-verified accounts (docs/decisions/011).
  verifyConfirmTitle: "Confirm your email address",
  verifyPasswordWrong:
    "That password does not match this account. Leave the field empty to verify your email without it.",
  verifiedAndClaimed:
    "Your email has been verified. Because a password was set on this account before anyone confirmed the address, we removed it and signed out every device. Sign in with an email link, then set a new password on the Account page.",

  // Fresh sign-in (step-up) before deleting the account or changing the password.
  reauthRequired:
    "Please confirm it's you first: ask for a 6-digit code by email and enter it (or sign out and sign in again), then try again within 10 minutes.",
  stepUpSent: "We emailed you a 6-digit code. Enter it below to confirm it's you.",
  stepUpConfirmed:
    "Thanks, it's you. For the next 10 minutes you can change your password or delete your account.",

  // Password and sessions on the Account page.
  currentPasswordWrong: "Your current password is not correct",
  currentPasswordRequired: "Enter your current password",
  passwordChanged: "Your password has been changed and every other device has been signed out.",
  passwordSet: "Your password has been set and every other device has been signed out.",
  deviceSignedOut: "That device has been signed out.",
  deviceNotFound: "That session has already ended.",

  // A single-use code from the Google redirect, traded for a token by API clients.
  exchangeFailed: "This sign-in code is invalid, used or expired. Please sign in again.",
} as const;

/** 'Rate limit exceeded. Please wait N minutes.' (001 §8, magic-link send). */
export const rateLimitExceeded = (minutes: number) => `Rate limit exceeded. Please wait ${minutes} minutes.`;

/** 'Too many requests. Please wait N minutes before trying again.' (001 §8, error temporarily_blocked). */
export const temporarilyBlocked = (minutes: number) =>
  `Too many requests. Please wait ${minutes} minutes before trying again.`;

/** The /signin?error=… codes of 001 §8; anything else reads as `other`. */
export const SIGNIN_ERRORS = {
  invalid_link: "Invalid login link. Please request a new one.",
  expired_link: "Login link expired. Links are valid for 15 minutes.",
  used_link: "This login link has already been used. Please request a new one.",
  verification_error: "Login verification failed. Please try again.",
  other: "Authentication failed. Please try again.",
} as const;

export type SigninErrorCode = keyof typeof SIGNIN_ERRORS;

/** The banner text for a /signin visit: a `message` parameter overrides the `error` code's text. */
export function signinErrorText(error: string | null, message: string | null): string | null {
  // Shown as text (React escapes it); control and bidirectional-override characters could disguise it.
  if (message) return message.replace(/[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, " ").slice(0, 300);
  if (!error) return null;
  return error in SIGNIN_ERRORS ? SIGNIN_ERRORS[error as SigninErrorCode] : SIGNIN_ERRORS.other;
}
