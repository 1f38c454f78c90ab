// Smart Capture and the document panels as the pages render them: the modal opened from the URL,
// the vault's Recently Emailed and Needs Classification panels, and who sees which documents.
import { describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { newId } from "~/services/auth/tokens.server";
import { db, get, makePremium, pageText, signedInUser } from "./factories";

let counter = 0;
const person = (label: string) => signedInUser(`${label}.${Date.now()}.${++counter}@example.com`);

async function emailedDocument(
  userId: string,
  filename: string,
  values: Partial<typeof schema.documents.$inferInsert> = {},
) {
  const emailId = newId();
  await db()
    .insert(schema.ingestedEmails)
    .values({
      id: emailId,
      userId,
      sender: "clinic@example.com",
      recipient: "bills+x@inbox.fairbill.local",
      subject: "Your statement",
      receivedAt: Date.parse("2026-03-16T09:30:00Z"),
      status: "accepted",
    });
  const id = newId();
  await db()
    .insert(schema.documents)
    .values({
      id,
      userId,
      originalFilename: filename,
      contentType: "application/pdf",
      fileSize: 3 * 1024 + 512,
      sha256: newId(),
      storageKey: `users/${userId}/documents/${id}`,
      source: "email",
      ingestedEmailId: emailId,
      ...values,
    });
  return id;
}

async function bill(userId: string, providerName: string) {
  await db().insert(schema.bills).values({ id: newId(), userId, providerName, serviceDate: "2026-02-14" });
}

const section = (text: string, start: string, end?: string) => {
  const from = text.indexOf(start);
  if (from < 0) return "";
  const to = end ? text.indexOf(end, from + start.length) : -1;
  return text.slice(from, to < 0 ? undefined : to);
};

describe("Smart Capture opened from the URL", () => {
  it("?capture=<type> opens the two-pane modal with that type chosen and the plan's file size", async () => {
    const { user, cookie } = await person("capture");
    const html = await (await get("/bills?capture=eob", cookie)).text();
    expect(html).toContain('aria-label="Smart Capture"');
    expect(html).toMatch(/<option value="eob" selected="">/);
    expect(html).toContain('accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"');
    expect(pageText(html)).toContain("PDF, JPG, JPEG or PNG, up to 5 MB");

    expect(pageText(html)).not.toContain("by hand");
    expect(pageText(html)).toContain("Premium also takes DOC, DOCX, TXT, GIF, BMP and TIFF files.");

    // Premium takes every type and says what happens to the ones not read like a scan (ADR 044).
    await makePremium(user.id);
    const premium = await (await get("/bills?capture=medical_bill", cookie)).text();
    expect(pageText(premium)).toContain("PDF, JPG, JPEG, PNG, DOC, DOCX, TXT, GIF, BMP or TIFF, up to 50 MB");
    expect(pageText(premium)).toContain(
      "PDF, JPG, PNG, GIF and BMP files are read for you; TXT files are read as text; DOC, DOCX and TIFF files are kept as they are: you fill in the details by hand.",
    );
    expect(premium).toContain(".docx");
  });

  it("?verify=<id> opens the verify mode; without either parameter there is no modal", async () => {
    const { user, cookie } = await person("verify");
    const id = await emailedDocument(user.id, "statement.pdf");
    expect(await (await get(`/bills?verify=${id}`, cookie)).text()).toContain("Verify Document");
    const plain = await (await get("/bills", cookie)).text();
    expect(plain).not.toContain('aria-label="Smart Capture"');
  });

  it("offers only the user's own bills to relate an EOB to", async () => {
    const alice = await person("alice.bills");
    const bob = await person("bob.bills");
    await bill(alice.user.id, "Riverside Family Clinic");
    await bill(bob.user.id, "Lakeside Imaging Center");
    const html = await (await get("/bills?capture=eob", alice.cookie)).text();
    expect(html).toContain("Riverside Family Clinic");
    expect(html).not.toContain("Lakeside Imaging Center");
  });
});

describe("vault document panels", () => {
  it("lists e-mailed documents under Recently Emailed and the unsure 'other' ones under Needs Classification", async () => {
    const { user, cookie } = await person("panels");
    await emailedDocument(user.id, "riverside-statement.pdf", {
      documentType: "medical_bill",
      needsClassification: false,
      classificationConfidence: 0.93,
      processingStatus: "extracted",
    });
    await emailedDocument(user.id, "IMG_2041.jpg", {
      documentType: "other",
      needsClassification: true,
      classificationConfidence: 0.31,
      processingStatus: "extracted",
    });
    await emailedDocument(user.id, "license.jpg", {
      documentType: "drivers_license_front",
      classificationConfidence: 0.4,
    });
    const text = pageText(await (await get("/bills", cookie)).text());

    const emailed = section(text, "Recently Emailed Documents");
    expect(emailed).toContain("(2)");
    expect(emailed).toContain("riverside-statement.pdf");
    expect(emailed).toContain("IMG_2041.jpg");
    expect(emailed).toContain("3.5 KB");
    expect(emailed).not.toContain("license.jpg");

    const unsure = section(text, "Documents Needing Classification", "Recently Emailed Documents");
    expect(unsure).toContain("IMG_2041.jpg");
    expect(unsure).toContain("31%");
    expect(unsure).toContain("Classify");
    expect(unsure).toContain("View");
    expect(unsure).not.toContain("riverside-statement.pdf");

    const account = pageText(await (await get("/account", cookie)).text());
    expect(section(account, "Documents Needing Classification", "Account Documents")).toContain(
      "license.jpg",
    );
  });

  it("shows nobody else's documents", async () => {
    const alice = await person("alice.panels");
    const bob = await person("bob.panels");
    await emailedDocument(alice.user.id, "alice-bill.pdf", { needsClassification: true });
    const bobPage = await (await get("/bills", bob.cookie)).text();
    expect(bobPage).not.toContain("alice-bill.pdf");
    expect(pageText(bobPage)).not.toContain("Documents Needing Classification");
    expect(await (await get("/bills", alice.cookie)).text()).toContain("alice-bill.pdf");
  });
});

describe("/pending-documents", () => {
  it("lists premium users' documents waiting for review with sender and subject; free users get the banner", async () => {
    const { user, cookie } = await person("pending");
    await emailedDocument(user.id, "er-visit.pdf");
    const locked = pageText(await (await get("/pending-documents", cookie)).text());
    expect(locked).toContain("Upgrade to Premium");
    expect(locked).not.toContain("er-visit.pdf");

    await makePremium(user.id);
    const text = pageText(await (await get("/pending-documents", cookie)).text());
    expect(text).toContain("Waiting for review");
    expect(section(text, "Received by email", "Your documents")).toContain("clinic@example.com");
    expect(section(text, "Received by email", "Your documents")).toContain("Your statement");
    expect(section(text, "Your documents")).toContain("er-visit.pdf");
    expect((await get("/api/pending-documents", cookie)).status).toBe(200);
  });
});
