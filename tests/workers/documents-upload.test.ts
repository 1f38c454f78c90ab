// Uploading a document: what is refused and with which message, plan limits, where the file goes,
// the workflow request, and that a failure or an absent orchestrator leaves nothing half-made.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { storeDocument } from "~/services/documents/documents.server";
import { resumeQueuedDocuments } from "../../workers/scheduled";
import { db, documentRow, files, makePremium, signedInUser, upload, uploaded } from "./factories";
import { gatewayWithoutWorkflows, installFakeGateway, withoutWorkflows } from "./support/fake-gateway";

const MB = 1024 * 1024;
let gateway: ReturnType<typeof installFakeGateway> | null = null;
afterEach(() => {
  gateway?.restore();
  gateway = null;
});

async function objectsOf(userId: string) {
  return (await env.FILES.list({ prefix: `users/${userId}/` })).objects.map((o) => o.key);
}

describe("upload-user-document", () => {
  it("stores the file under the user's prefix, queues it and asks the gateway to read it", async () => {
    gateway = gatewayWithoutWorkflows();
    const { user, token } = await signedInUser();
    const res = await upload(token, files.pdf(), "March bill.pdf", { document_type: "medical_bill" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      ocr_processed: false,
      ocr_classification: null,
      processing_status: "queued",
    });
    const id = body.document_id as string;

    const row = await documentRow(id);
    expect(row).toMatchObject({
      userId: user.id,
      documentType: "medical_bill",
      needsClassification: false,
      processingStatus: "queued",
      contentType: "application/pdf",
      originalFilename: "March bill.pdf",
      storageKey: `users/${user.id}/documents/${id}`,
      source: "upload",
    });
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await objectsOf(user.id)).toEqual([`users/${user.id}/documents/${id}`]);
    expect(gateway.calls).toEqual([{ method: "POST", path: `/documents/${id}/process` }]);
  });

  it("marks a document without a chosen type as needing classification", async () => {
    gateway = gatewayWithoutWorkflows();
    const { token } = await signedInUser();
    const id = await uploaded(token, files.png(), "photo.png");
    expect(await documentRow(id)).toMatchObject({ needsClassification: true, contentType: "image/png" });
  });

  it("refuses a renamed .exe and an empty file with a clear message, storing nothing", async () => {
    gateway = gatewayWithoutWorkflows();
    const { user, token } = await signedInUser();
    const exe = await upload(token, files.exe(), "bill.pdf");
    expect(exe.status).toBe(422);
    expect(await exe.json()).toEqual({
      detail: "Unsupported file type. Please upload a PDF, JPG or PNG file.",
    });
    const empty = await upload(token, files.empty(), "bill.pdf");
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({
      detail: "The file is empty. Please choose a PDF, JPG or PNG file.",
    });
    const none = await uploadWithoutFile(token);
    expect(none.status).toBe(422);
    expect(await none.json()).toEqual({ detail: "Please choose a file to upload" });
    expect(await objectsOf(user.id)).toEqual([]);
    expect(
      await db().select().from(schema.documents).where(eq(schema.documents.userId, user.id)).all(),
    ).toEqual([]);
    expect(gateway.calls).toEqual([]);
  });

  it("accepts a truncated pdf at upload (it fails later, in recognition)", async () => {
    gateway = gatewayWithoutWorkflows();
    const { token } = await signedInUser();
    const id = await uploaded(token, files.truncatedPdf(), "cut.pdf");
    expect((await documentRow(id))!.processingStatus).toBe("queued");
  });

  it("applies the plan's file size: 5MB on free, 50MB on premium", async () => {
    gateway = gatewayWithoutWorkflows();
    const free = await signedInUser("free");
    const tooBig = await upload(free.token, files.pdf(5 * MB + 1));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({
      detail: "File is too large. The maximum file size on your plan is 5MB.",
    });
    expect(await objectsOf(free.user.id)).toEqual([]);
    expect((await upload(free.token, files.pdf(5 * MB))).status).toBe(200);

    const premium = await signedInUser("premium");
    await makePremium(premium.user.id);
    expect((await upload(premium.token, files.pdf(6 * MB))).status).toBe(200);
  });

  it("stops a free user at 3 documents with USAGE_LIMIT_EXCEEDED; premium has no limit", async () => {
    gateway = gatewayWithoutWorkflows();
    const { user, token } = await signedInUser();
    for (let i = 0; i < 3; i++) await uploaded(token, files.pdf(1000 + i), `bill-${i}.pdf`);
    const fourth = await upload(token, files.pdf(2000), "bill-4.pdf");
    expect(fourth.status).toBe(402);
    const { detail } = (await fourth.json()) as { detail: { error: string; message: string } };
    expect(detail.error).toBe("USAGE_LIMIT_EXCEEDED");
    expect(detail.message).toBe(
      "You have reached your plan's limit of 3 documents. Upgrade to Premium for unlimited documents.",
    );
    expect(await objectsOf(user.id)).toHaveLength(3);

    await makePremium(user.id);
    expect((await upload(token, files.pdf(2000), "bill-4.pdf")).status).toBe(200);
  });

  it("answers the first document for the same file uploaded twice in a row", async () => {
    gateway = gatewayWithoutWorkflows();
    const { user, token } = await signedInUser();
    const first = await uploaded(token, files.jpeg(3000), "scan.jpg");
    const second = await uploaded(token, files.jpeg(3000), "scan.jpg");
    expect(second).toBe(first);
    expect(await objectsOf(user.id)).toHaveLength(1);
  });

  it("refuses a bill of someone else and an unknown document type", async () => {
    gateway = gatewayWithoutWorkflows();
    const a = await signedInUser("a");
    const b = await signedInUser("b");
    const billId = crypto.randomUUID();
    await db().insert(schema.bills).values({ id: billId, userId: a.user.id, providerName: "Clinic" });
    const foreign = await upload(b.token, files.pdf(), "eob.pdf", { bill_id: billId });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ detail: "Bill not found" });
    const badType = await upload(b.token, files.pdf(), "x.pdf", { document_type: "passport" });
    expect(badType.status).toBe(422);
    expect(await objectsOf(b.user.id)).toEqual([]);
  });

  it("removes the stored file when the row cannot be written", async () => {
    const { user } = await signedInUser();
    const owner = {
      user,
      subscription: { tier: "free" as const, status: "active" as const },
    };
    await expect(
      storeDocument(env, owner, {
        bytes: files.pdf(),
        filename: "mail.pdf",
        source: "email",
        ingestedEmailId: "no-such-email", // the foreign key refuses the insert
      }),
    ).rejects.toThrow();
    expect(await objectsOf(user.id)).toEqual([]);
    const rows = await db().select().from(schema.documents).where(eq(schema.documents.userId, user.id)).all();
    expect(rows).toEqual([]);
  });

  it("still uploads when the orchestrator is away; the cron asks again after a minute", async () => {
    const bodies: unknown[] = [];
    gateway = installFakeGateway((call, body) => {
      if (call.path.endsWith("/process")) bodies.push(body);
      return withoutWorkflows?.(call, body);
    });
    gateway.reachable = false;
    const { token } = await signedInUser();
    const id = await uploaded(token, files.pdf(777), "queued.pdf");
    expect((await documentRow(id))!.processingStatus).toBe("queued");
    expect(gateway.calls).toEqual([]);

    gateway.reachable = true;
    const early = await resumeQueuedDocuments(env, Date.now());
    expect(gateway.calls.filter((c) => c.path.includes(id))).toEqual([]);
    const later = await resumeQueuedDocuments(env, Date.now() + 61_000);
    expect(later.requested).toBeGreaterThan(early.requested);
    expect(gateway.calls).toContainEqual({ method: "POST", path: `/documents/${id}/process` });
    // The cron resumes: a workflow already waiting its turn is left alone (no signal a minute).
    expect(bodies.at(-1)).toMatchObject({ resume: true });
  });
});

function uploadWithoutFile(token: string) {
  const form = new FormData();
  form.append("document_type", "medical_bill");
  return SELF.fetch("http://local.test/api/pending-documents/upload-user-document", {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}
