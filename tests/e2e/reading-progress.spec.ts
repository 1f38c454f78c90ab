// Smart Capture while a long document is read (issue 17): "Reading page 3 of 12…" with a progress
// bar that moves as pages are finished, gone once the fields are filled; a one-page document shows
// nothing extra. The document's data is the real answer; for the long one, the polls made while it
// was being read are replayed as the pages a 12-page statement reports (pages_read, page_count).
import { join } from "node:path";
import type { Page, Route } from "@playwright/test";
import { DOCUMENT_FIXTURES_DIR, ensureDocumentFixtures } from "../../scripts/fixtures/make-documents";
import { expect, test, verifiedAccount } from "./fixtures";

const READ_TIMEOUT = 90_000;

async function fixturePath(id: string) {
  const fixture = (await ensureDocumentFixtures()).find((f) => f.id === id);
  expect(fixture, `${id} among tests/fixtures/documents`).toBeTruthy();
  return join(DOCUMENT_FIXTURES_DIR, fixture!.file);
}

async function upload(page: Page, file: string) {
  await page.goto("/bills?capture=medical_bill");
  const modal = page.getByRole("dialog", { name: "Smart Capture" });
  await expect(modal.getByLabel("Document type")).toHaveValue("medical_bill");
  await modal.getByLabel("Document file").setInputFiles(file);
  return modal;
}

test("a 12-page statement shows which page is being read, then the filled form", async ({ page }) => {
  test.setTimeout(180_000);
  const file = await fixturePath("bill-09-mercy-12page-digital");
  await verifiedAccount(page, "reading-progress");
  // Each poll while reading moves on by a few pages: 0 → 2 → 5 → 11 of 12, then the real answer.
  const reported = [0, 2, 5, 11];
  let polls = 0;
  await page.route("**/resources/documents/*/data", async (route: Route) => {
    const answer = await route.fetch();
    const data = (await answer.json()) as Record<string, unknown>;
    const step = polls++;
    if (step < reported.length * 2) {
      const pagesRead = reported[Math.floor(step / 2)];
      Object.assign(data, { processing_status: "recognizing", pages_read: pagesRead, page_count: 12 });
    }
    await route.fulfill({ response: answer, json: data });
  });
  const modal = await upload(page, file);
  const bar = modal.getByRole("progressbar", { name: "Pages read" });

  await expect(modal.getByText("Reading page 1 of 12…")).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuemax", "12");
  await expect(bar).toHaveAttribute("aria-valuenow", "0");
  await expect(modal.getByText("Reading page 3 of 12…")).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuenow", "2");
  await expect(modal.getByText("Reading page 12 of 12…")).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuenow", "11");

  await expect(modal.getByTestId("capture-progress")).toHaveAttribute("data-status", "extracted", {
    timeout: READ_TIMEOUT,
  });
  await expect(modal.getByTestId("reading-progress")).toHaveCount(0);
  await expect(modal.locator("#capture-total_charges")).toHaveValue(/^58994\.40?$/);
  // One list of every charge on the 12 pages.
  await expect(modal.getByTestId("line-item")).toHaveCount(150);
});

test("a one-page bill shows no page count while it is read", async ({ page }) => {
  test.setTimeout(180_000);
  const file = await fixturePath("bill-01-lakeside");
  await verifiedAccount(page, "reading-one-page");
  const seen: unknown[] = [];
  page.on("response", async (response) => {
    if (/\/resources\/documents\/[^/]+\/data/.test(response.url())) seen.push(await response.json());
  });
  const modal = await upload(page, file);
  await expect(modal.getByTestId("capture-progress")).toHaveAttribute("data-status", "extracted", {
    timeout: READ_TIMEOUT,
  });
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.at(-1)).toMatchObject({ page_count: 1, pages_read: 1 });
  await expect(modal.getByTestId("reading-progress")).toHaveCount(0);
  await expect(modal.getByText(/Reading page/)).toHaveCount(0);
});
