// A document the reader typed one way and the person another: choosing the type reads its saved words
// again for that type, so Smart Capture opens with that type's fields filled in (decision 090).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { page } from "#core/extraction/test-page";
import { schema } from "~/db.server";
import { call, db, documentRow, signedInUser, uploaded } from "./factories";
import { fakeGatewayEachTest, withoutWorkflows } from "./support/fake-gateway";

fakeGatewayEachTest(withoutWorkflows);

const statement = page([
  "Lakeview Family Medicine",
  "Account Number: LFM-20931",
  "Statement Date 03/02/2025",
  "Amount Due: $84.20",
]);

async function readAsOther(token: string) {
  const id = await uploaded(token);
  await db()
    .update(schema.documents)
    .set({
      extractedText: statement.text,
      ocrBoundingBoxes: statement.words,
      pageCount: 1,
      recognitionMethod: "ocr",
      processingStatus: "extracted",
      documentType: "other",
      needsClassification: true,
      classificationConfidence: 0.41,
      extractedData: { title: null, date: "2025-03-02", organization: null, line_items: [], icd10_codes: [] },
    })
    .where(eq(schema.documents.id, id));
  return id;
}

describe("choosing a document's type", () => {
  it("reads its words again as that type, keeping what the person typed", async () => {
    const { token } = await signedInUser();
    const id = await readAsOther(token);
    const res = await call("PUT", `/api/pending-documents/update-document/${id}`, token, {
      document_type: "medical_bill",
      verification_status: "pending",
      user_verified_data: { provider_name: "Lakeview Family Medicine" },
    });
    expect(res.status).toBe(200);
    expect(await documentRow(id)).toMatchObject({
      documentType: "medical_bill",
      needsClassification: false,
      userVerifiedData: { provider_name: "Lakeview Family Medicine" },
      extractedData: expect.objectContaining({ account_number: "LFM-20931", amount_due: 84.2 }),
    });
  });

  it("leaves the reading alone when the type stays the same", async () => {
    const { token } = await signedInUser();
    const id = await readAsOther(token);
    const before = (await documentRow(id))!.extractedData;
    await call("PUT", `/api/pending-documents/update-document/${id}`, token, {
      document_type: "other",
      verification_status: "pending",
      user_verified_data: {},
    });
    expect((await documentRow(id))!.extractedData).toEqual(before);
  });
});
