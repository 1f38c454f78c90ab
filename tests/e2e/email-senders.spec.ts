// E-mail intake in Chromium: documents from an unknown sender wait in their own list on /bills;
// approving one makes it appear under Recently Emailed like any e-mailed document, discarding
// removes it, and an address allowed on the Account page goes straight in.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, registerByApi, test, uniqueEmail } from "./fixtures";

const BASE_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:8797";
const FIXTURE = readFileSync(join(import.meta.dirname, "../fixtures/email/two-attachments.eml"), "utf8");
const FIXTURE_ADDRESS = "bills+fixturetoken@inbox.fairbill.local";
const FIXTURE_SENDER = "pat.doe@example.com";

/** Mails the fixture to `to` as `from`, through the dev server's e-mail trigger (STACK.md pitfall 4). */
async function mail(request: APIRequestContext, from: string, to: string, messageId: string) {
  const raw = FIXTURE.replaceAll(FIXTURE_ADDRESS, to)
    .replaceAll(FIXTURE_SENDER, from)
    .replace("<fixture-two-attachments@example.com>", `<${messageId}@example.com>`);
  const trigger = `${BASE_URL}/cdn-cgi/handler/email?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  const delivered = await request.post(trigger, { data: raw, headers: { "content-type": "message/rfc822" } });
  expect(delivered.status(), await delivered.text()).toBe(200);
}

async function signUp(page: Page, label: string) {
  expect((await registerByApi(page.request, uniqueEmail(label))).status()).toBe(200);
  const me = (await (await page.request.get("/api/auth/me")).json()) as { inbox_email: string };
  return me.inbox_email;
}

test("a document from an unknown sender waits for approval, then appears like any e-mailed document", async ({
  page,
  request,
}) => {
  const inbox = await signUp(page, "unknown-sender");
  const stranger = uniqueEmail("stranger");
  await mail(request, stranger, inbox, `held-${Date.now()}`);

  await page.goto("/bills");
  const held = page.getByRole("region", { name: "From an Unknown Sender" });
  const emailed = page.getByRole("region", { name: "Recently Emailed Documents" });
  await expect(held.getByTestId("unknown-sender-document")).toHaveCount(2);
  await expect(held).toContainText(stranger);
  await expect(held).toContainText("Fwd: my clinic bill");
  await expect(emailed.getByText("No documents have been emailed yet.")).toBeVisible();

  await held.getByRole("button", { name: "Approve riverside-statement.pdf" }).click();
  await expect(held.getByTestId("unknown-sender-document")).toHaveCount(1);
  await expect(emailed.getByTestId("emailed-document")).toHaveCount(1);
  await expect(emailed).toContainText("riverside-statement.pdf");
  await expect(page.getByTestId("recently-emailed-title")).toContainText("(1)");

  page.once("dialog", (dialog) => void dialog.accept());
  await held.getByRole("button", { name: "Discard IMG_2041.jpg" }).click();
  await expect(held).toHaveCount(0);

  await page.reload();
  await expect(emailed.getByTestId("emailed-document")).toHaveCount(1);
  await expect(page.getByRole("region", { name: "From an Unknown Sender" })).toHaveCount(0);
  await emailed.getByRole("link", { name: "riverside-statement.pdf" }).click();
  const modal = page.getByRole("dialog", { name: "Smart Capture" });
  await expect(modal.getByText(`Emailed by ${stranger}`)).toBeVisible();
});

test("an address allowed on the Account page sends documents straight in", async ({ page, request }) => {
  const inbox = await signUp(page, "allow-list");
  const clinic = uniqueEmail("clinic");

  await page.goto("/account");
  const card = page.getByRole("region", { name: "Allowed Senders" });
  await card.getByLabel("Email address to allow").fill("not an address");
  await card.getByRole("button", { name: "Allow" }).click();
  await expect(card.getByRole("alert")).toHaveText("Please enter a valid email address");
  await card.getByLabel("Email address to allow").fill(clinic.toUpperCase());
  await card.getByRole("button", { name: "Allow" }).click();
  await expect(card.getByTestId("allowed-senders")).toContainText(clinic);

  await mail(request, clinic, inbox, `allowed-${Date.now()}`);
  await page.goto("/bills");
  const emailed = page.getByRole("region", { name: "Recently Emailed Documents" });
  await expect(emailed.getByTestId("emailed-document")).toHaveCount(2);
  await expect(page.getByRole("region", { name: "From an Unknown Sender" })).toHaveCount(0);

  await page.goto("/account");
  await card.getByRole("button", { name: `Remove ${clinic}` }).click();
  await expect(card.getByTestId("allowed-senders")).toHaveCount(0);
  await page.reload();
  await expect(card.getByTestId("allowed-senders")).toHaveCount(0);
});
