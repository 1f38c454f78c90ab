// The workers layer's factories: people, family, bills and documents made the way the app makes
// them (or straight into D1 where a test needs a state the app reaches only slowly), and requests
// through the built app. One import for a test: `from "./factories"`.
// Genuinely different stand-ins (fake gateway, fake Google, operators' TOTP, reference seed,
// e-mail delivery, Remix fetcher data) are in ../support/.
export * from "./audit";
export * from "./bills";
export * from "./db";
export * from "./documents";
export * from "./family";
export * from "./http";
export * from "./insurance";
export * from "./users";
