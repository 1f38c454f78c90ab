// Verifying a document: the spec's messages, the bill made from the 000 §3 payload, and exactly one
// bill however the client saves (the verify call, the REST sequence, retries, the workflow).
import { env, SELF } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signRequest } from "#core/signing";
import { schema } from "~/db.server";
import { BASE, billsOf, call, db, documentRow, markExtracted, signedInUser, uploaded } from "./factories";
import {
  fakeGatewayEachTest,
  type GatewayCall,
  withoutWorkflows,
  WORKFLOW_STARTED,
} from "./support/fake-gateway";

const gateway = fakeGatewayEachTest(withoutWorkflows);

const billData = {
  provider_name: "Bayview Clinic",
  service_date: "2026-03-02",
  bill_date: "2026-03-10",
  due_date: "2026-04-09",
  account_number: "AC-5521",
  total_charges: 410.25,
  patient_name: "Sam Patient",
  line_items: [
    { cpt_code: "99213", units: 1, total_charge: 150, allowed_amount: 98.5, paid_amount: 78.8 },
    // Ambulance mileage comes in tenths of a mile.
    { cpt_code: "A0425", units: 14.6, total_charge: 260.25, allowed_amount: null, paid_amount: null },
  ],
  icd10_codes: ["E11.9", "I10"],
};

async function extractedBill(token: string) {
  const id = await uploaded(token);
  await markExtracted(id, { ...billData, line_items: [{ cpt_code: "11111", units: 1, billed_amount: 5 }] });
  return id;
}

async function linesOf(billId: string) {
  return db()
    .select()
    .from(schema.lineItems)
    .where(eq(schema.lineItems.billId, billId))
    .orderBy(schema.lineItems.position)
    .all();
}

async function usageCount(userId: string, kind: string) {
  const row = await db()
    .select()
    .from(schema.usageCounters)
    .where(and(eq(schema.usageCounters.userId, userId), eq(schema.usageCounters.kind, kind)))
    .get();
  return row?.count ?? 0;
}

