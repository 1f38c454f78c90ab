// Helpers for the e2e specs: unique people, the dev mailbox, and the sign-in page's flows; and the
// `test` every spec imports from here, which fails a spec on an unexpected browser console error.
import { expect, test as base, type APIRequestContext, type Page } from "@playwright/test";

export { expect };

/** Console errors a spec provokes on purpose; anything else the browser logs as an error fails it. */
export interface ConsoleErrors {
  /** This spec may log console errors (or uncaught page errors) matching `pattern`. */
  allow(pattern: RegExp): void;
}

/**
 * A console message of type "error" or an uncaught exception in any page of the spec's context
 * fails the spec after it ran, unless `consoleErrors.allow(pattern)` declared it. Chromium's own
 * "Failed to load resource: … status of 4xx" lines are allowed: specs check refusals (401, 403,
 * 404, 413) on purpose and assert the answer itself; a 5xx still fails.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ context }, use, testInfo) => {
      const allowed: RegExp[] = [/^Failed to load resource: the server responded with a status of 4\d\d\b/];
      const logged: { url: string; text: string }[] = [];
      const watch = (page: Page) => {
        page.on("console", (message) => {
          if (message.type() === "error") logged.push({ url: page.url(), text: message.text() });
        });
        page.on("pageerror", (error) =>
          logged.push({ url: page.url(), text: `uncaught ${error.name}: ${error.message}` }),
        );
      };
      context.pages().forEach(watch);
      context.on("page", watch);
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = logged
        .filter((line) => !allowed.some((pattern) => pattern.test(line.text)))
        .map((line) => `${line.url}: ${line.text}`);
      if (testInfo.status === testInfo.expectedStatus)
        expect(unexpected, "browser console errors nobody declared (consoleErrors.allow)").toEqual([]);
    },
    { auto: true },
  ],
});

export const OPERATOR_EMAIL = process.env.E2E_OPERATOR_EMAIL ?? "ops@fairbill.test";
/** The operator's TOTP secret the test stack was given (OPERATOR_TOTP_SECRETS, decision 012). */
export const OPERATOR_TOTP_SECRET = process.env.E2E_OPERATOR_TOTP_SECRET ?? "";
export const TEMPORAL_UI_URL = process.env.E2E_TEMPORAL_UI_URL ?? "";
export const PASSWORD = "correct-horse-battery";

/**
 * The Origin a page of the app sends with a write. Calls through `page.request` carry the page's
 * cookie but no Origin, and the Worker refuses a cookie-carrying write without one (CSRF).
 */
export const SAME_ORIGIN = { origin: process.env.E2E_BASE_URL ?? "http://127.0.0.1:8797" };

/** An address no earlier run has used (the local database persists between runs). */
export function uniqueEmail(name: string): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${name}.${stamp}@example.com`;
}

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/** Waits for a message to `to` whose subject matches, newest first (the dev outbox). */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  options: { after?: number } = {},
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        if (!res.ok()) return undefined;
        const messages = (await res.json()) as MailboxMessage[];
        found = messages.find(
          (m) =>
            // Strictly after: the Worker runs on this machine's clock, and a slack would let the
            // previous step's e-mail (a link already used) pass for the one just asked for.
            subject.test(m.subject) && (!options.after || Date.parse(m.created_at) >= options.after),
        );
        return found?.subject;
      },
      { message: `an e-mail to ${to} matching ${subject}`, timeout: 15_000 },
    )
    .toMatch(subject);
  return found!;
}

export const linkIn = (message: MailboxMessage) => {
  const link = /https?:\/\/\S+/.exec(message.text)?.[0];
  expect(link, "a link in the e-mail").toBeTruthy();
  return link!;
};

export const codeIn = (message: MailboxMessage) => {
  const code = /code[^\d]*(\d{6})\b/i.exec(message.text)?.[1];
  expect(code, "a 6-digit code in the e-mail").toBeTruthy();
  return code!;
};

/** The top bar of a signed-in page shows the user's e-mail. */
export async function expectSignedInAs(page: Page, email: string) {
  // The same text sits in the collapsed small-screen menu; the visible one is what counts.
  await expect(
    page.getByRole("banner").getByText(email, { exact: true }).filter({ visible: true }),
  ).toBeVisible();
}

export async function expectSignedOut(page: Page) {
  const res = await page.request.get("/api/auth/me");
  expect(res.status()).toBe(401);
}

/** Opens the sign-up side of /signin through its Sign In / Sign Up toggle. */
export async function openSignUp(page: Page) {
  await page.goto("/signin");
  await page
    .getByRole("navigation", { name: "Sign in or sign up" })
    .getByRole("link", { name: "Sign Up" })
    .click();
  await expect(page.getByLabel("Confirm password")).toBeVisible();
}

/** The e-mail field of the password form (the magic-link panel below has its own). */
const passwordFormEmail = (page: Page) => page.getByLabel("Email", { exact: true }).first();

export async function signUp(page: Page, email: string, password = PASSWORD, confirm = password) {
  await openSignUp(page);
  await passwordFormEmail(page).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel("Confirm password").fill(confirm);
  await page.getByRole("button", { name: "Create Account" }).click();
}

export async function signInWithPassword(page: Page, email: string, password = PASSWORD) {
  await page.goto("/signin");
  await passwordFormEmail(page).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Magic-link panel: enter the address and ask for a link and code. */
export async function requestMagicLink(page: Page, email: string) {
  await page.goto("/signin");
  const panel = page.getByRole("region", { name: "Sign in with an email link" });
  await panel.getByLabel("Email", { exact: true }).fill(email);
  await panel.getByRole("button", { name: "Email me a sign-in link" }).click();
}

export async function enterMagicCode(page: Page, code: string) {
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Verify code" }).click();
}

/** Account page → Logout (000 §2), which ends the session and goes to /. */
export async function signOut(page: Page) {
  await page.goto("/account");
  await page.getByRole("button", { name: /^(logout|log out|sign out)$/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOut(page);
}

/** Registers through the API (for tests whose subject is not sign-up itself). */
export async function registerByApi(request: APIRequestContext, email: string, password = PASSWORD) {
  const res = await request.post("/api/auth/register", {
    headers: SAME_ORIGIN,
    data: { email, password, display_name: email.split("@")[0] },
  });
  expect([200, 201, 400, 409, 422]).toContain(res.status());
  return res;
}

/** Registers (which signs the page in) and follows the verification link. */
export async function verifiedAccount(page: Page, name: string) {
  const email = uniqueEmail(name);
  const started = Date.now();
  await registerByApi(page.request, email);
  const mail = await waitForMail(page.request, email, /verify your fairbill email/i, { after: started });
  await page.goto(linkIn(mail));
  await expect(page.getByRole("heading", { name: "Email verified" })).toBeVisible();
  return email;
}
