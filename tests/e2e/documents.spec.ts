// Issue 4 acceptance in Chromium against the whole stack (Worker, orchestrator, Temporal, OCR):
// a scanned bill through Smart Capture becomes a verified bill with its document linked, and a
// forwarded e-mail's two attachments land under Recently Emailed and Needs Classification.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { DOCUMENT_FIXTURES_DIR, ensureDocumentFixtures } from "../../scripts/fixtures/make-documents";
import { DOCUMENT_MESSAGES } from "../../app/services/documents/messages";
import { expect, registerByApi, test, uniqueEmail, verifiedAccount } from "./fixtures";

const BASE_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:8797";
const EMAIL_FIXTURE = join(import.meta.dirname, "../fixtures/email/two-attachments.eml");
const FIXTURE_ADDRESS = "bills+fixturetoken@inbox.fairbill.local";
/** Reading a scanned page on two cores, behind a cold Temporal worker: generous, never silent. */
const READ_TIMEOUT = 90_000;

interface DocumentData {
  document_type: string;
  processing_status: string;
  verification_status: string;
  bill_id: string | null;
  user_verified_data: Record<string, unknown> | null;
}

async function documentData(request: APIRequestContext, id: string): Promise<DocumentData> {
  const res = await request.get(`/api/documents/${id}/data`);
  expect(res.status()).toBe(200);
  return (await res.json()) as DocumentData;
}

/** A verification form field by its name (000 §3), e.g. provider_name. */
const field = (modal: Locator, name: string) => modal.locator(`#capture-${name}`);

/** What the page itself asks /api for (ADR 007: nothing; the signed file link is a capability URL). */
function browserApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith("/api/") && !/^\/api\/documents\/[^/]+\/file$/.test(pathname))
      calls.push(`${r.method()} ${pathname}`);
  });
  return calls;
}

async function signUpByApi(page: Page, label: string) {
  const email = uniqueEmail(label);
  expect((await registerByApi(page.request, email)).status()).toBe(200);
  return email;
}

test("a scanned bill uploaded in Smart Capture is read, corrected, verified and becomes a bill", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const fixture = (await ensureDocumentFixtures()).find(
    (f) => f.format === "scanned-png" && f.document_type === "medical_bill",
  );
  expect(fixture, "a scanned PNG medical bill among tests/fixtures/documents").toBeTruthy();
  const expected = fixture!.fields as Record<string, string | number>;
  // Only a verified e-mail may make bills (001 §6), through Smart Capture too.
  await verifiedAccount(page, "capture");
  const apiCalls = browserApiCalls(page);

  await page.goto("/bills?capture=medical_bill");
  const modal = page.getByRole("dialog", { name: "Smart Capture" });
  await expect(modal.getByLabel("Document type")).toHaveValue("medical_bill");
  const uploaded = page.waitForResponse((r) => r.url().includes("/resources/documents/upload"));
  await modal.getByLabel("Document file").setInputFiles(join(DOCUMENT_FIXTURES_DIR, fixture!.file));
  const { document_id: documentId } = (await (await uploaded).json()) as { document_id: string };
  await expect(modal.getByText("Scanning document…")).toBeVisible();

  await test.step("progress is shown until the fields are filled from the scan", async () => {
    await expect(modal.getByTestId("capture-progress")).toBeVisible();
    await expect(modal.getByTestId("capture-progress")).toHaveAttribute("data-status", "extracted", {
      timeout: READ_TIMEOUT,
    });
    await expect(modal.getByTestId("image-preview")).toBeVisible();
    await expect(modal.getByTestId("ocr-overlay")).toBeVisible();
    await expect(field(modal, "service_date")).toHaveValue(String(expected.service_date));
    await expect(field(modal, "account_number")).toHaveValue(String(expected.account_number));
    await expect(field(modal, "patient_id")).toHaveValue(/.+/);
    await expect(modal.getByLabel("CPT Code (line 1)")).toHaveValue(/^\d{5}$/);
  });

  await test.step("CPT suggestions start at one character, at most 10, and a choice fills the code", async () => {
    const cpt = modal.getByLabel("CPT Code (line 1)");
    const read = await cpt.inputValue();
    await cpt.fill("9");
    const suggestions = modal.getByRole("listbox", { name: "CPT suggestions" });
    await expect(suggestions.getByRole("option").first()).toBeVisible();
    expect(await suggestions.getByRole("option").count()).toBeLessThanOrEqual(10);
    await cpt.fill(read.slice(0, 4));
    await suggestions.getByRole("option", { name: new RegExp(`^${read}\\b`) }).click();
    await expect(cpt).toHaveValue(read);
    await expect(suggestions).toHaveCount(0);
  });

  await test.step("a required field left empty blocks Save; fixing it lets the user save", async () => {
    const provider = field(modal, "provider_name");
    const save = modal.getByRole("button", { name: "Save" });
    await provider.fill("");
    await provider.blur();
    await expect(modal.getByText("Provider Name is required")).toBeVisible();
    await expect(modal.getByText("Required: Provider Name")).toBeVisible();
    await expect(save).toBeDisabled();
    await provider.fill(String(expected.provider_name));
    await expect(modal.getByText("Provider Name is required")).toHaveCount(0);
    await expect(save).toBeEnabled();
    await save.click();
  });

  let billId = "";
  await test.step("the form turns read-only with 'Verified', 'Complete' and the created bill", async () => {
    await expect(modal.getByText("Verified", { exact: true })).toBeVisible();
    await expect(field(modal, "provider_name")).toHaveJSProperty("readOnly", true);
    const created = modal.getByTestId("created-bill");
    await expect(created).toBeVisible();
    billId = (await created.getAttribute("data-bill-id")) ?? "";
    expect(billId).not.toBe("");
    await modal.getByRole("button", { name: "Complete" }).click();
    await expect(modal).toHaveCount(0);
  });

  await test.step("the bill exists in the vault and the document is linked to it", async () => {
    const data = await documentData(page.request, documentId);
    expect(data).toMatchObject({
      document_type: "medical_bill",
      verification_status: "verified",
      processing_status: "processed",
      bill_id: billId,
    });
    expect(data.user_verified_data?.provider_name).toBe(expected.provider_name);
    const bill = (await (await page.request.get(`/api/bills/${billId}`)).json()) as { provider_name: string };
    expect(bill.provider_name).toBe(expected.provider_name);
    const attached = (await (await page.request.get(`/api/bills/${billId}/documents`)).json()) as {
      documents: { id: string }[];
    };
    expect(attached.documents.map((d) => d.id)).toContain(documentId);
    await expect(page.getByRole("row").filter({ hasText: String(expected.provider_name) })).toHaveCount(1);
  });
  expect(apiCalls, "the screens reach data through resource routes").toEqual([]);
});

