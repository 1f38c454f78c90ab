// Issue 17, "Wait for the EOB": a bill whose patient is on one of the user's insurance policies and
// has no EOB yet is marked, in the bill's API shape, the vault's list and on both pages, so nobody
// pays too early; the mark goes when the EOB arrives. Another user's policy marks nothing.
import { describe, expect, it } from "vitest";
import { EOB_PLACEMENT_TEXTS } from "#core/documents/eob-placement";
import { addDependent, billWith, insurancePolicy, signedInUser, visibleText } from "./factories";
import { fakeGatewayEachTest, withoutWorkflows } from "./support/fake-gateway";
import { clinicBill, uploadedEob } from "./support/eob-matching";

fakeGatewayEachTest(withoutWorkflows);

type Marked = { id: string; awaiting_eob: boolean };
const premium = () => signedInUser("awaiting", { premium: true });

async function marks(user: Awaited<ReturnType<typeof premium>>) {
  const list = await user.json<{ bills: Marked[] }>("GET", "/api/bills");
  return Object.fromEntries(list.body.bills.map((b) => [b.id, b.awaiting_eob]));
}
const detailMark = async (user: Awaited<ReturnType<typeof premium>>, billId: string) =>
  (await user.json<Marked>("GET", `/api/bills/${billId}`)).body.awaiting_eob;

describe("Wait for the EOB", () => {
  it("marks the covered bills without an EOB, for the account holder and a covered dependent", async () => {
    const me = await premium();
    const child = await addDependent(me.id, "Ava", "Doe", "child");
    const spouse = await addDependent(me.id, "Sam", "Doe", "spouse");
    await insurancePolicy(me.id, [me.selfId, child]);
    const mine = await clinicBill(me.id);
    const childs = await clinicBill(me.id, { familyMemberId: child, claimNumber: "KID-2001" });
    const spouses = await clinicBill(me.id, { familyMemberId: spouse, claimNumber: "SP-3001" });
    const paid = await clinicBill(me.id, { claimNumber: "PAID-4001", status: "paid" });
    expect(await marks(me)).toEqual({ [mine]: true, [childs]: true, [spouses]: false, [paid]: false });
    expect(await detailMark(me, childs)).toBe(true);
    expect(await detailMark(me, spouses)).toBe(false);
  });

  it("marks nothing without a policy", async () => {
    const me = await premium();
    const bill = await clinicBill(me.id);
    expect(await marks(me)).toEqual({ [bill]: false });
    expect(await detailMark(me, bill)).toBe(false);
  });

  it("clears when the EOB is attached", async () => {
    const me = await premium();
    await insurancePolicy(me.id, [me.selfId]);
    const bill = await clinicBill(me.id);
    expect(await detailMark(me, bill)).toBe(true);
    await uploadedEob(me.token, { claim_number: "ACCT-7741" });
    expect(await detailMark(me, bill)).toBe(false);
    expect(await marks(me)).toEqual({ [bill]: false });
  });

  it("follows each user's own policies", async () => {
    const a = await premium();
    const b = await premium();
    await insurancePolicy(b.id, [b.selfId]);
    const theirs = await billWith(b.id, { claimNumber: "B-1" });
    const mine = await billWith(a.id, { claimNumber: "A-1" });
    expect(await marks(a)).toEqual({ [mine]: false });
    expect(await marks(b)).toEqual({ [theirs]: true });
  });

  it("shows the badge in the vault and the explanation on the bill page", async () => {
    const me = await premium();
    await insurancePolicy(me.id, [me.selfId]);
    const bill = await clinicBill(me.id);
    const vault = await visibleText(await me.page("/bills"));
    expect(vault).toContain(EOB_PLACEMENT_TEXTS.awaitingBadge);
    const page = await visibleText(await me.page(`/bills/${bill}`));
    expect(page).toContain("Wait for the EOB");
    expect(page).toContain(
      "Your plan hasn't sent its explanation of benefits yet. Paying now risks paying more than you owe.",
    );
  });

  it("offers the suggested EOB on the bill page with Attach it and Not this bill", async () => {
    const me = await premium();
    const bill = await clinicBill(me.id);
    await clinicBill(me.id, { claimNumber: null, serviceDate: "2026-03-09" });
    await uploadedEob(me.token, {
      insurance_company: "Acme Health",
      service_date: "2026-03-02",
      total_billed: 411.25,
      text: "EXPLANATION OF BENEFITS Provider: Bayview Clinic",
    });
    const page = await visibleText(await me.page(`/bills/${bill}`));
    expect(page).toContain("An EOB may belong to this bill — Acme Health, Mar 2, 2026.");
    expect(page).toContain("Attach it");
    expect(page).toContain("Not this bill");
  });
});
