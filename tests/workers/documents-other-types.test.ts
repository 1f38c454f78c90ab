// Verifying documents other than a medical bill, documents typed in by hand, and POST /bills
// without a document (e-mail verification and the plan's bill uploads).
import { describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { billsOf, call, db, documentRow, signedInUser, uploaded } from "./factories";
import { fakeGatewayEachTest, withoutWorkflows } from "./support/fake-gateway";

fakeGatewayEachTest(withoutWorkflows);

const billData = {
  provider_name: "Bayview Clinic",
  service_date: "2026-03-02",
  total_charges: 410.25,
  line_items: [{ cpt_code: "99213", units: 1, total_charge: 150 }],
};

describe("other document types", () => {
  it("links a verified EOB to its related bill, and keeps a draft save pending", async () => {
    const { user, token } = await signedInUser();
    const billId = crypto.randomUUID();
    await db().insert(schema.bills).values({ id: billId, userId: user.id, providerName: "Clinic" });
    const id = await uploaded(token);
    const draft = await call("PUT", `/api/pending-documents/update-document/${id}`, token, {
      document_type: "eob",
      verification_status: "pending",
      user_verified_data: { insurance_company: "Acme" },
    });
    expect(await draft.json()).toMatchObject({ verification_status: "pending", document_type: "eob" });
    expect(await documentRow(id)).toMatchObject({
      documentType: "eob",
      needsClassification: false,
      billId: null,
    });

    const res = await call("PUT", `/api/pending-documents/update-document/${id}`, token, {
      document_type: "eob",
      verification_status: "verified",
      user_verified_data: { related_medical_bill: billId, insurance_company: "Acme" },
    });
    expect(res.status).toBe(200);
    expect(await documentRow(id)).toMatchObject({
      billId,
      verificationStatus: "verified",
      status: "classified",
    });
    expect(await billsOf(user.id)).toHaveLength(1);
  });

  it("creates a document from typed-in attributes, with its bill when verified", async () => {
    const { user, token } = await signedInUser();
    const res = await call("POST", "/api/bills/create-from-attributes", token, {
      document_type: "medical_bill",
      verification_status: "verified",
      user_verified_data: billData,
    });
    expect(res.status).toBe(200);
    const { document_id, bill_id } = (await res.json()) as { document_id: string; bill_id: string };
    expect(await documentRow(document_id)).toMatchObject({ billId: bill_id, verificationStatus: "verified" });
    expect((await billsOf(user.id)).map((b) => b.sourceDocumentId)).toEqual([document_id]);
  });
});

describe("POST /bills without a document", () => {
  it("needs a verified e-mail and counts against the free plan's bill uploads", async () => {
    const unverified = await signedInUser("unverified", { verified: false });
    const refused = await call("POST", "/api/bills", unverified.token, { provider_name: "Clinic A" });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { detail: string }).detail).toContain("Email verification required");

    const { token } = await signedInUser();
    for (let i = 0; i < 3; i++) {
      expect((await call("POST", "/api/bills", token, { provider_name: `Clinic ${i}` })).status).toBe(200);
    }
    const fourth = await call("POST", "/api/bills", token, { provider_name: "Clinic 4" });
    expect(fourth.status).toBe(402);
    expect(((await fourth.json()) as { detail: { error: string } }).detail.error).toBe(
      "USAGE_LIMIT_EXCEEDED",
    );
    const missing = await call("POST", "/api/bills", token, { provider_name: "" });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ detail: "Provider name is required" });
  });
});
