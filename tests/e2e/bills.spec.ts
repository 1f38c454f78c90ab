// Issue 5 acceptance: a premium user adds a bill with three service lines for a dependent, sees the
// Medicare average note, edits it, marks it paid with a recovered amount, answers the feedback
// prompt, filters the vault by patient and dates and deletes the bill; a free user hits the upload
// limit and is sent to pricing; an unverified user is refused with the spec's text.
import { type Page } from "@playwright/test";
import {
  expect,
  registerByApi,
  SAME_ORIGIN,
  test,
  uniqueEmail,
  verifiedAccount,
  waitForMail,
} from "./fixtures";

const VERIFY_TEXT =
  "Please verify your email before adding medical bills. Check your email for the verification link.";

async function fillLine(page: Page, line: number, cpt: string, billed: string, units = "1") {
  await page.getByLabel(`CPT Code (line ${line})`).fill(cpt);
  await page.getByLabel(`Units (line ${line})`).fill(units);
  await page.getByLabel(`Billed (line ${line})`).fill(billed);
}

const vaultRow = (page: Page, provider: string) =>
  page.getByRole("table", { name: "Bills" }).getByRole("row").filter({ hasText: provider });

test("a premium user keeps a dependent's bill from entry to resolution", async ({ page }) => {
  test.setTimeout(120_000);
  await verifiedAccount(page, "bills.premium");

  await test.step("activate premium on /debug and add a dependent", async () => {
    await page.goto("/debug");
    await page.getByRole("button", { name: "Activate Premium" }).click();
    await expect(page.getByText(/Premium activated for/)).toBeVisible();
    await page.goto("/account");
    await page.getByRole("button", { name: "+ Add Dependents" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Dependents" });
    await dialog.getByLabel("First name (row 1)").fill("Casey");
    await dialog.getByLabel("Last name (row 1)").fill("Acceptance");
    await dialog.getByLabel("Relationship (row 1)").selectOption("child");
    await dialog.getByRole("button", { name: "Add Dependents" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Casey Acceptance (child)")).toBeVisible();
  });

  await test.step("add a bill with three service lines for the dependent and see the Medicare average", async () => {
    await page.goto("/upload-bill");
    await page
      .getByRole("navigation", { name: "Family members" })
      .getByRole("link", { name: /Casey/ })
      .click();
    await expect(page).toHaveURL(/member=/);
    await page.getByRole("button", { name: "Add a Bill" }).click();
    const form = page.getByRole("form", { name: "Add a Bill" });
    await form.getByLabel("Date of Service *").fill("2026-02-14");
    await form.getByLabel("Provider *").fill("Acceptance Pediatrics");
    await form.getByLabel("Bill Number *").fill("ACC-300");
    await expect(form.getByLabel("Patient *")).toHaveValue(/.+/);
    await expect(form.getByLabel("Patient *").locator("option:checked")).toHaveText(
      "Casey Acceptance (child)",
    );
    await fillLine(page, 1, "99213", "250");
    await form.getByRole("button", { name: "+ Add Service Line" }).click();
    await fillLine(page, 2, "80053", "120.50");
    await form.getByRole("button", { name: "+ Add Service Line" }).click();
    await fillLine(page, 3, "36415", "30", "2");
    await expect(form.getByRole("button", { name: "Remove line 3" })).toBeVisible();
    await form.getByRole("button", { name: "Save Bill" }).click();
    await expect(form).toBeHidden();
    const row = page
      .getByRole("table", { name: "Your bills" })
      .getByRole("row")
      .filter({ hasText: "Acceptance Pediatrics" });
    await expect(row).toContainText("ACC-300");
    // Bill totals in whole dollars, as in the vault (001 §9); the service lines keep the cents.
    await expect(row).toContainText("$401");
    await expect(row).toContainText("Casey");
    await expect(row.getByTestId("medicare-note")).toHaveText(/^Medicare average: \$\d[\d,]*$/);
    await expect(page.getByRole("table", { name: "Service lines" }).getByTestId("service-line")).toHaveCount(
      3,
    );
  });

  await test.step("get help: smart-help opens the chat, phone script and 30-day letter", async () => {
    const panel = page.getByRole("region", { name: "Selected bill" });
    await panel.getByRole("tab", { name: "Get Help" }).click();
    await expect(panel.getByTestId("comparison-box")).toContainText("$400.50");
    await panel.getByRole("button", { name: "Am I being overcharged?" }).click();
    // The chat opens with the written answer, then answers the same question from this bill.
    const chat = page.getByRole("dialog", { name: "Ask Fairbill" });
    await expect(chat.getByTestId("chat-question")).toHaveText(/Am I being overcharged\?$/);
    await expect(chat.getByTestId("chat-answer")).toContainText("it used none of your questions");
    await chat.getByRole("button", { name: "Ask about this bill's numbers" }).click();
    await expect(chat.getByTestId("chat-answer")).toHaveCount(2);
    await expect(chat.getByTestId("chat-answer").nth(1)).toContainText("$400.50");
    await page.keyboard.press("Escape");
    await expect(chat).toBeHidden();
    await panel.getByRole("tab", { name: "Letter Template" }).click();
    await expect(panel.getByRole("tabpanel", { name: "Letter Template" })).toContainText("within 30 days");
    await panel.getByRole("tab", { name: "Service Details" }).click();
  });

  await test.step("edit the bill", async () => {
    const row = page
      .getByRole("table", { name: "Your bills" })
      .getByRole("row")
      .filter({ hasText: "Acceptance Pediatrics" });
    await row.getByRole("button", { name: "Edit", exact: true }).click();
    const editor = page.getByRole("dialog", { name: "Edit Bill" });
    await expect(editor.getByText("Dispute readiness")).toBeVisible();
    await editor.getByRole("combobox", { name: /^Provider/ }).fill("Acceptance Children's Clinic");
    await editor.getByLabel("Bill Number *").fill("ACC-301");
    const zip = editor.getByLabel("Provider ZIP filter");
    await zip.fill("9a4110");
    await expect(zip).toHaveValue("94110");
    const icd = editor.getByRole("combobox", { name: "Search diagnosis codes" });
    const chips = editor.getByTestId("icd-chips");
    for (const code of ["J06", "R50", "E11"]) {
      await icd.fill(code);
      await editor
        .getByRole("option", { name: new RegExp(`^${code}`) })
        .first()
        .click();
    }
    await expect(chips).toContainText("+1 more");
    await icd.fill("J06");
    await editor.getByRole("option", { name: /^J06/ }).first().click();
    await expect(chips).toContainText("+1 more");
    await icd.fill("zzzz not a code");
    await icd.press("Enter");
    await expect(editor.getByText("Please select a diagnosis code from the dropdown.")).toBeVisible();
    await icd.fill("");
    await icd.press("Backspace");
    await expect(chips).not.toContainText("more");
    await expect(chips.getByRole("button", { name: /^Remove / })).toHaveCount(2);
    await editor.getByRole("button", { name: "Save Changes" }).click();
    await expect(editor).toBeHidden();
    await expect(
      page
        .getByRole("table", { name: "Your bills" })
        .getByRole("row")
        .filter({ hasText: "Acceptance Children's Clinic" }),
    ).toContainText("ACC-301");
    await page.goto("/account");
    await expect(page.getByLabel("ZIP Code")).toHaveValue("94110");
  });

  await test.step("mark it paid with a recovered amount and answer the feedback prompt", async () => {
    await page.goto("/bills");
    const row = vaultRow(page, "Acceptance Children's Clinic");
    await row.getByRole("combobox", { name: /Status of bill/ }).selectOption("paid");
    const paid = page.getByRole("dialog", { name: "Mark as Paid" });
    await expect(paid.getByText("Enter numbers only. Leave blank or enter 0 if no recovery.")).toBeVisible();
    await paid.getByLabel("Amount recovered or saved ($)").fill("abc");
    await expect(paid.getByLabel("Amount recovered or saved ($)")).toHaveValue("");
    await paid.getByLabel("Amount recovered or saved ($)").fill("125.50");
    await paid.getByLabel("Note (optional)").fill("Coding error corrected");
    await paid.getByRole("button", { name: "Save" }).click();
    const feedback = page.getByRole("dialog", { name: "How did we do?" });
    await expect(feedback).toBeVisible();
    await feedback.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(feedback.getByText("Please select a star rating.")).toBeVisible();
    await feedback.getByRole("radio", { name: /^4 stars/ }).click();
    await expect(feedback.getByTestId("rating-label")).toHaveText("Great");
    await feedback.getByLabel("Comment (optional)").fill("Saved us real money");
    await feedback.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(feedback.getByText("Thank you for your feedback!")).toBeVisible();
    await expect(feedback).toBeHidden({ timeout: 5_000 });
    await expect(row).toContainText("Recovered $126");
    await expect(row.getByRole("combobox", { name: /Status of bill/ })).toHaveValue("paid");
    await expect(page.locator('[data-stat="Total Recovered"]')).toContainText("$126");
  });

  await test.step("filter the vault by patient and dates", async () => {
    const filters = page.getByRole("search", { name: "Filter bills" });
    const patient = filters.getByLabel("Patient");
    await patient.selectOption("Casey Acceptance (child)");
    await expect(page).toHaveURL(/patient=Casey/);
    await expect(vaultRow(page, "Acceptance Children's Clinic")).toBeVisible();
    await patient.selectOption("Me (Subscriber)");
    await expect(page.getByText("No bills found")).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(vaultRow(page, "Acceptance Children's Clinic")).toBeVisible();
    await filters.getByLabel("From Date").fill("2026-02-15");
    await expect(page).toHaveURL(/from=2026-02-15/);
    await expect(page.getByText("No bills found")).toBeVisible();
    // Two dates typed one after the other are one search, not one per field that cancel each other.
    const searches: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("from=2026-02-14")) searches.push(request.url());
    });
    await filters.getByLabel("From Date").fill("2026-02-14");
    await filters.getByLabel("To Date").fill("2026-02-14");
    await expect(page).toHaveURL(/to=2026-02-14/);
    expect(searches.filter((url) => !url.includes("to=2026-02-14"))).toEqual([]);
    await expect(vaultRow(page, "Acceptance Children's Clinic")).toBeVisible();
  });

  await test.step("open the detail panel, then delete the bill", async () => {
    const row = vaultRow(page, "Acceptance Children's Clinic");
    await row.getByRole("cell", { name: "Acceptance Children's Clinic" }).click();
    await expect(page.getByRole("complementary", { name: "Bill details" })).toContainText(
      "Coding error corrected",
    );
    await row.getByRole("button", { name: /Delete bill/ }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Bill" });
    await expect(confirm).toContainText(
      "Are you sure you want to delete this bill? This action cannot be undone.",
    );
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Bill deleted successfully")).toBeVisible();
    await expect(page.getByText("No bills found")).toBeVisible();
  });
});

test("a free user at the upload limit is sent to pricing", async ({ page, context }) => {
  await verifiedAccount(page, "bills.free");
  for (let i = 1; i <= 3; i++) {
    const res = await page.request.post("/api/medical-bills", {
      headers: SAME_ORIGIN,
      data: {
        date: "2026-01-0" + i,
        provider: `Free Clinic ${i}`,
        line_items: [{ cpt_code: "99213", billed_amount: 100 }],
      },
    });
    expect(res.status()).toBe(200);
  }
  await page.goto("/upload-bill");
  await expect(page.getByTestId("upload-quota")).toHaveText("Upload limit reached (3/3)");
  const [pricing] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("link", { name: "Add a Bill" }).click(),
  ]);
  await pricing.waitForLoadState();
  expect(new URL(pricing.url()).pathname).toBe("/pricing");
  await pricing.close();
});

