// Bill statuses through the API (001 §4): the legacy and server mappings, the paid dialog's amount
// and note, unknown values, and the reanalysis flag when an analysed bill changes.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { addBill, callJson, db, signedInUser } from "./factories";

type Bill = Record<string, unknown> & { id: string };

describe("bill statuses", () => {
  it("sets statuses with the legacy mapping, the paid dialog's amount and note", async () => {
    const dave = await signedInUser("dave");
    const id = await addBill(dave.token);
    const legacy = await callJson<Bill>("PUT", `/api/bills/${id}`, dave.token, { status: "resolved" });
    expect(legacy.body).toMatchObject({ status: "ready_to_pay", status_label: "Ready to Pay" });
    const paid = await callJson<Bill>("PUT", `/api/bills/${id}`, dave.token, {
      status: "paid",
      recovered_amount: "$1,250.50",
      outcome_note: "  Refund received  ",
    });
    expect(paid.body).toMatchObject({
      status: "paid",
      recovered_amount: 1250.5,
      outcome_note: "Refund received",
    });
    const list = await callJson<{ bills: { id: string; status: string; recovered_amount: number }[] }>(
      "GET",
      "/api/bills",
      dave.token,
    );
    expect(list.body.bills.find((b) => b.id === id)).toMatchObject({
      status: "paid",
      recovered_amount: 1250.5,
    });
    const bad = await callJson("PUT", `/api/bills/${id}`, dave.token, {
      status: "paid",
      recovered_amount: "-20",
    });
    expect(bad).toMatchObject({ status: 422, body: { detail: "Please enter a valid dollar amount" } });
    const unknown = await callJson("PUT", `/api/bills/${id}`, dave.token, { status: "archived" });
    expect(unknown).toMatchObject({ status: 422, body: { detail: "Please choose a valid status" } });
    const stats = await callJson("GET", "/api/bills/stats", dave.token);
    expect(stats.body).toMatchObject({
      total_bills: 1,
      total_recovered_amount: 1250.5,
      total_line_items: 3,
      first_bill_date: "2026-01-05",
    });
  });

  it("shows a stored server or unknown status through the mappings", async () => {
    const gil = await signedInUser("gil");
    const id = await addBill(gil.token);
    for (const [stored, vault, status, label] of [
      ["analyzed", "pending", "in_progress", "In Progress"],
      ["complete", "closed", "in_progress", "In Progress"],
      ["disputing", "disputing", "disputed", "Disputed"],
      ["mystery", "mystery", "in_progress", "In Progress"],
    ]) {
      await db().update(schema.bills).set({ status: stored }).where(eq(schema.bills.id, id));
      const list = await callJson<{ bills: { status: string; status_label: string }[] }>(
        "GET",
        "/api/bills",
        gil.token,
      );
      expect(list.body.bills[0]).toEqual(expect.objectContaining({ status: vault, status_label: label }));
      const bill = await callJson<Bill>("GET", `/api/bills/${id}`, gil.token);
      expect(bill.body).toMatchObject({ status, status_label: label, vault_status: vault });
    }
  });

  it("re-analyses a bill when what the analysis reads changes, not when only its status does", async () => {
    const hal = await signedInUser("hal");
    const id = await addBill(hal.token);
    await db()
      .update(schema.bills)
      .set({ lastAnalyzedAt: Date.now(), needsReanalysis: false })
      .where(eq(schema.bills.id, id));
    const analysed = await callJson<Bill>("GET", `/api/bills/${id}`, hal.token);
    expect(analysed.body.needs_reanalysis).toBe(false);
    const statusOnly = await callJson<Bill>("PUT", `/api/bills/${id}`, hal.token, { status: "disputed" });
    expect(statusOnly.body.needs_reanalysis).toBe(false);
    const before = (await callJson<Bill>("GET", `/api/bills/${id}`, hal.token)).body.last_analyzed_at;
    const edited = await callJson<Bill>("PUT", `/api/bills/${id}`, hal.token, { provider: "Another Clinic" });
    // The change ran the analysis again (ADR 023): fresh, not flagged.
    expect(edited.body.needs_reanalysis).toBe(false);
    expect(edited.body.last_analyzed_at).not.toBe(before);
    const added = await addBill(hal.token, {
      claim_number: null,
      diagnosis_codes: [],
      line_items: [{ cpt_code: "99213", billed_amount: 10 }],
    });
    const sparse = await callJson<Bill>("GET", `/api/bills/${added}`, hal.token);
    // Provider, date, patient, line, code and billed amount: 6 of 9 fields; analysed when added.
    expect(sparse.body).toMatchObject({
      data_completeness_score: 0.67,
      needs_reanalysis: false,
      has_insurance_data: false,
    });
    expect(sparse.body.missing_fields).toEqual(["claim_number", "insurance_data", "diagnosis_codes"]);
  });
});
