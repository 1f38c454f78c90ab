// Two users: neither reads, edits or deletes the other's bills, lines, documents or dependents
// through any bills, family, feedback or events path; every attempt is a 404 that leaks nothing.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addBill,
  call,
  callJson,
  files,
  sampleBill,
  signedInUser,
  type SignedInUser,
  uploadBillDocument,
} from "./factories";

const uploadTo = (token: string, billId: string) => uploadBillDocument(token, billId, files.pdf(1024));

describe("bills of two users", () => {
  let alice: SignedInUser;
  let bob: SignedInUser;
  let aliceBill: string;
  let aliceLine: string;
  let aliceDoc: string;
  let aliceDependent: string;
  let bobBill: string;

  beforeAll(async () => {
    alice = await signedInUser("alice", { premium: true, firstName: "Alex", lastName: "Rivera" });
    bob = await signedInUser("bob", { premium: true, firstName: "Alex", lastName: "Rivera" });
    const dependent = await callJson<{ id: string }>("POST", "/api/family/members", alice.token, {
      first_name: "Sam",
      last_name: "Rivera",
      relationship: "child",
    });
    aliceDependent = dependent.body.id;
    aliceBill = await addBill(alice.token, { dependent_id: aliceDependent });
    const bill = await callJson<{ line_items: { id: string }[] }>(
      "GET",
      `/api/bills/${aliceBill}`,
      alice.token,
    );
    aliceLine = bill.body.line_items[0].id;
    const uploaded = await uploadTo(alice.token, aliceBill);
    expect(uploaded.status).toBe(200);
    aliceDoc = ((await uploaded.json()) as { id: string }).id;
    bobBill = await addBill(bob.token);
  });

  const notFound = { status: 404, body: { detail: "Bill not found" } };

  it("GET, PUT and DELETE /api/bills/{id} answer 404 'Bill not found'", async () => {
    expect(await callJson("GET", `/api/bills/${aliceBill}`, bob.token)).toEqual(notFound);
    expect(await callJson("PUT", `/api/bills/${aliceBill}`, bob.token, { provider: "Hijacked" })).toEqual(
      notFound,
    );
    expect(
      await callJson("PUT", `/api/bills/${aliceBill}`, bob.token, { status: "paid", recovered_amount: 5 }),
    ).toEqual(notFound);
    expect(await callJson("DELETE", `/api/bills/${aliceBill}`, bob.token)).toEqual(notFound);
  });

  it("the Explainer paths answer 404 and list nothing of the other user", async () => {
    expect(await callJson("DELETE", `/api/medical-bills/${aliceBill}`, bob.token)).toEqual(notFound);
    expect(
      await callJson("POST", `/api/medical-bills/${aliceBill}/line-items`, bob.token, {
        cpt_code: "99213",
        billed_amount: 1,
      }),
    ).toEqual(notFound);
    expect((await call("GET", `/api/medical-bills/${alice.id}`, bob.token)).status).toBe(404);
    const list = await callJson<{ bills: { id: string }[] }>("GET", "/api/medical-bills", bob.token);
    expect(list.body.bills.map((b) => b.id)).toEqual([bobBill]);
    const scoped = await callJson<{ bills: unknown[] }>(
      "GET",
      `/api/medical-bills?dependent_id=${aliceDependent}`,
      bob.token,
    );
    expect(scoped.body.bills).toEqual([]);
  });

  it("lines: B cannot delete A's line", async () => {
    expect(await callJson("DELETE", `/api/bills/${aliceBill}/line-items/${aliceLine}`, bob.token)).toEqual({
      status: 404,
      body: { detail: "Line item not found" },
    });
    // Nor through a bill of B's own.
    expect((await call("DELETE", `/api/bills/${bobBill}/line-items/${aliceLine}`, bob.token)).status).toBe(
      404,
    );
  });

  it("documents: B cannot list, upload to, open or delete A's bill documents", async () => {
    expect(await callJson("GET", `/api/bills/${aliceBill}/documents`, bob.token)).toEqual(notFound);
    expect((await uploadTo(bob.token, aliceBill)).status).toBe(404);
    expect((await call("GET", `/api/documents/${aliceDoc}/url`, bob.token)).status).toBe(404);
    expect((await call("DELETE", `/api/documents/${aliceDoc}`, bob.token)).status).toBe(404);
  });

  it("dependents: B cannot use, edit or see A's dependent", async () => {
    expect(
      await callJson("POST", "/api/medical-bills", bob.token, sampleBill({ dependent_id: aliceDependent })),
    ).toEqual({
      status: 404,
      body: { detail: "Family member not found" },
    });
    expect(await callJson("PUT", `/api/bills/${bobBill}`, bob.token, { patient_id: aliceDependent })).toEqual(
      {
        status: 404,
        body: { detail: "Family member not found" },
      },
    );
    expect(
      await callJson("PUT", `/api/family/members/${aliceDependent}`, bob.token, { first_name: "Hijacked" }),
    ).toEqual({
      status: 404,
      body: { detail: "Family member not found" },
    });
    expect(
      await callJson("PUT", `/api/family/members/${alice.selfId}`, bob.token, { first_name: "Hijacked" }),
    ).toMatchObject({
      status: 404,
    });
    for (const path of ["/api/family/members", "/api/bills/family"]) {
      const members = await callJson<{ id: string }[]>("GET", path, bob.token);
      expect(members.body.map((m) => m.id)).toEqual([bob.selfId]);
    }
    expect(
      (
        await call("POST", "/api/chatbot/events/trigger", bob.token, {
          event_type: "DependentAdded",
          resource_id: aliceDependent,
          resource_type: "dependent",
        })
      ).status,
    ).toBe(404);
  });

  it("feedback cannot name A's bill; stats and dashboard hold only B's own", async () => {
    expect(await callJson("POST", "/api/feedback", bob.token, { rating: 5, bill_id: aliceBill })).toEqual(
      notFound,
    );
    const stats = await callJson("GET", "/api/bills/stats", bob.token);
    expect(stats.body).toMatchObject({ total_bills: 1, total_line_items: 3 });
    const dash = await callJson<{ bills: { id: string }[]; family_members: unknown[] }>(
      "GET",
      "/api/dashboard/data",
      bob.token,
    );
    expect(dash.body.bills.map((b) => b.id)).toEqual([bobBill]);
    expect(dash.body.family_members).toHaveLength(1);
    const vault = await callJson<{ bills: { id: string }[]; total: number }>(
      "GET",
      "/api/bills?limit=100",
      bob.token,
    );
    expect(vault.body).toMatchObject({ total: 1, bills: [{ id: bobBill }] });
  });

  it("A's bill, lines, document and dependent are untouched", async () => {
    const bill = await callJson<Record<string, unknown>>("GET", `/api/bills/${aliceBill}`, alice.token);
    expect(bill.body).toMatchObject({
      provider_name: "City General Hospital",
      status: "in_progress",
      recovered_amount: 0,
      patient_id: aliceDependent,
      document_count: 1,
    });
    expect((bill.body.line_items as unknown[]).length).toBe(3);
    const members = await callJson<{ first_name: string }[]>("GET", "/api/family/members", alice.token);
    expect(members.body.map((m) => m.first_name)).toEqual(["Alex", "Sam"]);
    const stored = await env.FILES.list({ prefix: `users/${alice.id}/documents/` });
    expect(stored.objects).toHaveLength(1);
  });
});
