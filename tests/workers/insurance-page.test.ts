// The /insurance page as a person meets it (001 §2, §5, §8): the empty state and the ZIP prompt,
// the 'ZIP Code Required' modal's save, and the Insurance tab's badge counting exactly the documents
// the page lists as needing Classify.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { newId } from "~/services/auth/tokens.server";
import { db, get, pageText, signedInUser } from "./factories";
import { postData } from "./support/remix-data";

const zipOf = async (userId: string) =>
  (
    await db()
      .select({ zipcode: schema.users.zipcode })
      .from(schema.users)
      .where(eq(schema.users.id, userId))
      .get()
  )?.zipcode ?? null;

async function insuranceDocument(
  userId: string,
  documentType: string,
  values: Partial<typeof schema.documents.$inferInsert>,
) {
  const id = newId();
  await db()
    .insert(schema.documents)
    .values({
      id,
      userId,
      documentType,
      originalFilename: `${documentType}-${id.slice(0, 6)}.pdf`,
      contentType: "application/pdf",
      fileSize: 2048,
      sha256: id,
      storageKey: `users/${userId}/documents/${id}`,
      source: "email",
      ...values,
    });
  return id;
}

const sectionBadges = (html: string) => {
  const from = html.indexOf('aria-label="Sections"');
  const nav = html.slice(from, html.indexOf("</nav>", from));
  return [...nav.matchAll(/href="\/([a-z-]+)"[\s\S]*?<\/a>/g)]
    .map(
      (m) => [m[1], /data-testid="classification-badge"[^>]*><span[^>]*>([^<]+)</.exec(m[0])?.[1]] as const,
    )
    .filter(([, count]) => count !== undefined);
};

describe("the insurance page before any policy", () => {
  it("shows 'No Policies Yet', its text, '+ Add Policy' and, until a ZIP code is saved, the ZIP prompt", async () => {
    const alice = await signedInUser("ins.page.empty");
    const text = pageText(await (await get("/insurance", alice.cookie)).text());
    expect(text).toContain("No Policies Yet");
    expect(text).toContain(
      "Add your first insurance policy to get started with tracking your family's coverage.",
    );
    expect(text).toContain("+ Add Policy");
    expect(text).toContain(
      "Please provide your ZIP code to help us find insurance plans available in your area",
    );

    const withZip = await signedInUser("ins.page.zip", { zipcode: "42728" });
    const saved = pageText(await (await get("/insurance", withZip.cookie)).text());
    expect(saved).toContain("No Policies Yet");
    expect(saved).not.toContain("Please provide your ZIP code to help us find insurance plans");
  });
});

describe("the 'ZIP Code Required' modal's save", () => {
  it("refuses a blank ZIP code with the spec's message and saves nothing", async () => {
    const alice = await signedInUser("ins.zip.blank");
    const answer = await postData("/insurance", { intent: "zipcode", zipcode: "   " }, alice.cookie);
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({
      intent: "zipcode",
      ok: false,
      error: "Please enter a valid ZIP code",
    });
    expect(await zipOf(alice.id)).toBeNull();
  });

  it("saves the signed-in user's ZIP code only, and the page stops asking for it", async () => {
    const alice = await signedInUser("ins.zip.alice");
    const bob = await signedInUser("ins.zip.bob", { zipcode: "94110" });
    const answer = await postData("/insurance", { intent: "zipcode", zipcode: " 42728 " }, alice.cookie);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ intent: "zipcode", ok: true, zipcode: "42728" });
    expect(await zipOf(alice.id)).toBe("42728");
    expect(await zipOf(bob.id)).toBe("94110");
    const text = pageText(await (await get("/insurance", alice.cookie)).text());
    expect(text).not.toContain("Please provide your ZIP code to help us find insurance plans");
  });
});

describe("insurance documents needing Classify", () => {
  it("the Insurance tab's badge counts exactly the documents the page lists, and only the user's own", async () => {
    const alice = await signedInUser("ins.classify.alice");
    const bob = await signedInUser("ins.classify.bob");
    // Listed and counted: flagged by intake, or classified with confidence under 0.7.
    await insuranceDocument(alice.id, "insurance_card_front", { needsClassification: true });
    await insuranceDocument(alice.id, "insurance_policy", {
      needsClassification: false,
      classificationConfidence: 0.4,
    });
    // Neither: a confident classification; an upload (the person chose its type); another section's type.
    await insuranceDocument(alice.id, "insurance_card_back", {
      needsClassification: false,
      classificationConfidence: 0.95,
    });
    await insuranceDocument(alice.id, "insurance_card_back", { source: "upload", needsClassification: true });
    await insuranceDocument(alice.id, "other", { needsClassification: true });
    await insuranceDocument(bob.id, "insurance_card_front", { needsClassification: true });

    const html = await (await get("/insurance", alice.cookie)).text();
    const listed = [...html.matchAll(/data-testid="unclassified-document"/g)].length;
    expect(listed).toBe(2);
    expect(pageText(html)).toContain("Documents Needing Classification (2)");
    expect(pageText(html)).toContain("Classify");
    expect(sectionBadges(html)).toEqual([
      ["bills", "1"],
      ["insurance", String(listed)],
    ]);

    const bobHtml = await (await get("/insurance", bob.cookie)).text();
    expect([...bobHtml.matchAll(/data-testid="unclassified-document"/g)]).toHaveLength(1);
    expect(sectionBadges(bobHtml)).toEqual([["insurance", "1"]]);
  });
});
