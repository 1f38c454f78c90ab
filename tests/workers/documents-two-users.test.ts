// Two users: B can never read, download, verify, retry, update, delete or link A's document, nor
// attach A's bill or A's family member to a document of their own.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import {
  BASE,
  billsOf,
  call,
  db,
  documentRow,
  makePremium,
  markExtracted,
  signedInUser,
  uploaded,
} from "./factories";
import { fakeGatewayEachTest, withoutWorkflows } from "./support/fake-gateway";

fakeGatewayEachTest(withoutWorkflows);

const billData = { provider_name: "Clinic", service_date: "2026-01-02", total_charges: 10 };

async function twoUsers() {
  const a = await signedInUser("alice");
  const b = await signedInUser("bob");
  await makePremium(b.user.id);
  const docA = await uploaded(a.token);
  await markExtracted(docA, billData);
  const billA = crypto.randomUUID();
  await db().insert(schema.bills).values({ id: billA, userId: a.user.id, providerName: "A's clinic" });
  return { a, b, docA, billA };
}

describe("documents of two users", () => {
  it("B gets 404 for every read and write of A's document, and A's document is unchanged", async () => {
    const { a, b, docA, billA } = await twoUsers();
    const before = await documentRow(docA);
    const attempts: [string, string, unknown?][] = [
      ["GET", `/api/documents/${docA}/data`],
      ["GET", `/api/pending-documents/document/${docA}`],
      ["GET", `/api/pending-documents/download-url/${docA}`],
      ["GET", `/api/documents/documents/${docA}/download-url`],
      ["GET", `/api/documents/${docA}/url`],
      ["POST", `/api/documents/${docA}/retry`],
      [
        "POST",
        `/api/documents/${docA}/verify`,
        { document_type: "medical_bill", user_verified_data: billData },
      ],
      [
        "PUT",
        `/api/pending-documents/update-document/${docA}`,
        { document_type: "medical_bill", verification_status: "verified", user_verified_data: billData },
      ],
      [
        "PUT",
        `/api/pending-documents/update-document/${docA}`,
        { verification_status: "pending", user_verified_data: {} },
      ],
      ["POST", `/api/pending-documents/mark-processed/${docA}`, { status: "classified" }],
      ["POST", `/api/documents/${docA}/link-to-bill`, { bill_id: billA }],
      ["POST", "/api/bills", { provider_name: "Clinic", document_id: docA }],
      ["DELETE", `/api/documents/${docA}`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(method, path, b.token, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(await documentRow(docA)).toEqual(before);
    expect(await billsOf(b.user.id)).toEqual([]);
    expect((await billsOf(a.user.id)).map((x) => x.id)).toEqual([billA]);
    expect((await env.FILES.list({ prefix: `users/${a.user.id}/` })).objects).toHaveLength(1);
  });

  it("B's lists never show A's documents", async () => {
    const { b } = await twoUsers();
    for (const path of [
      "/api/documents/recently-emailed",
      "/api/pending-documents",
      "/api/pending-documents/user-documents",
    ]) {
      expect(await (await call("GET", path, b.token)).json(), path).toEqual([]);
    }
    expect(await (await call("GET", "/api/pending-documents/summary", b.token)).json()).toEqual({
      total_pending: 0,
      user_has_premium: true,
    });
  });

  it("B cannot link A's bill, use A's family member or name A's bill as related to B's documents", async () => {
    const { a, b, billA } = await twoUsers();
    const docB = await uploaded(b.token);
    const link = await call("POST", `/api/documents/${docB}/link-to-bill`, b.token, { bill_id: billA });
    expect(link.status).toBe(404);
    expect(await link.json()).toEqual({ detail: "Bill not found" });

    const eob = await call("POST", `/api/documents/${docB}/verify`, b.token, {
      document_type: "eob",
      user_verified_data: { related_medical_bill: billA },
    });
    expect(eob.status).toBe(404);

    const foreignPatient = await call("POST", `/api/documents/${docB}/verify`, b.token, {
      document_type: "medical_bill",
      user_verified_data: { ...billData, patient_id: a.selfId },
    });
    expect(foreignPatient.status).toBe(404);
    expect(await foreignPatient.json()).toEqual({ detail: "Family member not found" });

    const upload = new FormData();
    upload.append("file", new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], "x.pdf"));
    upload.append("bill_id", billA);
    const attached = await SELF.fetch(`${BASE}/api/pending-documents/upload-user-document`, {
      method: "POST",
      headers: { authorization: `Bearer ${b.token}` },
      body: upload,
    });
    expect(attached.status).toBe(404);

    expect(await documentRow(docB)).toMatchObject({ billId: null, verificationStatus: "pending" });
    expect(await billsOf(b.user.id)).toEqual([]);
  });

  it("A's signed link opens A's file only; it names no health data", async () => {
    const { a, docA } = await twoUsers();
    const { url } = (await (await call("GET", `/api/documents/${docA}/url`, a.token)).json()) as {
      url: string;
    };
    expect(url).not.toMatch(/bill|clinic|pdf/i);
    const res = await SELF.fetch(url.replace(/^https?:\/\/[^/]+/, BASE));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
  });
});
