// Smart Capture as a person meets it (issue 12): the account number read from a bill becomes its
// bill number, an EOB suggests the bill it belongs to and says what its save did, the field being
// edited lights up its words on the preview, line items show their whole values and the preview
// stays in view, and the rules and limits of the manual form hold, with Upgrade where they bite.
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { DOCUMENT_FIXTURES_DIR, ensureDocumentFixtures } from "../../scripts/fixtures/make-documents";
import { BILL_MESSAGES } from "../../core/bills/messages";
import { CAPTURE_MESSAGES } from "../../app/components/smart-capture/messages";
import { DOCUMENT_MESSAGES } from "../../app/services/documents/messages";
import { expect, registerByApi, SAME_ORIGIN, test, uniqueEmail, verifiedAccount } from "./fixtures";

/** A digital PDF is read from its text layer: quick, but behind a cold Temporal worker. */
const READ_TIMEOUT = 90_000;
const field = (modal: Locator, name: string) => modal.locator(`#capture-${name}`);

async function fixtureFile(id: string) {
  const fixture = (await ensureDocumentFixtures()).find((f) => f.id === id);
  expect(fixture, `${id} among tests/fixtures/documents`).toBeTruthy();
  return {
    path: join(DOCUMENT_FIXTURES_DIR, fixture!.file),
    fields: fixture!.fields as Record<string, unknown>,
  };
}

async function openCapture(page: Page, type: string, file: string) {
  await page.goto(`/bills?capture=${type}`);
  const modal = page.getByRole("dialog", { name: "Smart Capture" });
  await expect(modal.getByLabel("Document type")).toHaveValue(type);
  await modal.getByLabel("Document file").setInputFiles(file);
  await expect(modal.getByTestId("capture-progress")).toHaveAttribute("data-status", "extracted", {
    timeout: READ_TIMEOUT,
  });
  return modal;
}

/** Inputs of the line items whose value is wider (or, for a description, taller) than its box. */
async function cutOffInputs(modal: Locator) {
  return modal
    .getByTestId("line-item")
    .locator("input, textarea")
    .evaluateAll((inputs) =>
      (inputs as (HTMLInputElement | HTMLTextAreaElement)[])
        .filter(
          (i) =>
            i.type !== "date" &&
            i.value !== "" &&
            (i.scrollWidth > i.clientWidth + 1 || i.scrollHeight > i.clientHeight + 1),
        )
        .map((i) => `${i.getAttribute("aria-label")}: ${i.value}`),
    );
}

test("a bill's account number becomes its bill number, and its EOB finds it and says it was linked", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const bill = await fixtureFile("bill-01-lakeside");
  const eob = await fixtureFile("eob-01-meridian");
  await verifiedAccount(page, "capture-eob");
  const decoy = await page.request.post("/api/bills", {
    headers: SAME_ORIGIN,
    data: {
      provider_name: "Harbor Lab",
      service_date: "2025-06-11",
      total_billed_amount: 80,
      source: "document_classification",
    },
  });
  expect(decoy.status()).toBeLessThan(300);

  await page.goto("/bills?capture=medical_bill");
  const before = page.getByRole("dialog", { name: "Smart Capture" });
  await expect(before.getByTestId("capture-allowance")).toContainText(
    "3 of 3 documents and 2 of 3 bills left",
  );
  await expect(
    before.getByTestId("capture-allowance").getByRole("link", { name: "Upgrade" }),
  ).toHaveAttribute("href", "/pricing");

  const modal = await openCapture(page, "medical_bill", bill.path);
  await expect(modal.getByTestId("capture-allowance")).toContainText("2 of 3 documents");
  await expect(field(modal, "account_number")).toHaveValue(String(bill.fields.account_number));

  await test.step("the field being edited lights up the words it was read from", async () => {
    const overlay = modal.getByTestId("ocr-overlay");
    await expect(overlay).toHaveAttribute("data-highlighted", "0");
    await field(modal, "account_number").focus();
    await expect(overlay.locator("[data-lit]")).toHaveCount(1);
    await field(modal, "total_charges").focus();
    await expect(overlay.locator("[data-lit]").first()).toBeVisible();
    await field(modal, "total_charges").blur();
    await expect(overlay).toHaveAttribute("data-highlighted", "0");
  });

  await test.step("choosing a CPT suggestion fills the line's description", async () => {
    const description = modal.getByLabel("Description (line 1)");
    await description.fill("");
    const cpt = modal.getByLabel("CPT Code (line 1)");
    await cpt.fill("9921");
    const option = modal
      .getByRole("listbox", { name: "CPT suggestions" })
      .getByRole("option", { name: /^99214\b/ });
    const text = ((await option.locator("span").nth(1).textContent()) ?? "").trim();
    expect(text).not.toBe("");
    await option.click();
    await expect(cpt).toHaveValue("99214");
    await expect(description).toHaveValue(text);
  });

  await test.step("line items show whole values, and the preview stays in view while the form scrolls", async () => {
    expect(await cutOffInputs(modal)).toEqual([]);
    await modal.getByRole("button", { name: "Save" }).scrollIntoViewIfNeeded();
    const pane = await modal.getByTestId("capture-document-pane").boundingBox();
    expect(pane!.y).toBeGreaterThanOrEqual(-1);
    expect(pane!.y).toBeLessThan(720 / 2);
  });

  let billId = "";
  await test.step("saving makes the bill, with the account number as its bill number", async () => {
    await modal.getByRole("button", { name: "Save" }).click();
    const created = modal.getByTestId("created-bill");
    await expect(created).toHaveText(CAPTURE_MESSAGES.billCreated);
    billId = (await created.getAttribute("data-bill-id")) ?? "";
    const made = (await (await page.request.get(`/api/bills/${billId}`)).json()) as { claim_number: string };
    expect(made.claim_number).toBe(bill.fields.account_number);
    await modal.getByRole("button", { name: "Complete" }).click();
  });

  await test.step("the EOB arrives with its bill suggested, no red message, and is linked on save", async () => {
    const eobModal = await openCapture(page, "eob", eob.path);
    const related = field(eobModal, "related_medical_bill");
    await expect(related).toHaveValue(billId);
    await expect(eobModal.getByText(CAPTURE_MESSAGES.suggestedBill)).toBeVisible();
    await expect(eobModal.getByText("Related Medical Bill is required")).toHaveCount(0);
    await eobModal.getByRole("button", { name: "Save" }).click();
    await expect(eobModal.getByTestId("linked-bill")).toHaveText(CAPTURE_MESSAGES.linkedToBill);
    await expect(eobModal.getByText(/Medical bill created/)).toHaveCount(0);
  });
});

