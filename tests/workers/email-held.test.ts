// Mail from an unknown sender waits under "from an unknown sender" until the user approves it
// (stored like any e-mailed document) or discards it (file and row deleted); at most 50 wait.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { DOCUMENT_MESSAGES } from "~/services/documents/messages";
import { SENDER_MESSAGES } from "~/services/email/intake-messages";
import twoAttachments from "../fixtures/email/two-attachments.eml?raw";
import { call, db, documentsOf } from "./factories";
import {
  deliver,
  FIXTURE_SENDER,
  heldList,
  heldOf,
  inboxOwner,
  ingestedEmailsTo,
  recentlyEmailed,
  statement,
  storedKeys,
  usage,
} from "./support/email";
import { fakeGatewayEachTest, startsReading } from "./support/fake-gateway";

const gateway = fakeGatewayEachTest(startsReading);

const processCalls = () => gateway.calls.filter((c) => c.path.endsWith("/process"));

describe("email(): from an unknown sender", () => {
  it("holds the documents: nothing stored, counted or read, and only the unknown-sender list shows them", async () => {
    const pat = await inboxOwner("held");
    const delivery = await deliver(twoAttachments, pat.address);
    expect(delivery.rejected).toBeNull();

    expect(await documentsOf(pat.user.id)).toHaveLength(0);
    expect(await usage(pat.user.id)).toBe(0);
    expect(processCalls()).toEqual([]);
    const [record] = await ingestedEmailsTo(pat.address);
    expect(record).toMatchObject({ status: "held", sender: FIXTURE_SENDER, subject: "Fwd: my clinic bill" });

    const held = await heldList(pat.token);
    expect(held.map((h) => h.original_filename).sort()).toEqual(["IMG_2041.jpg", "riverside-statement.pdf"]);
    expect(held[0]).toMatchObject({ sender_email: FIXTURE_SENDER, email_subject: "Fwd: my clinic bill" });
    expect(await recentlyEmailed(pat.token)).toEqual([]);
    expect(await storedKeys(`users/${pat.user.id}/held/`)).toHaveLength(2);
    expect(await storedKeys(`users/${pat.user.id}/documents/`)).toEqual([]);
  });

  it("holds a repeat of the same message only once", async () => {
    const pat = await inboxOwner("held-repeat");
    await deliver(twoAttachments, pat.address);
    await deliver(twoAttachments, pat.address);
    expect(await heldOf(pat.user.id)).toHaveLength(2);
    expect((await ingestedEmailsTo(pat.address)).map((r) => r.status).sort()).toEqual(["duplicate", "held"]);
  });

  it("approving stores the document like any e-mailed one: counted, read, listed with who sent it", async () => {
    const pat = await inboxOwner("approve");
    await deliver(twoAttachments, pat.address);
    const pdf = (await heldList(pat.token)).find((h) => h.original_filename === "riverside-statement.pdf")!;

    const res = await call("POST", `/api/documents/from-unknown-senders/${pdf.id}/approve`, pat.token);
    expect(res.status).toBe(200);
    const { document_id: documentId } = (await res.json()) as { document_id: string };

    const [doc] = await documentsOf(pat.user.id);
    expect(doc).toMatchObject({
      id: documentId,
      source: "email",
      processingStatus: "queued",
      fileSize: pdf.file_size,
    });
    expect(await usage(pat.user.id)).toBe(1);
    expect(processCalls().map((c) => c.path)).toEqual([`/documents/${documentId}/process`]);
    expect((await recentlyEmailed(pat.token)).map((d) => d.original_filename)).toEqual([
      "riverside-statement.pdf",
    ]);
    const data = (await (await call("GET", `/api/documents/${documentId}/data`, pat.token)).json()) as {
      email_context: Record<string, unknown>;
    };
    expect(data.email_context).toMatchObject({ has_email_context: true, sender: FIXTURE_SENDER });

    expect((await heldList(pat.token)).map((h) => h.original_filename)).toEqual(["IMG_2041.jpg"]);
    expect(await storedKeys(`users/${pat.user.id}/held/`)).toHaveLength(1);
    expect((await ingestedEmailsTo(pat.address))[0].status).toBe("accepted");
    expect(
      (await call("POST", `/api/documents/from-unknown-senders/${pdf.id}/approve`, pat.token)).status,
    ).toBe(404);
  });

  it("approving checks the plan's limit then, and the document stays held when it is reached", async () => {
    const pat = await inboxOwner("approve-limit");
    await deliver(twoAttachments, pat.address);
    await db()
      .insert(schema.usageCounters)
      .values({ userId: pat.user.id, kind: "document", period: "total", count: 3 });
    const [first] = await heldList(pat.token);
    const refused = await call("POST", `/api/documents/from-unknown-senders/${first.id}/approve`, pat.token);
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as { detail: { message: string } }).detail.message).toBe(
      DOCUMENT_MESSAGES.documentLimit(3),
    );
    expect(await documentsOf(pat.user.id)).toHaveLength(0);
    expect(await heldList(pat.token)).toHaveLength(2);

    await db()
      .update(schema.usageCounters)
      .set({ count: 0 })
      .where(eq(schema.usageCounters.userId, pat.user.id));
    expect(
      (await call("POST", `/api/documents/from-unknown-senders/${first.id}/approve`, pat.token)).status,
    ).toBe(200);
  });

  it("two approvals of the same document at once store it once", async () => {
    const pat = await inboxOwner("double");
    await deliver(statement("double-1", "stranger@example.net"), pat.address);
    const [held] = await heldList(pat.token);
    const path = `/api/documents/from-unknown-senders/${held.id}/approve`;
    const statuses = (await Promise.all([call("POST", path, pat.token), call("POST", path, pat.token)])).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(await documentsOf(pat.user.id)).toHaveLength(1);
    expect(await usage(pat.user.id)).toBe(1);
  });

  it("a document an approval has claimed is not discarded under it, and still stores once", async () => {
    const pat = await inboxOwner("claimed");
    await deliver(statement("claimed-1", "stranger@example.net"), pat.address);
    const [held] = await heldList(pat.token);
    // An approval in flight: it has claimed the row and is storing the file.
    await db()
      .update(schema.heldDocuments)
      .set({ claimedAt: Date.now() })
      .where(eq(schema.heldDocuments.id, held.id));
    const refused = await call("DELETE", `/api/documents/from-unknown-senders/${held.id}`, pat.token);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { detail: string }).detail).toBe(SENDER_MESSAGES.heldBusy);
    expect((await heldList(pat.token)).map((h) => h.id)).toEqual([held.id]);
    expect(await storedKeys(`users/${pat.user.id}/held/`)).toHaveLength(1);
    const audit = await db()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subjectId, pat.user.id))
      .all();
    expect(audit.filter((a) => a.action === "held_document_discarded")).toHaveLength(0);
  });

  it("discarding deletes the file and the row; the last one takes the raw message with it", async () => {
    const pat = await inboxOwner("discard");
    await deliver(twoAttachments, pat.address);
    const [first, second] = await heldList(pat.token);

    expect((await call("DELETE", `/api/documents/from-unknown-senders/${first.id}`, pat.token)).status).toBe(
      200,
    );
    expect((await heldList(pat.token)).map((h) => h.id)).toEqual([second.id]);
    expect(await storedKeys(`users/${pat.user.id}/held/`)).toHaveLength(1);
    expect(await storedKeys(`users/${pat.user.id}/emails/`)).toHaveLength(1);

    expect((await call("DELETE", `/api/documents/from-unknown-senders/${second.id}`, pat.token)).status).toBe(
      200,
    );
    expect(await storedKeys(`users/${pat.user.id}/`)).toEqual([]);
    expect(await documentsOf(pat.user.id)).toHaveLength(0);
    expect(await usage(pat.user.id)).toBe(0);
    const [record] = await ingestedEmailsTo(pat.address);
    expect(record).toMatchObject({ status: "discarded", rawKey: null });
    const audit = await db()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subjectId, pat.user.id))
      .all();
    expect(audit.filter((a) => a.action === "held_document_discarded")).toHaveLength(2);
  });

  it("refuses mail from unknown senders once 50 documents wait, keeping nothing", async () => {
    const pat = await inboxOwner("held-cap");
    await deliver(statement("cap-0", "a@example.net"), pat.address);
    const [{ id: ingestedEmailId }] = await ingestedEmailsTo(pat.address);
    const row = (i: number) => ({
      id: `held-cap-${pat.user.id}-${i}`,
      userId: pat.user.id,
      ingestedEmailId,
      originalFilename: `f${i}.pdf`,
      contentType: "application/pdf",
      fileSize: 1,
      sha256: `${i}`,
      storageKey: `users/${pat.user.id}/held/x${i}`,
    });
    const inserts = Array.from({ length: 49 }, (_, i) => db().insert(schema.heldDocuments).values(row(i)));
    await db().batch([inserts[0], ...inserts.slice(1)]);
    const refused = await deliver(statement("cap-1", "b@example.net"), pat.address);
    expect(refused.rejected).toMatch(/^Too many documents from unknown senders/);
    expect(await heldOf(pat.user.id)).toHaveLength(50);
    // Mail from the owner still goes straight in.
    expect((await deliver(statement("cap-2", pat.user.email), pat.address)).rejected).toBeNull();
  });
});
