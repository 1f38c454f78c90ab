// Issue 12, finding your way: every signed-in area from the top bar (and by keyboard in the phone
// menu), the marketing pages that know a signed-in visitor, documents findable where they belong
// for a free user, and the start screen of 001 §2 that never covers a page that is already there.
import type { Browser, Page } from "@playwright/test";
import { expect, registerByApi, SAME_ORIGIN, test, uniqueEmail } from "./fixtures";

const AREAS: [string, RegExp][] = [
  ["Bills", /\/bills$/],
  ["Insurance", /\/insurance$/],
  ["Insights", /\/insights$/],
  ["Family", /\/family$/],
  ["Documents", /\/documents$/],
  ["Account", /\/account$/],
];

async function signedUp(page: Page, label: string) {
  const email = uniqueEmail(label);
  expect((await registerByApi(page.request, email)).status()).toBe(200);
  return email;
}

const current = (page: Page, nav: string) =>
  page.getByRole("navigation", { name: nav, exact: true }).locator('[aria-current="page"]');

test("the desktop navigation reaches every area and marks the current one", async ({ page }) => {
  await signedUp(page, "nav.desktop");
  // Start away from the first area: a click on the current page's own link navigates without
  // changing the URL, so the next click would interrupt it while its data is still arriving.
  await page.goto("/account");
  const sections = page.getByRole("navigation", { name: "Sections", exact: true });
  for (const [label, url] of AREAS) {
    await sections.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(url);
    await expect(current(page, "Sections")).toHaveText(label);
  }
  await page
    .getByRole("navigation", { name: "Sections", exact: true })
    .getByRole("link", { name: "Documents" })
    .click();
  await page
    .getByRole("navigation", { name: "Documents" })
    .getByRole("link", { name: "Email documents" })
    .click();
  await expect(page).toHaveURL(/\/pending-documents$/);
  await expect(current(page, "Sections")).toHaveText("Documents");
});

test("on a phone the menu works by keyboard: open, Tab to an area, Enter; Escape closes it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signedUp(page, "nav.phone");
  await page.goto("/bills");
  await expect(page.getByRole("navigation", { name: "Sections", exact: true })).toBeHidden();
  const menu = page.locator("summary", { hasText: "Menu" });
  await menu.focus();
  await page.keyboard.press("Enter");
  const phoneNav = page.getByRole("navigation", { name: "Sections (mobile)" });
  await expect(phoneNav.getByRole("link", { name: "Insights" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(phoneNav.getByRole("link", { name: "Insights" })).toBeHidden();
  await expect(menu).toBeFocused();

  await page.keyboard.press("Enter");
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === "Insights") break;
  }
  await expect(phoneNav.getByRole("link", { name: "Insights" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/insights$/);
  await expect(phoneNav.getByRole("link", { name: "Insights" })).toBeHidden();
  await menu.click();
  await expect(current(page, "Sections (mobile)")).toHaveText("Insights");
  // No sideways scrolling at phone width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the home and marketing pages know a signed-in visitor", async ({ page }) => {
  await page.goto("/about");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
  await header.getByRole("link", { name: /^Fairbill/ }).click();
  await expect(page).toHaveURL(/\/$/);

  const email = await signedUp(page, "nav.visitor");
  for (const path of ["/", "/about", "/pricing", "/terms.html", "/dispute-medical-bill"]) {
    await page.goto(path);
    await expect(header.getByText(email)).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy" })).toBeVisible();
  }
  await header.getByRole("link", { name: "My Bills" }).click();
  await expect(page).toHaveURL(/\/bills$/);
});

test("a free user finds an uploaded insurance card on Insurance and a licence under Documents", async ({
  page,
}) => {
  await signedUp(page, "nav.cards");
  for (const [name, type] of [
    ["member-card.pdf", "insurance_card_front"],
    ["licence.pdf", "drivers_license_front"],
  ]) {
    const res = await page.request.post("/api/pending-documents/upload-user-document", {
      headers: SAME_ORIGIN,
      multipart: {
        document_type: type,
        file: {
          name,
          mimeType: "application/pdf",
          buffer: Buffer.from(`%PDF-1.4\n% ${name}\n${" ".repeat(600)}`),
        },
      },
    });
    expect(res.status()).toBe(200);
  }
  await page.goto("/insurance");
  const cards = page.locator("section", {
    has: page.getByRole("heading", { name: /Insurance cards and documents \(1\)/ }),
  });
  await expect(cards.getByRole("link", { name: "member-card.pdf" })).toBeVisible();
  await expect(cards.getByText("licence.pdf")).toHaveCount(0);
  // The title opens the document where it was found, on the free plan too.
  await cards.getByRole("link", { name: "member-card.pdf" }).click();
  await expect(page).toHaveURL(/\/insurance\?verify=/);
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await page
    .getByRole("navigation", { name: "Sections", exact: true })
    .getByRole("link", { name: "Documents" })
    .click();
  await expect(page.getByRole("link", { name: "licence.pdf" })).toBeVisible();
  await expect(page.getByRole("link", { name: "member-card.pdf" })).toBeVisible();
});

/** A page without JavaScript (no hydration), optionally with the document cut before its end or the 100 ms cap removed. */
async function startScreenPage(browser: Browser, options: { cutDocument: boolean; keepCap: boolean }) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  if (options.cutDocument)
    await page.route(/\/about$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<div id="page-ready"[^>]*><\/div>/, "");
      await route.fulfill({ response, body });
    });
  if (!options.keepCap)
    await page.route(/start-screen-[^/]*\.css$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(/animation:[^;}]*/g, "") });
    });
  return { context, page, screen: page.getByRole("status", { name: "Loading Fairbill" }) };
}

