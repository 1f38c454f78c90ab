// Issue 10 §2 for documents: verified fields, the bill payload and uploads refuse impossible dates,
// 'abc' and negative amounts and control or direction-override characters (422 naming the field,
// nothing stored); /api/pending-documents and /user-documents answer the shapes the OpenAPI document
// declares.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { PendingDocuments, UserDocuments } from "~/api/document-responses";
import { schema } from "~/db.server";
import {
  BASE,
  billsOf,
  call,
  db,
  documentRow,
  files,
  makePremium,
  markExtracted,
  signedInUser,
  upload,
  uploaded,
  emailedDocument,
} from "./factories";
import { fakeGatewayEachTest, withoutWorkflows } from "./support/fake-gateway";

fakeGatewayEachTest(withoutWorkflows);

const billData = { provider_name: "Bayview Clinic", service_date: "2026-03-02", total_charges: 410.25 };

async function json(res: Response) {
  return { status: res.status, body: (await res.json()) as { detail: string; errors?: unknown[] } };
}

describe("verified fields", () => {
  it.each([
    [{ service_date: "2026-02-30" }, "Service Date must be a real date (YYYY-MM-DD)"],
    [{ total_charges: "abc" }, "Total Charges must be a number of 0 or more"],
    [{ total_charges: -5 }, "Total Charges must be a number of 0 or more"],
    [
      { line_items: [{ cpt_code: "99213", total_charge: "-5" }] },
      "Total Charge must be a number of 0 or more",
    ],
    [
      { provider_name: "Bayview\u202eClinic" },
      "Provider name contains a control or text-direction character. Please remove it.",
    ],
  ])(
    "verifying with %j answers 422 '%s'; the document stays unverified and no bill is made",
    async (bad, message) => {
      const { user, token } = await signedInUser();
      const id = await uploaded(token);
      await markExtracted(id, billData);
      const res = await json(
        await call("POST", `/api/documents/${id}/verify`, token, {
          document_type: "medical_bill",
          user_verified_data: { ...billData, ...bad },
        }),
      );
      expect(res).toMatchObject({ status: 422, body: { detail: message } });
      expect((await documentRow(id))?.verificationStatus).toBe("pending");
      expect(await billsOf(user.id)).toEqual([]);
    },
  );

  it("a draft save refuses them too and keeps what was saved before", async () => {
    const { token } = await signedInUser();
    const id = await uploaded(token);
    const save = (data: Record<string, unknown>) =>
      call("PUT", `/api/pending-documents/update-document/${id}`, token, { user_verified_data: data });
    expect((await save(billData)).status).toBe(200);
    const res = await json(await save({ ...billData, due_date: "2026-04-31" }));
    expect(res).toMatchObject({ status: 422, body: { detail: "Due Date must be a real date (YYYY-MM-DD)" } });
    expect((await documentRow(id))?.userVerifiedData).toEqual(billData);
  });
});

describe("the bill payload (POST /api/bills)", () => {
  it.each([
    [{ total_billed_amount: "abc" }, "Total billed amount must be a number of 0 or more"],
    [{ total_billed_amount: -5 }, "Total billed amount must be a number of 0 or more"],
    [{ service_date: "2026-02-30" }, "Service date must be a real date (YYYY-MM-DD)"],
    [
      { account_number: "AC\u0000" },
      "Account number contains a control or text-direction character. Please remove it.",
    ],
  ])("%j answers 422 '%s' and makes no bill", async (bad, message) => {
    const { user, token } = await signedInUser();
    const payload = { provider_name: "Bayview Clinic", service_date: "2026-03-02", total_billed_amount: 10 };
    const res = await json(await call("POST", "/api/bills", token, { ...payload, ...bad }));
    expect(res).toMatchObject({ status: 422, body: { detail: message } });
    expect(await billsOf(user.id)).toEqual([]);
  });
});

describe("uploads", () => {
  it("a file name with a direction override (invoice\u202efdp.exe) is refused and nothing is stored", async () => {
    const { user, token } = await signedInUser();
    const res = await json(await upload(token, files.pdf(), "invoice\u202efdp.pdf"));
    expect(res).toMatchObject({
      status: 422,
      body: { detail: "File name contains a control or text-direction character. Please remove it." },
    });
    const rows = await db().select().from(schema.documents).all();
    expect(rows.filter((d) => d.userId === user.id)).toEqual([]);
  });
});

describe("document lists answer the shapes the OpenAPI document declares", () => {
  async function declared(path: string) {
    const doc = (await (await SELF.fetch(`${BASE}/api/openapi.json`)).json()) as {
      paths: Record<
        string,
        {
          get: {
            responses: Record<
              string,
              { content: Record<string, { schema: { type: string; items: { required: string[] } } }> }
            >;
          };
        }
      >;
    };
    return doc.paths[path].get.responses["200"].content["application/json"].schema;
  }

  it("GET /api/pending-documents: an array of pending e-mailed documents", async () => {
    const { user, token } = await signedInUser();
    await makePremium(user.id);
    await emailedDocument(user, "s.pdf", "Your statement", Date.now());
    const body = await (await call("GET", "/api/pending-documents", token)).json();
    expect(PendingDocuments.safeParse(body).success).toBe(true);
    expect(body).toHaveLength(1);
    const schemaOf = await declared("/api/pending-documents");
    expect(schemaOf.type).toBe("array");
    expect(Object.keys((body as Record<string, unknown>[])[0])).toEqual(
      expect.arrayContaining(schemaOf.items.required),
    );
  });

  it("GET /api/pending-documents/user-documents: an array of the user's documents", async () => {
    const { token } = await signedInUser();
    await uploaded(token, files.png(), "card.png", { document_type: "insurance_card_front" });
    const body = await (await call("GET", "/api/pending-documents/user-documents", token)).json();
    expect(UserDocuments.safeParse(body).success).toBe(true);
    const schemaOf = await declared("/api/pending-documents/user-documents");
    expect(schemaOf.type).toBe("array");
    expect(Object.keys((body as Record<string, unknown>[])[0])).toEqual(
      expect.arrayContaining(schemaOf.items.required),
    );
  });

  it("the schemas are strict enough to notice a wrong shape", () => {
    expect(PendingDocuments.safeParse({ documents: [] }).success).toBe(false);
    expect(UserDocuments.safeParse([{ id: "x" }]).success).toBe(false);
    expect(z.array(z.unknown()).safeParse([]).success).toBe(true);
  });
});
