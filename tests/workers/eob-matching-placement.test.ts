// Issue 17: an EOB read after upload or e-mail finds its bill — attached when one bill only
// carries its claim number or agrees on provider, date and amounts, suggested when it is only
// likely — and an EOB that came before its bill is placed when the bill is saved. Never on
// another user's bill, never over the user's own link, and running it again changes nothing.
import { describe, expect, it } from "vitest";
import {
  addBill,
  billOf,
  documentRow,
  files,
  markExtracted,
  signedInUser,
  uploaded,
  type SignedInUser,
} from "./factories";
import { fakeGatewayEachTest, withoutWorkflows } from "./support/fake-gateway";
import { clinicBill, CLINIC_TEXT, emailedEob, readAsEob, uploadedEob } from "./support/eob-matching";

fakeGatewayEachTest(withoutWorkflows);

const premium = () => signedInUser("eob", { premium: true });
const placement = async (id: string) => {
  const row = await documentRow(id);
  return { billId: row!.billId, matchedBy: row!.billMatchedBy, suggested: row!.suggestedBillId };
};

describe("an EOB placed when it is read", () => {
  it("is attached by its claim number, printed with the insurer's prefix, and the bill is analysed again", async () => {
    const me = await premium();
    const bill = await clinicBill(me.id);
    await clinicBill(me.id, { claimNumber: "ACCT-9000", serviceDate: "2026-04-11" });
    const eob = await uploadedEob(me.token, { claim_number: "AH-ACCT7741" });
    expect(await placement(eob)).toEqual({ billId: bill, matchedBy: "claim_number", suggested: null });
    const detail = await me.json<{ documents: { id: string; bill_matched_by: string }[]; has_eob: boolean }>(
      "GET",
      `/api/bills/${bill}`,
    );
    expect(detail.body.has_eob).toBe(true);
    expect(detail.body.documents).toContainEqual(
      expect.objectContaining({ id: eob, bill_matched_by: "claim_number" }),
    );
    expect((await billOf(bill))!.lastAnalyzedAt).not.toBeNull();
  });

  it("is attached by provider, date of service and amounts when two visits share the account number", async () => {
    const me = await premium();
    await clinicBill(me.id);
    const afternoon = await clinicBill(me.id, { lines: [{ cpt: "73610", billedCents: 18000 }] });
    const eob = await uploadedEob(me.token, {
      claim_number: "ACCT-7741",
      service_date: "2026-03-02",
      total_billed: 180.0,
      text: CLINIC_TEXT,
    });
    expect(await placement(eob)).toEqual({
      billId: afternoon,
      matchedBy: "provider_date_amount",
      suggested: null,
    });
  });

  it("is only suggested when two bills are close and one is ahead; nothing is attached", async () => {
    const me = await premium();
    const bill = await clinicBill(me.id);
    await clinicBill(me.id, { claimNumber: null, serviceDate: "2026-03-09" });
    // A dollar off the billed total: likely, not certain.
    const eob = await uploadedEob(me.token, {
      service_date: "2026-03-02",
      total_billed: 411.25,
      text: CLINIC_TEXT,
    });
    expect(await placement(eob)).toEqual({ billId: null, matchedBy: null, suggested: bill });
    const detail = await me.json<{ suggested_eobs: { id: string; insurance_company: string }[] }>(
      "GET",
      `/api/bills/${bill}`,
    );
    expect(detail.body.suggested_eobs).toEqual([
      expect.objectContaining({ id: eob, insurance_company: "Acme Health", service_date: "2026-03-02" }),
    ]);
  });

  it("that came by e-mail is placed the same way", async () => {
    const me = await premium();
    const bill = await clinicBill(me.id);
    const eob = await emailedEob(me, { claim_number: "ACCT-7741" });
    expect(await placement(eob)).toMatchObject({ billId: bill, matchedBy: "claim_number" });
  });

  it("is never placed on another user's bill with the same claim number", async () => {
    const a = await premium();
    const b: SignedInUser = await premium();
    const theirs = await clinicBill(b.id, { claimNumber: "SHARED-5521" });
    const eob = await uploadedEob(a.token, {
      claim_number: "SHARED-5521",
      service_date: "2026-03-02",
      total_billed: 410.25,
      text: CLINIC_TEXT,
    });
    expect(await placement(eob)).toEqual({ billId: null, matchedBy: null, suggested: null });
    const mine = await clinicBill(a.id, { claimNumber: "SHARED-5521" });
    await a.api("POST", `/api/medical-bills/${mine}/line-items`, {
      cpt_code: "36415",
      units: 1,
      billed_amount: 10,
    });
    const placed = await placement(eob);
    expect(placed.billId).toBe(mine);
    expect([placed.billId, placed.suggested]).not.toContain(theirs);
  });

  it("keeps the user's own link and changes nothing when read again", async () => {
    const me = await premium();
    const bill = await clinicBill(me.id);
    const other = await clinicBill(me.id, { claimNumber: "OTHER-1234", serviceDate: "2026-05-01" });
    const eob = await uploadedEob(me.token, { claim_number: "ACCT-7741" });
    await readAsEob(eob, { claim_number: "ACCT-7741" });
    expect(await placement(eob)).toEqual({ billId: bill, matchedBy: "claim_number", suggested: null });
    // The user moves it: reading it again (or another bill's save) never moves it back.
    expect((await me.api("POST", `/api/documents/${eob}/attach-bill`, { bill_id: other })).status).toBe(200);
    await readAsEob(eob, { claim_number: "ACCT-7741" });
    await addBill(me.token, { claim_number: "ACCT-7741" });
    expect(await placement(eob)).toEqual({ billId: other, matchedBy: "user", suggested: null });
  });
});

