// Pages read while a document is recognized (issue 17, docs/decisions/076): the workflow's signed
// /internal report moves only its owner's document, only forward and only while it is being read;
// bad values are refused with nothing changed; Smart Capture's data (resource route and /api)
// carries pages_read and page_count to its owner alone.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signRequest } from "#core/signing";
import { schema } from "~/db.server";
import { BASE, call, db, documentRow, signedInUser, uploaded } from "./factories";
import { fakeGatewayEachTest, withoutWorkflows } from "./support/fake-gateway";
import { resourceGet } from "./support/resources";

fakeGatewayEachTest(withoutWorkflows);

async function internal(method: string, path: string, body?: unknown) {
  const text = body === undefined ? "" : JSON.stringify(body);
  const headers: Record<string, string> = await signRequest(env.INTERNAL_API_SECRET!, method, path, text);
  if (text) headers["content-type"] = "application/json";
  const res = await SELF.fetch(`${BASE}${path}`, { method, headers, body: text || undefined });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const report = (documentId: string, userId: string, pagesRead: number, pageCount = 12) =>
  internal("POST", `/internal/documents/${documentId}/pages-read`, { userId, pagesRead, pageCount });

const progressOf = async (id: string) => {
  const row = await documentRow(id);
  return { pagesRead: row!.pagesRead, pageCount: row!.pageCount };
};

async function beingRead(token: string) {
  const id = await uploaded(token);
  expect((await internal("POST", `/internal/documents/${id}/recognizing`, {})).status).toBe(200);
  return id;
}

describe("pages read while a document is recognized", () => {
  it("records each page for the document's owner and never goes backwards", async () => {
    const alice = await signedInUser("pages-owner");
    const id = await beingRead(alice.token);
    expect(await report(id, alice.id, 0)).toEqual({ status: 200, body: { pagesRead: 0, pageCount: 12 } });
    expect((await report(id, alice.id, 3)).body).toEqual({ pagesRead: 3, pageCount: 12 });
    // A retried read starts again at page 1: what the user saw stays.
    expect((await report(id, alice.id, 1)).body).toEqual({ pagesRead: 3, pageCount: 12 });
    expect(await progressOf(id)).toEqual({ pagesRead: 3, pageCount: 12 });
    // A retried attempt marks it recognizing again and keeps the count; the saved reading says all pages.
    await internal("POST", `/internal/documents/${id}/recognizing`, {});
    expect(await progressOf(id)).toEqual({ pagesRead: 3, pageCount: 12 });
    const recognition = { text: "Mercy General Hospital", words: [], pages: 12, method: "ocr" };
    expect((await internal("PUT", `/internal/documents/${id}/recognition`, recognition)).status).toBe(200);
    expect(await progressOf(id)).toEqual({ pagesRead: 12, pageCount: 12 });
  });

  it("moves only the right user's document: another user's id changes nothing", async () => {
    const alice = await signedInUser("pages-alice");
    const bob = await signedInUser("pages-bob");
    const hers = await beingRead(alice.token);
    const his = await beingRead(bob.token);
    expect((await report(hers, bob.id, 5)).status).toBe(404);
    expect((await report(his, alice.id, 5)).status).toBe(404);
    expect(await progressOf(hers)).toEqual({ pagesRead: null, pageCount: null });
    expect(await progressOf(his)).toEqual({ pagesRead: null, pageCount: null });
    expect((await report(his, bob.id, 4)).status).toBe(200);
    expect(await progressOf(his)).toEqual({ pagesRead: 4, pageCount: 12 });
    expect(await progressOf(hers)).toEqual({ pagesRead: null, pageCount: null });
  });

  it("refuses a negative page, more pages than the document has, or half a page, changing nothing", async () => {
    const alice = await signedInUser("pages-bad");
    const id = await beingRead(alice.token);
    await report(id, alice.id, 2);
    for (const [pagesRead, pageCount] of [
      [-1, 12],
      [13, 12],
      [2.5, 12],
      [3, 0],
    ]) {
      const answer = await report(id, alice.id, pagesRead, pageCount);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.detail).toBe("string");
    }
    expect((await report(id, alice.id, 13)).body.detail).toBe("pagesRead cannot be more than pageCount");
    expect(await progressOf(id)).toEqual({ pagesRead: 2, pageCount: 12 });
  });

  it("records nothing once the document is no longer being read, and a fresh read starts again", async () => {
    const alice = await signedInUser("pages-after");
    const queued = await uploaded(alice.token);
    expect((await report(queued, alice.id, 2)).body).toEqual({ pagesRead: null, pageCount: null });
    const id = await beingRead(alice.token);
    await report(id, alice.id, 7);
    await internal("POST", `/internal/documents/${id}/failed`, { code: "unreadable", message: null });
    expect((await report(id, alice.id, 8)).body).toEqual({ pagesRead: 7, pageCount: 12 });
    // The user retries the failed document: reading starts from the first page again.
    await db()
      .update(schema.documents)
      .set({ processingStatus: "queued" })
      .where(eq(schema.documents.id, id));
    await internal("POST", `/internal/documents/${id}/recognizing`, {});
    expect((await progressOf(id)).pagesRead).toBeNull();
  });

  it("is in Smart Capture's document data for its owner, and a second user gets 404", async () => {
    const alice = await signedInUser("pages-data");
    const bob = await signedInUser("pages-data-other");
    const id = await beingRead(alice.token);
    await report(id, alice.id, 2);
    const data = await resourceGet(`/resources/documents/${id}/data`, alice.token);
    expect(await data.json()).toMatchObject({
      processing_status: "recognizing",
      pages_read: 2,
      page_count: 12,
    });
    const fromApi = await (await call("GET", `/api/documents/${id}/data`, alice.token)).json();
    expect(fromApi).toMatchObject({ pages_read: 2, page_count: 12 });
    expect((await resourceGet(`/resources/documents/${id}/data`, bob.token)).status).toBe(404);
    expect((await call("GET", `/api/documents/${id}/data`, bob.token)).status).toBe(404);
  });
});
