// POST /api/bills/{id}/generate-dispute-letter (001 §7, §8; ADR 046, 054): who may, when the bill is
// ready, what the plan allows, and what a person gets back — through the real Worker, with a
// stand-in dispute workflow that reads the facts and files the letter through the real /internal.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DISPUTE_MESSAGES } from "#core/disputes/messages";
import { GATEWAY_UNAVAILABLE } from "~/services/platform/gateway.server";
import {
  addBill,
  billOf,
  billWith,
  db,
  files,
  schema,
  signedInUser,
  uploadBillDocument,
  type SignedInUser,
} from "./factories";
import { disputeWorkflowStandIn } from "./support/dispute-workflow";
import { fakeGatewayEachTest } from "./support/fake-gateway";
import { seedReferenceData } from "./support/reference-seed";

const workflow = disputeWorkflowStandIn();
const gateway = fakeGatewayEachTest(workflow.answer);
beforeAll(async () => {
  await seedReferenceData(env.DB);
});

const STATEMENT = "I was billed twice for the same visit and I would like it corrected.";
// 99213 twice on the same day: a duplicate the letter disputes.
const twice = {
  line_items: [
    { cpt_code: "99213", units: 1, billed_amount: 900 },
    { cpt_code: "99213", units: 1, billed_amount: 900 },
  ],
};

interface Generated {
  success: boolean;
  filename: string | null;
  opportunities_count: number;
  potential_savings: number;
  letter_content: string | null;
  error: string | null;
  letter_id: string;
  document_id: string | null;
  watermarked: boolean;
}

const generate = (
  who: SignedInUser,
  billId: string,
  body: Record<string, unknown> = { personal_statement: STATEMENT },
) => who.json<Generated & { detail?: string }>("POST", `/api/bills/${billId}/generate-dispute-letter`, body);
const lettersOf = (userId: string) =>
  db().select().from(schema.disputeLetters).where(eq(schema.disputeLetters.userId, userId)).all();
const lettersUsed = async (userId: string) =>
  (
    await db()
      .select({ count: schema.usageCounters.count })
      .from(schema.usageCounters)
      .where(and(eq(schema.usageCounters.userId, userId), eq(schema.usageCounters.kind, "dispute_letter")))
      .all()
  ).reduce((s, r) => s + r.count, 0);