test("the start screen shows only while a page has not arrived, for 100 ms at most, and never on /signin", async ({
  browser,
}) => {
  // A whole page paints at once: the start screen never covers it.
  const whole = await startScreenPage(browser, { cutDocument: false, keepCap: false });
  await whole.page.goto("/about");
  await expect(whole.page.getByRole("heading", { name: "About Fairbill" })).toBeVisible();
  await expect(whole.screen).toBeHidden();
  await whole.context.close();

  // A page still arriving (its end cut off) shows the start screen...
  const arriving = await startScreenPage(browser, { cutDocument: true, keepCap: false });
  await arriving.page.goto("/about");
  await expect(arriving.screen).toBeVisible();
  await expect(arriving.screen).toContainText("Your partner in healthcare spending");
  await arriving.context.close();

  // ...for 100 ms at most.
  const capped = await startScreenPage(browser, { cutDocument: true, keepCap: true });
  await capped.page.goto("/about");
  await expect(capped.screen).toBeHidden({ timeout: 2_000 });
  await capped.context.close();

  const signin = await startScreenPage(browser, { cutDocument: false, keepCap: false });
  await signin.page.goto("/signin");
  await expect(signin.screen).toHaveCount(0);
  await signin.context.close();
});

test("the navigation, the documents pages and the marketing chrome pass axe (no critical or serious issue)", async ({
  page,
}) => {
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const problems = async (path: string) => {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations
      .filter((v) => v.impact === "critical" || v.impact === "serious")
      .map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  };
  const found: string[] = [];
  for (const path of ["/about", "/terms.html"]) found.push(...(await problems(path)));
  await signedUp(page, "nav.axe");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/", "/documents", "/insurance", "/pending-documents"])
      found.push(...(await problems(path)));
  }
  expect(found).toEqual([]);
});

test("a long e-mail address stays inside the Account page at phone width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await signedUp(page, "someone.with.a.rather.long.address.for.billing");
  await page.goto("/account");
  await expect(page.getByTestId("account-email")).toHaveText(email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