test("a forwarded e-mail's two attachments appear under Recently Emailed, the unsure one under Needs Classification", async ({
  page,
  request,
  consoleErrors,
}) => {
  // The lists' refresh is made to fail (500, then a refused connection) on purpose below.
  consoleErrors.allow(/status of 500 \(Internal Server Error\)|net::ERR_CONNECTION_REFUSED/);
  test.setTimeout(180_000);
  // Sent from the account's own address, so it goes straight in (others wait for approval).
  const email = await signUpByApi(page, "forward");
  const me = (await (await page.request.get("/api/auth/me")).json()) as { inbox_email: string };
  const address = me.inbox_email;
  const apiCalls = browserApiCalls(page);
  await page.goto("/bills");
  await expect(page.getByTestId("forwarding-address")).toHaveText(address);

  const raw = readFileSync(EMAIL_FIXTURE, "utf8")
    .replaceAll(FIXTURE_ADDRESS, address)
    .replaceAll("pat.doe@example.com", email);
  const trigger = `${BASE_URL}/cdn-cgi/handler/email?from=${encodeURIComponent(email)}&to=${encodeURIComponent(address)}`;
  const delivered = await request.post(trigger, { data: raw, headers: { "content-type": "message/rfc822" } });
  expect(delivered.status(), await delivered.text()).toBe(200);

  await page.reload();
  const emailed = page.getByRole("region", { name: "Recently Emailed Documents" });
  await expect(emailed.getByTestId("emailed-document")).toHaveCount(2);
  await expect(emailed).toContainText("riverside-statement.pdf");
  await expect(emailed).toContainText("IMG_2041.jpg");
  await expect(page.getByTestId("recently-emailed-title")).toContainText("(2)");

  // Both wait as 'other' until read; then the clear bill is classified and only the photo stays unsure.
  await expect
    .poll(
      async () => {
        await page.reload();
        const table = page.getByRole("region", { name: "Documents Needing Classification" });
        if (!(await table.count())) return [];
        return (await table.getByTestId("unclassified-document").allTextContents()).map((t) =>
          t.includes("IMG_2041.jpg")
            ? "IMG_2041.jpg"
            : t.includes("riverside-statement.pdf")
              ? "statement"
              : t,
        );
      },
      { timeout: READ_TIMEOUT, intervals: [2_000] },
    )
    .toEqual(["IMG_2041.jpg"]);
  await expect(emailed).toContainText("Medical Bill");

  await test.step("Preview draws the e-mailed PDF's first page in the browser", async () => {
    await emailed.getByRole("button", { name: "Preview riverside-statement.pdf" }).click();
    const preview = page.getByRole("dialog", { name: "Preview of riverside-statement.pdf" });
    await expect(preview.getByTestId("pdf-preview")).toBeVisible();
    await expect(preview.getByText("Rendering page…")).toHaveCount(0, { timeout: 15_000 });
    await expect(preview.locator("object")).toHaveCount(0);
    await preview.getByRole("button", { name: "Close" }).click();
  });

  await test.step("the classified bill opens in verify mode with its fields filled and the text regions drawn", async () => {
    await emailed.getByRole("link", { name: "riverside-statement.pdf" }).click();
    const modal = page.getByRole("dialog", { name: "Smart Capture" });
    await expect(modal.getByLabel("Document type")).toHaveValue("medical_bill");
    await expect(field(modal, "provider_name")).toHaveValue("Riverside Family Clinic");
    await expect(field(modal, "account_number")).toHaveValue("RFC-204518");
    await expect(modal.getByTestId("pdf-preview").getByTestId("ocr-overlay")).toBeVisible({
      timeout: 15_000,
    });
    await expect(modal.getByTestId("ocr-overlay").getByText("100%").first()).toBeVisible();
    const lines = modal.getByTestId("line-item");
    await expect(lines).toHaveCount(2);
    await expect(modal.getByRole("button", { name: /^Remove line/ })).toHaveCount(2);
    await modal.getByRole("button", { name: "Remove line 2" }).click();
    await expect(lines).toHaveCount(1);
    await expect(modal.getByRole("button", { name: /^Remove line/ })).toHaveCount(0);
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toHaveCount(0);
  });

  await test.step("Classify opens the verify flow for the unsure document", async () => {
    const table = page.getByRole("region", { name: "Documents Needing Classification" });
    await table.getByRole("link", { name: "Classify" }).click();
    const modal = page.getByRole("dialog", { name: "Smart Capture" });
    await expect(modal.getByRole("heading", { name: "Verify Document" })).toBeVisible();
    await expect(modal.getByText(`Emailed by ${email}`)).toBeVisible();
    await expect(modal.getByTestId("image-preview")).toBeVisible();
  });

  await test.step("the lists say when they cannot be loaded, and Try again loads them", async () => {
    const lists = "**/resources/documents/recently-emailed*";
    await page.route(lists, (route) => route.fulfill({ status: 500, json: { detail: "boom" } }));
    await page.getByRole("dialog", { name: "Smart Capture" }).getByRole("button", { name: "Close" }).click();
    await expect(emailed.getByText("Failed to load recently emailed documents")).toBeVisible();
    const unsure = page.getByRole("region", { name: "Documents Needing Classification" });
    await expect(unsure.getByText("Failed to load documents")).toBeVisible();
    await page.unroute(lists);
    await page.route(lists, (route) => route.abort("connectionrefused"));
    await emailed.getByRole("button", { name: "Try again" }).click();
    await expect(emailed.getByText("Error loading recently emailed documents")).toBeVisible();
    await page.unroute(lists);
    await emailed.getByRole("button", { name: "Try again" }).click();
    await expect(emailed.getByTestId("emailed-document")).toHaveCount(2);
  });

  await test.step("Delete removes an e-mailed document for good", async () => {
    page.once("dialog", (dialog) => void dialog.accept());
    await emailed.getByRole("button", { name: "Delete IMG_2041.jpg" }).click();
    await expect(emailed.getByTestId("emailed-document")).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId("recently-emailed-title")).toContainText("(1)");
    await expect(page.getByRole("region", { name: "Recently Emailed Documents" })).not.toContainText(
      "IMG_2041.jpg",
    );
  });
  expect(apiCalls, "the screens reach data through resource routes").toEqual([]);
});