test("on a phone, an unverified user sees whole line items and cannot make a bill through Smart Capture", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const bill = await fixtureFile("bill-01-lakeside");
  await registerByApi(page.request, uniqueEmail("capture-unverified"));
  const modal = await openCapture(page, "medical_bill", bill.path);
  expect(await cutOffInputs(modal)).toEqual([]);
  const provider = field(modal, "provider_name");
  await provider.fill("");
  await expect(modal.getByText("Provider Name is required")).toHaveCount(0);
  await provider.blur();
  await expect(modal.getByText("Provider Name is required")).toBeVisible();
  await provider.fill(String(bill.fields.provider_name));
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(modal.getByRole("alert")).toContainText(BILL_MESSAGES.emailVerificationRequired);
  await expect(modal.getByTestId("created-bill")).toHaveCount(0);
  const bills = (await (await page.request.get("/api/bills")).json()) as { bills: unknown[] };
  expect(bills.bills).toEqual([]);
});

test("at the free plan's document limit the upload offers Upgrade", async ({ page }) => {
  test.setTimeout(120_000);
  await registerByApi(page.request, uniqueEmail("capture-limit"));
  await page.goto("/bills?capture=medical_bill");
  const modal = page.getByRole("dialog", { name: "Smart Capture" });
  const file = modal.getByLabel("Document file");
  for (let i = 0; i < 3; i++) {
    const uploaded = page.waitForResponse((r) => r.url().includes("/resources/documents/upload"));
    await file.setInputFiles({
      name: `statement-${i}.pdf`,
      mimeType: "application/pdf",
      buffer: Buffer.from(`%PDF-1.7\n% ${i}\n`),
    });
    expect((await uploaded).status()).toBe(200);
  }
  await expect(modal.getByTestId("capture-allowance")).toContainText("0 of 3 documents");
  await file.setInputFiles({
    name: "statement-4.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7\n% 4\n"),
  });
  const alert = modal.getByRole("alert").filter({ hasText: DOCUMENT_MESSAGES.documentLimit(3) });
  await expect(alert).toBeVisible();
  const upgrade = alert.getByRole("link", { name: "Upgrade" });
  await expect(upgrade).toHaveAttribute("href", "/pricing");
  await expect(upgrade).toHaveAttribute("target", "_blank");
});

test("saving a bill past the free plan's bill uploads says so and offers Upgrade, and makes no bill", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const bill = await fixtureFile("bill-01-lakeside");
  await verifiedAccount(page, "capture-bill-limit");
  for (let i = 1; i <= 3; i++) {
    const made = await page.request.post("/api/bills", {
      headers: SAME_ORIGIN,
      data: {
        provider_name: `Clinic ${i}`,
        service_date: `2025-0${i}-01`,
        source: "document_classification",
      },
    });
    expect(made.status()).toBeLessThan(300);
  }
  const modal = await openCapture(page, "medical_bill", bill.path);
  await expect(modal.getByTestId("capture-allowance")).toContainText("0 of 3 bills left");
  await modal.getByRole("button", { name: "Save" }).click();
  const alert = modal.getByRole("alert").filter({ hasText: BILL_MESSAGES.usageLimit(3) });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/pricing");
  await expect(modal.getByTestId("created-bill")).toHaveCount(0);
  const bills = (await (await page.request.get("/api/bills")).json()) as { total: number };
  expect(bills.total).toBe(3);
});

test("saving an insurance card says it was saved, not that a medical bill was made", async ({ page }) => {
  test.setTimeout(120_000);
  const card = await fixtureFile("card-back-02-crescent");
  await registerByApi(page.request, uniqueEmail("capture-card"));
  const modal = await openCapture(page, "insurance_card_back", card.path);
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(modal.getByTestId("saved-confirmation")).toContainText(CAPTURE_MESSAGES.documentSaved);
  await expect(modal.getByText(/Medical bill created/)).toHaveCount(0);
});
