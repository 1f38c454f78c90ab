// A second plan's EOB that prints no "secondary" words (issue 17, ADR 082): told apart from a newer
// decision by its insurer. Through the bill's API answer and page, a second insurer's payment adds to
// the first's; a later EOB from the first insurer, spelled another way, replaces the first decision,
// unless it says in print that it is a second plan's (the reader's claim_type).
import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Reconciliation } from "#core/bills/reconciliation";
import { callJson, get, signedInUser, visibleText } from "./factories";
import { readDocument, verifyAsTheFormWould } from "./support/analysis-evidence";
import { gatewayWithoutWorkflows, installFakeGateway } from "./support/fake-gateway";
import { seedReferenceData } from "./support/reference-seed";

/** Each test reads three documents through the real extractor: slow on a busy machine. */
const READS = 20_000;

let gateway: ReturnType<typeof installFakeGateway>;
beforeAll(async () => {
  await seedReferenceData(env.DB);
});
beforeEach(() => {
  gateway = gatewayWithoutWorkflows();
});
afterEach(() => gateway.restore());

async function billFromStatement(token: string) {
  const documentId = await readDocument(token, "bill-01-lakeside");
  const res = await verifyAsTheFormWould(token, documentId, "medical_bill");
  expect(res.status).toBe(200);
  return ((await res.json()) as { bill_id: string }).bill_id;
}

/**
 * The Meridian EOB read and verified for the bill as `insurer`'s, processed on `processed`; `paid`
 * per code; `printed`, a line the EOB also prints.
 */
async function eobFrom(
  token: string,
  billId: string,
  insurer: string,
  processed: string,
  paid?: Record<string, string>,
  printed?: string,
) {
  const id = await readDocument(token, "eob-01-meridian", printed);
  const res = await verifyAsTheFormWould(token, id, "eob", {
    fields: { related_medical_bill: billId, processed_date: processed, insurance_company: insurer },
    lines: paid ? (line) => Object.assign(line, { paid_amount: paid[line.cpt_code] ?? "0" }) : undefined,
  });
  expect(res.status).toBe(200);
  return id;
}

async function reconciliationOf(token: string, billId: string) {
  const res = await callJson<{ reconciliation: Reconciliation }>("GET", `/api/bills/${billId}`, token);
  expect(res.status).toBe(200);
  return res.body.reconciliation;
}

const current = (r: Reconciliation) =>
  r.lines.map((l) => [
    l.cpt_code,
    l.current?.plan_paid,
    l.current?.patient_responsibility,
    l.current?.decided_by.map((a) => a.document_id),
  ]);

describe("a second insurer's EOB with no secondary words", () => {
  it(
    "adds its payment to the first insurer's, on the API answer and the page",
    async () => {
      const { token, cookie } = await signedInUser("payers-two", { premium: true });
      const billId = await billFromStatement(token);
      const meridian = await eobFrom(token, billId, "Meridian Health Plan", "2025-04-29");
      // The second plan paid the visit's $28.44 share and nothing else; nothing on it says "secondary".
      const cascade = await eobFrom(token, billId, "Cascade Mutual Insurance Co.", "2025-05-10", {
        "99214": "28.44",
      });

      const r = await reconciliationOf(token, billId);
      expect(r.eobs.map((e) => [e.document_id, e.kind])).toEqual([
        [cascade, "secondary"],
        [meridian, "original"],
      ]);
      expect(current(r)).toEqual([
        ["99214", 142.18, 0, [meridian, cascade]],
        ["83036", 10.55, 2.64, [meridian, cascade]],
        ["36415", 2.4, 0.6, [meridian, cascade]],
      ]);
      expect(r.totals).toMatchObject({ plan_paid: 155.13, patient_responsibility: 3.24 });

      const page = await visibleText(await get(`/bills/${billId}`, cookie));
      expect(page).toContain("Plan paid includes Cascade Mutual Insurance Co. as the second plan.");
    },
    READS,
  );

  it(
    "lets the first insurer's later EOB, spelled another way, replace its first decision",
    async () => {
      const { token } = await signedInUser("payers-respelled");
      const billId = await billFromStatement(token);
      const meridian = await eobFrom(token, billId, "Meridian Health Plan", "2025-04-29");
      const again = await eobFrom(token, billId, "MERIDIAN HEALTH PLAN OF MICHIGAN, INC.", "2025-05-10", {
        "99214": "100.00",
        "83036": "10.55",
        "36415": "2.40",
      });
      const r = await reconciliationOf(token, billId);
      expect(r.eobs.map((e) => [e.document_id, e.kind])).toEqual([
        [again, "original"],
        [meridian, "original"],
      ]);
      expect(current(r)[0]).toEqual(["99214", 100, 42.18, [again]]);
      expect(r.lines[0].history.map((a) => a.document_id)).toEqual([meridian]);
    },
    READS,
  );

  it(
    "takes the first insurer's own supplement as a second plan when the EOB says so in print",
    async () => {
      const { token } = await signedInUser("payers-printed");
      const billId = await billFromStatement(token);
      const meridian = await eobFrom(token, billId, "Meridian Health Plan", "2025-04-29");
      const supplement = await eobFrom(
        token,
        billId,
        "Meridian Health Plan",
        "2025-05-10",
        { "99214": "28.44" },
        "This claim was processed as the secondary payer after your primary plan",
      );
      const r = await reconciliationOf(token, billId);
      expect(r.eobs.map((e) => [e.document_id, e.kind])).toEqual([
        [supplement, "secondary"],
        [meridian, "original"],
      ]);
      expect(r.totals).toMatchObject({ plan_paid: 155.13, patient_responsibility: 3.24 });
    },
    READS,
  );
});
