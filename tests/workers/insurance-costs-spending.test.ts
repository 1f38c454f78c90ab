// Deductible and out-of-pocket maximum met / remaining this year per policy and member, from the
// family's verified EOBs (issue 15): the plan's limits, each member's EOBs through the bills they
// are attached to, the family's totals, and never another user's documents.
import { beforeAll, describe, expect, it } from "vitest";
import { listPolicies } from "~/services/insurance/index.server";
import { policySpending } from "~/services/insurance/spending.server";
import { addDependent, db, signedInUser, type SignedInUser } from "./factories";
import {
  addBillOf,
  addCataloguePlan,
  addPolicy,
  addVerifiedDocument,
  eobLine,
} from "./support/insurance-costs";

const PLAN = "12345KY0010001-01";
let ann: SignedInUser;
let kidId: string;

beforeAll(async () => {
  await addCataloguePlan(PLAN, { deductible: [2000, 4000], outOfPocket: [8000, 16000] }, [
    { name: "Specialist Visit", copay: 60, description: "$60" },
  ]);
  ann = await signedInUser("spending-ann", { firstName: "Ann", lastName: "Lee" });
  kidId = await addDependent(ann.id, "Bo", "Lee", "child");
});

async function spendingOf(user: SignedInUser, year = 2026) {
  const policies = await listPolicies(db(), user.id);
  return { policies, views: await policySpending(db(), user.id, policies, year) };
}

describe("policySpending", () => {
  it("counts each covered member's verified EOBs of the year toward the plan's limits, with the EOBs listed", async () => {
    const policyId = await addPolicy(ann.id, [ann.selfId, kidId], {
      planId: PLAN,
      policyName: "Acme Silver",
    });
    const annBill = await addBillOf(ann.id, null, "2026-02-10", [{ cpt: "99214", billed: 400 }]);
    const kidBill = await addBillOf(ann.id, kidId, "2026-03-05", [{ cpt: "99213", billed: 200 }]);
    const oldBill = await addBillOf(ann.id, kidId, "2025-11-05", [{ cpt: "99213", billed: 200 }]);
    // The plan paid nothing: Ann's $350 went to her deductible.
    const annEob = await addVerifiedDocument(
      ann.id,
      annBill,
      { service_date: "2026-02-10", line_items: [eobLine("99214", 400, 350, 0)] },
      { title: "Acme EOB February" },
    );
    // A $60 copay: toward Bo's out-of-pocket maximum, not the deductible.
    await addVerifiedDocument(ann.id, kidBill, {
      service_date: "2026-03-05",
      line_items: [eobLine("99213", 200, 160, 100)],
    });
    // Last year's and an unverified EOB count for nothing.
    await addVerifiedDocument(ann.id, oldBill, {
      service_date: "2025-11-05",
      line_items: [eobLine("99213", 200, 160, 0)],
    });
    await addVerifiedDocument(
      ann.id,
      kidBill,
      { service_date: "2026-03-06", line_items: [eobLine("99213", 900, 900, 0)] },
      { status: "pending" },
    );
    // Not an EOB.
    await addVerifiedDocument(
      ann.id,
      kidBill,
      { service_date: "2026-03-06", line_items: [eobLine("99213", 900, 900, 0)] },
      { type: "medical_bill" },
    );

    const { views } = await spendingOf(ann);
    const view = views[policyId]!;
    expect(view.year).toBe(2026);
    const [annView, kidView] = view.members;
    expect(annView).toMatchObject({
      memberId: ann.selfId,
      deductible: { limitCents: 200_000, metCents: 35_000, remainingCents: 165_000 },
      outOfPocket: { limitCents: 800_000, metCents: 35_000, remainingCents: 765_000 },
      eobs: [
        {
          documentId: annEob,
          billId: annBill,
          title: "Acme EOB February",
          serviceDate: "2026-02-10",
          patientResponsibilityCents: 35_000,
        },
      ],
    });
    expect(kidView).toMatchObject({
      memberId: kidId,
      name: "Bo Lee",
      deductible: { metCents: 0, remainingCents: 200_000 },
      outOfPocket: { metCents: 6_000, remainingCents: 794_000 },
    });
    expect(kidView!.eobs).toHaveLength(1);
    expect(view.family).toEqual({
      deductible: { limitCents: 400_000, metCents: 35_000, remainingCents: 365_000 },
      outOfPocket: { limitCents: 1_600_000, metCents: 41_000, remainingCents: 1_559_000 },
    });
  });

  it("uses the amounts typed for a company the catalogue does not have, and CMS's for Original Medicare", async () => {
    const user = await signedInUser("spending-typed");
    const typed = await addPolicy(user.id, [user.selfId], {
      carrierName: "Local Co-op",
      inNetworkDeductible: "$1,000",
      inNetworkOopMax: "5000 a year",
    });
    const medicare = await addPolicy(user.id, [user.selfId], {
      planId: "original-medicare",
      planCategory: "medicare",
    });
    const bill = await addBillOf(user.id, null, "2026-01-20", [{ cpt: "99213", billed: 150 }]);
    await addVerifiedDocument(user.id, bill, {
      service_date: "2026-01-20",
      line_items: [eobLine("99213", 150, 120, 0)],
    });
    const { views } = await spendingOf(user);
    expect(views[typed]!.members[0]).toMatchObject({
      deductible: { limitCents: 100_000, metCents: 12_000, remainingCents: 88_000 },
      outOfPocket: { limitCents: 500_000, metCents: 12_000 },
    });
    expect(views[typed]!.family).toBeNull();
    expect(views[medicare]!.members[0]).toMatchObject({
      deductible: { limitCents: 28_300, metCents: 12_000, remainingCents: 16_300 },
      outOfPocket: { limitCents: null, metCents: 12_000, remainingCents: null },
    });
  });

  it("never counts another user's EOB, even one pointing at this user's bill", async () => {
    const owner = await signedInUser("spending-owner");
    const other = await signedInUser("spending-other");
    const policyId = await addPolicy(owner.id, [owner.selfId], { planId: PLAN });
    const ownerBill = await addBillOf(owner.id, null, "2026-04-01", [{ cpt: "99213", billed: 200 }]);
    const otherBill = await addBillOf(other.id, null, "2026-04-01", [{ cpt: "99213", billed: 200 }]);
    await addVerifiedDocument(other.id, ownerBill, {
      service_date: "2026-04-01",
      line_items: [eobLine("99213", 200, 150, 0)],
    });
    await addVerifiedDocument(other.id, otherBill, {
      service_date: "2026-04-01",
      line_items: [eobLine("99213", 200, 150, 0)],
    });
    // The other user's own policy does not see them through the owner's member either.
    await addPolicy(other.id, [owner.selfId]);

    const mine = await spendingOf(owner);
    expect(mine.views[policyId]!.members[0]).toMatchObject({
      deductible: { metCents: 0 },
      outOfPocket: { metCents: 0 },
      eobs: [],
    });
    const theirs = await spendingOf(other);
    expect(Object.values(theirs.views).flatMap((v) => v.members)).toEqual([]);
  });
});
