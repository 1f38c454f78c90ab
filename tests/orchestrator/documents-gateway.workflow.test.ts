// The gateway's document verbs against a real Temporal dev server with fake activities: one
// workflow per document however often it is asked, and the verify Update's answers and refusals.
import { describe, expect, it } from "vitest";
import { signedFetch } from "#core/signing";
import { fakeDocument } from "#workflows/fixtures/fake-document";
import { documentWorkflowId, getDocumentState } from "#workflows/shared";
import { gatewayForFile } from "./gateway-env";

const SECRET = "gateway-test-secret-0123456789abcdef01234567";
const fake = fakeDocument();
const gateway = gatewayForFile({
  secret: SECRET,
  taskQueue: `documents-gateway-${Date.now()}`,
  activities: fake.activities,
});

async function call<T = Record<string, unknown>>(path: string, body: unknown) {
  const res = await signedFetch(SECRET, gateway.base, "POST", path, body);
  return { status: res.status, body: (await res.json()) as T };
}

const newDocumentId = () => `d${Math.random().toString(36).slice(2, 12)}`;

async function extracted(documentId: string) {
  const handle = gateway.env.client.workflow.getHandle(documentWorkflowId(documentId));
  for (let i = 0; i < 200; i++) {
    if ((await handle.query(getDocumentState)).phase === "extracted") return handle;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the document never reached extracted");
}

const bill = { provider_name: "Bayview Clinic", service_date: "2026-03-02", patient_id: "self" };

describe("gateway document verbs", () => {
  it("starts one workflow per document however often it is asked", async () => {
    const documentId = newDocumentId();
    const first = await call<{ workflowId: string; runId: string }>(`/documents/${documentId}/process`, {
      userId: "u1",
    });
    const again = await call<{ workflowId: string; runId: string }>(`/documents/${documentId}/process`, {
      userId: "u1",
    });
    expect(first.status).toBe(202);
    expect(first.body.workflowId).toBe(`document-${documentId}`);
    expect(again.body.runId).toBe(first.body.runId);
    const handle = await extracted(documentId);
    expect((await handle.query(getDocumentState)).attempts).toBe(1);
    expect((await call(`/documents/${documentId}/process`, {})).status).toBe(400);
  });

  it("answers the verify Update's bill id, refuses missing fields with the spec's messages", async () => {
    const documentId = newDocumentId();
    await call(`/documents/${documentId}/process`, { userId: "u2" });
    await extracted(documentId);
    const refused = await call<{ detail: string; errors: { msg: string }[] }>(
      `/documents/${documentId}/verify`,
      {
        userId: "u2",
        document_type: "medical_bill",
        user_verified_data: { patient_id: "self" },
      },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe("Please fill in all required fields: Provider Name, Service Date");
    expect(refused.body.errors.map((e) => e.msg)).toEqual([
      "Provider name is required",
      "Service date is required",
    ]);

    const foreign = await call(`/documents/${documentId}/verify`, {
      userId: "someone-else",
      document_type: "medical_bill",
      user_verified_data: bill,
    });
    expect(foreign).toEqual({ status: 404, body: { detail: "Workflow not found" } });

    const ok = await call<{ bill_id: string }>(`/documents/${documentId}/verify`, {
      userId: "u2",
      document_type: "medical_bill",
      user_verified_data: bill,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.bill_id).toMatch(/^bill-/);
    await gateway.env.client.workflow.getHandle(documentWorkflowId(documentId)).result();

    const finished = await call(`/documents/${documentId}/verify`, {
      userId: "u2",
      document_type: "medical_bill",
      user_verified_data: bill,
    });
    expect(finished.status).toBe(409);
    const unknown = await call(`/documents/${newDocumentId()}/verify`, {
      userId: "u2",
      document_type: "medical_bill",
      user_verified_data: bill,
    });
    expect(unknown.status).toBe(404);
  });
});
