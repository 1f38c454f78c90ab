// The plan's storage (100MB free, 5GB premium) and file types (001 §9) on every path that stores a
// user's file: Smart Capture / the upload API, a bill's documents, e-mail intake
// (docs/decisions/043). A refusal stores nothing; one user's files never count against another.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PLANS } from "#core/plans";
import { newId } from "~/services/auth/tokens.server";
import { storageUsed } from "~/services/plans/storage.server";
import {
  addBill,
  db,
  documentsOf,
  files,
  makePremium,
  schema,
  signedInUser,
  upload,
  uploadBillDocument,
} from "./factories";
import {
  buildMessage,
  deliver,
  FIXTURE_SENDER,
  heldList,
  inboxOwner,
  ingestedEmailsTo,
} from "./support/email";
import { fakeGatewayEachTest, startsReading } from "./support/fake-gateway";

fakeGatewayEachTest(startsReading);

const MB = 1024 * 1024;
const FREE_FULL =
  "This file would take you past the 100MB of storage on the Free plan. Upgrade to Premium for 5GB of storage.";
const PREMIUM_FULL =
  "This file would take you past the 5GB of storage on your plan. Delete documents you no longer need to make room.";
const premiumType = (type: string) =>
  `${type} files need Premium. On the Free plan you can upload PDF, JPG and PNG files. Upgrade to Premium to upload DOC, DOCX, TXT, GIF, BMP and TIFF files too.`;

/** A stored document of `bytes` (its row only: storage is measured from the rows). */
async function alreadyStored(userId: string, bytes: number) {
  const id = newId();
  await db()
    .insert(schema.documents)
    .values({
      id,
      userId,
      documentType: "other",
      originalFilename: "old scan.pdf",
      contentType: "application/pdf",
      fileSize: bytes,
      sha256: "0".repeat(64),
      storageKey: `users/${userId}/documents/${id}`,
      source: "upload",
      processingStatus: "processed",
      createdAt: Date.now() - 86_400_000,
      updatedAt: Date.now() - 86_400_000,
    });
  return id;
}

const objectsOf = async (userId: string) =>
  (await env.FILES.list({ prefix: `users/${userId}/documents/` })).objects.map((o) => o.key);

describe("storage", () => {
  it("refuses an upload past the free plan's 100MB with 402, naming the limit, and stores nothing", async () => {
    const ann = await signedInUser("ann");
    await alreadyStored(ann.id, 100 * MB - 1000);
    const res = await upload(ann.token, files.pdf(2048), "march.pdf");
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({
      detail: {
        error: "USAGE_LIMIT_EXCEEDED",
        message: FREE_FULL,
        usage: {
          kind: "storage",
          current: 100 * MB - 1000,
          limit: 100 * MB,
          remaining: 1000,
          unlimited: false,
          allowed: false,
        },
      },
    });
    expect(await documentsOf(ann.id)).toHaveLength(1);
    expect(await objectsOf(ann.id)).toEqual([]);
    // A file that still fits is taken.
    expect((await upload(ann.token, files.pdf(900), "small.pdf")).status).toBe(200);
  });

  it("refuses a bill document past the storage limit too, and lets premium's 5GB take it", async () => {
    const bob = await signedInUser("bob");
    const billId = await addBill(bob.token);
    await alreadyStored(bob.id, 100 * MB);
    const refused = await uploadBillDocument(bob.token, billId, files.pdf(1024));
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as { detail: { message: string } }).detail.message).toBe(FREE_FULL);
    expect((await documentsOf(bob.id)).filter((d) => d.billId === billId)).toEqual([]);

    await makePremium(bob.id);
    expect((await uploadBillDocument(bob.token, billId, files.pdf(1024))).status).toBe(200);
  });

  it("holds premium to 5GB with its own message", async () => {
    const cy = await signedInUser("cy", { premium: true });
    await alreadyStored(cy.id, PLANS.premium.storageBytes - 100);
    const res = await upload(cy.token, files.pdf(2048), "big.pdf");
    expect(res.status).toBe(402);
    expect(((await res.json()) as { detail: { message: string } }).detail.message).toBe(PREMIUM_FULL);
    expect(await objectsOf(cy.id)).toEqual([]);
  });

  it("counts each user's own files only", async () => {
    const full = await signedInUser("full");
    const other = await signedInUser("other");
    await alreadyStored(full.id, 100 * MB);
    const res = await upload(other.token, files.pdf(4096), "mine.pdf");
    expect(res.status).toBe(200);
    expect(await storageUsed(db(), other.id)).toBe(4096);
    expect(await storageUsed(db(), full.id)).toBe(100 * MB);
    expect((await upload(full.token, files.pdf(4096), "mine.pdf")).status).toBe(402);
  });
});

