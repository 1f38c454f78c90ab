// The catalogue of the spec's messages (000 §8, 001 §5/§8) for bills, documents, family, the
// account, the subscription, verification and sign-in: each message, where the product says it
// (the source that holds its words) and the test that shows a person meets it. A row whose words
// leave the source, or whose test stops asserting them, fails here. Messages of screens not yet
// built (downgrade, cancellation, insurance) are listed in issue 12's report, not here;
// issue 13 adds the subscription's, issue 14 the dispute letter's, issue 16 the insights page's.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

interface Row {
  /** The spec's words; `{…}` marks a value the product fills in. */
  message: string;
  /** The file that holds the words. */
  source: string;
  /** Where a person meets it. */
  shown: string;
  /** The test that shows it. */
  test: string;
  /** What the test asserts, when it fills in the `{…}` part. */
  asserted?: string;
}

const E2E = "tests/e2e/messages.spec.ts";
const ACCOUNT_MESSAGES = "tests/workers/account-messages.test.ts";
const BILL_WORDS = "core/bills/messages.ts";
const AUTH_WORDS = "app/services/auth/messages.ts";
const NETWORK_WORDS = "app/components/account/network-messages.ts";
const SUBSCRIPTION_WORDS = "core/subscriptions/messages.ts";
const SUBSCRIPTION_PAGES = "tests/workers/subscriptions-pages.test.ts";
const DISPUTE_WORDS = "core/disputes/messages.ts";
const DISPUTE_GENERATE = "tests/workers/disputes-generate.test.ts";

