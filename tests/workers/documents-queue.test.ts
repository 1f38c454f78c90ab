// A document's place in the reading queue (decision 077): the API's document data and Smart
// Capture's polling answer how many documents, anyone's, wait or are being read before it; another
// family's documents are counted, never shown; a document being read or done drops out.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { QueuePlace } from "~/components/smart-capture/queue-place";
import { call, db, files, markExtracted, signedInUser, uploaded } from "./factories";
import { fakeGatewayEachTest, withoutWorkflows } from "./support/fake-gateway";
import { resourceGet } from "./support/resources";

// The orchestrator takes the request and does nothing: every document stays where the test puts it.
fakeGatewayEachTest(withoutWorkflows);

/** Each test's documents are older than any other in the file, so only its own are ahead of them. */
const epoch = (test: number) => 1_000_000_000 - test * 1_000_000;

async function queuedAt(token: string, createdAt: number, marker: string) {
  const id = await uploaded(token, files.pdfWith(marker), `${marker}.pdf`);
  await db().update(schema.documents).set({ createdAt }).where(eq(schema.documents.id, id));
  return id;
}

const setStatus = (id: string, processingStatus: string) =>
  db().update(schema.documents).set({ processingStatus }).where(eq(schema.documents.id, id));

async function place(id: string, token: string): Promise<number | null> {
  const res = await call("GET", `/api/documents/${id}/data`, token);
  expect(res.status).toBe(200);
  return ((await res.json()) as { queue_position: number | null }).queue_position;
}

describe("a document's place in the reading queue", () => {
  it("counts everyone's documents queued before it: a user's first is 0, another family's only counted", async () => {
    const ana = await signedInUser("queue-ana");
    const ben = await signedInUser("queue-ben");
    const base = epoch(1);
    const anaFirst = await queuedAt(ana.token, base + 1, "ana-first-statement");
    const benOnly = await queuedAt(ben.token, base + 2, "ben-lab-results");
    const anaSecond = await queuedAt(ana.token, base + 3, "ana-second-eob");

    expect(await place(anaFirst, ana.token)).toBe(0);
    expect(await place(benOnly, ben.token)).toBe(1);
    expect(await place(anaSecond, ana.token)).toBe(2);

    // Ben learns that one document is ahead of his, and nothing else about it.
    const seen = await (await call("GET", `/api/documents/${benOnly}/data`, ben.token)).text();
    for (const secret of [anaFirst, anaSecond, ana.user.id, "ana-first-statement", "ana-second-eob"])
      expect(seen).not.toContain(secret);
    // And asking for Ana's document by id is as if it did not exist.
    expect((await call("GET", `/api/documents/${anaFirst}/data`, ben.token)).status).toBe(404);
  });

  it("keeps a document being read ahead, drops read and failed ones, and has no place once reading starts", async () => {
    const ana = await signedInUser("queue-ana-2");
    const ben = await signedInUser("queue-ben-2");
    const base = epoch(2);
    const a = await queuedAt(ana.token, base + 1, "a-scan");
    const b = await queuedAt(ben.token, base + 2, "b-photo");
    const c = await queuedAt(ana.token, base + 3, "c-pdf");

    await setStatus(a, "recognizing");
    expect(await place(a, ana.token), "being read: no place in the queue").toBeNull();
    expect(await place(b, ben.token)).toBe(1);
    expect(await place(c, ana.token)).toBe(2);
    // The JSON list of her documents carries the same places.
    const listed = (await (await call("GET", "/api/pending-documents/user-documents", ana.token)).json()) as {
      id: string;
      queue_position: number | null;
    }[];
    expect(Object.fromEntries(listed.map((d) => [d.id, d.queue_position]))).toEqual({ [a]: null, [c]: 2 });

    await markExtracted(a, { provider_name: "Bayview Clinic" });
    expect(await place(a, ana.token)).toBeNull();
    expect(await place(b, ben.token)).toBe(0);
    expect(await place(c, ana.token)).toBe(1);

    await setStatus(b, "failed");
    expect(await place(b, ben.token)).toBeNull();
    expect(await place(c, ana.token)).toBe(0);
  });

  it("is what Smart Capture's polling reads, and two uploads in the same millisecond keep one order", async () => {
    const ana = await signedInUser("queue-ana-3");
    const base = epoch(3);
    const first = await queuedAt(ana.token, base, "same-ms-1");
    const second = await queuedAt(ana.token, base, "same-ms-2");
    const places = [await place(first, ana.token), await place(second, ana.token)].sort();
    expect(places).toEqual([0, 1]);

    const polled = await resourceGet(`/resources/documents/${first}/data`, ana.token);
    expect(polled.status).toBe(200);
    const data = (await polled.json()) as { processing_status: string; queue_position: number | null };
    expect(data).toMatchObject({
      processing_status: "queued",
      queue_position: await place(first, ana.token),
    });
  });
});

describe("Smart Capture's queue line", () => {
  const text = (status: string, position: number | null) =>
    renderToString(createElement(QueuePlace, { status, position })).replace(/<[^>]+>/g, "");

  it("says how many documents are ahead while waiting, then 'Next in line', then nothing once reading starts", () => {
    expect(text("queued", 3)).toBe("Waiting to be read — 3 documents ahead of yours");
    expect(text("queued", 1)).toBe("Waiting to be read — 1 document ahead of yours");
    expect(text("queued", 0)).toBe("Next in line");
    expect(text("recognizing", null)).toBe("");
    expect(text("extracted", null)).toBe("");
    expect(text("queued", null), "an answer without a place shows no guess").toBe("");
  });
});