describe("files from unknown senders", () => {
  it("count while they wait, and once (not twice) when approved into a nearly full storage", async () => {
    const owner = await inboxOwner("held.storage");
    const pdf = { filename: "bill.pdf", contentType: "application/pdf", bytes: files.pdfWith("held", 4096) };
    await deliver(buildMessage("<held-1@example.com>", "Bill", [pdf]), owner.address);
    const [held] = await heldList(owner.token);
    expect(await storageUsed(db(), owner.id)).toBe(held.file_size);
    await alreadyStored(owner.id, 100 * MB - held.file_size - 10);
    const res = await owner.api("POST", `/api/documents/from-unknown-senders/${held.id}/approve`);
    expect(res.status).toBe(200);
    expect(await storageUsed(db(), owner.id)).toBe(100 * MB - 10);
  });
});

describe("file types", () => {
  const premiumFiles: [Uint8Array, string, string, string][] = [
    [files.gif(), "fax.gif", "GIF", "image/gif"],
    [
      files.docx(),
      "letter.docx",
      "DOCX",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    [files.doc(), "letter.doc", "DOC", "application/msword"],
    [
      new TextEncoder().encode("Lakeside Medical\nAmount due $245.00\n"),
      "statement.txt",
      "TXT",
      "text/plain; charset=utf-8",
    ],
    [
      new Uint8Array([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, ...new Array(64).fill(0)]),
      "scan.tiff",
      "TIFF",
      "image/tiff",
    ],
  ];

  it("refuses each premium-only type for a free user with 403 and the types Free takes, storing nothing", async () => {
    const dee = await signedInUser("dee");
    for (const [bytes, name, type] of premiumFiles) {
      const res = await upload(dee.token, bytes, name);
      expect(res.status, name).toBe(403);
      expect(await res.json()).toEqual({ detail: premiumType(type) });
    }
    expect(await documentsOf(dee.id)).toEqual([]);
    expect(await objectsOf(dee.id)).toEqual([]);
  });

  it("stores them for premium, typed by their bytes", async () => {
    const eve = await signedInUser("eve", { premium: true });
    for (const [bytes, name, , contentType] of premiumFiles) {
      const res = await upload(eve.token, bytes, name);
      expect(res.status, name).toBe(200);
      const id = ((await res.json()) as { document_id: string }).document_id;
      const row = (await documentsOf(eve.id)).find((d) => d.id === id)!;
      expect(row).toMatchObject({ contentType, originalFilename: name });
    }
    expect(await objectsOf(eve.id)).toHaveLength(premiumFiles.length);
  });

  it("refuses a GIF or DOCX on a free user's bill, and takes it on premium", async () => {
    const fay = await signedInUser("fay");
    const billId = await addBill(fay.token);
    const res = await uploadBillDocument(fay.token, billId, files.docx(), "letter.docx", {
      document_type: "others",
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: premiumType("DOCX") });
    expect((await documentsOf(fay.id)).filter((d) => d.billId === billId)).toEqual([]);
    await makePremium(fay.id);
    const ok = await uploadBillDocument(fay.token, billId, files.gif(), "fax.gif", {
      document_type: "others",
    });
    expect(ok.status).toBe(200);
  });

  it("leaves a premium-only attachment out of a free user's e-mail, saying why when it was the only one", async () => {
    const owner = await inboxOwner("gus", [FIXTURE_SENDER]);
    const docx = { filename: "bill.docx", contentType: "application/octet-stream", bytes: files.docx() };
    const pdf = { filename: "bill.pdf", contentType: "application/pdf", bytes: files.pdfWith("gus") };
    const only = await deliver(buildMessage("<gus-1@example.com>", "Bill", [docx]), owner.address);
    expect(only.rejected).toBe(`No usable attachment: ${premiumType("DOCX")}`);
    const both = await deliver(buildMessage("<gus-2@example.com>", "Bill", [docx, pdf]), owner.address);
    expect(both.rejected).toBeNull();
    expect((await documentsOf(owner.id)).map((d) => d.contentType)).toEqual(["application/pdf"]);

    await makePremium(owner.id);
    await deliver(buildMessage("<gus-3@example.com>", "Bill", [docx]), owner.address);
    expect((await documentsOf(owner.id)).map((d) => d.contentType).sort()).toEqual([
      "application/pdf",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ]);
    expect((await ingestedEmailsTo(owner.address)).map((e) => e.status).sort()).toEqual([
      "accepted",
      "accepted",
      "rejected",
    ]);
  });
});