// prettier-ignore
export const CATALOGUE: Row[] = [
  // Account (000 §8)
  { message: "An error occurred during account deletion. Please try again.", source: NETWORK_WORDS, shown: "Delete Account dialog, request never arrived", test: E2E },
  { message: "Failed to delete account: {detail or Unknown error}", source: "app/components/account/schemas.ts", shown: "Delete Account dialog, server refused", test: "tests/workers/auth-account-security.test.ts", asserted: "Failed to delete account: ${REAUTH}" },
  { message: "Error updating ZIP code: {message}", source: "app/components/account/schemas.ts", shown: "Account Information card", test: E2E, asserted: "Error updating ZIP code: Failed to update zipcode" },
  { message: "Failed to update zipcode", source: NETWORK_WORDS, shown: "Account Information card, request never arrived", test: E2E },
  { message: "Premium subscription activated successfully! Your account has been upgraded.", source: "app/components/account/schemas.ts", shown: "/account after a confirmed checkout return", test: "tests/workers/shell-account.test.ts" },
  { message: "Your subscription was processed but may need a moment to update.", source: "app/components/account/schemas.ts", shown: "/account and /subscription-success after a paid session the plan has not caught up with", test: "tests/workers/subscription-returns.test.ts" },
  // Family (000 §8, 001 §8)
  { message: "Failed to add {first last}: {detail or Unknown error}", source: BILL_WORDS, shown: "Add Dependents dialog, per row", test: "tests/workers/bills-ui-family.test.ts", asserted: "Failed to add Free Kid: " },
  { message: "Failed to add family member", source: BILL_WORDS, shown: "Add Dependents dialog, server failed", test: E2E },
  { message: "Error adding family member", source: BILL_WORDS, shown: "Add Dependents dialog, request never arrived", test: E2E },
  { message: "Please fill in at least one dependent with first name, last name, and relationship.", source: BILL_WORDS, shown: "Add Dependents dialog", test: "tests/workers/bills-ui-family.test.ts" },
  // Subscription and plans (000 §8, 001 §8)
  { message: "Please log in to view subscription", source: AUTH_WORDS, shown: "/signin after opening /subscription signed out", test: ACCOUNT_MESSAGES },
  { message: "Please log in to upgrade", source: AUTH_WORDS, shown: "/signin after opening /subscribe or /upgrade signed out", test: ACCOUNT_MESSAGES },
  { message: "Failed to create checkout session. Please try again.", source: SUBSCRIPTION_WORDS, shown: "plans page", test: ACCOUNT_MESSAGES },
  { message: "An error occurred. Please try again.", source: NETWORK_WORDS, shown: "plans page, request never arrived", test: E2E },
  { message: "Failed to create checkout session", source: SUBSCRIPTION_WORDS, shown: "POST /api/subscriptions/create-checkout-session when the provider fails (502)", test: "tests/workers/subscriptions-checkout.test.ts" },
  { message: "Failed to cancel subscription", source: SUBSCRIPTION_WORDS, shown: "/subscription, a cancel that cannot happen", test: SUBSCRIPTION_PAGES },
  { message: "Failed to downgrade account: {message}", source: SUBSCRIPTION_WORDS, shown: "Account page, Confirm Account Downgrade dialog", test: SUBSCRIPTION_PAGES, asserted: "Failed to downgrade account: Please tell us why you are downgrading." },
  // Dispute letters (001 §8)
  { message: "Dispute letter generation requires a premium subscription. Please upgrade to access this feature.", source: DISPUTE_WORDS, shown: "POST /api/bills/{id}/generate-dispute-letter, a free user's second letter of the month (403)", test: DISPUTE_GENERATE },
  { message: "Bill not found. Please try refreshing the page.", source: DISPUTE_WORDS, shown: "POST /api/bills/{id}/generate-dispute-letter on another user's bill (404)", test: DISPUTE_GENERATE },
  { message: "Unable to generate dispute letter: {message}", source: DISPUTE_WORDS, shown: "POST /api/bills/{id}/generate-dispute-letter when the letter cannot be made (422) or the workflow service is down (503)", test: DISPUTE_GENERATE, asserted: "Unable to generate dispute letter: The letter could not be rendered" },
  // Bills (001 §5, §8)
  { message: "Please log in to add medical bills.", source: BILL_WORDS, shown: "/signin after adding a bill once the session ended", test: ACCOUNT_MESSAGES },
  { message: "Please sign in or create an account to add medical bills.", source: BILL_WORDS, shown: "Explainer's Add a Bill, signed out", test: "tests/workers/bills-ui-explainer.test.ts" },
  { message: "Please verify your email before adding medical bills. Check your email for the verification link.", source: BILL_WORDS, shown: "Explainer's Add a Bill, unverified", test: "tests/workers/bills-ui-explainer.test.ts" },
  { message: "Please add at least one service line with CPT code and billed amount.", source: BILL_WORDS, shown: "Add a Bill form", test: "tests/workers/bills-ui-explainer.test.ts" },
  { message: "Network error. Please check your connection and try again.", source: BILL_WORDS, shown: "bill forms, request never arrived", test: "tests/e2e/bills.spec.ts" },
  { message: "Bill deleted successfully", source: BILL_WORDS, shown: "vault after a delete", test: "tests/workers/bills-ui-vault.test.ts" },
  { message: "Error loading bill summary", source: "core/analysis/view-messages.ts", shown: "Summary mode, with Retry", test: "tests/e2e/analysis.spec.ts" },
  { message: "Error loading analysis results", source: "core/analysis/view-messages.ts", shown: "Analysis mode, with Retry", test: "tests/e2e/analysis.spec.ts" },
  // Documents (001 §8)
  { message: "Failed to load recently emailed documents", source: "app/components/smart-capture/messages.ts", shown: "Recently Emailed Documents panel", test: "tests/e2e/documents.spec.ts" },
  { message: "Error loading recently emailed documents", source: "app/components/smart-capture/messages.ts", shown: "Recently Emailed Documents panel", test: "tests/e2e/documents.spec.ts" },
  { message: "Schema not found", source: "app/services/documents/messages.ts", shown: "document-type schema of an unknown type", test: "tests/workers/documents-links.test.ts" },
  // Verification (001 §8)
  { message: "Invalid verification link. Please check your email for the correct link.", source: AUTH_WORDS, shown: "/verify-email without a token", test: "tests/workers/auth-pages.test.ts" },
  { message: "An error occurred during verification. Please try again.", source: AUTH_WORDS, shown: "/verify-email confirmation, request never arrived", test: E2E },
  { message: "Verification failed. The link may be expired or invalid.", source: AUTH_WORDS, shown: "/verify-email with a bad token", test: "tests/workers/auth-pages.test.ts" },
  { message: "Email Verified Successfully!", source: "app/components/verified-banner.tsx", shown: "banner after /?verified=true", test: "tests/e2e/account-notices.spec.ts" },
  // Sign-in (001 §8)
  { message: "Invalid email or password", source: AUTH_WORDS, shown: "/signin", test: "tests/workers/auth-pages.test.ts" },
  { message: "Registration failed", source: AUTH_WORDS, shown: "/signin sign-up, request never arrived", test: E2E },
  { message: "Failed to send login link", source: AUTH_WORDS, shown: "/signin magic link, request never arrived", test: E2E },
  { message: "Invalid or expired verification code", source: AUTH_WORDS, shown: "/signin magic-link code", test: "tests/workers/auth-pages.test.ts" },
  { message: "Invalid login link. Please request a new one.", source: AUTH_WORDS, shown: "/signin?error=invalid_link", test: "tests/workers/auth-pages.test.ts" },
  { message: "Login link expired. Links are valid for 15 minutes.", source: AUTH_WORDS, shown: "/signin?error=expired_link", test: "tests/workers/auth-pages.test.ts" },
  { message: "This login link has already been used. Please request a new one.", source: AUTH_WORDS, shown: "/signin?error=used_link", test: "tests/workers/auth-pages.test.ts" },
  { message: "Login verification failed. Please try again.", source: AUTH_WORDS, shown: "/signin?error=verification_error", test: "tests/workers/auth-pages.test.ts" },
  { message: "Authentication failed. Please try again.", source: AUTH_WORDS, shown: "/signin?error=anything else", test: "tests/workers/auth-pages.test.ts" },
  { message: "Email service temporarily unavailable. Please try again later.", source: AUTH_WORDS, shown: "/signin magic link, mail down", test: "tests/workers/auth-magic-link.test.ts" },
  { message: "Too many failed attempts. Please wait before trying again.", source: AUTH_WORDS, shown: "/signin magic-link code", test: "tests/workers/auth-magic-link.test.ts" },
  // The bill editor's dispute letter section (001 §2, §6, §8)
  { message: "2 AI Credits Required", source: "core/disputes/messages.ts", shown: "bill editor, Dispute letter section, a free user's month's letter available", test: "tests/workers/bills-ui-letters.test.ts" },
  { message: "Premium Feature Required", source: "core/disputes/messages.ts", shown: "bill editor, Dispute letter section, a free user's month's letter used (then the upgrade modal)", test: "tests/workers/bills-ui-letters.test.ts" },
  { message: "Dispute letter generation requires a premium subscription. Please upgrade to access this feature.", source: "core/disputes/messages.ts", shown: "bill editor, Generate answered 403", test: "tests/workers/bills-ui-letters.test.ts" },
  { message: "Bill not found. Please try refreshing the page.", source: "core/disputes/messages.ts", shown: "bill editor, Generate on a bill that is not the user's (404)", test: "tests/workers/bills-ui-letters.test.ts" },
  { message: "Unable to generate dispute letter: {message}", source: "core/disputes/messages.ts", shown: "bill editor, Generate refused or failed", test: "tests/workers/bills-ui-letters.test.ts", asserted: "Unable to generate dispute letter: Please write a personal statement before generating the letter." },
  { message: "HTTP {status}: Failed to generate dispute letter", source: "core/disputes/messages.ts", shown: "bill editor, Generate failed without a message", test: "core/disputes/generation-failure.test.ts", asserted: "HTTP 500: Failed to generate dispute letter" },
  // Insurance benefits table (001 §2)
  { message: "No detailed benefits information available for this plan yet.", source: "core/insurance/types.ts", shown: "/insurance, a policy whose plan has no benefits", test: "tests/workers/insurance-costs-display.test.ts" },
  { message: "Benefits data is being populated as we process plan details.", source: "core/insurance/types.ts", shown: "/insurance, a policy whose plan has no benefits", test: "tests/workers/insurance-costs-display.test.ts" },
  // Insurance page, ZIP modal and add-policy wizard (001 §2, §5, §8)
  { message: "No Policies Yet", source: "core/insurance/types.ts", shown: "/insurance, no policies", test: "tests/workers/insurance-page.test.ts" },
  { message: "Add your first insurance policy to get started with tracking your family's coverage.", source: "core/insurance/types.ts", shown: "/insurance, no policies", test: "tests/workers/insurance-page.test.ts" },
  { message: "Please provide your ZIP code to help us find insurance plans available in your area", source: "core/insurance/types.ts", shown: "/insurance, no ZIP code saved", test: "tests/workers/insurance-page.test.ts" },
  { message: "Please provide your ZIP code to find insurance plans available in your area.", source: "core/insurance/types.ts", shown: "'ZIP Code Required' modal", test: "tests/e2e/insurance-wizard.spec.ts" },
  { message: "Please enter a valid ZIP code", source: "core/insurance/types.ts", shown: "'ZIP Code Required' modal, blank ZIP", test: "tests/workers/insurance-page.test.ts" },
  { message: "No insurance companies found. Try a different search term.", source: "core/insurance/types.ts", shown: "wizard, carriers step", test: "tests/e2e/insurance-wizard.spec.ts" },
  { message: "This is the 11-character identifier on your red, white, and blue Medicare card", source: "core/insurance/types.ts", shown: "wizard, Original Medicare's simple form", test: "tests/e2e/insurance-wizard.spec.ts" },
  { message: "Please enter your Medicare number", source: "core/insurance/types.ts", shown: "wizard, Original Medicare's simple form empty (and a save without it)", test: "tests/e2e/insurance-wizard.spec.ts" },
  { message: "Please enter insurance company name and subscriber ID", source: "core/insurance/types.ts", shown: "wizard, the simple form without company or ID", test: "tests/e2e/insurance-wizard.spec.ts" },
  { message: "Failed to load plans. Please try again.", source: "core/insurance/types.ts", shown: "wizard, plans step, the plans did not load", test: "tests/e2e/insurance-wizard.spec.ts" },
  { message: "Failed to save insurance policy. Please try again.", source: "core/insurance/types.ts", shown: "wizard, review, the save failed", test: "tests/workers/insurance-page-policies.test.ts" },
  { message: "Failed to delete insurance policy. Please try again.", source: "core/insurance/types.ts", shown: "/insurance, a delete that failed", test: "tests/workers/insurance-page-policies.test.ts" },
  // Insurance policies (001 §5): what POST /api/insurance/user-policies refuses
  { message: "Please enter your Medicare number", source: "core/insurance/types.ts", shown: "POST /api/insurance/user-policies, Original Medicare without a number (422)", test: "tests/workers/insurance-policies.test.ts" },
  { message: "Please enter insurance company name and subscriber ID", source: "core/insurance/types.ts", shown: "POST /api/insurance/user-policies without a company or subscriber ID (422)", test: "tests/workers/insurance-policies.test.ts" },
  { message: "Please provide your ZIP code to help us find insurance plans available in your area", source: "core/insurance/types.ts", shown: "plans call before a ZIP code is saved (409)", test: "tests/workers/insurance-catalogue.test.ts" },
  // Insights (001 §8)
  { message: "Failed to load insights data", source: "core/insights/messages.ts", shown: "/insights, its data could not be read (the alert's heading, with Try Again)", test: "tests/workers/insights-charts.test.ts" },
  { message: "Error loading insights", source: "core/insights/messages.ts", shown: "/insights, its data could not be read (under the heading)", test: "tests/workers/insights-charts.test.ts" },
  // The router's default (000 §2)
  { message: "Unexpected Application Error!", source: "app/components/error-boundary.tsx", shown: "error page", test: "tests/workers/error-log.test.ts" },
];

/** The fixed words before the first `{…}`, which the source must hold as written. */
const fixedWords = (message: string) => message.split("{")[0];

describe("the spec's messages", () => {
  it.each(CATALOGUE)("'$message' is worded in $source and shown by $test", (row) => {
    expect(read(row.source), row.source).toContain(fixedWords(row.message));
    expect(read(row.test), row.test).toContain(row.asserted ?? row.message);
  });
});
