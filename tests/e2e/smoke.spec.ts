import { expect, test } from "./fixtures";

// The whole stack answers: a visitor sees the home page, and a signed-out visitor who asks for
// their bills is sent to sign in (and brought back afterwards).
test("the home page renders", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
});

test("/bills when signed out redirects to /signin", async ({ page, request }) => {
  const direct = await request.get("/bills", { maxRedirects: 0 });
  expect([302, 303]).toContain(direct.status());
  expect(new URL(direct.headers()["location"] ?? "", direct.url()).pathname).toBe("/signin");

  const response = await page.goto("/bills");
  expect(response?.status()).toBe(200);
  const landed = new URL(page.url());
  expect(landed.pathname).toBe("/signin");
  expect(landed.searchParams.get("redirectTo")).toBe("/bills");
});
