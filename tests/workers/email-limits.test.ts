// The bounds of e-mail intake: at most 10 documents per message, a per-inbox hourly cap, parsing
// limits on nesting and header size, and refused messages purged by the cron after 30 days.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { getConfig } from "~/env.server";
import { MAX_FORWARD_DEPTH, MIME_OPTIONS } from "~/services/email/attachments.server";
import { EMAIL_REJECTIONS, ingestEmail, MAX_ATTACHMENTS } from "~/services/email/ingestion.server";
import { newId } from "~/services/auth/tokens.server";
import { db, documentsOf, files, makePremium } from "./factories";
import {
  buildMessage,
  deliver,
  FIXTURE_SENDER,
  fromAddressRule,
  heldOf,
  inboxOwner,
  ingestedEmailsTo,
  type Part,
  storedKeys,
} from "./support/email";
import { fakeGatewayEachTest, startsReading } from "./support/fake-gateway";
import { runCron } from "./support/cron";

fakeGatewayEachTest(startsReading);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const pdfs = (n: number, tag: string): Part[] =>
  Array.from({ length: n }, (_, i) => ({
    filename: `page-${i + 1}.pdf`,
    contentType: "application/pdf",
    bytes: files.pdfWith(`${tag} ${i}`, 512),
  }));

