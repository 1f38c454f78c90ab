// GET /api/bills/{id}/analysis with the family's plan (issue 15): a bill without an EOB that asks
// more than the policy covering its patient says they owe becomes a balance-billing finding, its
// steps citing the plan's rows and the verified EOBs this year; an attached EOB takes over; another
// user's policy or EOB never counts.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AnalysisResult } from "#core/analysis";
import { addDependent, db, schema, signedInUser, type SignedInUser } from "./factories";
import {
  addBillOf,
  addCataloguePlan,
  addPolicy,
  addVerifiedDocument,
  eobLine,
} from "./support/insurance-costs";

const PLAN = "67890KY0020002-01";
beforeAll(async () => {
  await addCataloguePlan(PLAN, { deductible: [1000, 2000], outOfPocket: [5000, 10000] }, [
    { name: "Specialist Visit", copay: 60, description: "$60" },
    { name: "Primary Care Visit to Treat an Injury or Illness", copay: 20, description: "$20" },
    {
      name: "Laboratory Outpatient and Professional Services",
      coinsurancePct: 20,
      afterDeductible: true,
      description: "20% Coinsurance after deductible",
    },
  ]);
});

/** A bill of `memberId` made from a statement that asks for `due`. */
async function billAsking(user: SignedInUser, memberId: string | null, due: number) {
  const billId = await addBillOf(user.id, memberId, "2026-06-10", [
    { cpt: "99214", billed: 240 },
    { cpt: "80053", billed: 60 },
  ]);
  const statement = await addVerifiedDocument(user.id, billId, { amount_due: due }, { type: "medical_bill" });
  await db().update(schema.bills).set({ sourceDocumentId: statement }).where(eq(schema.bills.id, billId));
  return billId;
}

const aboveShare = (result: AnalysisResult) =>
  result.errors_detected.find((f) => f.evidence.rule === "balance_billing.above_plan_share");

async function analysis(user: SignedInUser, billId: string) {
  const { status, body } = await user.json<AnalysisResult>("GET", `/api/bills/${billId}/analysis`);
  expect(status).toBe(200);
  return body;
}

describe("the plan-share finding", () => {
  it("flags what a child's bill asks above the plan's share, after the family's EOBs this year", async () => {
    const parent = await signedInUser("share-parent", { premium: true });
    const kid = await addDependent(parent.id, "Mia", "Lopez", "child");
    await addPolicy(parent.id, [parent.selfId, kid], { planId: PLAN, policyName: "Acme Gold" });
    // Earlier this year Mia's visit met her $1,000 deductible (the plan paid nothing on it).
    const earlier = await addBillOf(parent.id, kid, "2026-02-01", [{ cpt: "29881", billed: 3000 }]);
    const eobId = await addVerifiedDocument(
      parent.id,
      earlier,
      { service_date: "2026-02-01", line_items: [eobLine("29881", 3000, 1000, 0)] },
      { title: "Acme EOB February" },
    );
    const billId = await billAsking(parent, kid, 300);

    const found = aboveShare(await analysis(parent, billId))!;
    // Deductible met: specialist $60 + 20% of the $60 lab = $72.
    expect(found).toMatchObject({
      category: "balance_billing",
      title: "Asks $228 more than your plan says you owe",
      potential_savings: 228,
      evidence: { figures: { amount_due: 300, expected_share: 72, deductible_met: 1000 } },
    });
    expect(found.evidence.references).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: "plan_share_step",
          step: "deductible_left",
          amount: 0,
          policy_name: "Acme Gold",
        }),
        expect.objectContaining({
          kind: "plan_share_step",
          step: "line",
          code: "99214",
          amount: 60,
          source: "Specialist Visit (in-network): $60",
        }),
        expect.objectContaining({
          kind: "eob_document",
          document_id: eobId,
          title: "Acme EOB February",
          deductible: 1000,
        }),
      ]),
    );
  });

  it("gives way to the EOB once one is attached to the bill", async () => {
    const user = await signedInUser("share-eob", { premium: true });
    await addPolicy(user.id, [user.selfId], { planId: PLAN });
    const billId = await billAsking(user, null, 300);
    expect(aboveShare(await analysis(user, billId))).toBeDefined();
    await addVerifiedDocument(user.id, billId, {
      service_date: "2026-06-10",
      line_items: [eobLine("99214", 240, 150, 90), eobLine("80053", 60, 40, 32)],
    });
    const after = await analysis(user, billId);
    expect(aboveShare(after)).toBeUndefined();
    expect(after.errors_detected.map((f) => f.evidence.rule)).toContain(
      "balance_billing.above_eob_responsibility",
    );
  });

  it("never uses another user's policy or EOBs", async () => {
    const owner = await signedInUser("share-owner", { premium: true });
    const other = await signedInUser("share-other", { premium: true });
    // The other user's policy names the owner's member, and their EOB points at the owner's bill.
    await addPolicy(other.id, [owner.selfId], { planId: PLAN });
    const billId = await billAsking(owner, null, 300);
    await addVerifiedDocument(other.id, billId, {
      service_date: "2026-06-10",
      line_items: [eobLine("99214", 240, 240, 0)],
    });
    const result = await analysis(owner, billId);
    expect(aboveShare(result)).toBeUndefined();
    expect(result.errors_detected.map((f) => f.evidence.rule)).not.toContain(
      "balance_billing.above_eob_responsibility",
    );

    // With the owner's own policy, only the owner's (empty) history counts: the whole $1,000 deductible is left.
    await addPolicy(owner.id, [owner.selfId], { planId: PLAN });
    const own = aboveShare(await analysis(owner, billId))!;
    expect(own.evidence.figures).toMatchObject({ expected_share: 120, deductible_met: 0 });
  });
});