test("Smart Capture explains files it cannot take or cannot read, and offers Retry", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpByApi(page, "badfiles");
  await page.goto("/bills?capture=medical_bill");
  const modal = page.getByRole("dialog", { name: "Smart Capture" });
  const file = modal.getByLabel("Document file");

  await file.setInputFiles({
    name: "setup.exe",
    mimeType: "application/octet-stream",
    buffer: Buffer.from("MZ"),
  });
  await expect(modal.getByRole("alert")).toHaveText("Please choose a PDF, JPG, JPEG or PNG file.");

  const program = Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(4096, 1)]);
  await file.setInputFiles({ name: "bill.pdf", mimeType: "application/pdf", buffer: program });
  await expect(modal.getByRole("alert")).toHaveText(DOCUMENT_MESSAGES.unsupportedFile);

  const truncated = Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R");
  const uploaded = page.waitForResponse((r) => r.url().includes("/resources/documents/upload"));
  await file.setInputFiles({ name: "statement.pdf", mimeType: "application/pdf", buffer: truncated });
  const { document_id: documentId } = (await (await uploaded).json()) as { document_id: string };
  const failure = modal.getByRole("alert").filter({ hasText: "We could not read this document." });
  await expect(failure).toBeVisible({ timeout: READ_TIMEOUT });
  const { failure_reason: reason } = (await (
    await page.request.get(`/api/documents/${documentId}/data`)
  ).json()) as {
    failure_reason: string;
  };
  expect(reason, "the document says why reading failed").toMatch(/could not be read/i);
  await expect(failure).toContainText(reason);
  await expect(modal.getByRole("button", { name: "Save" })).toBeDisabled();
  await failure.getByRole("button", { name: "Retry" }).click();
  await expect(modal.getByTestId("capture-progress").or(failure)).toBeVisible();
  await expect(modal.getByRole("alert").filter({ hasText: reason })).toBeVisible({ timeout: READ_TIMEOUT });
});