describe("generating a dispute letter", () => {
  it("answers another user's bill with the spec's 404 and changes nothing of it", async () => {
    const alice = await signedInUser("gen-owner-a");
    const bob = await signedInUser("gen-other-b", { premium: true });
    const billId = await addBill(alice.token);
    const refused = await generate(bob, billId, { personal_statement: "Not my bill at all." });
    expect(refused).toEqual({
      status: 404,
      body: { detail: "Bill not found. Please try refreshing the page." },
    });
    expect((await billOf(billId))?.personalStatement).toBeNull();
    expect(await lettersOf(bob.id)).toHaveLength(0);
    expect(await lettersOf(alice.id)).toHaveLength(0);
    expect(workflow.facts.size === 0 || ![...workflow.facts.values()].some((f) => f.bill_id === billId)).toBe(
      true,
    );
  });

  it("names every readiness step still missing, and writes no letter", async () => {
    const alice = await signedInUser("gen-ready");
    const bare = await billWith(alice.id, { providerName: " ", serviceDate: null });
    const refused = await generate(alice, bare, {});
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe(
      DISPUTE_MESSAGES.notReady([
        "Patient and Date",
        "Provider",
        "Service Code and Dollars",
        "Personal Note",
      ]),
    );
    const noNote = await addBill(alice.token);
    expect((await generate(alice, noNote, {})).body.detail).toBe(
      DISPUTE_MESSAGES.notReady(["Personal Note"]),
    );
    expect(await lettersOf(alice.id)).toHaveLength(0);
    expect(await lettersUsed(alice.id)).toBe(0);
  });

  it("saves the personal statement sent with the request, which completes the Personal Note step", async () => {
    const alice = await signedInUser("gen-note", { premium: true });
    const billId = await addBill(alice.token);
    const blank = await generate(alice, billId, { personal_statement: "   " });
    expect(blank.status).toBe(422);
    expect(blank.body.detail).toBe(DISPUTE_MESSAGES.emptyStatement);
    const mismatch = await generate(alice, billId, {
      bill_id: "another-bill",
      personal_statement: STATEMENT,
    });
    expect(mismatch).toMatchObject({ status: 422, body: { detail: DISPUTE_MESSAGES.billIdMismatch } });
    expect((await billOf(billId))?.personalStatement).toBeNull();

    const made = await generate(alice, billId);
    expect(made.status).toBe(200);
    expect((await billOf(billId))?.personalStatement).toBe(STATEMENT);
    expect(workflow.facts.get(made.body.letter_id)?.personal_statement).toBe(STATEMENT);
  });

  it("gives a free user the month's letter with a watermark, states its findings, and files it on the bill", async () => {
    const alice = await signedInUser("gen-free");
    const billId = await addBill(alice.token, twice);
    const { status, body } = await generate(alice, billId);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, error: null, watermarked: true });
    expect(body.filename).toMatch(/\.pdf$/);
    expect(body.opportunities_count).toBeGreaterThan(0);
    const facts = workflow.facts.get(body.letter_id)!;
    expect(facts.watermark).toBe(true);
    expect(facts.findings.map((f) => f.category)).toContain("duplicate_charge");
    expect(facts.kinds[0]).toBe("billing_error_dispute");

    expect((await billOf(billId))?.status).toBe("disputed");
    const docs = await alice.json<{ documents: { id: string; document_type: string; filename: string }[] }>(
      "GET",
      `/api/bills/${billId}/documents`,
    );
    expect(docs.body.documents).toContainEqual(
      expect.objectContaining({
        id: body.document_id,
        document_type: "dispute_letter",
        filename: body.filename,
      }),
    );
    expect(await lettersUsed(alice.id)).toBe(1);
    // The letter is the bill's own output: the free plan's 3 documents per bill are still free.
    for (let i = 0; i < 3; i++) {
      const res = await uploadBillDocument(alice.token, billId, files.pdf(2048 + i), `eob-${i}.pdf`);
      expect(res.status).toBe(200);
    }
  });

  it("refuses a free user's second letter of the month with the spec's 403, and allows one again next month", async () => {
    const alice = await signedInUser("gen-month");
    const billId = await addBill(alice.token);
    const first = await generate(alice, billId);
    expect(first.status).toBe(200);
    const second = await generate(alice, billId);
    expect(second).toEqual({
      status: 403,
      body: {
        detail:
          "Dispute letter generation requires a premium subscription. Please upgrade to access this feature.",
      },
    });
    expect(await lettersOf(alice.id)).toHaveLength(1);

    // A month passes: the letter and its count belong to last month.
    const lastMonth = new Date(Date.now() - 32 * 86_400_000);
    const period = lastMonth.toISOString().slice(0, 7);
    await db()
      .update(schema.disputeLetters)
      .set({ freeMonth: period, createdAt: lastMonth.getTime() })
      .where(eq(schema.disputeLetters.userId, alice.id));
    await db()
      .update(schema.usageCounters)
      .set({ period })
      .where(and(eq(schema.usageCounters.userId, alice.id), eq(schema.usageCounters.kind, "dispute_letter")));
    const nextMonth = await generate(alice, billId);
    expect(nextMonth.status).toBe(200);
    expect(nextMonth.body.watermarked).toBe(true);
  });

  it("gives a free user one letter when two requests arrive at once", async () => {
    const alice = await signedInUser("gen-race");
    const billId = await addBill(alice.token);
    const answers = await Promise.all([generate(alice, billId), generate(alice, billId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
    expect(await lettersOf(alice.id)).toHaveLength(1);
    expect(await lettersUsed(alice.id)).toBe(1);
  });

  it("gives the month's letter back when the letter cannot be made", async () => {
    const alice = await signedInUser("gen-failed");
    const billId = await addBill(alice.token);
    workflow.failWith = "The letter could not be rendered";
    try {
      const failed = await generate(alice, billId);
      expect(failed).toEqual({
        status: 422,
        body: { detail: "Unable to generate dispute letter: The letter could not be rendered" },
      });
    } finally {
      workflow.failWith = null;
    }
    const [letter] = await lettersOf(alice.id);
    expect(letter).toMatchObject({
      status: "failed",
      failureReason: "The letter could not be rendered",
      freeMonth: null,
    });
    expect(await lettersUsed(alice.id)).toBe(0);
    expect((await billOf(billId))?.status).not.toBe("disputed");
    expect((await generate(alice, billId)).status).toBe(200);
  });

  it("answers 503 with the spec's words when the workflow service is down, and the use is not lost", async () => {
    const alice = await signedInUser("gen-down");
    const billId = await addBill(alice.token);
    gateway.reachable = false;
    const down = await generate(alice, billId);
    expect(down).toEqual({ status: 503, body: { detail: DISPUTE_MESSAGES.unable(GATEWAY_UNAVAILABLE) } });
    expect(await lettersUsed(alice.id)).toBe(0);
    gateway.reachable = true;
    expect((await generate(alice, billId)).status).toBe(200);
  });

  it("gives premium members as many letters as they ask for, without a watermark", async () => {
    const alice = await signedInUser("gen-premium", { premium: true });
    const billId = await addBill(alice.token);
    for (let i = 0; i < 3; i++) {
      const made = await generate(alice, billId);
      expect(made.status).toBe(200);
      expect(made.body.watermarked).toBe(false);
      expect(workflow.facts.get(made.body.letter_id)?.watermark).toBe(false);
    }
    expect(await lettersOf(alice.id)).toHaveLength(3);
  });
});
