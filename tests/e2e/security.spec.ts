// Issue 10 §2 in Chromium against the whole stack: the main pages run under the nonce-based CSP
// without a single violation (Smart Capture's PDF and image previews included), a stored PDF
// opens in a new tab in Chromium's own viewer, static assets carry their headers, and a GET with
// a body sent over the wire answers 400.
import { request as httpRequest } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type BrowserContext, type Page } from "@playwright/test";
import { COMMON_HEADERS } from "../../app/security/policies";
import { expect, expectSignedInAs, SAME_ORIGIN, signUp, test, uniqueEmail } from "./fixtures";

const BASE_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:8797";
const FIXTURES = join(import.meta.dirname, "../fixtures/documents");
const PDF = join(FIXTURES, "bill-01-lakeside.pdf");
const JPEG = join(FIXTURES, "card-front-02-crescent.jpg");
/** Pages beyond the main ones, public and signed-in, each loaded once under the policy. */
const OTHER_PAGES = [
  "/",
  "/pricing",
  "/how-it-works",
  "/about",
  "/insurance",
  "/family",
  "/insights",
  "/subscription",
];
/** Chromium's built-in PDF viewer (an extension frame inside the tab). */
const PDF_VIEWER = "chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Collects every CSP violation in the context's pages: the `securitypolicyviolation` event of each
 * document, and Chromium's console report (which also covers workers and blocked preloads).
 */
async function watchViolations(context: BrowserContext) {
  const seen: string[] = [];
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.__cspViolations!.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || "inline"} at ${e.sourceFile}`,
      ),
    );
  });
  const watch = (page: Page) =>
    page.on("console", (message) => {
      if (
        /Content Security Policy|Refused to (load|execute|apply|connect|frame|create)/i.test(message.text())
      )
        seen.push(`${page.url()}: ${message.text()}`);
    });
  context.pages().forEach(watch);
  context.on("page", watch);
  return {
    async expectNone(page: Page) {
      const reported = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      expect([...seen, ...reported], "CSP violations").toEqual([]);
    },
  };
}

test("the main pages and Smart Capture previews run under the CSP without a violation", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(context);
  const email = uniqueEmail("csp");

  await test.step("sign up through the page's own form (a same-origin POST)", async () => {
    await signUp(page, email);
    await expectSignedInAs(page, email);
    await page.goto("/bills");
    await expectSignedInAs(page, email);
    await violations.expectNone(page);
  });

  await test.step("Smart Capture previews a PDF with pdf.js and an image", async () => {
    await page.goto("/bills?capture=medical_bill");
    const modal = page.getByRole("dialog", { name: "Smart Capture" });
    await modal.getByLabel("Document file").setInputFiles(PDF);
    await expect(modal.getByTestId("pdf-preview").locator("canvas")).toBeVisible();
    await expect(modal.getByText("Rendering page…")).toHaveCount(0, { timeout: 15_000 });
    await violations.expectNone(page);
    await page.goto("/bills?capture=insurance_card_front");
    const card = page.getByRole("dialog", { name: "Smart Capture" });
    await card.getByLabel("Document file").setInputFiles(JPEG);
    await expect(card.getByTestId("image-preview").locator("img")).toBeVisible();
    await violations.expectNone(page);
  });

  await test.step("the account page, the other pages, and client-side navigation between them", async () => {
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const path of OTHER_PAGES) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBeLessThan(500);
      await page.waitForLoadState("networkidle");
    }
    await page.goto("/account");
    await page.getByRole("banner").getByRole("link", { name: /bills/i }).first().click();
    await expect(page).toHaveURL(/\/bills/);
    await violations.expectNone(page);
  });
});

/** Uploads a fixture through the API as the signed-in page would, and answers its signed link. */
async function storedFileUrl(page: Page, path: string, name: string, mimeType: string) {
  const uploaded = await page.request.post("/api/pending-documents/upload-user-document", {
    headers: SAME_ORIGIN,
    multipart: { file: { name, mimeType, buffer: readFileSync(path) }, document_type: "medical_bill" },
  });
  expect(uploaded.status()).toBe(200);
  const { document_id: id } = (await uploaded.json()) as { document_id: string };
  const link = await page.request.get(`/api/documents/${id}/url`);
  return ((await link.json()) as { url: string }).url;
}

test("a stored PDF opens in a new tab in Chromium's PDF viewer, an image too, under the file policy", async ({
  page,
  context,
}) => {
  const violations = await watchViolations(context);
  const email = uniqueEmail("pdf-tab");
  await signUp(page, email);
  await expectSignedInAs(page, email);
  const pdfUrl = await storedFileUrl(page, PDF, "lakeside.pdf", "application/pdf");
  const imageUrl = await storedFileUrl(page, JPEG, "card.jpg", "image/jpeg");

  const [tab] = await Promise.all([
    context.waitForEvent("page"),
    page.evaluate((u) => window.open(u, "_blank"), pdfUrl),
  ]);
  await tab.waitForLoadState();
  await expect
    .poll(() => tab.frames().some((f) => f.url().startsWith(PDF_VIEWER)), {
      message: "Chromium's PDF viewer",
    })
    .toBe(true);
  const viewer = tab.frames().find((f) => f.url().startsWith(PDF_VIEWER))!;
  await expect(viewer.getByText("lakeside.pdf").first()).toBeVisible();
  await violations.expectNone(tab);

  const [imageTab] = await Promise.all([
    context.waitForEvent("page"),
    page.evaluate((u) => window.open(u, "_blank"), imageUrl),
  ]);
  await imageTab.waitForLoadState();
  await expect(imageTab.locator("img")).toBeVisible();
  expect(await imageTab.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );
  await violations.expectNone(imageTab);
});

test("injected markup cannot run script (the classic <img onerror> payload), and is reported", async ({
  page,
  context,
  consoleErrors,
}) => {
  // The refusal is the point: Chromium logs the blocked inline handler.
  consoleErrors.allow(/Executing inline event handler violates the following Content Security Policy/);
  const violations = await watchViolations(context);
  await page.goto("/signin");
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  // What an HTML injection would add to a page: markup, not a script the page itself created.
  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      "beforeend",
      '<img src="/no-such-image.png" onerror="window.__injected = true">',
    ),
  );
  await expect(page.locator('img[src="/no-such-image.png"]')).toHaveCount(1);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected === true)).toBe(
    false,
  );
  await expect(violations.expectNone(page)).rejects.toThrow(/script-src/);
});

test("static assets carry the same headers as the Worker's answers, and are cached for good", async ({
  page,
}) => {
  await page.goto("/signin");
  const script = await page.locator('link[rel="modulepreload"]').first().getAttribute("href");
  expect(script).toMatch(/^\/assets\//);
  const res = await page.request.get(script!);
  expect(res.status()).toBe(200);
  const headers = res.headers();
  for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(headers[name], name).toBe(value);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("a GET with a body sent over the wire answers 400, not 500, and the app keeps serving", async ({
  request,
}) => {
  const status = await new Promise<number>((resolve, reject) => {
    const req = httpRequest(`${BASE_URL}/bills`, {
      method: "GET",
      headers: { "content-type": "application/json", "content-length": "2" },
    });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end("{}");
  });
  expect(status).toBe(400);
  expect((await request.get("/signin")).status()).toBe(200);
});
