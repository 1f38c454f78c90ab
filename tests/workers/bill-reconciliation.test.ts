// A bill with several EOBs (issue 17, ADR 079): a statement and two EOBs read by the real engine
// (recorded), verified as the Smart Capture form does. The bill's API answer and its page show the
// newest decision per line with the earlier one behind it; a corrected claim that pays a denied line
// clears the denial; the balance-billing finding cites the statement's Amount Due box and the EOB's
// boxes. Another user's EOB is never counted, even when its bill_id points at the bill.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AnalysisResult, ReferenceRow } from "#core/analysis";
import type { Reconciliation } from "#core/bills/reconciliation";
import { schema } from "~/db.server";
import { callJson, db, get, makePremium, signedInUser, visibleText } from "./factories";
import { readDocument, verifyAsTheFormWould } from "./support/analysis-evidence";
import { gatewayWithoutWorkflows, installFakeGateway } from "./support/fake-gateway";
import { seedReferenceData } from "./support/reference-seed";

/** Each test reads three or four documents through the real extractor: slow on a busy machine. */
const READS = 20_000;

let gateway: ReturnType<typeof installFakeGateway>;
beforeAll(async () => {
  await seedReferenceData(env.DB);
});
beforeEach(() => {
  gateway = gatewayWithoutWorkflows();
});
afterEach(() => gateway.restore());

async function premiumUser(label: string) {
  const signed = await signedInUser(label);
  await makePremium(signed.user.id);
  return signed;
}

async function billFromStatement(token: string) {
  const documentId = await readDocument(token, "bill-01-lakeside");
  const res = await verifyAsTheFormWould(token, documentId, "medical_bill");
  expect(res.status).toBe(200);
  const { bill_id } = (await res.json()) as { bill_id: string };
  return { billId: bill_id, statementId: documentId };
}

/** The Meridian EOB read and verified for the bill, as processed on `processed`, with `changes`. */
async function eobFor(
  token: string,
  billId: string,
  processed: string,
  changes: { fields?: Record<string, unknown>; lines?: (line: Record<string, string>) => void } = {},
) {
  const id = await readDocument(token, "eob-01-meridian");
  const res = await verifyAsTheFormWould(token, id, "eob", {
    fields: { related_medical_bill: billId, processed_date: processed, ...changes.fields },
    lines: changes.lines,
  });
  expect(res.status).toBe(200);
  return id;
}

const denyA1c = (line: Record<string, string>) => {
  if (line.cpt_code === "83036") Object.assign(line, { allowed_amount: "0", paid_amount: "0" });
};

async function reconciliationOf(token: string, billId: string) {
  const res = await callJson<{ reconciliation: Reconciliation }>("GET", `/api/bills/${billId}`, token);
  expect(res.status).toBe(200);
  return res.body.reconciliation;
}

async function analysis(token: string, billId: string) {
  const res = await callJson<AnalysisResult>("GET", `/api/bills/${billId}/analysis`, token);
  expect(res.status).toBe(200);
  return res.body;
}

const boxesOf = (refs: ReferenceRow[]) =>
  refs.flatMap((r) => (r.kind === "document_box" ? [[r.document_id, r.label, r.amount]] : []));

