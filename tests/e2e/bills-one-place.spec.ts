// Issue 12, one place for bills: a likely duplicate is warned about before it is saved (and saved
// when the user says so); the vault and the Explainer are two views of the same bills that keep the
// selected bill across, say which view you are in, and fit a 390 px phone without sideways scroll.
import { type Page } from "@playwright/test";
import { expect, test, verifiedAccount } from "./fixtures";

const WARNING =
  "You already have a bill from One Place Clinic on 2026-04-09 with bill number OP-7731. Is this a different bill?";

async function addBill(page: Page) {
  await page.getByRole("button", { name: /Add a Bill/ }).click();
  const form = page.getByRole("form", { name: "Add a Bill" });
  await form.getByLabel("Date of Service *").fill("2026-04-09");
  await form.getByLabel("Provider *").fill("One Place Clinic");
  await form.getByLabel("Bill Number *").fill("OP-7731");
  await page.getByLabel("CPT Code (line 1)").fill("99213");
  await page.getByLabel("Units (line 1)").fill("1");
  await page.getByLabel("Billed (line 1)").fill("212.40");
  await form.getByRole("button", { name: "Save Bill" }).click();
  return form;
}

async function noSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("navigation", { name: "Bill views" })).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.page, `${path} fits a ${widths.view}px phone`).toBeLessThanOrEqual(widths.view);
}

test("the vault and the Explainer are one place for the same bills", async ({ page }) => {
  test.setTimeout(120_000);
  await verifiedAccount(page, "bills.oneplace");
  await page.goto("/upload-bill");

  await test.step("the same provider, date and bill number twice is warned about, then saved on purpose", async () => {
    const first = await addBill(page);
    await expect(first).toBeHidden();
    const again = await addBill(page);
    await expect(again.getByText(WARNING)).toBeVisible();
    await expect(page.getByRole("table", { name: "Your bills" }).getByRole("row")).toHaveCount(2);
    await again.getByRole("button", { name: "Yes, save it anyway" }).click();
    await expect(again).toBeHidden();
    await expect(page.getByRole("table", { name: "Your bills" }).getByRole("row")).toHaveCount(3);
  });

  await test.step("a bill selected in the vault is still selected in the Explainer", async () => {
    await page.goto("/bills");
    const views = page.getByRole("navigation", { name: "Bill views" });
    await expect(views.getByRole("link", { name: "Vault" })).toHaveAttribute("aria-current", "page");
    const row = page.getByRole("table", { name: "Bills" }).getByRole("row").nth(2);
    await expect(row).toContainText("OP-7731");
    await expect(row).toContainText("$212");
    await row.click();
    await expect(page).toHaveURL(/[?&]bill=/);
    const billId = new URL(page.url()).searchParams.get("bill")!;
    await expect(page.getByRole("complementary", { name: "Bill details" })).toContainText("Bill OP-7731");

    await views.getByRole("link", { name: "Explainer" }).click();
    await expect(page).toHaveURL(new RegExp(`/upload-bill\\?bill=${billId}`));
    await expect(views.getByRole("link", { name: "Explainer" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator(`tr[data-bill-id="${billId}"]`)).toHaveAttribute("aria-selected", "true");
    // Service lines keep their cents; bill totals are whole dollars.
    await expect(page.getByRole("table", { name: "Service lines" })).toContainText("$212.40");
  });

  await test.step("at 390 px neither view scrolls sideways and the key columns stay visible", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await noSidewaysScroll(page, "/bills");
    const vault = page.getByRole("table", { name: "Bills" });
    await expect(vault.getByRole("columnheader", { name: "Provider" })).toBeVisible();
    await expect(vault.getByRole("columnheader", { name: "Patient Responsibility" })).toBeVisible();
    await noSidewaysScroll(page, "/upload-bill");
    const explainer = page.getByRole("table", { name: "Your bills" });
    await expect(explainer.getByRole("columnheader", { name: "Total Billed" })).toBeVisible();
  });
});
