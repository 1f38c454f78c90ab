// Issue 14 acceptance (UI): a premium member's bill with findings — the readiness tracker completes
// as the personal note is typed, Generate opens the personal-statement dialog with that note, the
// letter opens in a new tab as a PDF, the bill is Disputed and the letter is listed with a deadline;
// then Mark as mailed, and the Explainer's Letter Template leads back to it. A free user sees '2 AI Credits Required', generates one watermarked letter,
// then meets 'Premium Feature Required' and the upgrade modal. Needs the whole stack: the Worker,
// the dispute workflow and the letter renderer.
import { type Page } from "@playwright/test";
import { expect, SAME_ORIGIN, test, verifiedAccount } from "./fixtures";

const NOTE = "I was charged twice for the same office visit on March 9.";

/** 99213 twice on one day at $900 each: a duplicate, and far above what Medicare pays. */
async function billWithFindings(page: Page, provider: string) {
  const res = await page.request.post("/api/medical-bills", {
    headers: SAME_ORIGIN,
    data: {
      date: "2026-03-09",
      provider,
      claim_number: "DUP-14",
      line_items: [
        { cpt_code: "99213", units: 1, billed_amount: 900 },
        { cpt_code: "99213", units: 1, billed_amount: 900 },
      ],
    },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

async function openEditor(page: Page, billId: string) {
  await page.goto(`/bills/${billId}`);
  const editor = page.getByRole("dialog", { name: "Edit Bill", exact: true });
  await expect(editor).toBeVisible();
  return editor;
}

const isPdf = (contentType: string | undefined) => (contentType ?? "").startsWith("application/pdf");

/** Generate → the personal-statement dialog → Generate Letter; answers the PDF's response in the new tab. */
async function generateFromDialog(page: Page, statement: string, expectedNote: string) {
  const section = page.getByRole("region", { name: "Dispute letter", exact: true });
  await section.getByRole("button", { name: "Generate Dispute Letter", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Personal Statement", exact: true });
  const text = dialog.getByLabel("Your statement");
  await expect(text).toHaveValue(expectedNote);
  await expect(dialog.getByLabel("The savings opportunities the analysis found")).toBeChecked();
  await expect(dialog.getByLabel("Attach the EOB")).toBeDisabled();
  await text.fill(statement);
  const pdf = page.context().waitForEvent("response", {
    predicate: (r) => isPdf(r.headers()["content-type"]),
    timeout: 30_000,
  });
  const popup = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Generate Letter" }).click();
  const tab = await popup;
  const response = await pdf;
  expect(response.frame().page()).toBe(tab);
  expect(response.status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(section.getByText(/^Your letter is ready: .+\.pdf\./)).toBeVisible({ timeout: 15_000 });
  return section;
}

test("a premium member generates a letter from a bill with findings, opens it and marks it mailed", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await verifiedAccount(page, "letter.premium");
  const activated = await page.request.post("/api/subscriptions/activate-premium", { headers: SAME_ORIGIN });
  expect(activated.status()).toBe(200);
  const billId = await billWithFindings(page, "Letter Care Clinic");
  const editor = await openEditor(page, billId);
  const section = editor.getByRole("region", { name: "Dispute letter", exact: true });
  const generate = section.getByRole("button", { name: "Generate Dispute Letter", exact: true });
  const note = editor.getByLabel("Personal Note");
  const noteStep = editor.locator('[data-step="personal_note"]');

  await test.step("the tracker and Generate follow the personal note as it is typed", async () => {
    await expect(section).not.toContainText("2 AI Credits Required");
    await expect(noteStep).toHaveAttribute("data-complete", "false");
    await expect(editor.getByText("Dispute readiness · 3 of 5")).toBeVisible();
    await expect(generate).toBeDisabled();
    await expect(section).toContainText("Complete these steps before generating a letter: Personal Note.");
    await note.pressSequentially("I was charged twice");
    await expect(noteStep).toHaveAttribute("data-complete", "true");
    await expect(editor.getByText("Dispute readiness · 4 of 5")).toBeVisible();
    await expect(generate).toBeEnabled();
    await note.fill("   ");
    await expect(noteStep).toHaveAttribute("data-complete", "false");
    await expect(generate).toBeDisabled();
    await note.fill(NOTE);
    await expect(generate).toBeEnabled();
    // Every step reads the form: a provider cleared is a step undone, before any save.
    const provider = editor.getByRole("combobox", { name: "Provider *" });
    await provider.fill("");
    await expect(editor.locator('[data-step="provider"]')).toHaveAttribute("data-complete", "false");
    await expect(section).toContainText("Complete these steps before generating a letter: Provider.");
    await expect(generate).toBeDisabled();
    await provider.fill("Letter Care Clinic");
    await expect(editor.locator('[data-step="provider"]')).toHaveAttribute("data-complete", "true");
    await expect(generate).toBeEnabled();
  });

  await test.step("another unsaved edit waits for Save Changes", async () => {
    const number = editor.getByLabel("Bill Number *");
    await number.fill("DUP-15");
    await expect(generate).toBeDisabled();
    await expect(section).toContainText(
      "Save your changes first: the letter is written from the saved bill.",
    );
    await number.fill("DUP-14");
    await expect(generate).toBeEnabled();
  });

  await test.step("Generate → personal statement → the PDF opens in a new tab; the bill is Disputed", async () => {
    await generateFromDialog(page, `${NOTE} Please correct the bill.`, NOTE);
    await expect(editor.getByRole("combobox", { name: "Status", exact: true })).toHaveValue("disputed");
    await expect(editor.getByRole("region", { name: "Documents" })).toContainText("Dispute Letter");
    // The statement the letter saved is the editor's note now: nothing is left unsaved.
    await expect(editor.getByLabel("Personal Note")).toHaveValue(`${NOTE} Please correct the bill.`);
  });

  await test.step("the letter is listed with its date, status and a deadline", async () => {
    const letters = editor.getByRole("region", { name: "Letters", exact: true });
    await expect(letters.getByRole("link", { name: /^Open/ })).toBeVisible();
    // The workflow writes the deadlines just after filing; the list shows them on the next read.
    await expect(async () => {
      await page.reload();
      const deadline = page.getByRole("list", { name: "Deadlines" }).getByRole("listitem").first();
      await expect(deadline).toContainText(/Due [A-Z][a-z]{2} \d{1,2}, \d{4}/, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const listed = page.getByRole("region", { name: "Letters", exact: true });
    await expect(listed).toContainText("Ready to mail");
    await expect(listed.getByRole("list", { name: "Deadlines" }).getByRole("link").first()).toHaveAttribute(
      "href",
      /^https:\/\//,
    );
  });

  await test.step("Mark as mailed (today) moves the letter to Mailed", async () => {
    const listed = page.getByRole("region", { name: "Letters", exact: true });
    await listed.getByRole("button", { name: "Mark as mailed" }).click();
    const mailed = page.getByRole("dialog", { name: "Mark as Mailed", exact: true });
    await expect(mailed.getByLabel("Date mailed")).not.toHaveValue("");
    await expect(mailed.getByLabel("Date mailed")).toBeFocused();
    await mailed.getByRole("button", { name: "Save" }).click();
    await expect(mailed).toBeHidden();
    await expect(listed).toContainText(/Mailed [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(listed.getByRole("button", { name: "Response received", exact: true })).toBeVisible();
  });

  await test.step("the Explainer's Letter Template links to the generator for the selected bill", async () => {
    await page.goto("/upload-bill");
    const panel = page.getByRole("region", { name: "Selected bill" });
    await panel.getByRole("tab", { name: "Get Help" }).click();
    await panel.getByRole("tab", { name: "Letter Template" }).click();
    await panel.getByRole("link", { name: "Generate a dispute letter" }).click();
    await expect(page).toHaveURL(new RegExp(`/bills/${billId}#dispute-letter$`));
    const again = page.getByRole("region", { name: "Dispute letter", exact: true });
    await expect(again).toBeInViewport();
    await expect(again.getByRole("button", { name: "Generate Dispute Letter", exact: true })).toBeEnabled();
  });
});

test("a free user gets the month's watermarked letter, then 'Premium Feature Required' and the upgrade modal", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await verifiedAccount(page, "letter.free");
  const billId = await billWithFindings(page, "Free Letter Clinic");
  const editor = await openEditor(page, billId);
  const section = editor.getByRole("region", { name: "Dispute letter", exact: true });

  await test.step("'2 AI Credits Required' while the month's letter is available", async () => {
    await expect(section).toContainText("2 AI Credits Required");
    await editor.getByLabel("Personal Note").fill(NOTE);
  });

  await test.step("the month's letter opens as a PDF and is listed as watermarked", async () => {
    await generateFromDialog(page, NOTE, NOTE);
    await expect(editor.getByRole("region", { name: "Letters", exact: true })).toContainText(
      "Free letter (watermarked)",
    );
  });

  await test.step("then 'Premium Feature Required', and the button opens the upgrade modal", async () => {
    await expect(section).toContainText("Premium Feature Required");
    await expect(section).toContainText(
      "Dispute letter generation requires a premium subscription. Please upgrade to access this feature.",
    );
    await expect(section).not.toContainText("2 AI Credits Required");
    await section.getByRole("button", { name: "Generate Dispute Letter (Premium)" }).click();
    const upgrade = page.getByRole("dialog", { name: "Upgrade to Premium" });
    await expect(upgrade).toBeVisible();
    await expect(upgrade).toContainText("Dispute letter generation requires a premium subscription.");
    await expect(page.getByRole("dialog", { name: "Personal Statement" })).toHaveCount(0);
  });
});
