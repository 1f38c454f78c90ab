// Findings from stored documents: a statement and its EOB read by the real engine (recorded), saved
// through the workflow's /internal calls and verified as the Smart Capture form does. The EOB turns
// the statement's amount due into a balance-billing finding, a denied line into a denial, and every
// cited line points at the box it was printed in. Another user's documents are never evidence.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AnalysisResult, LineSource } from "#core/analysis";
import { schema } from "~/db.server";
import { physicianBillFixtures } from "../../scripts/fixtures/documents/bills-physicians";
import { eobFixtures } from "../../scripts/fixtures/documents/eobs";
import { insidePolygon, printedRows } from "../../scripts/fixtures/documents/geometry";
import type { DocumentFixture } from "../../scripts/fixtures/documents/page";
import { call, callJson, db, makePremium, signedInUser } from "./factories";
import { readDocument, verifyAsTheFormWould } from "./support/analysis-evidence";
import { gatewayWithoutWorkflows, installFakeGateway } from "./support/fake-gateway";
import { seedReferenceData } from "./support/reference-seed";

let gateway: ReturnType<typeof installFakeGateway>;
beforeAll(async () => {
  await seedReferenceData(env.DB);
});
beforeEach(() => {
  gateway = gatewayWithoutWorkflows();
});
afterEach(() => gateway.restore());

const LAKESIDE = physicianBillFixtures().find((f) => f.id === "bill-01-lakeside")!;
const MERIDIAN = eobFixtures().find((f) => f.id === "eob-01-meridian")!;

async function premiumUser(label: string) {
  const { user, token } = await signedInUser(label);
  await makePremium(user.id);
  return { user, token };
}

async function analysis(token: string, billId: string) {
  const res = await callJson<AnalysisResult>("GET", `/api/bills/${billId}/analysis`, token);
  expect(res.status).toBe(200);
  return res.body;
}

/** The statement read and verified into a bill; answers the bill and the document. */
async function billFromStatement(token: string) {
  const documentId = await readDocument(token, "bill-01-lakeside");
  const res = await verifyAsTheFormWould(token, documentId, "medical_bill");
  expect(res.status).toBe(200);
  const { bill_id } = (await res.json()) as { bill_id: string };
  return { billId: bill_id, documentId };
}

/** The box sits on the fixture's printed row that carries `code` (the generator knows where it drew it). */
function expectOnPrintedRow(fixture: DocumentFixture, source: LineSource, code: string) {
  const row = printedRows(fixture).find((r) => r.cells.includes(code))!;
  const { box } = source;
  expect(source.page).toBe(row.page);
  expect(box.page).toBe(row.page);
  expect(insidePolygon([box.left + box.width / 2, box.top + box.height / 2], row.corners)).toBe(true);
}

describe("analysis with stored documents", () => {
  it("compares the statement's amount due with its EOB, citing the boxes on both documents", async () => {
    const { token } = await premiumUser("evidence-a");
    const { billId, documentId } = await billFromStatement(token);

    // Without an EOB there is nothing to hold the amount due against.
    const before = await analysis(token, billId);
    expect(before.errors_detected.map((f) => f.category)).not.toContain("balance_billing");

    const eobId = await readDocument(token, "eob-01-meridian");
    const linked = await verifyAsTheFormWould(token, eobId, "eob", {
      fields: { related_medical_bill: billId },
    });
    expect(linked.status).toBe(200);
    // Linking the EOB re-ran the analysis at once (ADR 023): the vault's savings include its finding.
    const flagged = await db().select().from(schema.bills).where(eq(schema.bills.id, billId)).get();
    expect(flagged?.needsReanalysis).toBe(false);
    expect(flagged?.potentialSavingsCents).toBeGreaterThanOrEqual(6432);

    const result = await analysis(token, billId);
    const balance = result.errors_detected.find((f) => f.category === "balance_billing")!;
    expect(balance).toBeDefined();
    expect(balance.evidence.figures).toMatchObject({ amount_due: 96, expected_responsibility: 31.68 });
    expect(balance.potential_savings).toBeCloseTo(64.32, 2);

    const lines = await db()
      .select()
      .from(schema.lineItems)
      .where(eq(schema.lineItems.billId, billId))
      .orderBy(schema.lineItems.position)
      .all();
    expect(balance.evidence.sources.map((s) => [s.line_id, s.document_id])).toEqual(
      lines.map((l) => [l.id, documentId]),
    );
    balance.evidence.sources.forEach((s, i) => expectOnPrintedRow(LAKESIDE, s, lines[i].cptCode));

    const eobRows = balance.evidence.references.flatMap((r) => (r.kind === "eob_line" ? [r] : []));
    expect(eobRows.map((r) => r.cpt_code)).toEqual(["99214", "83036", "36415"]);
    for (const row of eobRows) {
      expect(row.source?.document_id).toBe(eobId);
      expectOnPrintedRow(MERIDIAN, row.source!, row.cpt_code);
    }
    const stored = await db().select().from(schema.bills).where(eq(schema.bills.id, billId)).get();
    expect(stored?.needsReanalysis).toBe(false);
  });

  it("routes a line the verified EOB allowed at $0 to an appeal, citing the EOB's row", async () => {
    const { token } = await premiumUser("evidence-denial");
    const { billId } = await billFromStatement(token);
    const eobId = await readDocument(token, "eob-01-meridian");
    const linked = await verifyAsTheFormWould(token, eobId, "eob", {
      fields: { related_medical_bill: billId },
      // The user corrects the A1c line as the plan really processed it: not allowed, not paid.
      lines: (line) => {
        if (line.cpt_code === "83036") Object.assign(line, { allowed_amount: "0", paid_amount: "0" });
      },
    });
    expect(linked.status).toBe(200);

    const result = await analysis(token, billId);
    const denial = result.errors_detected.find((f) => f.category === "denial")!;
    expect(denial.evidence.lines.map((l) => l.cpt_code)).toEqual(["83036"]);
    expectOnPrintedRow(LAKESIDE, denial.evidence.sources[0], "83036");
    const eobRow = denial.evidence.references.find((r) => r.kind === "eob_line")!;
    expect(eobRow.kind === "eob_line" && eobRow.allowed_amount).toBe(0);
    expect(eobRow.kind === "eob_line" && eobRow.source?.document_id).toBe(eobId);
    expectOnPrintedRow(MERIDIAN, (eobRow as { source: LineSource }).source, "83036");
  });
});

