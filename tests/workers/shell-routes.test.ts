import { describe, expect, it } from "vitest";
import { PROTECTED_PATHS } from "~/components/navigation";
import { get, visibleText } from "./factories";

const PUBLIC_PAGES = [
  "/old-home",
  "/how-it-works",
  "/about",
  "/pricing",
  "/terms.html",
  "/privacy.html",
  "/dispute-medical-bill",
  "/dispute-medical-bill.html",
  "/test-reconciliation",
  "/debug",
];

describe("route protection", () => {
  it.each(PROTECTED_PATHS)("%s sends a signed-out visitor to /signin and back", async (path) => {
    const res = await get(`${path}?tab=1`);
    expect(res.status).toBe(302);
    // The subscription pages add the spec's reason (001 §8) as `message`: account-messages.test.ts.
    const to = new URL(res.headers.get("location")!, "http://local.test");
    expect(to.pathname).toBe("/signin");
    expect(to.searchParams.get("redirectTo")).toBe(`${path}?tab=1`);
  });

  it("clears an expired or unknown session cookie on the way to /signin", async () => {
    const res = await get("/bills", "fb_session=not-a-real-token");
    expect(res.headers.get("location")).toBe("/signin?redirectTo=%2Fbills");
    expect(res.headers.get("set-cookie")).toMatch(/fb_session=;.*Max-Age=0/);
  });
});

describe("public pages", () => {
  it.each(PUBLIC_PAGES)("%s answers 200 without signing in", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
  });

  it("/ shows the old home page outside the production app host", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('name="description"');
    expect(html).toContain('name="keywords"');
    expect(html).toContain('property="og:title"');
    expect(html).toContain('href="https://www.fairbill.com/blog"');
    expect(html).toContain('href="/terms.html"');
    expect(html).toContain('href="/privacy.html"');
    expect(html).toContain('href="/signin"');
  });

  it("/ goes to /bills on the production app host", async () => {
    const res = await get("/", undefined, "app.fairbill.com");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/bills");
  });

  it("the ad landing page carries the statistics, checks, steps and contact e-mail", async () => {
    const text = await visibleText(await get("/dispute-medical-bill.html"));
    for (const phrase of [
      "1,000+",
      "$500+",
      "80%",
      "Hidden or duplicate charges",
      "Incorrect CPT and ICD-10 codes",
      "Missing network discounts",
      "Upload your bill",
      "Send your dispute",
      "support@fairbill.com",
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it("pricing shows both plans at $15/month and $150/year with upgrade buttons to /subscribe", async () => {
    const res = await get("/pricing");
    const html = await res.text();
    const text = await visibleText(new Response(html));
    expect(text).toContain("Free");
    expect(text).toContain("Premium");
    expect(text).toContain("$15 /month");
    expect(text).toContain("$150/year");
    expect(text).toContain("3 bill uploads");
    expect(html).toContain('href="/subscribe"');
  });

  it("the developer test page offers every document type and a new-tab link to /bills", async () => {
    const html = await (await get("/test-reconciliation")).text();
    for (const type of [
      "insurance_card_front",
      "drivers_license_back",
      "eob",
      "medical_bill",
      "lab_results",
      "other",
    ]) {
      expect(html).toContain(`value="${type}"`);
    }
    expect(html).toMatch(/href="\/bills" target="_blank"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Open Capture Modal/);
  });
});

describe("redirects and unknown pages", () => {
  it("/vault goes to /bills", async () => {
    const res = await get("/vault");
    expect([301, 302]).toContain(res.status);
    expect(res.headers.get("location")).toBe("/bills");
  });

  it("/signin/legacy goes to /signin", async () => {
    const res = await get("/signin/legacy");
    expect(res.headers.get("location")).toBe("/signin");
  });

  it("a legacy page goes to the static site with .html", async () => {
    const res = await get("/faq");
    expect([301, 302]).toContain(res.status);
    expect(res.headers.get("location")).toBe("https://www.fairbill.com/faq.html");
  });

  it("an unknown path is a 404 page", async () => {
    const res = await get("/no-such-page/anywhere");
    expect(res.status).toBe(404);
    expect(await visibleText(res)).toContain("Page not found");
  });
});
