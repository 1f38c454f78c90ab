// Issue 2 acceptance: every way in (password, magic link, Google), e-mail verification,
// account deletion, the spec's sign-in messages, and the operator's view of deletions.
import { type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import {
  codeIn,
  enterMagicCode,
  expect,
  expectSignedInAs,
  expectSignedOut,
  linkIn,
  OPERATOR_EMAIL,
  OPERATOR_TOTP_SECRET,
  registerByApi,
  requestMagicLink,
  SAME_ORIGIN,
  signInWithPassword,
  signOut,
  signUp,
  TEMPORAL_UI_URL,
  test,
  uniqueEmail,
  waitForMail,
} from "./fixtures";

const OIDC_ISSUER = process.env.E2E_OIDC_ISSUER ?? "";
const APP_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:8797";

/** 'Continue with Google' on /signin; the local OIDC stand-in signs in whoever login_hint names. */
async function continueWithGoogle(page: Page, email: string) {
  await page.goto("/signin");
  const start = (url: URL) => url.pathname === "/api/auth/google";
  await page.route(start, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set("login_hint", email);
    return route.continue({ url: url.href });
  });
  const authorize = page.waitForRequest((r) =>
    OIDC_ISSUER ? r.url().startsWith(`${OIDC_ISSUER}/authorize`) : new URL(r.url()).pathname === "/authorize",
  );
  await page.getByRole("link", { name: "Continue with Google" }).click();
  const asked = new URL((await authorize).url());
  expect(asked.searchParams.get("scope")).toBe("openid email profile");
  expect(asked.searchParams.get("code_challenge_method")).toBe("S256");
  await page.unroute(start);
}

