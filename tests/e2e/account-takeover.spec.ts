// Issue 10 acceptance, replayed in Chromium: the pre-registration takeover and the URL-token swap
// both fail. The attacker works through their own API client (the `request` fixture, which shares
// no cookies with the victim's browser).
import {
  codeIn,
  enterMagicCode,
  expect,
  expectSignedInAs,
  linkIn,
  requestMagicLink,
  SAME_ORIGIN,
  signUp,
  test,
  uniqueEmail,
  waitForMail,
} from "./fixtures";

const ATTACKER_PASSWORD = "attackers-password-1";

test("a pre-registered account: the owner's magic code ends the attacker's token and password", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("prereg.victim");
  const registered = await request.post("/api/auth/register", {
    data: { email, password: ATTACKER_PASSWORD },
  });
  expect(registered.status()).toBe(200);
  const { access_token: attackerToken } = (await registered.json()) as { access_token: string };
  const asAttacker = { authorization: `Bearer ${attackerToken}` };
  expect((await request.get("/api/auth/me", { headers: asAttacker })).status()).toBe(200);

  // The owner signs in by magic code and lands in that account.
  const started = Date.now();
  await requestMagicLink(page, email);
  const mail = await waitForMail(page.request, email, /sign-in link/i, { after: started });
  await enterMagicCode(page, codeIn(mail));
  await expectSignedInAs(page, email);

  // The attacker's token is dead and the password signs nobody in.
  expect((await request.get("/api/auth/me", { headers: asAttacker })).status()).toBe(401);
  const again = await request.post("/api/auth/token", {
    form: { username: email, password: ATTACKER_PASSWORD },
    headers: SAME_ORIGIN,
  });
  expect(again.status()).toBe(401);

  // The owner sees that the account has no password and can set their own.
  await page.goto("/account");
  await expect(page.getByText("This account has no password")).toBeVisible();
});

test("a pre-registered account: the verification link opened elsewhere asks first, then claims", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("prereg.link");
  const started = Date.now();
  const registered = await request.post("/api/auth/register", {
    data: { email, password: ATTACKER_PASSWORD },
  });
  const { access_token: attackerToken } = (await registered.json()) as { access_token: string };
  const mail = await waitForMail(page.request, email, /verify your fairbill email/i, { after: started });
  await page.goto(linkIn(mail));
  await expect(page.getByRole("heading", { name: "Confirm your email address" })).toBeVisible();
  await page.getByRole("button", { name: "Verify email" }).click();
  await expect(page.getByRole("heading", { name: "Email verified" })).toBeVisible();
  await expect(page.getByText(/we removed it and signed out every device/)).toBeVisible();
  const me = await request.get("/api/auth/me", { headers: { authorization: `Bearer ${attackerToken}` } });
  expect(me.status()).toBe(401);
});

test("a session token in the URL never swaps the visitor into another account", async ({ page, request }) => {
  const attacker = uniqueEmail("url.attacker");
  const registered = await request.post("/api/auth/register", {
    data: { email: attacker, password: ATTACKER_PASSWORD },
  });
  const { access_token: attackerToken } = (await registered.json()) as { access_token: string };

  const visitor = uniqueEmail("url.visitor");
  await signUp(page, visitor);
  await expectSignedInAs(page, visitor);

  // A link straight to /bills?token=…
  await page.goto(`/bills?token=${attackerToken}`);
  await expect(page).toHaveURL(/\/bills$/);
  await expectSignedInAs(page, visitor);
  const who = (await (await page.request.get("/api/auth/me")).json()) as { email: string };
  expect(who.email).toBe(visitor);

  // The same through a genuine magic-link e-mail that the attacker asked for with redirect_url=/bills?token=…
  const started = Date.now();
  const sent = await request.post("/api/auth/magic-link/send", {
    data: { email: visitor, redirect_url: `/bills?token=${attackerToken}` },
    headers: SAME_ORIGIN,
  });
  expect(sent.status()).toBe(200);
  const mail = await waitForMail(page.request, visitor, /sign-in link/i, { after: started });
  await page.goto(linkIn(mail));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/bills$/);
  await expectSignedInAs(page, visitor);
  const after = (await (await page.request.get("/api/auth/me")).json()) as { email: string };
  expect(after.email).toBe(visitor);
});
