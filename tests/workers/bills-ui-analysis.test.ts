// The editor's summary and analysis modes through the bill route's action (intent 'analyze'): one
// run answers both views, stores the savings the vault shows and says whether to ask for
// post_analysis feedback; free users are refused and another user's bill is not found.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { addBillByForm, billOf, db, get, makePremium, signedInUser, visibleText } from "./factories";
import { seedReferenceData } from "./support/reference-seed";
import { postData } from "./support/remix-data";

beforeAll(async () => {
  await seedReferenceData(env.DB);
});

// 99213 twice on one day at far above the Medicare amount: a duplicate and a pricing finding.
const overpriced = {
  date: "2026-02-14",
  provider: "Analysis Clinic",
  lines: [
    { cpt: "99213", billed: "900" },
    { cpt: "99213", billed: "900" },
  ],
};

interface Finding {
  category: string;
  confidence: number;
  evidence: { rule: string; lines: unknown[]; references: unknown[] };
}

async function premiumBill(email: string) {
  const signed = await signedInUser(email);
  await makePremium(signed.user.id);
  const id = await addBillByForm(signed.cookie, signed.user.id, overpriced);
  return { ...signed, id };
}

describe("analyze (summary and analysis modes)", () => {
  it("answers the summary and the findings with evidence, and the vault then shows the savings", async () => {
    const { cookie, id } = await premiumBill("analysis.ui@example.com");
    // The bill was analysed when it was added (ADR 023): the vault has its savings already.
    const before = (await billOf(id))!;
    expect(before.potentialSavingsCents).toBeGreaterThan(0);
    expect(await visibleText(await get("/bills", cookie))).not.toMatch(/Potential Savings \$0\b/);

    const res = await postData(`/bills/${id}`, { intent: "analyze" }, cookie);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ intent: "analyze", ok: true, feedback: true });
    const analysis = res.data.analysis as { total_potential_savings: number; errors_detected: Finding[] };
    const categories = analysis.errors_detected.map((f) => f.category);
    expect(categories).toEqual(expect.arrayContaining(["duplicate_charge", "pricing"]));
    const duplicate = analysis.errors_detected.find((f) => f.category === "duplicate_charge")!;
    expect(duplicate.confidence).toBeGreaterThan(0.8);
    expect(duplicate.evidence.lines.length).toBe(2);
    const pricing = analysis.errors_detected.find((f) => f.category === "pricing")!;
    expect(pricing.evidence.references).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "medicare_rate", code: "99213" })]),
    );
    const summary = res.data.summary as { opportunities: { recovery_instructions: { steps: string[] } }[] };
    expect(summary.opportunities.length).toBe(analysis.errors_detected.length);
    expect(summary.opportunities[0].recovery_instructions.steps.length).toBeGreaterThan(0);

    const stored = await billOf(id);
    expect(stored?.potentialSavingsCents).toBe(Math.round(analysis.total_potential_savings * 100));
    expect(stored?.lastAnalyzedAt).not.toBeNull();
    const whole = Math.round(analysis.total_potential_savings).toLocaleString("en-US");
    const vault = await visibleText(await get("/bills", cookie));
    expect(vault).toContain(`Potential Savings $${whole}`);
    expect(vault).toMatch(new RegExp(`Analysis Clinic \\$1,800 — \\$${whole}`));
  });

  it("asks for post_analysis feedback until the user answers", async () => {
    const { user, cookie, id } = await premiumBill("analysis.feedback@example.com");
    const answered = await postData(
      `/bills/${id}`,
      { intent: "feedback", rating: "4", trigger_event: "post_analysis", savings_amount: "100" },
      cookie,
    );
    expect(answered.status).toBe(200);
    const saved = await db().select().from(schema.feedback).where(eq(schema.feedback.userId, user.id)).get();
    expect(saved).toMatchObject({ triggerEvent: "post_analysis", rating: 4, billId: id });
    const again = await postData(`/bills/${id}`, { intent: "analyze" }, cookie);
    expect(again.data).toMatchObject({ ok: true, feedback: false });
  });

  it("refuses a free user with 403 and runs nothing", async () => {
    const { user, cookie } = await signedInUser("analysis.free@example.com");
    const id = await addBillByForm(cookie, user.id, overpriced);
    const before = await billOf(id);
    const res = await postData(`/bills/${id}`, { intent: "analyze" }, cookie);
    expect(res.status).toBe(403);
    expect(res.data).toMatchObject({ intent: "analyze", ok: false, status: 403 });
    expect((await billOf(id))?.lastAnalyzedAt).toBe(before?.lastAnalyzedAt);
  });

  it("answers 404 for another user's bill and leaves it untouched", async () => {
    const owner = await premiumBill("analysis.owner@example.com");
    const other = await signedInUser("analysis.other@example.com");
    await makePremium(other.user.id);
    const before = await billOf(owner.id);
    const res = await postData(`/bills/${owner.id}`, { intent: "analyze" }, other.cookie);
    expect(res.status).toBe(404);
    expect(res.data).toMatchObject({ ok: false, status: 404 });
    expect(res.text).not.toContain("Analysis Clinic");
    const page = await get(`/bills/${owner.id}`, other.cookie);
    expect(page.status).toBe(404);
    expect(await visibleText(page)).toContain("Bill not found");
    const untouched = await billOf(owner.id);
    expect(untouched).toEqual(before);
  });
});
