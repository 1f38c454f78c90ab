// Every common way of forwarding a bill yields its documents: Gmail, Outlook and Apple Mail,
// inline forwards and forward-as-attachment (message/rfc822, nested too). The .eml fixtures in
// tests/fixtures/email are small hand-built copies of each client's message structure.
import { describe, expect, it } from "vitest";
import { MIN_INLINE_IMAGE_BYTES } from "~/services/email/attachments.server";
import appleAttachment from "../fixtures/email/apple-mail-forward-as-attachment.eml?raw";
import appleInline from "../fixtures/email/apple-mail-inline-forward.eml?raw";
import octetStreamEml from "../fixtures/email/eml-as-octet-stream.eml?raw";
import gmailAttachment from "../fixtures/email/gmail-forward-as-attachment.eml?raw";
import gmailInline from "../fixtures/email/gmail-inline-forward.eml?raw";
import nested from "../fixtures/email/nested-forward-as-attachment.eml?raw";
import outlookAttachment from "../fixtures/email/outlook-forward-as-attachment.eml?raw";
import outlookInline from "../fixtures/email/outlook-inline-forward.eml?raw";
import { documentsOf } from "./factories";
import { deliver, FIXTURE_SENDER, inboxOwner, ingestedEmailsTo } from "./support/email";
import { fakeGatewayEachTest, startsReading } from "./support/fake-gateway";

fakeGatewayEachTest(startsReading);

const person = (label: string) => inboxOwner(label, [FIXTURE_SENDER]);

async function documentsFrom(raw: string, label: string) {
  const pat = await person(label);
  const delivery = await deliver(raw, pat.address);
  expect(delivery.rejected).toBeNull();
  const [record] = await ingestedEmailsTo(pat.address);
  const docs = await documentsOf(pat.user.id);
  for (const doc of docs) expect(doc).toMatchObject({ source: "email", ingestedEmailId: record.id });
  return docs.map((d) => [d.originalFilename, d.contentType]).sort();
}

describe("email(): forwarded bills, client by client", () => {
  it.each([
    ["Gmail, inline forward", gmailInline, [["Lakeside-statement-March.pdf", "application/pdf"]]],
    [
      "Gmail, forward as attachment",
      gmailAttachment,
      [
        ["eob-page1.png", "image/png"],
        ["itemized-bill.pdf", "application/pdf"],
      ],
    ],
    [
      "Outlook, inline forward (the signature logo is not a document)",
      outlookInline,
      [["CPI_Statement_0316.pdf", "application/pdf"]],
    ],
    ["Outlook, forward as attachment", outlookAttachment, [["invoice-55120.jpg", "image/jpeg"]]],
    [
      "Apple Mail, inline forward (attachments as inline parts)",
      appleInline,
      [
        ["IMG_0412.jpeg", "image/jpeg"],
        ["QuickCare-receipt.pdf", "application/pdf"],
      ],
    ],
    ["Apple Mail, forward as attachment", appleAttachment, [["harborview.pdf", "application/pdf"]]],
    [
      "a forwarded .eml sent as application/octet-stream",
      octetStreamEml,
      [["receipt.pdf", "application/pdf"]],
    ],
  ])("%s", async (_client, raw, expected) => {
    expect(await documentsFrom(raw, "client")).toEqual(expected);
  });

  it("opens a forwarded message that itself forwards one, at every depth", async () => {
    expect(await documentsFrom(nested, "nested")).toEqual([
      ["my-own-bill.pdf", "application/pdf"],
      ["riverbend-notice.pdf", "application/pdf"],
      ["sam-insurance-card.png", "image/png"],
    ]);
  });
});

/** An HTML message whose body shows one image (multipart/related, referenced by Content-ID). */
function htmlWithImage(messageId: string, image: Uint8Array): string {
  let binary = "";
  for (const byte of image) binary += String.fromCharCode(byte);
  const base64 = btoa(binary).replace(/.{1,76}/g, (line) => `${line}\r\n`);
  return [
    `From: ${FIXTURE_SENDER}`,
    "To: <bills+fixturetoken@inbox.fairbill.local>",
    "Subject: Photo of my bill",
    `Message-ID: ${messageId}`,
    "MIME-Version: 1.0",
    'Content-Type: multipart/related; boundary="rel"',
    "",
    "--rel",
    "Content-Type: text/html; charset=utf-8",
    "",
    '<p>Here it is:</p><img src="cid:photo@local">',
    "--rel",
    "Content-Type: image/jpeg; name=photo.jpg",
    "Content-Disposition: inline; filename=photo.jpg",
    "Content-ID: <photo@local>",
    "Content-Transfer-Encoding: base64",
    "",
    base64,
    "--rel--",
    "",
  ].join("\r\n");
}

describe("email(): images in an HTML body", () => {
  const jpeg = (size: number, marker: number) => {
    const bytes = new Uint8Array(size).fill(marker);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    return bytes;
  };

  it("keeps a photo pasted into the body as a document, and leaves a logo-sized image out", async () => {
    expect(
      await documentsFrom(htmlWithImage("<photo@example.com>", jpeg(MIN_INLINE_IMAGE_BYTES + 1, 1)), "photo"),
    ).toEqual([["photo.jpg", "image/jpeg"]]);
    const pat = await person("logo");
    const refused = await deliver(htmlWithImage("<logo@example.com>", jpeg(2048, 2)), pat.address);
    expect(refused.rejected).toMatch(/^No usable attachment/);
  });
});
