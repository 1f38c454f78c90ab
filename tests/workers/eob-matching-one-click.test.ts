// Issue 17: the one click on a suggested EOB — Attach, or "Not this bill" (never suggested again) —
// through the JSON API and the bill page's resource routes (same-origin writes only), 404 for
// another user's document or bill, and Smart Capture's own choice of bill kept as the user's link.
import { describe, expect, it } from "vitest";
import { addBill, billOf, CROSS_SITE, documentRow, signedInUser } from "./factories";
import { fakeGatewayEachTest, withoutWorkflows } from "./support/fake-gateway";
import { clinicBill, CLINIC_TEXT, uploadedEob } from "./support/eob-matching";
import { BASE, cookieOf, resourcePost } from "./support/resources";
import { SELF } from "cloudflare:test";

fakeGatewayEachTest(withoutWorkflows);

const premium = () => signedInUser("oneclick", { premium: true });
/** A bill, a nearby one, and an EOB the matcher can only suggest for the first. */
async function suggested() {
  const me = await premium();
  const bill = await clinicBill(me.id);
  const nearby = await clinicBill(me.id, { claimNumber: null, serviceDate: "2026-03-09" });
  const eob = await uploadedEob(me.token, {
    service_date: "2026-03-02",
    total_billed: 411.25,
    text: CLINIC_TEXT,
  });
  expect((await documentRow(eob))!.suggestedBillId).toBe(bill);
  return { me, bill, nearby, eob };
}
const json = (body: unknown) => JSON.stringify(body);

describe("the one click on a suggested EOB", () => {
  it("attaches it through the API as the user's link, and the bill shows it", async () => {
    const { me, bill, eob } = await suggested();
    const res = await me.json("POST", `/api/documents/${eob}/attach-bill`, { bill_id: bill });
    expect(res).toEqual({
      status: 200,
      body: { document_id: eob, bill_id: bill, bill_matched_by: "user" },
    });
    expect(await documentRow(eob)).toMatchObject({
      billId: bill,
      billMatchedBy: "user",
      suggestedBillId: null,
    });
    const detail = await me.json<{ suggested_eobs: unknown[]; has_eob: boolean }>(
      "GET",
      `/api/bills/${bill}`,
    );
    expect(detail.body).toMatchObject({ suggested_eobs: [], has_eob: true });
    expect((await billOf(bill))!.lastAnalyzedAt).not.toBeNull();
  });

  it("dismisses it through the API; that bill is never suggested for it again", async () => {
    const { me, bill, nearby, eob } = await suggested();
    const res = await me.json("POST", `/api/documents/${eob}/dismiss-bill-suggestion`, { bill_id: bill });
    expect(res).toEqual({ status: 200, body: { document_id: eob, suggested_bill_id: null } });
    expect((await documentRow(eob))!.suggestedBillId).toBeNull();
    // Another bill saved makes the matcher look again: the dismissed bill stays out, and the next
    // likeliest (same provider, a week later) is now clearly ahead of the rest.
    await addBill(me.token, { claim_number: "UNRELATED-1", provider: "Quest Lab", date: "2025-11-01" });
    expect(await documentRow(eob)).toMatchObject({ billId: null, suggestedBillId: nearby });
    const detail = await me.json<{ suggested_eobs: unknown[] }>("GET", `/api/bills/${bill}`);
    expect(detail.body.suggested_eobs).toEqual([]);
  });

  it("answers 404 for another user's document or bill and changes nothing", async () => {
    const { me, bill, eob } = await suggested();
    const other = await premium();
    const theirs = await clinicBill(other.id);
    const theirEob = await uploadedEob(other.token, { claim_number: "THEIRS-1234" });
    for (const [doc, target] of [
      [eob, theirs],
      [theirEob, bill],
    ]) {
      const res = await me.json("POST", `/api/documents/${doc}/attach-bill`, { bill_id: target });
      expect(res.status).toBe(404);
    }
    const dismiss = await me.json("POST", `/api/documents/${theirEob}/dismiss-bill-suggestion`, {});
    expect(dismiss).toEqual({ status: 404, body: { detail: "Document not found" } });
    expect(await documentRow(eob)).toMatchObject({ billId: null, suggestedBillId: bill });
    expect((await documentRow(theirEob))!.billId).toBeNull();
  });

  it("refuses a body without a bill id", async () => {
    const { me, eob } = await suggested();
    expect((await me.api("POST", `/api/documents/${eob}/attach-bill`, {})).status).toBe(422);
    expect((await documentRow(eob))!.billId).toBeNull();
  });

  it("works from the bill page's resource routes, and only from the app's own pages", async () => {
    const { me, bill, nearby, eob } = await suggested();
    const attach = `/resources/documents/${eob}/attach-bill`;
    const crossSite = await SELF.fetch(`${BASE}${attach}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: cookieOf(me.token), ...CROSS_SITE, "content-type": "application/json" },
      body: json({ bill_id: bill }),
    });
    expect(crossSite.status).toBe(403);
    expect((await documentRow(eob))!.billId).toBeNull();
    const other = await premium();
    expect(
      (await resourcePost(attach, other.token, json({ bill_id: bill }), "application/json")).status,
    ).toBe(404);
    const dismissed = await resourcePost(
      `/resources/documents/${eob}/dismiss-bill-suggestion`,
      me.token,
      json({ bill_id: nearby }),
      "application/json",
    );
    // A stale click for a bill no longer suggested dismisses nothing.
    expect(await dismissed.json()).toEqual({ document_id: eob, suggested_bill_id: bill });
    const res = await resourcePost(attach, me.token, json({ bill_id: bill }), "application/json");
    expect(res.status).toBe(200);
    expect(await documentRow(eob)).toMatchObject({ billId: bill, billMatchedBy: "user" });
  });

  it("keeps Smart Capture's Related Medical Bill as the user's link", async () => {
    const { me, nearby, eob } = await suggested();
    const res = await me.api("POST", `/api/documents/${eob}/verify`, {
      document_type: "eob",
      user_verified_data: { related_medical_bill: nearby, insurance_company: "Acme Health" },
    });
    expect(res.status).toBe(200);
    expect(await documentRow(eob)).toMatchObject({
      billId: nearby,
      billMatchedBy: "user",
      suggestedBillId: null,
    });
  });
});
