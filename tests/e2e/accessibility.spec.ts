// Issue 12, keyboard, focus and accessibility: axe-core finds nothing critical or serious on every
// main page and every dialog (desktop width); every dialog takes focus, keeps Tab inside, gives
// focus back to its trigger and has a visible close button; Escape in a suggestion list closes only
// the list, and closing the bill editor with unsaved changes asks first; every control shows a
// focus outline.
import { type Page } from "@playwright/test";
import {
  expectDialogKeyboardContract,
  expectFocusOutlineOnEveryControl,
  expectNoSeriousAxeViolations,
  openWithKeyboard,
} from "./a11y-checks";
import { expect, SAME_ORIGIN, test, verifiedAccount } from "./fixtures";

const PUBLIC_PAGES = ["/", "/pricing", "/about", "/how-it-works", "/privacy.html", "/terms.html", "/signin"];
const SIGNED_IN_PAGES = [
  "/bills",
  "/upload-bill",
  "/family",
  "/insurance",
  "/insights",
  "/account",
  "/pending-documents",
  "/subscription",
];

async function addBill(page: Page, provider: string) {
  const res = await page.request.post("/api/medical-bills", {
    headers: SAME_ORIGIN,
    data: {
      date: "2026-03-09",
      provider,
      claim_number: "KB-100",
      line_items: [{ cpt_code: "99213", units: 1, billed_amount: 240 }],
    },
  });
  expect(res.status(), "the bill is created").toBe(200);
  return ((await res.json()) as { id: string }).id;
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

const explainerRow = (page: Page, provider: string) =>
  page.getByRole("table", { name: "Your bills" }).getByRole("row").filter({ hasText: provider });

test.describe.configure({ timeout: 180_000 });

test("the public pages have no critical or serious axe-core violations and show a focus outline", async ({
  page,
}) => {
  for (const path of PUBLIC_PAGES) {
    await visit(page, path);
    await expectNoSeriousAxeViolations(page, path);
  }
  await visit(page, "/signin");
  await expectFocusOutlineOnEveryControl(page, "/signin");
});

test("a free user's bill editor: Escape closes only the suggestion list, unsaved changes are asked about, the upgrade dialog stacks", async ({
  page,
}) => {
  await verifiedAccount(page, "a11y.free");
  await addBill(page, "Keyboard Free Clinic");
  await visit(page, "/upload-bill");
  const edit = explainerRow(page, "Keyboard Free Clinic").getByRole("button", { name: "Edit", exact: true });
  await openWithKeyboard(edit);
  const editor = page.getByRole("dialog", { name: "Edit Bill", exact: true });
  await expect(editor.getByText("Dispute readiness")).toBeVisible();

  await test.step("the upgrade dialog over the editor keeps the contract and leaves the editor open", async () => {
    const summary = editor.getByRole("button", { name: "Summary (Premium)" });
    await openWithKeyboard(summary);
    await expectDialogKeyboardContract(page, "Upgrade to Premium", summary);
    await expect(editor).toBeVisible();
  });

  await test.step("Escape in the ICD list closes the list and keeps the editor and the new code", async () => {
    const icd = editor.getByRole("combobox", { name: "Search diagnosis codes" });
    await icd.fill("J06");
    await editor.getByRole("option", { name: /^J06/ }).first().click();
    const chips = editor.getByTestId("icd-chips");
    await expect(chips.getByRole("button", { name: /^Remove J06/ })).toBeVisible();
    await icd.fill("R50");
    const list = editor.getByRole("listbox", { name: "Diagnosis code suggestions" });
    await expect(list).toBeVisible();
    await icd.press("Escape");
    await expect(list).toBeHidden();
    await expect(editor).toBeVisible();
    await expect(chips.getByRole("button", { name: /^Remove J06/ })).toBeVisible();
  });

  await test.step("Escape in the provider list closes the list only", async () => {
    const provider = editor.getByRole("combobox", { name: /^Provider/ });
    await provider.fill("Keyboard Free Clinics");
    const list = editor.getByRole("listbox", { name: "Provider suggestions" });
    await expect(list).toBeVisible();
    await provider.press("Escape");
    await expect(list).toBeHidden();
    await expect(editor).toBeVisible();
  });

  await test.step("closing with unsaved changes asks first; Keep Editing keeps them", async () => {
    await page.keyboard.press("Escape");
    const ask = page.getByRole("dialog", { name: "Discard changes?" });
    await expect(ask).toContainText(
      "You have changes that are not saved. If you close now, they will be lost.",
    );
    await ask.getByRole("button", { name: "Keep Editing" }).click();
    await expect(ask).toBeHidden();
    await expect(editor.getByTestId("icd-chips").getByRole("button", { name: /^Remove J06/ })).toBeVisible();
    await editor.getByRole("button", { name: "Close dialog" }).click();
    await ask.getByRole("button", { name: "Discard Changes" }).click();
    await expect(editor).toBeHidden();
    await expect(edit, "focus goes back to the row's Edit button").toBeFocused();
  });

  await test.step("without changes the editor keeps the dialog contract and closes at once", async () => {
    await openWithKeyboard(edit);
    await expect(editor.getByText("Dispute readiness")).toBeVisible();
    await expectDialogKeyboardContract(page, "Edit Bill", edit);
  });
});

test("a premium user's main pages and dialogs have no critical or serious axe-core violations", async ({
  page,
}) => {
  await verifiedAccount(page, "a11y.premium");
  const activated = await page.request.post("/api/subscriptions/activate-premium", { headers: SAME_ORIGIN });
  expect(activated.status(), "premium is activated").toBe(200);
  const billId = await addBill(page, "Keyboard Premium Clinic");
  const member = await page.request.post("/api/family/members", {
    headers: SAME_ORIGIN,
    data: { first_name: "Robin", last_name: "Keyboard", relationship: "child" },
  });
  expect(member.status(), "the family member is added").toBeLessThan(300);

  for (const path of [...SIGNED_IN_PAGES, `/bills/${billId}`]) {
    await visit(page, path);
    await expectNoSeriousAxeViolations(page, path === `/bills/${billId}` ? "/bills/{id}" : path);
  }

  await test.step("the personal-statement dialog over the bill editor", async () => {
    await visit(page, `/bills/${billId}`);
    const editor = page.getByRole("dialog", { name: "Edit Bill", exact: true });
    await editor.getByLabel("Personal Note").fill("The visit was billed twice.");
    const generate = editor
      .getByRole("region", { name: "Dispute letter", exact: true })
      .getByRole("button", { name: "Generate Dispute Letter", exact: true });
    await openWithKeyboard(generate);
    await expect(
      page.getByRole("dialog", { name: "Personal Statement" }).getByLabel("Your statement"),
    ).toBeFocused();
    await expectDialogKeyboardContract(page, "Personal Statement", generate);
    await expect(editor).toBeVisible();
  });

  await test.step("Smart Capture", async () => {
    await visit(page, "/bills");
    const trigger = page.getByRole("link", { name: "Smart Capture", exact: true });
    await openWithKeyboard(trigger);
    await expectDialogKeyboardContract(page, "Smart Capture", trigger);
  });

  await test.step("Add Dependents and Delete Account", async () => {
    await visit(page, "/account");
    const add = page.getByRole("button", { name: "+ Add Dependents" });
    await openWithKeyboard(add);
    const dependents = page.getByRole("dialog", { name: "Add Dependents" });
    await dependents.getByLabel("First name (row 1)").fill("Sam");
    await page.keyboard.press("Escape");
    const ask = page.getByRole("dialog", { name: "Discard changes?" });
    await ask.getByRole("button", { name: "Discard Changes" }).click();
    await expect(dependents).toBeHidden();
    await expect(add).toBeFocused();
    await openWithKeyboard(add);
    await expectDialogKeyboardContract(page, "Add Dependents", add);
    const remove = page.getByRole("button", { name: "Delete Account" });
    await openWithKeyboard(remove);
    await expectDialogKeyboardContract(page, "Delete Account", remove);
  });

  await test.step("the help chat", async () => {
    await visit(page, "/upload-bill");
    const panel = page.getByRole("region", { name: "Selected bill" });
    await panel.getByRole("tab", { name: "Get Help" }).click();
    const question = panel.getByRole("button", { name: "Am I being overcharged?" });
    await openWithKeyboard(question);
    // The chat is a panel beside the page, not a modal: focus goes to its question box, Escape
    // closes it and focus comes back to the smart-help button.
    const chat = page.getByRole("dialog", { name: "Ask Fairbill" });
    await expect(chat.getByRole("textbox", { name: "Your question" })).toBeFocused();
    await expect(chat.getByTestId("chat-answer")).toHaveCount(1);
    await expectNoSeriousAxeViolations(page, "the chat", "#fairbill-chat");
    await page.keyboard.press("Escape");
    await expect(chat).toBeHidden();
    await expect(question).toBeFocused();
  });

  await test.step("the feedback prompt after a bill is paid", async () => {
    await visit(page, "/bills");
    const status = page
      .getByRole("table", { name: "Bills" })
      .getByRole("row")
      .filter({ hasText: "Keyboard Premium Clinic" })
      .getByRole("combobox", { name: /Status of bill/ });
    // As a person does: focus the select, then choose (selectOption alone does not move focus).
    await status.focus();
    await status.selectOption("paid");
    const paid = page.getByRole("dialog", { name: "Mark as Paid" });
    await expectNoSeriousAxeViolations(
      page,
      'the "Mark as Paid" dialog',
      'dialog[aria-label="Mark as Paid"]',
    );
    await paid.getByLabel("Amount recovered or saved ($)").fill("40");
    await paid.getByRole("button", { name: "Save" }).click();
    await expect(paid).toBeHidden();
    const feedback = page.getByRole("dialog", { name: "How did we do?" });
    await expect(feedback).toBeVisible();
    await expectDialogKeyboardContract(page, "How did we do?", status);
  });

  await test.step("every control on the vault shows a focus outline", async () => {
    await visit(page, "/bills");
    await expectFocusOutlineOnEveryControl(page, "/bills", 30);
  });
});
