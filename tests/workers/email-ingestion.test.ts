// Forwarded bills through the Worker's email() handler: each pdf/jpg/png attachment becomes a
// document of the addressee, the raw message is kept under the user's prefix, repeats are ignored.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import twoAttachments from "../fixtures/email/two-attachments.eml?raw";
import { documentsOf, files, get } from "./factories";
import {
  buildMessage,
  deliver,
  FIXTURE_SENDER,
  INBOX_DOMAIN,
  inboxOwner,
  ingestedEmailsTo,
  storedKeys,
} from "./support/email";
import { fakeGatewayEachTest, startsReading } from "./support/fake-gateway";

const gateway = fakeGatewayEachTest(startsReading);

/** The fixtures come from Pat's address, which each test user has allowed. */
const person = (label: string) => inboxOwner(label, [FIXTURE_SENDER]);

describe("email(): a message with two attachments", () => {
  it("becomes two documents of the addressee, each queued for reading with its e-mail context", async () => {
    const pat = await person("pat");
    const delivery = await deliver(twoAttachments, pat.address);
    expect(delivery.rejected).toBeNull();

    const [record] = await ingestedEmailsTo(pat.address);
    expect(record).toMatchObject({
      userId: pat.user.id,
      status: "accepted",
      sender: "pat.doe@example.com",
      subject: "Fwd: my clinic bill",
      messageId: "<fixture-two-attachments@example.com>",
      rejectReason: null,
    });
    expect(record.rawKey).toBe(`users/${pat.user.id}/emails/${record.id}.eml`);
    const raw = await env.FILES.get(record.rawKey!);
    expect(await raw!.text()).toContain("Fwd: my clinic bill");

    const docs = await documentsOf(pat.user.id);
    expect(docs.map((d) => [d.originalFilename, d.contentType]).sort()).toEqual([
      ["IMG_2041.jpg", "image/jpeg"],
      ["riverside-statement.pdf", "application/pdf"],
    ]);
    for (const doc of docs) {
      expect(doc).toMatchObject({
        source: "email",
        ingestedEmailId: record.id,
        processingStatus: "queued",
        needsClassification: true,
      });
      expect(doc.storageKey.startsWith(`users/${pat.user.id}/`)).toBe(true);
      expect(await env.FILES.head(doc.storageKey)).not.toBeNull();
    }
    const started = gateway.calls.filter((c) => c.path.endsWith("/process")).map((c) => c.path);
    expect(started.sort()).toEqual(docs.map((d) => `/documents/${d.id}/process`).sort());
  });

  it("shows both under Recently Emailed with who sent them, and the document data carries the e-mail context", async () => {
    const pat = await person("context");
    await deliver(twoAttachments, pat.address);
    const res = await get("/api/documents/recently-emailed", pat.cookie);
    expect(res.status).toBe(200);
    const listed = (await res.json()) as { id: string; original_filename: string }[];
    expect(listed.map((d) => d.original_filename).sort()).toEqual([
      "IMG_2041.jpg",
      "riverside-statement.pdf",
    ]);
    const data = (await (await get(`/api/documents/${listed[0].id}/data`, pat.cookie)).json()) as {
      email_context: Record<string, unknown>;
    };
    expect(data.email_context).toMatchObject({
      has_email_context: true,
      sender: "pat.doe@example.com",
      subject: "Fwd: my clinic bill",
    });
  });
});

describe("email(): repeats", () => {
  it("ignores the same message delivered again (same Message-ID, same files)", async () => {
    const pat = await person("repeat");
    await deliver(twoAttachments, pat.address);
    const again = await deliver(twoAttachments, pat.address);
    expect(again.rejected).toBeNull();
    expect(await documentsOf(pat.user.id)).toHaveLength(2);
    const statuses = (await ingestedEmailsTo(pat.address)).map((r) => r.status).sort();
    expect(statuses).toEqual(["accepted", "duplicate"]);
    expect(await storedKeys(`users/${pat.user.id}/emails/`)).toHaveLength(1);
  });

  it("keeps a new file that arrives under a Message-ID already seen, and the same file under a new Message-ID", async () => {
    const pat = await person("resend");
    const first = files.pdfWith("first statement");
    const second = files.pdfWith("corrected statement");
    const message = (id: string, files: Uint8Array[]) =>
      buildMessage(
        id,
        "Statement",
        files.map((bytes, i) => ({ filename: `statement-${i}.pdf`, contentType: "application/pdf", bytes })),
      );
    await deliver(message("<m-1@example.com>", [first]), pat.address);
    await deliver(message("<m-1@example.com>", [first, second]), pat.address);
    await deliver(message("<m-2@example.com>", [first]), pat.address);
    const docs = await documentsOf(pat.user.id);
    expect(docs).toHaveLength(3);
    expect(new Set(docs.map((d) => d.sha256)).size).toBe(2);
  });

  it("makes one document of an attachment repeated inside one message", async () => {
    const pat = await person("twice");
    const bytes = files.pdfWith("the same page");
    const raw = buildMessage("<twice@example.com>", "Bill", [
      { filename: "bill.pdf", contentType: "application/pdf", bytes },
      { filename: "bill-copy.pdf", contentType: "application/pdf", bytes },
    ]);
    expect((await deliver(raw, pat.address)).rejected).toBeNull();
    expect(await documentsOf(pat.user.id)).toHaveLength(1);
  });
});

describe("email(): two users", () => {
  it("puts mail to A's address only in A's account; B sees none of it", async () => {
    const alice = await person("alice");
    const bob = await person("bob");
    await deliver(twoAttachments, alice.address);
    expect(await documentsOf(alice.user.id)).toHaveLength(2);
    expect(await documentsOf(bob.user.id)).toHaveLength(0);
    expect(await storedKeys(`users/${bob.user.id}/`)).toEqual([]);

    const bobList = (await (await get("/api/documents/recently-emailed", bob.cookie)).json()) as unknown[];
    expect(bobList).toEqual([]);
    const [aliceDoc] = await documentsOf(alice.user.id);
    expect((await get(`/api/documents/${aliceDoc.id}/data`, bob.cookie)).status).toBe(404);
    expect((await get(`/api/documents/${aliceDoc.id}/data`, alice.cookie)).status).toBe(200);
  });

  it("treats an address whose token differs by one character as unknown", async () => {
    const alice = await person("near");
    const token = alice.user.inboxToken;
    const near = `bills+${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}@${INBOX_DOMAIN}`;
    const delivery = await deliver(twoAttachments, near);
    expect(delivery.rejected).toMatch(/unknown recipient/i);
    expect(await documentsOf(alice.user.id)).toHaveLength(0);
  });
});

describe("email(): the recorded message", () => {
  it("records the address in lower case and accepts the address written in capitals", async () => {
    const pat = await person("caps");
    const delivery = await deliver(twoAttachments, pat.address.toUpperCase());
    expect(delivery.rejected).toBeNull();
    expect(await ingestedEmailsTo(pat.address)).toHaveLength(1);
    expect(await documentsOf(pat.user.id)).toHaveLength(2);
  });
});