describe("two users", () => {
  it("never uses another user's documents as evidence, even when their ids are guessed", async () => {
    const alice = await premiumUser("evidence-alice");
    const { billId: aliceBill, documentId: aliceStatement } = await billFromStatement(alice.token);
    const aliceEob = await readDocument(alice.token, "eob-01-meridian");
    const linked = await verifyAsTheFormWould(alice.token, aliceEob, "eob", {
      fields: { related_medical_bill: aliceBill },
    });
    expect(linked.status).toBe(200);
    // Read but never verified: what a guessed id would point at.
    const aliceSpareStatement = await readDocument(alice.token, "bill-01-lakeside");
    const aliceSpareEob = await readDocument(alice.token, "eob-01-meridian");

    const bob = await premiumUser("evidence-bob");
    const made = await callJson<{ id: string }>("POST", "/api/medical-bills", bob.token, {
      date: "2025-04-02",
      provider: "Lakeside Family Medicine",
      dependent_id: "self",
      line_items: [
        { cpt_code: "99214", units: 1, billed_amount: 265 },
        { cpt_code: "83036", units: 1, billed_amount: 58 },
        { cpt_code: "36415", units: 1, billed_amount: 22 },
      ],
    });
    expect(made.status).toBe(200);
    const bobBill = made.body.id;
    const clean = await analysis(bob.token, bobBill);

    // Through the API every guessed id is refused.
    const claim = await callJson("POST", "/api/bills", bob.token, {
      provider_name: "Lakeside Family Medicine",
      document_id: aliceSpareStatement,
    });
    expect(claim.status).toBe(404);
    const verifyTheirs = await call("POST", `/api/documents/${aliceSpareEob}/verify`, bob.token, {
      document_type: "eob",
      user_verified_data: { related_medical_bill: bobBill },
    });
    expect(verifyTheirs.status).toBe(404);
    const bobEob = await readDocument(bob.token, "eob-01-meridian");
    const intoTheirs = await verifyAsTheFormWould(bob.token, bobEob, "eob", {
      fields: { related_medical_bill: aliceBill },
    });
    expect(intoTheirs.status).toBe(404);

    // Even rows that point across users (written straight into D1) are not followed.
    await db()
      .update(schema.bills)
      .set({ sourceDocumentId: aliceSpareStatement })
      .where(eq(schema.bills.id, bobBill));
    await db()
      .update(schema.documents)
      .set({ billId: bobBill, verificationStatus: "verified" })
      .where(eq(schema.documents.id, aliceSpareEob));
    const guessed = await analysis(bob.token, bobBill);
    const everything = JSON.stringify(guessed);
    for (const id of [aliceStatement, aliceEob, aliceSpareStatement, aliceSpareEob])
      expect(everything).not.toContain(id);
    expect(guessed.errors_detected.map((f) => f.id)).toEqual(clean.errors_detected.map((f) => f.id));
    expect(guessed.errors_detected.flatMap((f) => f.evidence.sources)).toEqual([]);

    // Alice's own analysis still cites her statement and her EOB, and only those.
    const hers = await analysis(alice.token, aliceBill);
    const balance = hers.errors_detected.find((f) => f.category === "balance_billing")!;
    expect(new Set(balance.evidence.sources.map((s) => s.document_id))).toEqual(new Set([aliceStatement]));
    const eobDocuments = balance.evidence.references.flatMap((r) =>
      r.kind === "eob_line" ? [r.source?.document_id] : [],
    );
    expect(new Set(eobDocuments)).toEqual(new Set([aliceEob]));
  });
});