test("a person signs up, verifies, uses every sign-in method, and deletes the account", async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("acceptance");

  await test.step("sign up and verify the e-mail address", async () => {
    const started = Date.now();
    await signUp(page, email);
    await expectSignedInAs(page, email);
    const mail = await waitForMail(page.request, email, /verify your fairbill email/i, { after: started });
    await page.goto(linkIn(mail));
    await expect(page).toHaveURL(/\/verify-email\?token=/);
    await expect(page.getByRole("heading", { name: "Email verified" })).toBeVisible();
    await expect(page.getByText("Your email has been verified.")).toBeVisible();
    await signOut(page);
  });

  await test.step("sign in with a magic-link code", async () => {
    const started = Date.now();
    await requestMagicLink(page, email);
    const mail = await waitForMail(page.request, email, /sign-in link/i, { after: started });
    await expect(page.getByText("Check your email")).toBeVisible();
    await enterMagicCode(page, codeIn(mail));
    await expectSignedInAs(page, email);
    await signOut(page);
  });

  await test.step("sign in by opening the magic link and pressing Continue", async () => {
    const started = Date.now();
    await requestMagicLink(page, email);
    const mail = await waitForMail(page.request, email, /sign-in link/i, { after: started });
    // Opening the link (as a mail scanner would) signs nobody in until Continue is pressed.
    await page.goto(linkIn(mail));
    await expect(page.getByRole("heading", { name: "Sign in to Fairbill" })).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expectSignedInAs(page, email);
    await signOut(page);
  });

  await test.step("sign in with Google (the local OIDC server) as the same person", async () => {
    await continueWithGoogle(page, email);
    await expect(page).toHaveURL(/\/bills/);
    await expectSignedInAs(page, email);
  });

  await test.step("delete the account from /account", async () => {
    await page.goto("/account");
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Account" });
    const confirm = dialog.getByRole("button", { name: "Delete Account" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Type delete to confirm").fill("dele");
    await expect(confirm).toBeDisabled();
    // The confirmation word is case-insensitive (000 §5).
    await dialog.getByLabel("Type delete to confirm").fill("DELETE");
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedOut(page);
  });

  await test.step("the deleted account's password no longer works", async () => {
    await expect(async () => {
      await signInWithPassword(page, email);
      await expect(page.getByText("Invalid email or password", { exact: true })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
    await expectSignedOut(page);
  });
});

test("a new person signs in with Google and gets a verified account", async ({ page }) => {
  const email = uniqueEmail("gina.google");
  await continueWithGoogle(page, email);
  await expect(page).toHaveURL(/\/bills$/);
  await expectSignedInAs(page, email);
  const me = (await (await page.request.get("/api/auth/me")).json()) as Record<string, unknown>;
  expect(me).toMatchObject({ email, is_verified: true, first_name: "Gina" });
});

test("a Google account with an unverified e-mail is turned away", async ({ page }) => {
  await continueWithGoogle(page, uniqueEmail("unverified"));
  await expect(page).toHaveURL(/\/signin\?error=verification_error/);
  await expect(page.getByRole("alert").filter({ hasText: "email address is not verified" })).toBeVisible();
  await expectSignedOut(page);
});

test("a wrong password says 'Invalid email or password'", async ({ page }) => {
  const email = uniqueEmail("wrongpw");
  await registerByApi(page.request, email);
  await page.context().clearCookies();
  await signInWithPassword(page, email, "not-the-password");
  await expect(page.getByText("Invalid email or password", { exact: true })).toBeVisible();
  await expectSignedOut(page);
});

test("sign-up refuses a short password", async ({ page }) => {
  await signUp(page, uniqueEmail("shortpw"), "short7!", "short7!");
  await expect(page.getByText("Password must be at least 8 characters long", { exact: true })).toBeVisible();
  await expectSignedOut(page);
});

test("a wrong magic-link code says 'Invalid or expired verification code'", async ({ page }) => {
  const email = uniqueEmail("wrongcode");
  await registerByApi(page.request, email);
  await page.context().clearCookies();
  await requestMagicLink(page, email);
  const mail = await waitForMail(page.request, email, /sign-in link/i);
  const wrong = codeIn(mail) === "000000" ? "111111" : "000000";
  await enterMagicCode(page, wrong);
  await expect(page.getByText("Invalid or expired verification code", { exact: true })).toBeVisible();
  await expectSignedOut(page);
});

test("too many magic-link requests are refused with the wait time", async ({ page }) => {
  const email = uniqueEmail("ratelimit");
  await registerByApi(page.request, email);
  await page.context().clearCookies();
  // Use up the allowance through the API, then ask once more on the page.
  for (let i = 0; i < 10; i++) {
    const res = await page.request.post("/api/auth/magic-link/send", {
      headers: SAME_ORIGIN,
      data: { email, redirect_url: "/bills" },
    });
    if (res.status() === 429) break;
    expect(res.status()).toBe(200);
  }
  await requestMagicLink(page, email);
  await expect(page.getByText(/^Rate limit exceeded\. Please wait \d+ minutes?\.$/)).toBeVisible();
});

/** The operator's TOTP code (scripts/test.mjs provisions the secret); a used step waits for the next. */
async function passSecondFactor(page: Page) {
  const totp = new TOTP({ secret: Secret.fromBase32(OPERATOR_TOTP_SECRET), digits: 6, period: 30 });
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByLabel("Authenticator code").fill(totp.generate());
    await page.getByRole("button", { name: "Verify" }).click();
    const used = page.getByText("That code was already used.");
    await expect(used.or(page.getByRole("heading", { name: "Workflows" }))).toBeVisible();
    if (!(await used.isVisible())) return;
    await page.waitForTimeout(31_000 - (Date.now() % 30_000));
  }
}

test.describe("operations", () => {
  test("an operator sees an account deletion on /ops with a link to the Temporal UI", async ({ page }) => {
    test.setTimeout(90_000);
    // Someone deletes their account, so there is a deletion workflow to look at.
    const registered = await registerByApi(page.request, uniqueEmail("leaver"));
    const { user } = (await registered.json()) as { user: { id: string } };
    expect((await page.request.delete("/api/account/delete", { headers: SAME_ORIGIN })).status()).toBe(202);
    await page.context().clearCookies();

    // Registering the operator's address proves nothing: /ops stays closed until a mailbox proof.
    const preRegistered = await registerByApi(page.request, OPERATOR_EMAIL);
    if (preRegistered.status() === 200) expect((await page.goto("/ops"))?.status()).toBe(403);
    await page.context().clearCookies();
    const asked = Date.now();
    await requestMagicLink(page, OPERATOR_EMAIL);
    await enterMagicCode(
      page,
      codeIn(await waitForMail(page.request, OPERATOR_EMAIL, /sign-in link/i, { after: asked })),
    );
    await expectSignedInAs(page, OPERATOR_EMAIL);

    // A fresh sign-in still owes the second factor: the authenticator app's code, computed here.
    await page.goto("/ops");
    await expect(page).toHaveURL(/\/ops\/second-factor\?redirectTo=%2Fops$/);
    await passSecondFactor(page);
    await expect(page).toHaveURL(/\/ops$/);
    await expect(page.getByRole("heading", { name: "Workflows" })).toBeVisible();
    await page.getByLabel("Type").selectOption("accountDeletion");
    await page.getByLabel("UserId").fill(user.id);
    await page.getByRole("button", { name: "Search" }).click();
    const workflowId = `account-deletion-${user.id}`;
    // Temporal's visibility store catches up within a moment or two.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("link", { name: workflowId })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole("row", { name: new RegExp(workflowId) })).toContainText("accountDeletion");

    await page.getByRole("link", { name: workflowId }).click();
    const temporal = page.getByRole("link", { name: "Open in Temporal UI" });
    await expect(temporal).toBeVisible();
    const href = (await temporal.getAttribute("href")) ?? "";
    expect(href).toContain(workflowId);
    if (TEMPORAL_UI_URL) expect(href.startsWith(TEMPORAL_UI_URL)).toBeTruthy();

    // The Web UI decodes the encrypted input through our codec endpoint, with the operator's cookie.
    if (!TEMPORAL_UI_URL) return;
    const history = await page.request.get(
      `${TEMPORAL_UI_URL}/api/v1/namespaces/default/workflows/${workflowId}/history`,
    );
    expect(history.status()).toBe(200);
    type Payload = { metadata: Record<string, string>; data: string };
    const started = ((await history.json()) as { history: { events: Record<string, unknown>[] } }).history
      .events[0].workflowExecutionStartedEventAttributes as { input: { payloads: Payload[] } };
    const input = started.input.payloads[0];
    expect(Buffer.from(input.data, "base64").toString("latin1")).not.toContain(user.id);
    await page.goto(TEMPORAL_UI_URL);
    const codec = `${APP_URL}/ops/codec/decode`;
    const answer = await page.evaluate(
      async ({ url, payload }) => {
        const res = await fetch(url, {
          method: "POST",
          credentials: "include",
          headers: { "content-type": "application/json", "x-namespace": "default" },
          body: JSON.stringify({ payloads: [payload] }),
        });
        return { status: res.status, body: (await res.json()) as { payloads: Payload[] } };
      },
      { url: codec, payload: input },
    );
    expect(answer.status).toBe(200);
    const decoded = answer.body.payloads[0];
    expect(Buffer.from(decoded.metadata.encoding, "base64").toString()).toBe("json/plain");
    expect(JSON.parse(Buffer.from(decoded.data, "base64").toString())).toEqual({ userId: user.id });
  });

  test("a signed-in non-operator gets 403 on /ops", async ({ page }) => {
    const email = uniqueEmail("notops");
    await registerByApi(page.request, email);
    await page.context().clearCookies();
    await signInWithPassword(page, email);
    await expectSignedInAs(page, email);
    const response = await page.goto("/ops");
    expect(response?.status()).toBe(403);
  });
});
