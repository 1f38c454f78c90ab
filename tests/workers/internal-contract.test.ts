// The activities' /internal client and the Worker's /internal handler agree: every call goes
// through the real client (signed, path built from core/contracts) into the real handler, and every
// answer is read with the contract's response schema (a mismatch would throw a 502).
import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as api from "#core/contracts/internal";
import * as docs from "#core/contracts/internal-documents";
import { callInternal, createInternalClient, InternalApiError } from "#workflows/activities/internal-client";
import { BASE, files, signedInUser, uploaded } from "./factories";
import { gatewayWithoutWorkflows, installFakeGateway } from "./support/fake-gateway";

const client = createInternalClient({
  baseUrl: BASE,
  secret: env.INTERNAL_API_SECRET!,
  fetchImpl: (input, init) => SELF.fetch(new Request(input, init)),
});
let n = 0;
const key = () => `contract-${Date.now()}-${++n}`;

let gateway: ReturnType<typeof installFakeGateway>;
beforeEach(() => {
  gateway = gatewayWithoutWorkflows();
});
afterEach(() => gateway.restore());

describe("the /internal contracts, client and server together", () => {
  it("files and users: put, read, list, delete, count and audit", async () => {
    const userId = `contract-user-${Date.now()}`;
    const fileKey = `users/${userId}/letters/a.txt`;
    expect(await callInternal(client, api.health, {})).toEqual({ ok: true });
    const put = await callInternal(
      client,
      api.putFile,
      { query: { key: fileKey }, body: { text: "hello" } },
      key(),
    );
    expect(put).toEqual({ key: fileKey, size: 5 });
    const got = await callInternal(client, api.getFile, { query: { key: fileKey } });
    expect(atob(got.contentBase64)).toBe("hello");
    const page = await callInternal(client, api.listUserFiles, { params: { userId }, query: { limit: 10 } });
    expect(page).toEqual({ keys: [fileKey], cursor: null });
    expect(await callInternal(client, api.userRemaining, { params: { userId } })).toMatchObject({
      objects: 1,
    });
    const deleted = await callInternal(
      client,
      api.deleteUserFiles,
      { params: { userId }, body: { keys: page.keys } },
      key(),
    );
    expect(deleted).toEqual({ deleted: 1 });
    const purge = await callInternal(client, api.purgeUser, { params: { userId } });
    // The stored answer of the keyed delete above names the user: the purge removes it.
    expect(purge.rows.idempotency_keys).toBe(1);
    const audit = {
      action: "contract.checked",
      subjectType: "test",
      subjectId: userId,
      id: `contract-${userId}`,
    };
    expect(await callInternal(client, api.recordAudit, { body: audit }, key())).toEqual({
      id: audit.id,
      recorded: true,
    });
  });

  it("documents: read in chunks, recognise, extract, remind, mark stale", async () => {
    const { token } = await signedInUser();
    const bytes = files.png(5_000);
    const documentId = await uploaded(token, bytes, "scan.png");
    const params = { documentId };
    const doc = await callInternal(client, docs.getDocument, { params });
    expect(doc).toMatchObject({ id: documentId, contentType: "image/png", fileSize: 5_000 });
    const chunk = await callInternal(client, docs.readDocumentFile, {
      params,
      query: { offset: 4_096, length: 4_096 },
    });
    expect(chunk).toMatchObject({ offset: 4_096, length: 904, size: 5_000 });
    expect(await callInternal(client, docs.markRecognizing, { params }, key())).toEqual({ ok: true });
    const recognition = {
      text: "Bayview Clinic",
      words: [{ text: "Bayview", confidence: 0.9, left: 0.1, top: 0.1, width: 0.2, height: 0.03, page: 1 }],
      pages: 1,
      method: "ocr" as const,
    };
    expect(await callInternal(client, docs.saveRecognition, { params, body: recognition }, key())).toEqual({
      words: 1,
      pages: 1,
    });
    const saved = await callInternal(client, docs.loadRecognition, { params });
    expect(saved.recognition).toEqual(recognition);
    const extraction = {
      document_type: "medical_bill" as const,
      classification_confidence: 0.9,
      needs_classification: false,
      fields: { provider_name: "Bayview Clinic" },
      line_items: [],
      icd10_codes: [],
    };
    const extracted = await callInternal(client, docs.saveExtraction, { params, body: extraction }, key());
    expect(typeof extracted.documentType).toBe("string");
    const reminder = await callInternal(client, docs.sendReviewReminder, { params }, key());
    expect(reminder.pending).toBe(true);
    expect(await callInternal(client, docs.markStale, { params }, key())).toEqual({ stale: true });
  });

  it("a refusal reaches the activity as the one error shape's detail and status", async () => {
    const refused = await callInternal(client, docs.markFailed, {
      params: { documentId: "no-such-document" },
      body: { code: "unreadable" },
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(InternalApiError);
    expect(refused).toMatchObject({ status: 404, detail: "Document not found" });
    const badId = await callInternal(client, api.purgeUser, { params: { userId: "a b" } }).catch(
      (e: unknown) => e,
    );
    expect(badId).toMatchObject({ status: 400, detail: "Invalid user id" });
  });
});