describe("verify a medical bill", () => {
  it("creates the bill from the payload for the 'self' member, with lines and codes, and links it", async () => {
    const { user, token, selfId } = await signedInUser();
    const id = await extractedBill(token);
    const res = await call("POST", `/api/documents/${id}/verify`, token, {
      document_type: "medical_bill",
      user_verified_data: billData,
    });
    expect(res.status).toBe(200);
    const result = (await res.json()) as { bill_id: string; verification_status: string };
    expect(result.verification_status).toBe("verified");

    const bills = await billsOf(user.id);
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({
      id: result.bill_id,
      providerName: "Bayview Clinic",
      serviceDate: "2026-03-02",
      billDate: "2026-03-10",
      dueDate: "2026-04-09",
      accountNumber: "AC-5521",
      totalBilledCents: 41025,
      familyMemberId: selfId,
      source: "document_classification",
      sourceDocumentId: id,
    });
    const lines = await linesOf(result.bill_id);
    expect(lines.map((l) => [l.cptCode, l.units, l.billedCents, l.allowedCents, l.paidCents])).toEqual([
      ["99213", 1, 15000, 9850, 7880],
      ["A0425", 14.6, 26025, null, null],
    ]);
    const codes = await db()
      .select()
      .from(schema.diagnosisCodes)
      .where(eq(schema.diagnosisCodes.billId, result.bill_id))
      .all();
    expect(codes.map((c) => c.icd10Code).sort()).toEqual(["E11.9", "I10"]);
    expect(await documentRow(id)).toMatchObject({
      billId: result.bill_id,
      verificationStatus: "verified",
      processingStatus: "processed",
      status: "classified",
      needsClassification: false,
    });
    expect(JSON.stringify((await documentRow(id))!.userVerifiedData)).toContain("Sam Patient");
    expect(await usageCount(user.id, "bill_upload")).toBe(1);
  });

  it("takes the extracted line items when the form sent none, and service_date_from for the date", async () => {
    const { user, token } = await signedInUser();
    const id = await extractedBill(token);
    const { line_items: _dropped, service_date: _date, ...rest } = billData;
    const res = await call("POST", `/api/documents/${id}/verify`, token, {
      document_type: "medical_bill",
      user_verified_data: { ...rest, service_date_from: "2026-02-27", service_date_to: "2026-03-01" },
    });
    expect(res.status).toBe(200);
    const [bill] = await billsOf(user.id);
    expect(bill).toMatchObject({
      serviceDate: "2026-02-27",
      serviceDateFrom: "2026-02-27",
      serviceDateTo: "2026-03-01",
    });
    expect((await linesOf(bill.id)).map((l) => [l.cptCode, l.billedCents])).toEqual([["11111", 500]]);
  });

  it("refuses missing required fields with the spec's messages and creates nothing", async () => {
    const { user, token } = await signedInUser();
    const id = await extractedBill(token);
    const res = await call("POST", `/api/documents/${id}/verify`, token, {
      document_type: "medical_bill",
      user_verified_data: { provider_name: " ", total_charges: 10 },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: string; errors: { msg: string }[] };
    expect(body.detail).toBe("Please fill in all required fields: Provider Name, Service Date");
    expect(body.errors.map((e) => e.msg)).toEqual(["Provider name is required", "Service date is required"]);
    expect(await billsOf(user.id)).toEqual([]);
    expect((await documentRow(id))!.verificationStatus).toBe("pending");

    const eob = await call("PUT", `/api/pending-documents/update-document/${id}`, token, {
      document_type: "eob",
      verification_status: "verified",
      user_verified_data: { insurance_company: "Acme Health" },
    });
    expect(eob.status).toBe(422);
    expect(await eob.json()).toMatchObject({
      detail: "Please fill in all required fields: Related Medical Bill",
      errors: [{ msg: "Related medical bill is required" }],
    });
  });

  it("makes exactly one bill through the spec's sequence: update-document, mark-processed, POST /bills, link-to-bill", async () => {
    const { user, token, selfId: member } = await signedInUser();
    const id = await extractedBill(token);
    const update = await call("PUT", `/api/pending-documents/update-document/${id}`, token, {
      document_type: "medical_bill",
      verification_status: "verified",
      user_verified_data: { ...billData, patient_id: member },
    });
    expect(update.status).toBe(200);
    const { bill_id } = (await update.json()) as { bill_id: string };
    const marked = await call("POST", `/api/pending-documents/mark-processed/${id}`, token, {
      status: "classified",
    });
    expect(marked.status).toBe(200);
    const created = await call("POST", "/api/bills", token, {
      provider_name: billData.provider_name,
      service_date: billData.service_date,
      service_date_from: null,
      service_date_to: null,
      patient_id: member,
      patient_name: billData.patient_name,
      total_billed_amount: billData.total_charges,
      account_number: billData.account_number,
      bill_date: billData.bill_date,
      due_date: billData.due_date,
      source: "document_classification",
    });
    expect(created.status).toBe(200);
    expect(((await created.json()) as { id: string }).id).toBe(bill_id);
    const linked = await call("POST", `/api/documents/${id}/link-to-bill`, token, { bill_id });
    expect(linked.status).toBe(200);

    expect((await billsOf(user.id)).map((b) => b.id)).toEqual([bill_id]);
    expect(await documentRow(id)).toMatchObject({
      billId: bill_id,
      status: "classified",
      processingStatus: "processed",
    });
    expect(await usageCount(user.id, "bill_upload")).toBe(1);
  });

  it("makes one bill when the client creates it first with the document id, then verifies, twice", async () => {
    const { user, token } = await signedInUser();
    const id = await extractedBill(token);
    const first = await call("POST", "/api/bills", token, {
      provider_name: "Bayview Clinic",
      document_id: id,
    });
    const again = await call("POST", "/api/bills", token, {
      provider_name: "Bayview Clinic",
      document_id: id,
    });
    const firstId = ((await first.json()) as { id: string }).id;
    expect(((await again.json()) as { id: string }).id).toBe(firstId);
    for (let i = 0; i < 2; i++) {
      const res = await call("POST", `/api/documents/${id}/verify`, token, {
        document_type: "medical_bill",
        user_verified_data: billData,
      });
      expect(((await res.json()) as { bill_id: string }).bill_id).toBe(firstId);
    }
    expect((await billsOf(user.id)).map((b) => b.id)).toEqual([firstId]);
  });

  it("makes one bill when the workflow's save activity is retried (same or new idempotency key)", async () => {
    const { user, token } = await signedInUser();
    const id = await extractedBill(token);
    const body = { userId: user.id, document_type: "medical_bill", user_verified_data: billData };
    const answers = [];
    for (const key of ["attempt-1", "attempt-1", "attempt-2"]) {
      answers.push(await internal("POST", `/internal/documents/${id}/verification`, body, key));
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const ids = await Promise.all(
      answers.map(async (a) => ((await a.json()) as { bill_id: string }).bill_id),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await billsOf(user.id)).toHaveLength(1);
    expect(await linesOf(ids[0])).toHaveLength(2);
  });

  it("answers what the workflow's verify Update answered when the workflow runs it", async () => {
    const verified = {
      document_id: "d",
      document_type: "medical_bill",
      bill_id: "bill-from-workflow",
      verification_status: "verified",
    };
    gateway.replace((call: GatewayCall) =>
      call.path.endsWith("/verify")
        ? { status: 200, body: verified }
        : { status: 202, body: WORKFLOW_STARTED },
    );
    const { user, token } = await signedInUser();
    const id = await extractedBill(token);
    const res = await call("POST", `/api/documents/${id}/verify`, token, {
      document_type: "medical_bill",
      user_verified_data: billData,
    });
    expect(await res.json()).toEqual(verified);
    expect(gateway.calls.at(-1)).toEqual({ method: "POST", path: `/documents/${id}/verify` });
    expect(await billsOf(user.id)).toEqual([]); // the workflow's activity makes it, not the Worker
  });

  it("saves directly when the orchestrator is unreachable", async () => {
    const { user, token } = await signedInUser();
    const id = await extractedBill(token);
    gateway.reachable = false;
    const res = await call("POST", `/api/documents/${id}/verify`, token, {
      document_type: "medical_bill",
      user_verified_data: billData,
    });
    expect(res.status).toBe(200);
    expect(await billsOf(user.id)).toHaveLength(1);
  });
});

async function internal(method: string, path: string, body: unknown, key: string) {
  const text = JSON.stringify(body);
  const headers = await signRequest(env.INTERNAL_API_SECRET!, method, path, text);
  return SELF.fetch(`${BASE}${path}`, {
    method,
    headers: { ...headers, "idempotency-key": key, "content-type": "application/json" },
    body: text,
  });
}
