// Documents of a bill (001 §5, §7, §9): the accepted types, the 10MB limit, documents per bill by
// plan, the list, opening one, and deleting the bill with its files.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addBill, call, callJson, files, signedInUser, uploadBillDocument } from "./factories";

type Doc = {
  id: string;
  bill_id: string;
  source_details: { bill_id: string };
  document_type: string;
  original_filename: string;
  file_size: number;
};

describe("bill documents", () => {
  it("accepts pdf, jpg, jpeg, png, gif, doc and docx and lists them newest first", async () => {
    const ann = await signedInUser("ann", { premium: true });
    const billId = await addBill(ann.token);
    const uploads: [Uint8Array, string, string][] = [
      [files.pdf(1024), "eob.pdf", "eob"],
      [files.jpeg(), "photo.jpg", "medical_record"],
      [files.jpeg(), "photo2.jpeg", "prescription"],
      [files.png(), "scan.png", "prior_authorization"],
      [files.gif(), "fax.gif", "others"],
      [files.doc(), "letter.doc", "others"],
      [files.docx(), "letter.docx", "others"],
    ];
    for (const [bytes, name, type] of uploads) {
      const res = await uploadBillDocument(ann.token, billId, bytes, name, {
        document_type: type,
        description: "attached",
      });
      expect(res.status, name).toBe(200);
      expect(await res.json()).toMatchObject({
        original_filename: name,
        document_type: type,
        bill_id: billId,
        message: "Document uploaded",
      });
    }
    const list = await callJson<{ documents: Doc[] }>("GET", `/api/bills/${billId}/documents`, ann.token);
    expect(list.body.documents.map((d) => d.original_filename).sort()).toEqual(
      uploads.map((u) => u[1]).sort(),
    );
    expect(list.body.documents[0]).toMatchObject({ source_details: { bill_id: billId } });
    const bill = await callJson<{
      document_count: number;
      has_eob: boolean;
      readiness_steps: { key: string; complete: boolean }[];
    }>("GET", `/api/bills/${billId}`, ann.token);
    expect(bill.body.document_count).toBe(7);
    expect(bill.body.has_eob).toBe(true);
    expect(bill.body.readiness_steps.find((s) => s.key === "eob")?.complete).toBe(true);
    const row = await callJson<{ bills: { id: string; document_count: number }[] }>(
      "GET",
      "/api/bills",
      ann.token,
    );
    expect(row.body.bills[0]).toMatchObject({ id: billId, document_count: 7 });
  });

  it("refuses other files, disguised files, empty files, unknown types and files over 10MB", async () => {
    const ben = await signedInUser("ben", { premium: true });
    const billId = await addBill(ben.token);
    const unsupported = "Unsupported file type. Please upload a PDF, JPG, JPEG, PNG, GIF, DOC or DOCX file.";
    const exe = await uploadBillDocument(ben.token, billId, files.exe(), "eob.pdf");
    expect(await exe.json()).toEqual({ detail: unsupported });
    const zip = await uploadBillDocument(ben.token, billId, files.zip(), "letter.docx");
    expect(zip.status).toBe(422);
    const txt = await uploadBillDocument(ben.token, billId, files.pdf(1024), "notes.txt");
    expect(await txt.json()).toEqual({ detail: unsupported });
    const empty = await uploadBillDocument(ben.token, billId, new Uint8Array(), "eob.pdf");
    expect(empty.status).toBe(422);
    const badType = await uploadBillDocument(ben.token, billId, files.pdf(1024), "eob.pdf", {
      document_type: "passport",
    });
    expect(badType.status).toBe(422);
    const big = await uploadBillDocument(ben.token, billId, files.pdf(10 * 1024 * 1024 + 1), "big.pdf");
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ detail: "File is too large. The maximum file size is 10MB." });
    const exactly = await uploadBillDocument(ben.token, billId, files.pdf(10 * 1024 * 1024), "ten.pdf");
    expect(exactly.status).toBe(200);
    const stored = await env.FILES.list({ prefix: `users/${ben.id}/` });
    expect(stored.objects).toHaveLength(1);
  });

  it("holds 3 documents per bill on the free plan", async () => {
    const cat = await signedInUser("cat");
    const billId = await addBill(cat.token);
    for (let i = 0; i < 3; i++) {
      expect((await uploadBillDocument(cat.token, billId, files.pdf(700 + i), `eob-${i}.pdf`)).status).toBe(
        200,
      );
    }
    const fourth = await uploadBillDocument(cat.token, billId, files.pdf(1024), "eob-4.pdf");
    expect(fourth.status).toBe(402);
    expect(await fourth.json()).toMatchObject({ detail: { error: "USAGE_LIMIT_EXCEEDED" } });
  });

  it("holds 20 documents per bill on premium", async () => {
    const eve = await signedInUser("eve", { premium: true });
    const billId = await addBill(eve.token);
    for (let i = 0; i < 20; i++) {
      expect((await uploadBillDocument(eve.token, billId, files.gif(600 + i), `fax-${i}.gif`)).status).toBe(
        200,
      );
    }
    const next = await uploadBillDocument(eve.token, billId, files.gif(), "fax-21.gif");
    expect(next.status).toBe(402);
    expect(await next.json()).toEqual({
      detail: {
        error: "USAGE_LIMIT_EXCEEDED",
        message: "This bill already has 20 documents, the most your plan allows per bill.",
      },
    });
    const otherBill = await addBill(eve.token);
    expect((await uploadBillDocument(eve.token, otherBill, files.gif(), "fax.gif")).status).toBe(200);
  });

  it("opens a document through its link and deletes the bill's files with the bill", async () => {
    const dan = await signedInUser("dan", { premium: true });
    const billId = await addBill(dan.token);
    const keep = await addBill(dan.token);
    const res = await uploadBillDocument(dan.token, billId, files.png(), "scan.png");
    const doc = (await res.json()) as Doc;
    await uploadBillDocument(dan.token, keep, files.pdf(1024), "other.pdf");
    const link = await callJson<{ url: string }>("GET", `/api/documents/${doc.id}/url`, dan.token);
    expect(link.status).toBe(200);
    const file = await call("GET", new URL(link.body.url).pathname + new URL(link.body.url).search, null);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer()).slice(0, 4)).toEqual(files.png().slice(0, 4));
    expect((await env.FILES.list({ prefix: `users/${dan.id}/` })).objects).toHaveLength(2);
    expect((await call("DELETE", `/api/bills/${billId}`, dan.token)).status).toBe(200);
    expect((await call("GET", `/api/documents/${doc.id}/url`, dan.token)).status).toBe(404);
    const left = await env.FILES.list({ prefix: `users/${dan.id}/` });
    expect(left.objects).toHaveLength(1);
    const other = await callJson<{ documents: Doc[] }>("GET", `/api/bills/${keep}/documents`, dan.token);
    expect(other.body.documents).toHaveLength(1);
  });
});