test("an unverified user is refused with the spec's text and can resend the verification e-mail", async ({
  page,
}) => {
  const email = uniqueEmail("bills.unverified");
  await registerByApi(page.request, email);
  await page.goto("/upload-bill");
  await page.getByRole("button", { name: "Add a Bill" }).click();
  const form = page.getByRole("form", { name: "Add a Bill" });
  await form.getByRole("button", { name: "Save Bill" }).click();
  await expect(
    form.getByText("Please add at least one service line with CPT code and billed amount."),
  ).toBeHidden();
  await expect(form.getByText("Service date is required")).toBeVisible();
  await form.getByLabel("Date of Service *").fill("2026-01-20");
  await form.getByLabel("Provider *").fill("Unverified Clinic");
  await form.getByLabel("Bill Number *").fill("U-1");
  await form.getByRole("button", { name: "Save Bill" }).click();
  await expect(
    form.getByText("Please add at least one service line with CPT code and billed amount."),
  ).toBeVisible();
  await fillLine(page, 1, "99213", "80");
  await form.getByRole("button", { name: "Save Bill" }).click();
  await expect(form.getByText(VERIFY_TEXT)).toBeVisible();
  const started = Date.now();
  await form.getByRole("button", { name: "Resend verification email" }).click();
  await expect(page.getByText("Verification email sent. Please check your inbox.")).toBeVisible();
  await waitForMail(page.request, email, /verify your fairbill email/i, { after: started });
  await expect(page.getByText("Verification email sent. Please check your inbox.")).toBeHidden({
    timeout: 7_000,
  });
  await expect(page.getByText("No bills found")).toBeVisible();
});

