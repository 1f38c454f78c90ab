// The one upgrade modal (000 §2 Pricing/upgrade modal, 001 §6): Account's 'Upgrade' and
// '+ Add Dependents (Premium)', 'Summary (Premium)' and 'Upgrade for more patients' open it; it
// shows the plan table's limits and a monthly / annual choice ("2 months free"), works from the
// keyboard, and its button posts plan=monthly|annual to /subscribe, where checkout starts.
import { type Page } from "@playwright/test";
import { PREMIUM_PRICES } from "../../core/format/plan-prices";
import { PLANS } from "../../core/plans";
import { expectDialogKeyboardContract, openWithKeyboard } from "./a11y-checks";
import { expect, SAME_ORIGIN, test, verifiedAccount } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

const modal = (page: Page) => page.getByRole("dialog", { name: "Upgrade to Premium", exact: true });

/** The modal shows both plans from the table and the billing choice, monthly first. */
async function expectPlansAndChoice(page: Page) {
  const dialog = modal(page);
  await expect(dialog).toBeVisible();
  const free = dialog.getByRole("region", { name: "Free plan" });
  const premium = dialog.getByRole("region", { name: "Premium plan" });
  for (const line of PLANS.free.highlights) await expect(free).toContainText(line);
  for (const line of PLANS.premium.highlights) await expect(premium).toContainText(line);
  await expect(free).toContainText("100MB storage");
  await expect(premium).toContainText("5GB storage");
  const monthly = dialog.getByRole("radio", { name: /Monthly/ });
  const annual = dialog.getByRole("radio", { name: /Annual/ });
  await expect(monthly).toBeChecked();
  await expect(dialog.getByText("2 months free")).toBeVisible();
  await expect(
    dialog.getByRole("button", { name: `Upgrade to Premium – ${PREMIUM_PRICES.monthly}/month` }),
  ).toBeVisible();
  return { monthly, annual };
}

/** The POST the modal's button sends to /subscribe, with its form body. */
function subscribePost(page: Page) {
  return page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname.startsWith("/subscribe"),
  );
}

test("Account's Upgrade opens the modal; arrow keys choose annual and Enter posts plan=annual to /subscribe", async ({
  page,
}) => {
  await verifiedAccount(page, "upgrade.account");
  await page.goto("/account");
  const upgrade = page.getByRole("button", { name: "Upgrade", exact: true });
  await openWithKeyboard(upgrade);
  const { monthly, annual } = await expectPlansAndChoice(page);
  await expectDialogKeyboardContract(page, "Upgrade to Premium", upgrade);

  await openWithKeyboard(upgrade);
  await expectPlansAndChoice(page);
  await monthly.focus();
  await page.keyboard.press("ArrowDown");
  await expect(annual).toBeChecked();
  const button = modal(page).getByRole("button", {
    name: `Upgrade to Premium – ${PREMIUM_PRICES.annual}/year`,
  });
  await expect(button).toBeVisible();
  const posted = subscribePost(page);
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  expect((await posted).postData()).toContain("plan=annual");
});

test("'+ Add Dependents (Premium)' opens the modal and its button posts plan=monthly", async ({ page }) => {
  await verifiedAccount(page, "upgrade.dependents");
  await page.goto("/account");
  const add = page.getByRole("button", { name: "+ Add Dependents (Premium)" });
  await add.click();
  await expect(modal(page)).toContainText("Adding family members is a Premium feature.");
  await expectPlansAndChoice(page);
  const posted = subscribePost(page);
  await modal(page)
    .getByRole("button", { name: /^Upgrade to Premium – / })
    .click();
  expect((await posted).postData()).toContain("plan=monthly");
});

test("'Summary (Premium)' and 'Upgrade for more patients' open the same modal", async ({ page }) => {
  await verifiedAccount(page, "upgrade.summary");
  const created = await page.request.post("/api/medical-bills", {
    headers: SAME_ORIGIN,
    data: {
      date: "2026-03-09",
      provider: "Upgrade Modal Clinic",
      claim_number: "UM-1",
      line_items: [{ cpt_code: "99213", units: 1, billed_amount: 240 }],
    },
  });
  expect(created.status()).toBe(200);
  const billId = ((await created.json()) as { id: string }).id;

  await page.goto(`/bills/${billId}`);
  const editor = page.getByRole("dialog", { name: "Edit Bill" });
  const summary = editor.getByRole("button", { name: "Summary (Premium)" });
  await openWithKeyboard(summary);
  await expectPlansAndChoice(page);
  await page.keyboard.press("Escape");
  await expect(modal(page)).toBeHidden();
  await expect(summary).toBeFocused();
  await editor.getByRole("button", { name: "Close dialog" }).click();
  await expect(editor).toBeHidden();

  await page.goto("/bills");
  const patient = page.getByRole("combobox", { name: "Patient" });
  await patient.selectOption({ label: "Upgrade for more patients" });
  await expect(modal(page)).toContainText("Filtering bills by more than one patient is a Premium feature.");
  await expectPlansAndChoice(page);
  await modal(page).getByRole("button", { name: "Close dialog" }).click();
  await expect(modal(page)).toBeHidden();
  // The filter keeps what it had and the page did not leave the vault.
  await expect(patient).toHaveValue("");
  await expect(page).toHaveURL(/\/bills$/);
});

test("the locked insights and pending e-mailed documents open the modal too", async ({ page }) => {
  await verifiedAccount(page, "upgrade.locks");
  for (const [path, words] of [
    ["/insights", "See what each person in your family was billed."],
    ["/pending-documents", "Upgrade to Premium to see and classify the documents you email"],
  ] as const) {
    await page.goto(path);
    const locked = page.locator('[data-locked="true"]').first();
    const open = locked.getByRole("button", { name: "Upgrade to Premium" });
    await openWithKeyboard(open);
    await expect(modal(page)).toContainText(words);
    await expectPlansAndChoice(page);
    await page.keyboard.press("Escape");
    await expect(modal(page)).toBeHidden();
    await expect(open).toBeFocused();
  }
});