describe("a corrected claim or a second payer's EOB", () => {
  it("goes to the bill an EOB with its claim number is on, as the user confirmed that number", async () => {
    const me = await premium();
    const bill = await clinicBill(me.id, { claimNumber: null });
    await clinicBill(me.id, { claimNumber: null, serviceDate: "2026-03-03" });
    // The first EOB's number was misread; the user's draft corrects it, then they attach it.
    const first = await uploadedEob(me.token, { claim_number: "CLM-88-2O4O" });
    const draft = await me.api("PUT", `/api/pending-documents/update-document/${first}`, {
      document_type: "eob",
      user_verified_data: { claim_number: "CLM-88-2040" },
    });
    expect(draft.status).toBe(200);
    expect((await me.api("POST", `/api/documents/${first}/attach-bill`, { bill_id: bill })).status).toBe(200);
    const corrected = await uploadedEob(me.token, { claim_number: "CLM-88-2040" });
    expect(await placement(corrected)).toEqual({ billId: bill, matchedBy: "claim_number", suggested: null });
    // Another number is no such EOB's: nothing is attached on a number.
    const unrelated = await uploadedEob(me.token, { claim_number: "CLM-88-2O4O" });
    expect((await placement(unrelated)).matchedBy).toBeNull();
  });
});

describe("a document classified as an EOB later", () => {
  it("looks for its bill when the user's draft makes it an EOB", async () => {
    const me = await premium();
    const bill = await clinicBill(me.id);
    const doc = await uploaded(me.token, files.pdfWith("classified later"), "scan.pdf");
    await markExtracted(doc, { claim_number: "ACCT-7741", total_billed: 410.25 }, "other");
    expect(await placement(doc)).toEqual({ billId: null, matchedBy: null, suggested: null });
    const res = await me.json<{ bill_id: string | null }>(
      "PUT",
      `/api/pending-documents/update-document/${doc}`,
      {
        document_type: "eob",
        user_verified_data: { claim_number: "ACCT-7741" },
      },
    );
    expect(res).toMatchObject({ status: 200, body: { bill_id: bill } });
    expect(await placement(doc)).toEqual({ billId: bill, matchedBy: "claim_number", suggested: null });
  });
});

describe("an EOB that came before its bill", () => {
  it("is attached when the bill is added", async () => {
    const me = await premium();
    const eob = await uploadedEob(me.token, { claim_number: "CLM-55-1001" });
    expect(await placement(eob)).toEqual({ billId: null, matchedBy: null, suggested: null });
    const bill = await addBill(me.token, { claim_number: "CLM-55-1001" });
    expect(await placement(eob)).toEqual({ billId: bill, matchedBy: "claim_number", suggested: null });
  });

  it("is attached when the bill's lines are saved and now agree with it", async () => {
    const me = await premium();
    const bill = await clinicBill(me.id, {
      claimNumber: null,
      lines: [{ cpt: "99213", billedCents: 25000 }],
    });
    const eob = await uploadedEob(me.token, {
      service_date: "2026-03-02",
      lines: [
        { cpt_code: "99213", billed_amount: 250 },
        { cpt_code: "80053", billed_amount: 160.25 },
      ],
      text: CLINIC_TEXT,
    });
    // Provider and date only: suggested for the one bill there is.
    expect(await placement(eob)).toEqual({ billId: null, matchedBy: null, suggested: bill });
    const added = await me.api("POST", `/api/medical-bills/${bill}/line-items`, {
      cpt_code: "80053",
      units: 1,
      billed_amount: 160.25,
    });
    expect(added.status).toBe(200);
    expect(await placement(eob)).toEqual({
      billId: bill,
      matchedBy: "provider_date_amount",
      suggested: null,
    });
  });
});
