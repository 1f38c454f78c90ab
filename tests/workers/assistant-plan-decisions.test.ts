// The chat reads what the plans decided now, not each EOB alone (issue 17, ADR 082), through
// POST /api/chat/messages and real D1: a bill with its original EOB and a corrected claim states the
// corrected payment and the share it leaves, cites the corrected EOB and never the replaced payment;
// a first and a second insurer's EOBs add. Another user's EOB pointing at the bill is never read.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billWith, db, schema, signedInUser, type SignedInUser } from "./factories";
import { ask, documentWith } from "./support/assistant";

const DAY = "2026-03-02";
const line = (cpt_code: string, billed: string, allowed: string, paid: string) => ({
  cpt_code,
  service_date: DAY,
  billed_amount: billed,
  allowed_amount: allowed,
  paid_amount: paid,
});

/** Lakeside Family Medicine: a visit, an A1c and a blood draw; the statement asks $96.00. */
async function lakesideBill(user: SignedInUser) {
  const statement = await documentWith(user.user.id, {
    documentType: "medical_bill",
    verificationStatus: "verified",
    userVerifiedData: { provider_name: "Lakeside Family Medicine", service_date: DAY, amount_due: "96.00" },
  });
  const bill = await billWith(user.user.id, {
    providerName: "Lakeside Family Medicine",
    serviceDate: DAY,
    claimNumber: "LK-5520",
    sourceDocumentId: statement,
    lines: [
      { cpt: "99214", billedCents: 26_500 },
      { cpt: "83036", billedCents: 5_800 },
      { cpt: "36415", billedCents: 2_200 },
    ],
  });
  await db().update(schema.documents).set({ billId: bill }).where(eq(schema.documents.id, statement));
  return bill;
}

/** A verified EOB on the bill: `insurer`'s decision processed on `processed`, arrived at `arrived`. */
function eobOn(
  user: SignedInUser,
  bill: string,
  insurer: string,
  processed: string,
  arrived: string,
  lines: ReturnType<typeof line>[],
  extra: Record<string, unknown> = {},
) {
  return documentWith(user.user.id, {
    documentType: "eob",
    billId: bill,
    verificationStatus: "verified",
    createdAt: Date.parse(arrived),
    userVerifiedData: {
      insurance_company: insurer,
      claim_number: "LK-5520",
      service_date: DAY,
      processed_date: processed,
      line_items: lines,
      ...extra,
    },
  });
}

/** Meridian's first decision denied the A1c: it paid $116.14. */
const firstLines = [line("99214", "265.00", "142.18", "113.74"), line("83036", "58.00", "0", "0"), line("36415", "22.00", "3.00", "2.40")];
/** The corrected claim pays the A1c: $126.69 in all, $31.68 left for the patient. */
const correctedLines = [line("99214", "265.00", "142.18", "113.74"), line("83036", "58.00", "13.19", "10.55"), line("36415", "22.00", "3.00", "2.40")];

describe("a bill with an original EOB and a corrected one", () => {
  it("answers with the corrected payment and the share it leaves, citing the corrected EOB", async () => {
    const maria = await signedInUser("plan-decisions-corrected", { premium: true, firstName: "Maria", lastName: "Lopez" });
    const bill = await lakesideBill(maria);
    const corrected = await eobOn(maria, bill, "Meridian Health Plan", "2026-04-10", "2026-04-14T09:00:00Z", correctedLines, {
      claim_type: "Corrected claim",
    });
    // The first EOB was uploaded last: read alone, it would be the one answered from.
    const first = await eobOn(maria, bill, "Meridian Health Plan", "2026-03-20", "2026-04-20T09:00:00Z", firstLines);

    const paid = await ask(maria, "What did my insurance pay?", { bill_id: bill });
    expect(paid.status).toBe(200);
    expect(paid.body.answer).toContain("your plan paid $126.69");
    expect(paid.body.answer).toContain("Meridian Health Plan — corrected claim, processed Apr 10, 2026");
    expect(paid.body.answer).not.toContain("$116.14");
    const cited = paid.body.citations.map((c) => c.id);
    expect(cited).toContain(corrected);
    expect(cited).not.toContain(first);

    const owed = await ask(maria, "What do I owe?", { bill_id: bill });
    expect(owed.body.answer).toContain("asks you to pay $96.00");
    expect(owed.body.answer).toContain("your responsibility is $31.68");
    expect(owed.body.answer).toContain("$64.32 more than your EOB says you owe");
    expect(owed.body.answer).not.toContain("$116.14");
    expect(owed.body.citations.map((c) => c.id)).toEqual(expect.arrayContaining([bill, corrected]));
    expect(owed.body.citations.map((c) => c.id)).not.toContain(first);
  });
});

describe("a bill with a first and a second insurer's EOBs", () => {
  it("adds the second insurer's payment to the first's, citing both", async () => {
    const dana = await signedInUser("plan-decisions-second", { premium: true, firstName: "Dana", lastName: "Reyes" });
    const bill = await lakesideBill(dana);
    const meridian = await eobOn(dana, bill, "Meridian Health Plan", "2026-04-10", "2026-04-14T09:00:00Z", correctedLines);
    // The second insurer paid what Meridian left on the visit; its EOB says nothing about "secondary".
    const cascade = await eobOn(dana, bill, "Cascade Mutual Insurance Co.", "2026-04-15", "2026-04-18T09:00:00Z", [
      line("99214", "265.00", "142.18", "28.44"),
      line("83036", "58.00", "13.19", "0"),
      line("36415", "22.00", "3.00", "0"),
    ]);

    const paid = await ask(dana, "What did my insurance pay?", { bill_id: bill });
    expect(paid.body.answer).toContain("Your plans paid $155.13 together");
    expect(paid.body.answer).toContain("Meridian Health Plan — processed Apr 10, 2026: $126.69");
    expect(paid.body.answer).toContain("Cascade Mutual Insurance Co. — second plan, processed Apr 15, 2026: $28.44");
    expect(paid.body.citations.map((c) => c.id)).toEqual(expect.arrayContaining([bill, meridian, cascade]));

    const owed = await ask(dana, "What do I owe?", { bill_id: bill });
    expect(owed.body.answer).toContain("your EOBs leave $3.24");
    expect(owed.body.answer).toContain("$92.76 more than your EOBs leave you");

    // Another user's EOB pointing at Dana's bill (written straight into D1) is never read.
    const other = await signedInUser("plan-decisions-other", { firstName: "Olga", lastName: "Park" });
    const theirs = await eobOn(other, bill, "Meridian Health Plan", "2026-05-01", "2026-05-02T09:00:00Z", [
      line("99214", "265.00", "142.18", "1.00"),
    ], { claim_type: "Corrected claim" });
    const again = await ask(dana, "What did my insurance pay?", { bill_id: bill });
    expect(again.body.answer).toBe(paid.body.answer);
    expect(JSON.stringify(again.body)).not.toContain(theirs);
  });
});