/** Wraps a message as the message/rfc822 attachment of a new one from Pat. */
function forwardAsAttachment(inner: string, id: string): string {
  return [
    `From: Pat Doe <${FIXTURE_SENDER}>`,
    `Subject: Fwd ${id}`,
    `Message-ID: <${id}@example.com>`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/mixed; boundary="fwd-${id}"`,
    "",
    `--fwd-${id}`,
    "Content-Type: text/plain",
    "",
    "Forwarding.",
    `--fwd-${id}`,
    'Content-Type: message/rfc822; name="forwarded.eml"',
    'Content-Disposition: attachment; filename="forwarded.eml"',
    "",
    inner,
    `--fwd-${id}--`,
    "",
  ].join("\r\n");
}

/** The refusal left a record with its reason and nothing else. */
async function expectRefusedWholly(owner: { address: string; user: { id: string } }, reason: string) {
  const records = await ingestedEmailsTo(owner.address);
  expect(records.at(-1)).toMatchObject({ status: "rejected", rejectReason: reason, rawKey: null });
  expect(await documentsOf(owner.user.id)).toHaveLength(0);
  expect(await heldOf(owner.user.id)).toHaveLength(0);
  expect(await storedKeys(`users/${owner.user.id}/`)).toEqual([]);
}

describe("email(): attachments per message", () => {
  it(`takes ${MAX_ATTACHMENTS} documents and refuses ${MAX_ATTACHMENTS + 1} whole, from anyone`, async () => {
    const pat = await inboxOwner("ten", [FIXTURE_SENDER]);
    await makePremium(pat.user.id);
    const ten = buildMessage("<ten@example.com>", "Ten", pdfs(MAX_ATTACHMENTS, "ten"));
    expect((await deliver(ten, pat.address)).rejected).toBeNull();
    expect(await documentsOf(pat.user.id)).toHaveLength(MAX_ATTACHMENTS);

    const sam = await inboxOwner("eleven", [FIXTURE_SENDER]);
    await makePremium(sam.user.id);
    const eleven = buildMessage("<eleven@example.com>", "Eleven", pdfs(MAX_ATTACHMENTS + 1, "eleven"));
    expect((await deliver(eleven, sam.address)).rejected).toBe(EMAIL_REJECTIONS.tooManyAttachments);
    await expectRefusedWholly(sam, EMAIL_REJECTIONS.tooManyAttachments);

    const held = await inboxOwner("eleven-unknown");
    const fromStranger = buildMessage("<stranger@example.com>", "Eleven", pdfs(MAX_ATTACHMENTS + 1, "s"), {
      from: "stranger@example.net",
    });
    expect((await deliver(fromStranger, held.address)).rejected).toBe(EMAIL_REJECTIONS.tooManyAttachments);
    await expectRefusedWholly(held, EMAIL_REJECTIONS.tooManyAttachments);
  });

  it("counts the documents inside forwarded messages too", async () => {
    const withForward = (id: string, own: number, forwarded: number) => {
      const inner = buildMessage(
        `<${id}-inner@example.com>`,
        "Inner",
        pdfs(forwarded, `${id} inner`),
      ).replaceAll("b-fairbill-test", "inner-boundary");
      return buildMessage(`<${id}@example.com>`, "Outer", pdfs(own, `${id} outer`)).replace(
        "--b-fairbill-test--",
        `--b-fairbill-test\r\nContent-Type: message/rfc822\r\nContent-Disposition: attachment\r\n\r\n${inner}\r\n--b-fairbill-test--`,
      );
    };
    const pat = await inboxOwner("ten-nested", [FIXTURE_SENDER]);
    await makePremium(pat.user.id);
    expect((await deliver(withForward("five-five", 5, 5), pat.address)).rejected).toBeNull();
    expect(await documentsOf(pat.user.id)).toHaveLength(10);

    const sam = await inboxOwner("eleven-nested", [FIXTURE_SENDER]);
    expect((await deliver(withForward("five-six", 5, 6), sam.address)).rejected).toBe(
      EMAIL_REJECTIONS.tooManyAttachments,
    );
    await expectRefusedWholly(sam, EMAIL_REJECTIONS.tooManyAttachments);
  });
});

describe("email(): the per-inbox hourly cap", () => {
  const capped = { ...fromAddressRule, EMAIL_HOURLY_CAP: "3" } as Env;
  const message = (i: number, from = FIXTURE_SENDER) =>
    buildMessage(`<cap-${i}@example.com>`, "Bill", pdfs(1, `cap ${i} ${from}`), { from });

  it("refuses the message past the configured cap with a recorded reason, and takes mail again an hour later", async () => {
    expect(getConfig(env).EMAIL_HOURLY_CAP).toBe(30);
    const pat = await inboxOwner("cap", [FIXTURE_SENDER]);
    await makePremium(pat.user.id);
    // Held mail from strangers counts too: a flood cannot fill the inbox either way.
    expect(
      (await deliver(message(1, "stranger@example.net"), pat.address, { env: capped })).rejected,
    ).toBeNull();
    for (const i of [2, 3])
      expect((await deliver(message(i), pat.address, { env: capped })).rejected).toBeNull();
    for (const i of [4, 5]) {
      expect((await deliver(message(i), pat.address, { env: capped })).rejected).toBe(
        EMAIL_REJECTIONS.tooManyMessages,
      );
    }
    expect(await documentsOf(pat.user.id)).toHaveLength(2);
    const records = await ingestedEmailsTo(pat.address);
    expect(records.filter((r) => r.rejectReason === EMAIL_REJECTIONS.tooManyMessages)).toHaveLength(2);

    const raw = new TextEncoder().encode(message(6));
    const later = await ingestEmail(
      capped,
      { from: FIXTURE_SENDER, to: pat.address, raw, rawSize: raw.byteLength },
      Date.now() + HOUR + 1000,
    );
    expect(later.status).toBe("accepted");
  });

  it("counts each inbox on its own", async () => {
    const alice = await inboxOwner("cap-alice", [FIXTURE_SENDER]);
    const bob = await inboxOwner("cap-bob", [FIXTURE_SENDER]);
    for (const i of [11, 12, 13]) await deliver(message(i), alice.address, { env: capped });
    expect((await deliver(message(14), alice.address, { env: capped })).rejected).toBe(
      EMAIL_REJECTIONS.tooManyMessages,
    );
    expect((await deliver(message(15), bob.address, { env: capped })).rejected).toBeNull();
  });
});

describe("email(): parsing limits", () => {
  const nestedForward = (depth: number, id: string) => {
    let raw = buildMessage(`<${id}-0@example.com>`, "Original", pdfs(1, id));
    for (let level = 1; level <= depth; level++) raw = forwardAsAttachment(raw, `${id}-${level}`);
    return raw;
  };

  it(`opens forwarded messages ${MAX_FORWARD_DEPTH} deep and refuses one level more, keeping nothing`, async () => {
    const pat = await inboxOwner("deep-ok", [FIXTURE_SENDER]);
    expect((await deliver(nestedForward(MAX_FORWARD_DEPTH, "ok"), pat.address)).rejected).toBeNull();
    expect(await documentsOf(pat.user.id)).toHaveLength(1);

    const sam = await inboxOwner("deep-refused", [FIXTURE_SENDER]);
    const refused = await deliver(nestedForward(MAX_FORWARD_DEPTH + 1, "deep"), sam.address);
    expect(refused.rejected).toBe(EMAIL_REJECTIONS.tooComplex);
    await expectRefusedWholly(sam, EMAIL_REJECTIONS.tooComplex);
  });

  it("refuses more than 20 forwarded messages in one e-mail", async () => {
    const pat = await inboxOwner("many-forwards", [FIXTURE_SENDER]);
    const note = `From: ${FIXTURE_SENDER}\r\nSubject: Note\r\nMessage-ID: <note@example.com>\r\n\r\nSee above.`;
    const attached = Array.from(
      { length: 21 },
      () =>
        `--b-fairbill-test\r\nContent-Type: message/rfc822\r\nContent-Disposition: attachment\r\n\r\n${note}\r\n`,
    ).join("");
    const raw = buildMessage("<many@example.com>", "Many", pdfs(1, "many")).replace(
      "--b-fairbill-test--",
      `${attached}--b-fairbill-test--`,
    );
    expect((await deliver(raw, pat.address)).rejected).toBe(EMAIL_REJECTIONS.tooComplex);
    await expectRefusedWholly(pat, EMAIL_REJECTIONS.tooComplex);
  });

  it(`refuses MIME parts nested deeper than ${MIME_OPTIONS.maxNestingDepth} levels`, async () => {
    const pat = await inboxOwner("mime-depth", [FIXTURE_SENDER]);
    const depth = MIME_OPTIONS.maxNestingDepth + 5;
    let body = "Content-Type: application/pdf\r\nContent-Transfer-Encoding: base64\r\n\r\nJVBERi0xLjQK\r\n";
    for (let i = depth; i > 0; i--) {
      body = `Content-Type: multipart/mixed; boundary="n${i}"\r\n\r\n--n${i}\r\n${body}--n${i}--\r\n`;
    }
    const raw = `From: ${FIXTURE_SENDER}\r\nSubject: Deep\r\nMessage-ID: <mime-deep@example.com>\r\nMIME-Version: 1.0\r\n${body}`;
    expect((await deliver(raw, pat.address)).rejected).toBe(EMAIL_REJECTIONS.tooComplex);
    await expectRefusedWholly(pat, EMAIL_REJECTIONS.tooComplex);
  });

  it(`refuses headers over ${MIME_OPTIONS.maxHeadersSize / 1024} KB in total`, async () => {
    const pat = await inboxOwner("headers", [FIXTURE_SENDER]);
    const filler = Array.from({ length: 400 }, (_, i) => `X-Filler-${i}: ${"a".repeat(700)}`);
    const raw = buildMessage("<headers@example.com>", "Headers", pdfs(1, "headers"), { headers: filler });
    expect((await deliver(raw, pat.address)).rejected).toBe(EMAIL_REJECTIONS.tooComplex);
    await expectRefusedWholly(pat, EMAIL_REJECTIONS.tooComplex);
  });
});

describe("scheduled(): refused messages", () => {
  it("purges rejected and fully discarded messages after 30 days, keeping newer ones and accepted ones", async () => {
    const pat = await inboxOwner("purge");
    const row = (status: "rejected" | "discarded" | "accepted" | "held", ageDays: number) => ({
      id: newId(),
      userId: pat.user.id,
      sender: "someone@example.net",
      recipient: pat.address,
      receivedAt: Date.now() - ageDays * DAY,
      status,
      rejectReason: status === "rejected" ? EMAIL_REJECTIONS.noAttachment : null,
    });
    const rows = [
      row("rejected", 31),
      row("discarded", 31),
      row("rejected", 29),
      row("accepted", 90),
      row("held", 90),
    ];
    for (const r of rows) await db().insert(schema.ingestedEmails).values(r);

    await runCron();

    const left = await db()
      .select({ id: schema.ingestedEmails.id })
      .from(schema.ingestedEmails)
      .where(eq(schema.ingestedEmails.userId, pat.user.id))
      .all();
    expect(left.map((r) => r.id).sort()).toEqual(
      rows
        .slice(2)
        .map((r) => r.id)
        .sort(),
    );
  });
});
