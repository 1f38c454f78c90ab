// The document lifecycle survives an orchestrator crash: upload a scanned multi-page bill through
// the API, kill the orchestrator while it is being read, start it again, and the document still
// reaches 'extracted'. Then verify it: however the save is repeated there is one bill.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { DOCUMENT_FIXTURES_DIR, ensureDocumentFixtures } from "../../scripts/fixtures/make-documents";
import {
  api,
  documentData,
  gateway,
  internal,
  orchestratorPerTest,
  verifiedUser as newUser,
  uploadDocument,
  waitFor,
  type WorkflowHistory as History,
} from "./stack";

const orchestrator = orchestratorPerTest();

interface DocumentData {
  processing_status: string;
  document_type: string;
  extracted_text: string | null;
  ocr_bounding_boxes: { page: number; text: string }[];
  failure_reason: string | null;
  bill_id: string | null;
}

// Verified: a bill is made only for a verified e-mail (001 §8).
const registerUser = () => newUser("doc-restart");

/** A scanned bill repeated over `pages` image-only pages (the image is embedded once). */
async function scannedBill(pages: number): Promise<Uint8Array> {
  await ensureDocumentFixtures();
  const png = readFileSync(join(DOCUMENT_FIXTURES_DIR, "bill-02-st-brendan.png"));
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(png);
  const { width, height } = image.scale(72 / 200);
  for (let i = 0; i < pages; i++)
    pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  return pdf.save();
}

const upload = (token: string, bytes: Uint8Array, filename: string) =>
  uploadDocument(token, bytes, filename, "application/pdf");
const data = (token: string, id: string) => documentData<DocumentData>(token, id);

