// Issue 12: the sign-up confirms the verification e-mail went out (the 5 s banner, 001 §9), and
// following the link ends on /?verified=true with the 'Email Verified Successfully!' banner (001 §4).
import { expect, expectSignedInAs, linkIn, signUp, test, uniqueEmail, waitForMail } from "./fixtures";

test("a person signs up, is told the e-mail went out, verifies, and sees the verified banner", async ({
  page,
}) => {
  const email = uniqueEmail("banners");
  const started = Date.now();
  await signUp(page, email);
  await expectSignedInAs(page, email);
  const sent = page.getByText("Verification email sent. Please check your inbox", { exact: false });
  await expect(sent).toBeVisible();
  // It goes away by itself after 5 s.
  await expect(sent).toBeHidden({ timeout: 8_000 });

  const mail = await waitForMail(page.request, email, /verify your fairbill email/i, { after: started });
  await page.goto(linkIn(mail));
  await expect(page.getByRole("heading", { name: "Email verified" })).toBeVisible();
  // The page moves on by itself after 2 s, to /?verified=true.
  await expect(page).toHaveURL(/\/\?verified=true$/, { timeout: 8_000 });
  const banner = page.getByText("Email Verified Successfully!");
  await expect(banner).toBeVisible();
  await page.getByRole("button", { name: "Dismiss" }).click();
  await expect(banner).toBeHidden();
});