describe("a bill with several EOBs", () => {
  it(
    "shows the newest decision per line with the earlier one, in the API and on the page",
    async () => {
      const { token, cookie } = await premiumUser("reconcile-a");
      const { billId, statementId } = await billFromStatement(token);

      const first = await eobFor(token, billId, "2025-04-29", { lines: denyA1c });
      const denied = await analysis(token, billId);
      expect(denied.errors_detected.map((f) => f.category)).toContain("denial");

      const corrected = await eobFor(token, billId, "2025-05-20", {
        fields: { claim_type: "Corrected claim" },
      });
      const r = await reconciliationOf(token, billId);
      expect(r.eobs.map((e) => [e.document_id, e.kind, e.decided_on])).toEqual([
        [corrected, "corrected", "2025-05-20"],
        [first, "original", "2025-04-29"],
      ]);
      expect(
        r.lines.map((l) => [
          l.cpt_code,
          l.current?.allowed_amount,
          l.current?.plan_paid,
          l.current?.patient_responsibility,
          l.current?.decided_by.map((a) => a.document_id),
        ]),
      ).toEqual([
        ["99214", 142.18, 113.74, 28.44, [corrected]],
        ["83036", 13.19, 10.55, 2.64, [corrected]],
        ["36415", 3, 2.4, 0.6, [corrected]],
      ]);
      expect(r.lines.map((l) => l.history.map((a) => a.document_id))).toEqual([[first], [first], [first]]);
      expect(r.lines[1].history[0]).toMatchObject({ denied: true, allowed_amount: 0 });
      expect(r.totals).toMatchObject({
        billed_amount: 345,
        allowed_amount: 158.37,
        plan_paid: 126.69,
        patient_responsibility: 31.68,
      });

      // The bill's own lines took the first EOB's amounts; they follow the corrected claim now.
      const detail = await callJson<{
        line_items: { cpt_code: string; allowed_amount: number; paid_amount: number }[];
        patient_responsibility: number;
      }>("GET", `/api/bills/${billId}`, token);
      expect(detail.body.line_items.map((l) => [l.cpt_code, l.allowed_amount, l.paid_amount])).toEqual([
        ["99214", 142.18, 113.74],
        ["83036", 13.19, 10.55],
        ["36415", 3, 2.4],
      ]);
      expect(detail.body.patient_responsibility).toBe(31.68);

      // The corrected claim paid the A1c: no denial; the amount due is held against $31.68.
      const result = await analysis(token, billId);
      expect(result.errors_detected.map((f) => f.category)).not.toContain("denial");
      const balance = result.errors_detected.find((f) => f.category === "balance_billing")!;
      expect(balance.evidence.figures).toMatchObject({ amount_due: 96, expected_responsibility: 31.68 });
      expect(boxesOf(balance.evidence.references)).toEqual([
        [statementId, "Amount Due on your statement", 96],
        [corrected, "What you owe on your EOB", 31.68],
      ]);
      const eobRows = balance.evidence.references.flatMap((r) =>
        r.kind === "eob_line" ? [r.source?.document_id] : [],
      );
      expect(eobRows).toEqual([corrected, corrected, corrected]);

      const page = await visibleText(await get(`/bills/${billId}`, cookie));
      expect(page).toContain("What your plan decided");
      expect(page).toContain("Meridian Health Plan — corrected claim, processed May 20, 2025");
      expect(page.match(/Earlier decisions \(1\)/g)).toHaveLength(3);
      expect(page).toMatch(/Totals\s*\$345\.00\s*\$158\.37\s*\$126\.69\s*\$31\.68/);
      expect(page).toContain(
        "Meridian Health Plan — processed Apr 29, 2025 : allowed $0.00, plan paid $0.00 — denied",
      );
    },
    READS,
  );

  it(
    "adds a second plan's payment to the first plan's, and holds the amount due against what is left",
    async () => {
      const { token, cookie } = await premiumUser("reconcile-second");
      const { billId } = await billFromStatement(token);
      const primary = await eobFor(token, billId, "2025-04-29");
      // The second plan paid the visit's $28.44 share and nothing else.
      const second = await eobFor(token, billId, "2025-05-10", {
        fields: { payer_order: "Secondary" },
        lines: (line) => Object.assign(line, { paid_amount: line.cpt_code === "99214" ? "28.44" : "0" }),
      });
      const r = await reconciliationOf(token, billId);
      expect(r.eobs.map((e) => [e.document_id, e.kind])).toEqual([
        [second, "secondary"],
        [primary, "original"],
      ]);
      expect(r.lines[0].current).toMatchObject({
        allowed_amount: 142.18,
        plan_paid: 142.18,
        patient_responsibility: 0,
      });
      expect(r.lines[0].current?.decided_by.map((a) => a.document_id)).toEqual([primary, second]);
      expect(r.totals).toMatchObject({ plan_paid: 155.13, patient_responsibility: 3.24 });

      const balance = (await analysis(token, billId)).errors_detected.find(
        (f) => f.category === "balance_billing",
      )!;
      expect(balance.evidence.figures).toMatchObject({ amount_due: 96, expected_responsibility: 3.24 });
      const page = await visibleText(await get(`/bills/${billId}`, cookie));
      expect(page).toContain("Plan paid includes Meridian Health Plan as the second plan.");
    },
    READS,
  );

  it(
    "says so when no EOB is attached yet",
    async () => {
      const { token, cookie } = await premiumUser("reconcile-none");
      const { billId } = await billFromStatement(token);
      const r = await reconciliationOf(token, billId);
      expect(r.eobs).toEqual([]);
      expect(r.lines.every((l) => l.current === null && l.history.length === 0)).toBe(true);
      const page = await visibleText(await get(`/bills/${billId}`, cookie));
      expect(page).toContain("No EOB is attached to this bill yet.");
    },
    READS,
  );
});

describe("two users", () => {
  it(
    "never counts another user's EOB, even when its bill_id points at the bill",
    async () => {
      const alice = await premiumUser("reconcile-alice");
      const { billId } = await billFromStatement(alice.token);
      const hers = await eobFor(alice.token, billId, "2025-04-29");
      const before = await reconciliationOf(alice.token, billId);
      const analysedBefore = await analysis(alice.token, billId);

      const bob = await premiumUser("reconcile-bob");
      const bobsBill = (await billFromStatement(bob.token)).billId;
      const his = await eobFor(bob.token, bobsBill, "2025-06-30", {
        fields: { claim_type: "Corrected claim" },
        lines: denyA1c,
      });
      // Written straight into D1: Bob's newer EOB pointing at Alice's bill.
      await db().update(schema.documents).set({ billId }).where(eq(schema.documents.id, his));

      const after = await reconciliationOf(alice.token, billId);
      expect(after).toEqual(before);
      expect(after.eobs.map((e) => e.document_id)).toEqual([hers]);
      const analysed = await analysis(alice.token, billId);
      expect(JSON.stringify(analysed)).not.toContain(his);
      expect(analysed.errors_detected.map((f) => f.id)).toEqual(
        analysedBefore.errors_detected.map((f) => f.id),
      );
      const page = await visibleText(await get(`/bills/${billId}`, alice.cookie));
      expect(page).not.toContain("corrected claim");

      // Bob cannot read Alice's bill or its reconciliation.
      const theirs = await callJson("GET", `/api/bills/${billId}`, bob.token);
      expect(theirs.status).toBe(404);
    },
    READS,
  );
});
