// Issue 13 acceptance (UI): a free user meets 'Summary (Premium)', takes the upgrade modal's
// monthly plan, pays on the local checkout page, comes back to /account with the success message
// and the top bar's Premium label, then cancels on /subscription (behind a confirmation) and reads
// "Premium until …"; Keep Premium undoes it. Needs the whole stack: the local checkout page and its
// signed webhook, the subscription workflow and its entitlement write.
import { type Page } from "@playwright/test";
import { expectDialogKeyboardContract, expectNoSeriousAxeViolations, openWithKeyboard } from "./a11y-checks";
import { expect, SAME_ORIGIN, test, verifiedAccount } from "./fixtures";

async function addBill(page: Page, provider: string) {
  const res = await page.request.post("/api/medical-bills", {
    headers: SAME_ORIGIN,
    data: {
      date: "2026-03-09",
      provider,
      claim_number: "SUB-1",
      line_items: [{ cpt_code: "99213", units: 1, billed_amount: 250 }],
    },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

const planLabel = (page: Page, label: "Premium" | "Free Plan") =>
  page.getByRole("banner").getByText(label, { exact: true }).filter({ visible: true });

test("a free user upgrades from 'Summary (Premium)', pays, is Premium, then cancels at period end", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await verifiedAccount(page, "subscription.buyer");
  const billId = await addBill(page, "Upgrade Path Clinic");

  await test.step("'Summary (Premium)' opens the upgrade modal; monthly goes to checkout", async () => {
    await page.goto(`/bills/${billId}`);
    await expect(planLabel(page, "Free Plan")).toBeVisible();
    const editor = page.getByRole("dialog", { name: "Edit Bill" });
    await editor.getByRole("button", { name: "Summary (Premium)" }).click();
    const upgrade = page.getByRole("dialog", { name: "Upgrade to Premium" });
    await upgrade.getByRole("radio", { name: /Monthly/ }).check();
    await upgrade.getByRole("button", { name: "Upgrade to Premium – $15/month" }).click();
    await expect(page).toHaveURL(/\/dev\/checkout\/cs_test_local\w+$/);
  });

  await test.step("Pay on the local checkout page returns to /account, Premium", async () => {
    await page.getByRole("button", { name: /^Pay\b/ }).click();
    await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
    await expect(
      page.getByText("Premium subscription activated successfully! Your account has been upgraded."),
    ).toBeVisible({ timeout: 30_000 });
    await expect(planLabel(page, "Premium")).toBeVisible();
  });

  await test.step("/subscription: cancel behind a confirmation, then Premium until the period's end", async () => {
    await page.goto("/subscription");
    await expect(page.getByTestId("plan-label")).toHaveText("Premium");
    await expectNoSeriousAxeViolations(page, "/subscription (Premium)");
    const cancel = page.getByRole("button", { name: "Cancel subscription" });
    await openWithKeyboard(cancel);
    await expectDialogKeyboardContract(page, "Cancel Premium?", cancel);
    await cancel.click();
    const confirm = page.getByRole("dialog", { name: "Cancel Premium?" });
    await expect(confirm).toContainText("There is no partial refund");
    await confirm.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(page.getByTestId("premium-until")).toHaveText(
      /^Premium until [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
    await expect(planLabel(page, "Premium")).toBeVisible();
  });

  await test.step("Keep Premium undoes the cancellation", async () => {
    await page.getByRole("button", { name: "Keep Premium" }).click();
    await expect(page.getByTestId("premium-until")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
  });

  await test.step("Account's Downgrade: a reason, the confirmation, the page reloads after 3 s", async () => {
    await page.goto("/account");
    const downgrade = page.getByRole("button", { name: "Downgrade", exact: true });
    await openWithKeyboard(downgrade);
    await expectDialogKeyboardContract(page, "Confirm Account Downgrade", downgrade);
    await downgrade.click();
    const dialog = page.getByRole("dialog", { name: "Confirm Account Downgrade" });
    const confirm = dialog.getByRole("button", { name: "Confirm Downgrade" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Why are you downgrading?").fill("Our bills are sorted for now");
    const reloaded = page.waitForEvent("load", { timeout: 10_000 });
    await confirm.click();
    await expect(dialog).toContainText("Your account moves to the Free plan on");
    await reloaded;
    await expect(dialog).toBeHidden();
    await page.goto("/subscription");
    await expect(page.getByTestId("premium-until")).toBeVisible();
  });
});
