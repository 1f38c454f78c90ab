// Words the operators see on /ops and its second-factor step, in one place (pages and services).
export const OPERATORS_ONLY = "Operators only";

export const SECOND_FACTOR_MESSAGES = {
  prompt: "Enter the 6-digit code your authenticator app shows for Fairbill operations.",
  format: "Enter the 6 digits your authenticator app shows.",
  wrong: "That code is not valid. Enter the current code from your authenticator app.",
  reused: "That code was already used. Wait for the next code and enter it.",
  notConfigured:
    "No second factor is configured for this operator address. Ask for it to be added to OPERATOR_TOTP_SECRETS.",
  tooMany: (minutes: number) =>
    `Too many wrong codes. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
};