test("a dropped connection while saving a bill says so and keeps the form", async ({
  page,
  consoleErrors,
}) => {
  // The spec drops the connection on purpose.
  consoleErrors.allow(/net::ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED)/);
  await verifiedAccount(page, "bills.offline");
  await page.goto("/upload-bill");
  await page.getByRole("button", { name: "Add a Bill" }).click();
  const form = page.getByRole("form", { name: "Add a Bill" });
  await form.getByLabel("Date of Service *").fill("2026-03-02");
  await form.getByLabel("Provider *").fill("Offline Clinic");
  await form.getByLabel("Bill Number *").fill("OFF-1");
  await fillLine(page, 1, "99213", "95");
  // The action request never reaches the server.
  await page.route("**/upload-bill.data**", (route) => route.abort("internetdisconnected"));
  await form.getByRole("button", { name: "Save Bill" }).click();
  await expect(form.getByText("Network error. Please check your connection and try again.")).toBeVisible();
  await expect(form.getByLabel("Provider *")).toHaveValue("Offline Clinic");
  await page.unroute("**/upload-bill.data**");
  await form.getByRole("button", { name: "Save Bill" }).click();
  await expect(form).toBeHidden();
  await expect(
    page.getByRole("table", { name: "Your bills" }).getByRole("row").filter({ hasText: "Offline Clinic" }),
  ).toContainText("OFF-1");
});
