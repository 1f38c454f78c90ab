import { describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { newId } from "~/services/auth/tokens.server";
import { db, get, makePremium, signedInUser, visibleText } from "./factories";

async function insertDocuments(
  userId: string,
  count: number,
  values: Partial<typeof schema.documents.$inferInsert>,
) {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    userId,
    documentType: "other",
    originalFilename: `scan-${i}.pdf`,
    contentType: "application/pdf",
    fileSize: 1000,
    sha256: `sha-${i}`,
    storageKey: `users/${userId}/documents/${i}`,
    // E-mailed: the documents the pages' Needs Classification lists show (and the badges count).
    source: "email" as const,
    ...values,
  }));
  // D1 caps bound parameters per statement, so insert in small chunks.
  for (let i = 0; i < rows.length; i += 5)
    await db()
      .insert(schema.documents)
      .values(rows.slice(i, i + 5));
}

const badges = (html: string) =>
  [...html.matchAll(/data-testid="classification-badge"[^>]*><span[^>]*>([^<]+)</g)].map((m) => m[1]);

describe("top bar", () => {
  it("shows the signed-in e-mail and 'Free Plan'", async () => {
    const { cookie } = await signedInUser("free.topbar@example.com");
    const text = await visibleText(await get("/bills", cookie));
    expect(text).toContain("free.topbar@example.com");
    expect(text).toContain("Free Plan");
    expect(text).toContain("Your partner in healthcare spending");
  });

  it("shows 'Premium' for an active premium subscription", async () => {
    const { user, cookie } = await signedInUser("premium.topbar@example.com");
    await makePremium(user.id);
    const text = await visibleText(await get("/account", cookie));
    expect(text).toContain("Premium");
    expect(text).not.toContain("Free Plan");
  });

  it("shows a Sign In button when signed out and hides the navigation on landing pages", async () => {
    const about = await (await get("/about")).text();
    expect(about).toMatch(/href="\/signin"[^>]*>Sign In</);
    const { cookie } = await signedInUser("landing.nav@example.com");
    const landing = await (await get("/dispute-medical-bill", cookie)).text();
    expect(landing).not.toContain('aria-label="Sections"');
    const bills = await (await get("/bills", cookie)).text();
    expect(bills).toContain('aria-label="Sections"');
  });

  it("caps the vault badge at 99+ for 100 unclassified documents", async () => {
    const { user, cookie } = await signedInUser("badge.many@example.com");
    await insertDocuments(user.id, 100, { documentType: "other", needsClassification: true });
    const html = await (await get("/bills", cookie)).text();
    expect(badges(html)).toContain("99+");
  });

  it("counts only documents needing classification in their own section", async () => {
    const { user, cookie } = await signedInUser("badge.sections@example.com");
    await insertDocuments(user.id, 2, { documentType: "other", needsClassification: true });
    // Classified with confidence: not counted.
    await insertDocuments(user.id, 3, {
      documentType: "other",
      needsClassification: false,
      classificationConfidence: 0.95,
    });
    // Unsure classifier: counted even though the flag is off.
    await insertDocuments(user.id, 1, {
      documentType: "insurance_card_front",
      needsClassification: false,
      classificationConfidence: 0.4,
    });
    // A medical bill is not in the vault's unclassified list.
    await insertDocuments(user.id, 4, { documentType: "medical_bill", needsClassification: true });
    const html = await (await get("/bills", cookie)).text();
    const from = html.indexOf('aria-label="Sections"');
    const desktopNav = html.slice(from, html.indexOf("</nav>", from));
    expect(badges(desktopNav)).toEqual(["2", "1"]);
    const other = await signedInUser("badge.other@example.com");
    expect(badges(await (await get("/bills", other.cookie)).text())).toEqual([]);
  });
});

describe("session hand-over in the URL", () => {
  it("never turns ?token=<session token> into the cookie, and drops it from the URL", async () => {
    const { token } = await signedInUser("url.token@example.com");
    const res = await get(`/account?token=${token}&tab=docs`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/account?tab=docs");
    expect(res.headers.get("set-cookie")).toBeNull();
    const text = await visibleText(await get("/account?tab=docs", `fb_session=${token}`));
    expect(text).toContain("url.token@example.com");
  });

  it("drops an invalid token without setting a cookie", async () => {
    const res = await get("/bills?token=forged");
    expect(res.headers.get("location")).toBe("/bills");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("drops the oauth_success flag", async () => {
    const { cookie } = await signedInUser("oauth.flag@example.com");
    const res = await get("/bills?oauth_success=true", cookie);
    expect(res.headers.get("location")).toBe("/bills");
  });

  it("leaves the e-mail verification token to its own page", async () => {
    const res = await get("/old-home?token=abc");
    expect(res.status).toBe(302);
    const verify = await get("/verify-email?token=abc");
    expect(verify.headers.get("location") ?? "").not.toBe("/verify-email");
  });
});
