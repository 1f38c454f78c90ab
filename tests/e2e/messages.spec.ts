// Issue 12: the spec's messages (000 §8, 001 §5/§8) where a person meets them — a request that
// never reached the server, a server that failed, a session that ended while the page was open.
import type { Page } from "@playwright/test";
import {
  expect,
  linkIn,
  openSignUp,
  PASSWORD,
  registerByApi,
  test,
  uniqueEmail,
  verifiedAccount,
  waitForMail,
} from "./fixtures";

/** The next POST of the page's form to `path` fails on the way (offline) or with a server error. */
async function failNextPost(page: Page, path: string, how: "offline" | "server-error") {
  const data = new RegExp(`${path.replace(/[/.]/g, "\\$&")}\\.data`);
  await page.route(data, (route) => {
    if (route.request().method() !== "POST") return route.continue();
    return how === "offline" ? route.abort("internetdisconnected") : route.fulfill({ status: 500, body: "" });
  });
}

const NETWORK_LOG = /net::ERR_INTERNET_DISCONNECTED|Failed to fetch|status of 500/;

test("account deletion that never reaches the server says so and keeps the account", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(NETWORK_LOG);
  const email = await verifiedAccount(page, "msg.delete");
  await page.goto("/account");
  await failNextPost(page, "/account", "offline");
  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Account" });
  await dialog.getByLabel("Type delete to confirm").fill("delete");
  await dialog.getByRole("button", { name: "Delete Account" }).click();
  await expect(
    dialog.getByText("An error occurred during account deletion. Please try again."),
  ).toBeVisible();
  await page.unrouteAll();
  await page.goto("/account");
  await expect(page.getByTestId("account-email")).toHaveText(email);
});

test("a ZIP code save that never reaches the server says 'Error updating ZIP code: Failed to update zipcode'", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(NETWORK_LOG);
  await verifiedAccount(page, "msg.zip");
  await page.goto("/account");
  await failNextPost(page, "/account", "offline");
  await page.getByLabel("ZIP Code").fill("10001");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Error updating ZIP code: Failed to update zipcode")).toBeVisible();
});

test("adding dependents: 'Error adding family member' offline, 'Failed to add family member' when the server fails", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(NETWORK_LOG);
  // The stand-in 500 has an empty body, which Remix reports while decoding it.
  consoleErrors.allow(/SyntaxError/);
  await verifiedAccount(page, "msg.family");
  await page.goto("/debug");
  await page.getByRole("button", { name: "Activate Premium" }).click();
  await expect(page.getByText(/Premium activated for/)).toBeVisible();
  await page.goto("/family");
  const addOnce = async () => {
    await page.getByRole("button", { name: "+ Add Dependents" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Dependents" });
    await dialog.getByLabel("First name (row 1)").fill("Robin");
    await dialog.getByLabel("Last name (row 1)").fill("Message");
    await dialog.getByLabel("Relationship (row 1)").selectOption("child");
    await dialog.getByRole("button", { name: "Add Dependents" }).click();
    return dialog;
  };
  await failNextPost(page, "/family", "offline");
  const offline = await addOnce();
  await expect(offline.getByText("Error adding family member")).toBeVisible();
  // Cancelling a filled form asks first (the discard guard); the person chooses to discard.
  await offline.getByRole("button", { name: "Cancel" }).click();
  await page
    .getByRole("dialog", { name: "Discard changes?" })
    .getByRole("button", { name: "Discard Changes" })
    .click();
  await expect(offline).toHaveCount(0);

  await page.unrouteAll();
  await failNextPost(page, "/family", "server-error");
  const failing = await addOnce();
  await expect(failing.getByText("Failed to add family member")).toBeVisible();
  await expect(page.getByText("Robin Message (child)")).toHaveCount(0);
});

test("a session that ended while the Explainer was open: adding a bill asks to log in again", async ({
  page,
  context,
}) => {
  await verifiedAccount(page, "msg.session");
  await page.goto("/upload-bill");
  await page.getByRole("button", { name: "Add a Bill" }).click();
  const form = page.getByRole("form", { name: "Add a Bill" });
  await form.getByLabel("Date of Service *").fill("2026-02-14");
  await form.getByLabel("Provider *").fill("Session Clinic");
  await form.getByLabel("Bill Number *").fill("S-1");
  await page.getByLabel("CPT Code (line 1)").fill("99213");
  await page.getByLabel("Billed (line 1)").fill("100");
  // The session ends elsewhere (expired, signed out on another device): the cookie no longer opens one.
  const url = new URL(page.url());
  const session = (await context.cookies()).find((c) => /fb_session$/.test(c.name))!;
  await context.addCookies([{ ...session, value: "ended-session", domain: url.hostname }]);
  await form.getByRole("button", { name: "Save Bill" }).click();
  await expect(page).toHaveURL(/\/signin\?/);
  await expect(page.getByText("Please log in to add medical bills.")).toBeVisible();
});

test("a checkout that never reaches the server says 'An error occurred. Please try again.'", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(NETWORK_LOG);
  await verifiedAccount(page, "msg.checkout");
  await page.goto("/subscribe");
  await failNextPost(page, "/subscribe", "offline");
  await page.getByRole("button", { name: /^Upgrade to Premium – / }).click();
  await expect(page.getByText("An error occurred. Please try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/subscribe$/);
});

test("a sign-up that never reaches the server says 'Registration failed'", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(NETWORK_LOG);
  await openSignUp(page);
  await failNextPost(page, "/signin", "offline");
  await page.getByLabel("Email", { exact: true }).first().fill(uniqueEmail("msg.signup"));
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Registration failed")).toBeVisible();
});

test("a magic-link request that never reaches the server says 'Failed to send login link'", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(NETWORK_LOG);
  await page.goto("/signin");
  await failNextPost(page, "/signin", "offline");
  const panel = page.getByRole("region", { name: "Sign in with an email link" });
  await panel.getByLabel("Email", { exact: true }).fill(uniqueEmail("msg.magic"));
  await panel.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(panel.getByText("Failed to send login link")).toBeVisible();
});

test("a verification that never reaches the server says 'An error occurred during verification. Please try again.'", async ({
  browser,
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(NETWORK_LOG);
  const email = uniqueEmail("msg.verify");
  const started = Date.now();
  await registerByApi(page.request, email);
  const mail = await waitForMail(page.request, email, /verify your fairbill email/i, { after: started });
  // Opened in another browser (no session there), the page asks before it verifies (decision 011).
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto(linkIn(mail));
  await failNextPost(elsewhere, "/verify-email", "offline");
  await elsewhere.getByRole("button", { name: "Verify email" }).click();
  await expect(elsewhere.getByText("An error occurred during verification. Please try again.")).toBeVisible();
  await other.close();
});
