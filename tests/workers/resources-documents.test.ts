// The resource routes behind Smart Capture and the document panels (app/routes/resources+): the
// signed-in owner gets their data from the same services as /api, a second user gets 404 for the
// first user's document, signed-out visitors go to /signin, and bad input gets the spec's message.
import { SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { DOCUMENT_MESSAGES } from "~/services/documents/messages";
import { SENDER_MESSAGES } from "~/services/email/intake-messages";
import { call } from "./factories";
import { gatewayWithoutWorkflows } from "./support/fake-gateway";
import {
  BASE,
  capturedDocument,
  db,
  detailOf,
  files,
  makePremium,
  markExtracted,
  resourceGet,
  resourcePost,
  signedInUser,
  signInLocation,
  uploadForm,
} from "./support/resources";

let gateway: ReturnType<typeof gatewayWithoutWorkflows>;
beforeEach(() => {
  gateway = gatewayWithoutWorkflows();
});
afterEach(() => gateway.restore());

const MB = 1024 * 1024;
const billData = { provider_name: "Clinic", service_date: "2026-01-02", total_charges: 10 };

/** Smart Capture's Save: the checked fields as JSON, verified. */
const verify = (id: string, token: string, documentType = "medical_bill") =>
  resourcePost(
    `/resources/documents/${id}/verify`,
    token,
    JSON.stringify({ document_type: documentType, user_verified_data: billData }),
    "application/json",
  );

async function heldDocumentOf(userId: string) {
  const emailId = crypto.randomUUID();
  const heldId = crypto.randomUUID();
  await db().insert(schema.ingestedEmails).values({
    id: emailId,
    userId,
    sender: "stranger@example.com",
    recipient: "inbox@inbox.fairbill.local",
    subject: "Your bill",
    receivedAt: Date.now(),
    status: "held",
  });
  await db()
    .insert(schema.heldDocuments)
    .values({
      id: heldId,
      userId,
      ingestedEmailId: emailId,
      originalFilename: "held.pdf",
      contentType: "application/pdf",
      fileSize: 10,
      sha256: "0".repeat(64),
      storageKey: `users/${userId}/held/${heldId}`,
    });
  return heldId;
}

describe("Smart Capture through resource routes", () => {
  it("uploads, follows and verifies the owner's document with the same answers as /api", async () => {
    const alice = await signedInUser("res-owner");
    const id = await capturedDocument(alice.token, files.pdf());
    const data = await resourceGet(`/resources/documents/${id}/data`, alice.token);
    expect(data.status).toBe(200);
    const fromApi = await (await call("GET", `/api/documents/${id}/data`, alice.token)).json();
    expect(await data.json()).toEqual(fromApi);

    const link = await resourceGet(`/resources/documents/${id}/link`, alice.token);
    expect(link.status).toBe(200);
    const { url } = (await link.json()) as { url: string };
    const file = await SELF.fetch(url);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer()).slice(0, 4)).toEqual(files.pdf().slice(0, 4));

    await markExtracted(id, billData);
    const verified = await verify(id, alice.token);
    expect(verified.status).toBe(200);
    const answer = (await verified.json()) as { bill_id: string | null; verification_status: string };
    expect(answer.verification_status).toBe("verified");
    expect(answer.bill_id).toBeTruthy();
  });

  it("gives a second user 404 for every read and write of the first user's document", async () => {
    const alice = await signedInUser("res-a");
    const bob = await signedInUser("res-b");
    const id = await capturedDocument(alice.token, files.pdf());
    await markExtracted(id, billData);
    const reads = [`/resources/documents/${id}/data`, `/resources/documents/${id}/link`];
    for (const path of reads) {
      const res = await resourceGet(path, bob.token);
      expect(res.status, path).toBe(404);
      expect(await detailOf(res), path).toBe(DOCUMENT_MESSAGES.documentNotFound);
    }
    const writes: [string, Promise<Response>][] = [
      ["retry", resourcePost(`/resources/documents/${id}/retry`, bob.token)],
      ["delete", resourcePost(`/resources/documents/${id}/delete`, bob.token)],
      ["verify", verify(id, bob.token)],
    ];
    for (const [step, answer] of writes) {
      const res = await answer;
      expect(res.status, step).toBe(404);
      expect(await detailOf(res), step).toBe(DOCUMENT_MESSAGES.documentNotFound);
    }
    // Alice's document is untouched and still hers to delete.
    expect((await resourceGet(`/resources/documents/${id}/data`, alice.token)).status).toBe(200);
    expect((await resourcePost(`/resources/documents/${id}/delete`, alice.token)).status).toBe(200);
    expect((await resourceGet(`/resources/documents/${id}/data`, alice.token)).status).toBe(404);
  });

  it("sends signed-out visitors to /signin and refuses a write from another site", async () => {
    const alice = await signedInUser("res-out");
    const id = await capturedDocument(alice.token, files.pdf());
    for (const path of [`/resources/documents/${id}/data`, "/resources/pending-documents/mine"]) {
      const res = await resourceGet(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(signInLocation(path));
    }
    const upload = await resourcePost("/resources/documents/upload", undefined, uploadForm(files.pdf()));
    expect(upload.status).toBe(302);
    const crossSite = await SELF.fetch(`${BASE}/resources/documents/${id}/delete`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: `fb_session=${alice.token}`, origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect((await resourceGet(`/resources/documents/${id}/data`, alice.token)).status).toBe(200);
  });

  it("answers bad input with the spec's messages and statuses", async () => {
    const alice = await signedInUser("res-bad");
    const noFile = new FormData();
    noFile.append("document_type", "medical_bill");
    const missing = await resourcePost("/resources/documents/upload", alice.token, noFile);
    expect(missing.status).toBe(422);
    expect(await detailOf(missing)).toBe(DOCUMENT_MESSAGES.noFile);

    const unknownType = await resourcePost(
      "/resources/documents/upload",
      alice.token,
      uploadForm(files.pdf(), "bill.pdf", "recipe"),
    );
    expect(unknownType.status).toBe(422);
    expect(await detailOf(unknownType)).toBe(DOCUMENT_MESSAGES.invalidDocumentType);

    const id = await capturedDocument(alice.token, files.pdf());
    const badVerify = await verify(id, alice.token, "recipe");
    expect(badVerify.status).toBe(422);
    expect(await detailOf(badVerify)).toBe(DOCUMENT_MESSAGES.invalidDocumentType);

    const notFailed = await resourcePost(`/resources/documents/${id}/retry`, alice.token);
    expect(notFailed.status).toBe(409);
    expect(await detailOf(notFailed)).toBe(DOCUMENT_MESSAGES.retryNotFailed);
  });

  it("holds uploads to the plan's file size with the spec's message, not the page-form limit", async () => {
    const free = await signedInUser("res-free");
    const tooBig = await resourcePost(
      "/resources/documents/upload",
      free.token,
      uploadForm(files.pdf(5 * MB + 1)),
    );
    expect(tooBig.status).toBe(413);
    expect(await detailOf(tooBig)).toBe(DOCUMENT_MESSAGES.fileTooLarge(5 * MB));

    // Premium allows 50 MB: more than the 10 MB every other page action is held to.
    const premium = await signedInUser("res-premium");
    await makePremium(premium.user.id);
    const large = await resourcePost(
      "/resources/documents/upload",
      premium.token,
      uploadForm(files.pdf(11 * MB)),
    );
    expect(large.status).toBe(200);
  });
});

describe("document panels through resource routes", () => {
  it("lists only the signed-in user's documents, and the pending list is premium like /api", async () => {
    const alice = await signedInUser("res-lists-a");
    const bob = await signedInUser("res-lists-b");
    const id = await capturedDocument(alice.token, files.pdf());
    const mine = (await (await resourceGet("/resources/pending-documents/mine", alice.token)).json()) as {
      id: string;
    }[];
    expect(mine.map((d) => d.id)).toEqual([id]);
    expect(await (await resourceGet("/resources/pending-documents/mine", bob.token)).json()).toEqual([]);
    expect(await (await resourceGet("/resources/documents/recently-emailed", alice.token)).json()).toEqual(
      [],
    );
    expect(await (await resourceGet("/resources/pending-documents/summary", alice.token)).json()).toEqual({
      total_pending: 0,
      user_has_premium: false,
    });

    const refused = await resourceGet("/resources/pending-documents/received", alice.token);
    expect(refused.status).toBe(403);
    expect(await detailOf(refused)).toBe(DOCUMENT_MESSAGES.pendingPremium);
    await makePremium(alice.user.id);
    expect((await resourceGet("/resources/pending-documents/received", alice.token)).status).toBe(200);

    const tooMany = await resourceGet(
      `/resources/documents/recently-emailed?${"types=x&".repeat(21)}`,
      alice.token,
    );
    expect(tooMany.status).toBe(422);
  });

  it("lets only the owner see, approve or discard a held document", async () => {
    const alice = await signedInUser("res-held-a");
    const bob = await signedInUser("res-held-b");
    const heldId = await heldDocumentOf(alice.user.id);
    const list = (await (await resourceGet("/resources/held-documents", alice.token)).json()) as {
      id: string;
    }[];
    expect(list.map((h) => h.id)).toEqual([heldId]);
    expect(await (await resourceGet("/resources/held-documents", bob.token)).json()).toEqual([]);
    for (const step of ["approve", "discard"]) {
      const res = await resourcePost(`/resources/held-documents/${heldId}/${step}`, bob.token);
      expect(res.status, step).toBe(404);
      expect(await detailOf(res), step).toBe(SENDER_MESSAGES.heldNotFound);
    }
    const discarded = await resourcePost(`/resources/held-documents/${heldId}/discard`, alice.token);
    expect(discarded.status).toBe(200);
    expect(await (await resourceGet("/resources/held-documents", alice.token)).json()).toEqual([]);
  });

  it("keeps each user's allowed senders their own, with the spec's messages", async () => {
    const alice = await signedInUser("res-senders-a");
    const bob = await signedInUser("res-senders-b");
    const form = "application/x-www-form-urlencoded";
    const added = await resourcePost(
      "/resources/allowed-senders",
      alice.token,
      new URLSearchParams({ email: "billing@clinic.example" }).toString(),
      form,
    );
    expect(added.status).toBe(200);
    const sender = (await added.json()) as { id: string; email: string };
    expect(sender.email).toBe("billing@clinic.example");
    const listed = (await (await resourceGet("/resources/allowed-senders", alice.token)).json()) as {
      account_email: string;
      senders: { id: string }[];
    };
    expect(listed.account_email).toBe(alice.user.email);
    expect(listed.senders.map((s) => s.id)).toEqual([sender.id]);
    expect(
      ((await (await resourceGet("/resources/allowed-senders", bob.token)).json()) as { senders: unknown[] })
        .senders,
    ).toEqual([]);

    const notBobs = await resourcePost(`/resources/allowed-senders/${sender.id}/remove`, bob.token);
    expect(notBobs.status).toBe(404);
    expect(await detailOf(notBobs)).toBe(SENDER_MESSAGES.allowedNotFound);

    const invalid = await resourcePost(
      "/resources/allowed-senders",
      alice.token,
      new URLSearchParams({ email: "not an address" }).toString(),
      form,
    );
    expect(invalid.status).toBe(422);
    expect(await detailOf(invalid)).toBe(SENDER_MESSAGES.invalidAddress);
    const own = await resourcePost(
      "/resources/allowed-senders",
      alice.token,
      new URLSearchParams({ email: alice.user.email }).toString(),
      form,
    );
    expect(own.status).toBe(409);
    expect(await detailOf(own)).toBe(SENDER_MESSAGES.ownAddress);

    expect((await resourcePost(`/resources/allowed-senders/${sender.id}/remove`, alice.token)).status).toBe(
      200,
    );
  });
});
