import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "~/db.server";
import { ANALYSIS_PREMIUM_MESSAGE } from "~/services/analysis/bill-analysis.server";
import { addBill, callJson, db, signedInUser } from "./factories";
import { seedReferenceData } from "./support/reference-seed";

interface Analysis {
  total_errors: number;
  total_potential_savings: number;
  errors_detected: { category: string; evidence: Record<string, unknown> }[];
}

beforeAll(async () => {
  await seedReferenceData(env.DB);
});

// 99213 twice on the same day at ten times the Medicare amount: a duplicate and a pricing finding.
const overpriced = {
  line_items: [
    { cpt_code: "99213", units: 1, billed_amount: 900 },
    { cpt_code: "99213", units: 1, billed_amount: 900 },
  ],
};

describe("GET /api/bills/{id}/analysis and /summary", () => {
  it("finds the planted errors with evidence and keeps the savings on the bill", async () => {
    const alice = await signedInUser("analysis-a", { premium: true });
    const billId = await addBill(alice.token, overpriced);
    const { status, body } = await callJson<Analysis>("GET", `/api/bills/${billId}/analysis`, alice.token);
    expect(status).toBe(200);
    const categories = body.errors_detected.map((e) => e.category);
    expect(categories).toContain("duplicate_charge");
    expect(categories).toContain("pricing");
    expect(body.total_potential_savings).toBeGreaterThan(0);
    const stored = await db().select().from(schema.bills).where(eq(schema.bills.id, billId)).get();
    expect(stored?.potentialSavingsCents).toBe(Math.round(body.total_potential_savings * 100));
    expect(stored?.lastAnalyzedAt).not.toBeNull();

    const summary = await callJson<{ opportunities: unknown[]; completeness: { percentage: number } }>(
      "GET",
      `/api/bills/${billId}/summary`,
      alice.token,
    );
    expect(summary.status).toBe(200);
    expect(summary.body.opportunities.length).toBeGreaterThan(0);
  });

  it("is premium only, and another user's bill is not found", async () => {
    const free = await signedInUser("analysis-free");
    const freeBill = await addBill(free.token, overpriced);
    const refused = await callJson("GET", `/api/bills/${freeBill}/summary`, free.token);
    expect(refused).toEqual({ status: 403, body: { detail: ANALYSIS_PREMIUM_MESSAGE } });

    const bob = await signedInUser("analysis-b", { premium: true });
    const before = await db().select().from(schema.bills).where(eq(schema.bills.id, freeBill)).get();
    const other = await callJson("GET", `/api/bills/${freeBill}/analysis`, bob.token);
    expect(other).toEqual({ status: 404, body: { detail: "Bill not found" } });
    const untouched = await db().select().from(schema.bills).where(eq(schema.bills.id, freeBill)).get();
    expect(untouched?.lastAnalyzedAt).toBe(before?.lastAnalyzedAt);
  });
});
