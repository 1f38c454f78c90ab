// /insights in a browser (issue 16): a free member sees spending by month and the premium sections
// locked behind the upgrade modal; a premium member sees every chart, with JavaScript off too.
import type { Page } from "@playwright/test";
import { expect, SAME_ORIGIN, test, verifiedAccount } from "./fixtures";

async function addBill(page: Page, date: string, provider: string, billed: number, paid?: number) {
  const res = await page.request.post("/api/medical-bills", {
    headers: SAME_ORIGIN,
    data: {
      date,
      provider,
      claim_number: `CLM-${date}`,
      dependent_id: "self",
      line_items: [
        { cpt_code: "99213", units: 1, billed_amount: billed, allowed_amount: paid, paid_amount: paid },
      ],
      diagnosis_codes: [],
    },
  });
  expect(res.status()).toBe(200);
}

const CHART_TITLES = [
  "Spending by month",
  "Spending by family member",
  "Spending by provider",
  "Billed vs Medicare vs paid",
  "Savings found vs recovered",
];

test("a free member sees spending by month and the premium charts locked behind the upgrade modal", async ({
  page,
}) => {
  await verifiedAccount(page, "insights.free");
  await addBill(page, "2026-02-03", "Harbor Clinic", 180, 90);
  await page.goto("/insights");
  await expect(page.getByRole("img", { name: "Spending by month" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Spending by provider" })).toHaveCount(0);
  const locked = page.locator('[data-locked="true"]').filter({ hasText: "Spending by provider" });
  await locked.getByRole("button", { name: "Upgrade to Premium" }).click();
  const modal = page.getByRole("dialog", { name: "Upgrade to Premium", exact: true });
  await expect(modal).toContainText("See which providers bill you the most.");
});

test("a premium member sees every chart, and reads them with JavaScript off", async ({ page, browser }) => {
  await verifiedAccount(page, "insights.premium");
  await page.goto("/debug");
  await page.getByRole("button", { name: "Activate Premium" }).click();
  await expect(page.getByText(/Premium activated for/)).toBeVisible();
  await addBill(page, "2026-01-12", "Bayview Clinic", 250, 90);
  await addBill(page, "2026-03-02", "Sunset Imaging", 400, 150);

  await page.goto("/insights");
  for (const title of CHART_TITLES) await expect(page.getByRole("img", { name: title })).toBeVisible();
  await expect(page.locator('[data-locked="true"]')).toHaveCount(0);

  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto("/insights");
  for (const title of CHART_TITLES) await expect(plain.getByRole("img", { name: title })).toBeVisible();
  const months = plain.locator('[data-chart="spending-by-month"] [data-bar]');
  await expect(months).toHaveCount(6);
  await expect(plain.locator('[data-chart-table="spending-by-provider"] tfoot')).toContainText("$650");
  await noScript.close();
});
