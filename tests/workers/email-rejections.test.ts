// Messages the Email Worker refuses: each is rejected with a reason the sender can act on, is
// recorded, and leaves no document and no stored file behind.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { EMAIL_REJECTIONS } from "~/services/email/ingestion.server";
import noAttachment from "../fixtures/email/no-attachment.eml?raw";
import twoAttachments from "../fixtures/email/two-attachments.eml?raw";
import unsupported from "../fixtures/email/unsupported-attachment.eml?raw";
import { db, documentsOf, files, makePremium } from "./factories";
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
import { expectConsoleError } from "../setup/console-errors";

fakeGatewayEachTest(startsReading);

const MB = 1024 * 1024;
/** The fixtures come from Pat's address, which each test user has allowed. */
const person = (label: string) => inboxOwner(label, [FIXTURE_SENDER]);

/** The refusal left a record and nothing else: no document, no file under the user's prefix. */
async function expectNothingKept(userId: string) {
  expect(await documentsOf(userId)).toHaveLength(0);
  expect(await storedKeys(`users/${userId}/`)).toEqual([]);
}

describe("email(): refused messages", () => {
  it("rejects an address that belongs to nobody, and records it without a user", async () => {
    const stranger = `bills+nosuchtoken1@${INBOX_DOMAIN}`;
    const delivery = await deliver(twoAttachments, stranger);
    expect(delivery.rejected).toBe(EMAIL_REJECTIONS.unknownAddress);
    const [record] = await ingestedEmailsTo(stranger);
    expect(record).toMatchObject({
      userId: null,
      status: "rejected",
      rejectReason: EMAIL_REJECTIONS.unknownAddress,
    });
    expect(record.rawKey).toBeNull();
  });

  it("rejects a user's token at another domain and any address not of the bills+token form", async () => {
    const pat = await person("domain");
    for (const to of [
      `bills+${pat.user.inboxToken}@elsewhere.example`,
      `${pat.user.inboxToken}@${INBOX_DOMAIN}`,
    ]) {
      expect((await deliver(twoAttachments, to)).rejected).toBe(EMAIL_REJECTIONS.unknownAddress);
    }
    await expectNothingKept(pat.user.id);
  });

  it("rejects a message without attachments", async () => {
    const pat = await person("plain");
    const delivery = await deliver(noAttachment, pat.address);
    expect(delivery.rejected).toBe(EMAIL_REJECTIONS.noAttachment);
    const [record] = await ingestedEmailsTo(pat.address);
    expect(record).toMatchObject({ userId: pat.user.id, status: "rejected", subject: "My bill" });
    await expectNothingKept(pat.user.id);
  });

  it("rejects attachments that are not really pdf, jpg or png (a renamed program, a Word file)", async () => {
    const pat = await person("renamed");
    expect((await deliver(unsupported, pat.address)).rejected).toBe(EMAIL_REJECTIONS.noAttachment);
    await expectNothingKept(pat.user.id);
  });

  // Two 6 MB messages through base64 and parsing: slow on a loaded 2-core machine.
  it("rejects an attachment over the plan's file size, naming the limit; premium's larger limit takes it", async () => {
    const pat = await person("big");
    const raw = buildMessage("<big@example.com>", "Scan", [
      { filename: "scan.pdf", contentType: "application/pdf", bytes: files.pdfWith("big scan", 6 * MB) },
    ]);
    const refused = await deliver(raw, pat.address);
    expect(refused.rejected).toBe(EMAIL_REJECTIONS.attachmentsTooLarge(5 * MB));
    expect(refused.rejected).toContain("5 MB");
    await expectNothingKept(pat.user.id);

    await makePremium(pat.user.id);
    expect((await deliver(raw, pat.address)).rejected).toBeNull();
    expect(await documentsOf(pat.user.id)).toHaveLength(1);
  }, 20_000);

  it("rejects a message over 25 MB before reading it", async () => {
    const pat = await person("huge");
    const delivery = await deliver(twoAttachments, pat.address, { rawSize: 26 * MB });
    expect(delivery.rejected).toBe(EMAIL_REJECTIONS.tooLarge);
    await expectNothingKept(pat.user.id);
  });

  it("rejects bytes that are not an e-mail message", async () => {
    const pat = await person("garbage");
    const noise = crypto.getRandomValues(new Uint8Array(4096));
    expect((await deliver(noise, pat.address)).rejected).toBe(EMAIL_REJECTIONS.malformed);
    expect((await deliver(new Uint8Array(0), pat.address)).rejected).toBe(EMAIL_REJECTIONS.malformed);
    await expectNothingKept(pat.user.id);
  });

  it("rejects with the plan's document limit when no attachment can be stored, keeping nothing", async () => {
    const pat = await person("limit");
    await db()
      .insert(schema.usageCounters)
      .values({ userId: pat.user.id, kind: "document", period: "total", count: 3 });
    const delivery = await deliver(twoAttachments, pat.address);
    expect(delivery.rejected).toMatch(/^The attachments could not be stored: .*limit of 3 documents/);
    const [record] = await ingestedEmailsTo(pat.address);
    expect(record).toMatchObject({ status: "rejected", rawKey: null });
    await expectNothingKept(pat.user.id);
  });

  it("keeps what fits the plan when only some attachments can be stored, and records what was left out", async () => {
    const pat = await person("partial");
    await db()
      .insert(schema.usageCounters)
      .values({ userId: pat.user.id, kind: "document", period: "total", count: 2 });
    expect((await deliver(twoAttachments, pat.address)).rejected).toBeNull();
    expect(await documentsOf(pat.user.id)).toHaveLength(1);
    const [record] = await ingestedEmailsTo(pat.address);
    expect(record.status).toBe("accepted");
    expect(record.rejectReason).toMatch(/^The attachments could not be stored: .*limit of 3 documents/);
    expect(await storedKeys(`users/${pat.user.id}/emails/`)).toEqual([record.rawKey]);
  });

  it("does not deliver to an account being deleted", async () => {
    const pat = await person("leaving");
    await db().update(schema.users).set({ status: "deleting" }).where(eq(schema.users.id, pat.user.id));
    expect((await deliver(twoAttachments, pat.address)).rejected).toBe(EMAIL_REJECTIONS.unknownAddress);
    await expectNothingKept(pat.user.id);
  });

  it("answers an outage with a rejection, never an exception, and logs no message content", async () => {
    const pat = await person("outage");
    const logged = expectConsoleError();
    const broken = { ...env, DB: undefined } as unknown as Env;
    const { handleEmail } = await import("../../workers/email");
    let rejected: string | null = null;
    const message = {
      from: "pat.doe@example.com",
      to: pat.address,
      raw: new Response(twoAttachments).body!,
      rawSize: twoAttachments.length,
      headers: new Headers(),
      setReject: (reason: string) => (rejected = reason),
    } as unknown as ForwardableEmailMessage;
    await expect(handleEmail(message, broken)).resolves.toBeNull();
    expect(rejected).toBe(EMAIL_REJECTIONS.unexpected);
    expect(logged.calls()).toHaveLength(1);
    expect(JSON.parse(String(logged.calls()[0][0]))).toMatchObject({ where: "email", error: "TypeError" });
    expect(JSON.stringify(logged.calls())).not.toContain(pat.address);
  });
});
