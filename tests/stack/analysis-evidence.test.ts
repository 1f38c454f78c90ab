// Acceptance: a bill read by OCR shows findings whose evidence points at the right box on the
// document. A scanned statement with a complete blood count charged twice goes the whole way —
// upload, the document workflow's OCR and extraction, the Smart Capture save through the
// workflow's verify Update — and the premium analysis cites each charge by its printed row.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { AnalysisResult } from "#core/analysis";
import { documentTypeSchema } from "#core/documents/forms";
import type { CaptureDocument as DocumentData } from "~/components/resources";
import { linesFromDocument, valuesFromDocument, verifiedData } from "~/components/smart-capture/values";
import { plantedBillFixtures } from "../../scripts/fixtures/documents/bills-planted";
import { insidePolygon, printedRows } from "../../scripts/fixtures/documents/geometry";
import { DOCUMENT_FIXTURES_DIR, ensureDocumentFixtures } from "../../scripts/fixtures/make-documents";
import { api, documentData, orchestratorPerTest, uploadDocument, verifiedUser, waitFor } from "./stack";

const orchestrator = orchestratorPerTest();

const FIXTURE = plantedBillFixtures().find((f) => f.id === "bill-07-riverbend-duplicate")!;

async function premiumUser() {
  // Fixtures first: built on a fresh clone they take seconds, long enough for the Worker to close
  // the client's idle keep-alive connection, which the upload would then find broken (EPIPE).
  await ensureDocumentFixtures();
  const { token } = await verifiedUser("evidence");
  const premium = await api("/api/subscriptions/activate-premium", { method: "POST", token });
  expect(premium.status).toBe(200);
  return token;
}

async function uploadScan(token: string): Promise<string> {
  await ensureDocumentFixtures();
  const png = readFileSync(join(DOCUMENT_FIXTURES_DIR, `${FIXTURE.id}.png`));
  return uploadDocument(token, png, "riverbend-statement.png", "image/png");
}

describe("a bill read by OCR", () => {
  it("shows findings whose evidence points at the right box on the document", async () => {
    await orchestrator.start();
    const token = await premiumUser();
    const documentId = await uploadScan(token);
    const read = await waitFor(
      "the scan to be read",
      async () => {
        const d = await documentData<DocumentData>(token, documentId);
        if (d.processing_status === "failed") throw new Error(`failed: ${d.failure_reason}`);
        return d.processing_status === "extracted" ? d : undefined;
      },
      150_000,
      250,
    );
    expect(read.document_type).toBe("medical_bill");

    // Saved as the Smart Capture form saves what it was filled with.
    const schema = documentTypeSchema("medical_bill");
    const payload = verifiedData(
      schema,
      valuesFromDocument(schema.fields, read),
      linesFromDocument(schema.line_item_fields, read),
      read.extracted_data?.icd10_codes ?? [],
    );
    const verify = await api(`/api/documents/${documentId}/verify`, {
      method: "POST",
      token,
      body: JSON.stringify({ document_type: "medical_bill", user_verified_data: payload }),
    });
    expect(verify.status).toBe(200);
    const { bill_id: billId } = (await verify.json()) as { bill_id: string };

    const res = await api(`/api/bills/${billId}/analysis`, { token });
    expect(res.status).toBe(200);
    const result = (await res.json()) as AnalysisResult;
    const duplicate = result.errors_detected.find((f) => f.category === "duplicate_charge")!;
    expect(duplicate).toBeDefined();
    expect(duplicate.potential_savings).toBe(48);

    // The printed rows of the charge table, in the order the generator drew them.
    const rows = printedRows(FIXTURE).filter((r) => r.cells.some((c) => /^\d{5}$/.test(c)));
    const cited = duplicate.evidence.lines;
    expect(cited.map((l) => [l.position, l.cpt_code]).sort()).toEqual([
      [3, "85025"],
      [4, "85025"],
    ]);
    for (const line of cited) {
      const source = duplicate.evidence.sources.find((s) => s.line_id === line.line_id)!;
      expect(source.document_id).toBe(documentId);
      expect(source.page).toBe(1);
      const centre: [number, number] = [
        source.box.left + source.box.width / 2,
        source.box.top + source.box.height / 2,
      ];
      // On its own printed row, and not on the other 85025 row or any other line.
      rows.forEach((row, index) =>
        expect(insidePolygon(centre, row.corners), `row ${index + 1}`).toBe(index === line.position - 1),
      );
    }
  });
});