describe("document lifecycle on the whole stack", () => {
  it("reaches 'extracted' after the orchestrator is killed mid-OCR; retried saves make one bill", async () => {
    await orchestrator.start();
    // The file first: building it (fixtures on a fresh clone) between two requests could outlast
    // the Worker's keep-alive and break the upload's reused connection (EPIPE).
    const scanned = await scannedBill(4);
    const { token, userId } = await registerUser();
    const id = await upload(token, scanned, "scanned-bill.pdf");

    // Kill the whole process group once OCR has been running for a moment.
    await waitFor(
      "recognition to start",
      async () => ((await data(token, id)).processing_status === "recognizing" ? true : undefined),
      60_000,
      50,
    );
    await new Promise((r) => setTimeout(r, 1500));
    await orchestrator.crash();
    expect((await data(token, id)).processing_status).toBe("recognizing");

    await orchestrator.start();
    const done = await waitFor(
      "the document to be extracted",
      async () => {
        const d = await data(token, id);
        if (d.processing_status === "failed") throw new Error(`failed: ${d.failure_reason}`);
        return d.processing_status === "extracted" ? d : undefined;
      },
      150_000,
      250,
    );
    expect(done.extracted_text ?? "").toMatch(/brendan/i);
    expect(new Set(done.ocr_bounding_boxes.map((w) => w.page))).toEqual(new Set([1, 2, 3, 4]));

    const history = await gateway<History>("GET", `/ops/workflows/document-${id}/history`);
    const attempts = history.events
      .filter((e) => e.activityType === "recognizeDocument" && e.eventType === "ActivityTaskStarted")
      .map((e) => e.attempt ?? 0);
    expect(Math.max(...attempts)).toBeGreaterThanOrEqual(2);

    // The save goes through the workflow's verify Update; its activity creates the bill.
    const fields = {
      provider_name: "St. Brendan Regional Hospital",
      service_date: "2025-03-02",
      total_charges: 1916.65,
    };
    const verify = await api(`/api/documents/${id}/verify`, {
      method: "POST",
      token,
      body: JSON.stringify({ document_type: "medical_bill", user_verified_data: fields }),
    });
    expect(verify.status).toBe(200);
    const { bill_id } = (await verify.json()) as { bill_id: string };
    const completed = await waitFor(
      "the workflow to complete",
      async () => {
        const h = await gateway<History>("GET", `/ops/workflows/document-${id}/history`);
        return h.status === "COMPLETED" ? h : undefined;
      },
      30_000,
      250,
    );
    expect(
      completed.events.some(
        (e) => e.activityType === "completeVerification" && e.eventType === "ActivityTaskCompleted",
      ),
    ).toBe(true);

    // A retried bill-creating activity (a new attempt sends a new idempotency key) and the
    // REST sequence both answer the same bill.
    const retried = await internal<{ bill_id: string }>(
      "POST",
      `/internal/documents/${id}/verification`,
      { userId, document_type: "medical_bill", user_verified_data: fields },
      `document-${id}/retry-attempt-2`,
    );
    expect(retried.bill_id).toBe(bill_id);
    const update = await api(`/api/pending-documents/update-document/${id}`, {
      method: "PUT",
      token,
      body: JSON.stringify({
        document_type: "medical_bill",
        verification_status: "verified",
        user_verified_data: fields,
      }),
    });
    expect(((await update.json()) as { bill_id: string }).bill_id).toBe(bill_id);
    const posted = await api("/api/bills", {
      method: "POST",
      token,
      body: JSON.stringify({
        ...fields,
        total_billed_amount: fields.total_charges,
        source: "document_classification",
      }),
    });
    expect(((await posted.json()) as { id: string }).id).toBe(bill_id);

    const left = await internal<{ rows: Record<string, number> }>(
      "GET",
      `/internal/users/${userId}/remaining`,
    );
    expect(left.rows.bills).toBe(1);
    expect((await data(token, id)).bill_id).toBe(bill_id);
  });

  it("fails a truncated pdf and a 30-page pdf with a reason, and reads a retried one again", async () => {
    await orchestrator.start();
    const { token } = await registerUser();
    const truncated = new TextEncoder().encode(
      "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Ty",
    );
    const long = await PDFDocument.create();
    for (let i = 0; i < 30; i++) long.addPage([612, 792]).drawText(`Page ${i + 1}`, { x: 72, y: 700 });
    const cut = await upload(token, truncated, "cut.pdf");
    const thirty = await upload(token, await long.save(), "thirty.pdf");
    const failed = async (id: string) =>
      waitFor(
        "a failed reading",
        async () => {
          const d = await data(token, id);
          return d.processing_status === "failed" ? d : undefined;
        },
        60_000,
        100,
      );
    expect((await failed(cut)).failure_reason).toBe(
      "The file could not be read. It may be damaged, or it is not a PDF, JPG or PNG. Please upload the file again.",
    );
    expect((await failed(thirty)).failure_reason).toBe(
      "The document has 30 pages; at most 20 pages can be read. Please upload only the pages you need.",
    );

    const retry = await api(`/api/documents/${cut}/retry`, { method: "POST", token });
    expect(retry.status).toBe(200);
    const history = await waitFor(
      "a second reading",
      async () => {
        const h = await gateway<History>("GET", `/ops/workflows/document-${cut}/history`);
        const reads = h.events.filter(
          (e) => e.activityType === "recognizeDocument" && e.eventType === "ActivityTaskScheduled",
        );
        return reads.length === 2 ? h : undefined;
      },
      30_000,
      200,
    );
    expect(history.status).toBe("RUNNING");
    expect((await failed(cut)).processing_status).toBe("failed");
  });

  // Its speed target (p50 under 3 s) lives in `npm run bench`; a timed assertion here failed CI
  // whenever the machine was busy. This test is about six reads in a row all finishing, each
  // reading the same bill, with the latency printed for whoever reads the log.
  it("reads six digital bills in a row from upload to 'extracted', each the same (latency printed)", async () => {
    await orchestrator.start();
    await ensureDocumentFixtures();
    const pdf = readFileSync(join(DOCUMENT_FIXTURES_DIR, "bill-01-lakeside.pdf"));
    const latencies: number[] = [];
    const reads: { type: string; text: string | null }[] = [];
    for (let round = 0; round < 2; round++) {
      const { token } = await registerUser();
      for (let i = 0; i < 3; i++) {
        // A distinct trailing comment per upload so the same-file dedupe does not answer the first.
        const bytes = new Uint8Array([...pdf, ...new TextEncoder().encode(`\n%${round}-${i}\n`)]);
        const started = Date.now();
        const id = await upload(token, bytes, `lakeside-${i}.pdf`);
        const read = await waitFor(
          "extraction",
          async () => {
            const now = await data(token, id);
            return now.processing_status === "extracted" ? now : undefined;
          },
          30_000,
          25,
        );
        latencies.push(Date.now() - started);
        reads.push({ type: read.document_type, text: read.extracted_text });
      }
    }
    // The first upload after the orchestrator starts also loads the PDF engine (cold start).
    console.log(`upload → extracted (digital PDF), ms in upload order: ${latencies.join(", ")}`);
    latencies.sort((a, b) => a - b);
    console.log(
      `upload → extracted p50 ${latencies[Math.floor(latencies.length / 2)]} ms, max ${latencies.at(-1)} ms`,
    );
    expect(reads[0].type).toBe("medical_bill");
    expect(reads[0].text).toContain("Lakeside");
    expect(reads.every((r) => r.type === reads[0].type && r.text === reads[0].text)).toBe(true);
  });
});
