// A dispute's life after the letter (issue 14): the bill's letters listed, the user's milestones
// (mailed, response received, resolved) saved first and then told to the workflow, the paid flow
// resolving the bill's letters, and account deletion taking the letters and their files.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as internal from "#core/contracts/internal";
import { DISPUTE_MESSAGES } from "#core/disputes/messages";
import { callInternal } from "#workflows/activities/internal-client";
import { addBill, db, schema, signedInUser, type SignedInUser } from "./factories";
import { disputeWorkflowStandIn, internalClient as client } from "./support/dispute-workflow";
import { fakeGatewayEachTest } from "./support/fake-gateway";
import { postData } from "./support/remix-data";
import { seedReferenceData } from "./support/reference-seed";

const workflow = disputeWorkflowStandIn();
const gateway = fakeGatewayEachTest(workflow.answer);
beforeAll(async () => {
  await seedReferenceData(env.DB);
});

interface Summary {
  id: string;
  status: string;
  mailed_at: string | null;
  letter_document_id: string | null;
  outcome: string | null;
  recovered_amount: number | null;
  delivered?: boolean;
  detail?: string;
}

/** A premium member's bill with a filed letter (through the real generate request). */
async function filedLetter(who: SignedInUser, billId?: string) {
  const bill = billId ?? (await addBill(who.token));
  const made = await who.json<{ letter_id: string }>("POST", `/api/bills/${bill}/generate-dispute-letter`, {
    personal_statement: "Please correct the duplicate charge.",
  });
  expect(made.status).toBe(200);
  return { billId: bill, letterId: made.body.letter_id };
}
const letterOf = (id: string) =>
  db().select().from(schema.disputeLetters).where(eq(schema.disputeLetters.id, id)).get();
const today = () => new Date().toISOString().slice(0, 10);

describe("a bill's dispute letters", () => {
  it("lists them newest first, and only the owner's", async () => {
    const alice = await signedInUser("events-list", { premium: true });
    const bob = await signedInUser("events-list-b", { premium: true });
    const { billId, letterId: older } = await filedLetter(alice);
    await db()
      .update(schema.disputeLetters)
      .set({ createdAt: Date.now() - 60_000 })
      .where(eq(schema.disputeLetters.id, older));
    const { letterId: newer } = await filedLetter(alice, billId);
    await filedLetter(bob);
    const listed = await alice.json<Summary[]>("GET", `/api/bills/${billId}/disputes`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((l) => l.id)).toEqual([newer, older]);
    expect(listed.body[0]).toMatchObject({ status: "filed", letter_document_id: newer });
    const other = await bob.json("GET", `/api/bills/${billId}/disputes`);
    expect(other).toEqual({ status: 404, body: { detail: DISPUTE_MESSAGES.billNotFound } });
  });

  it("saves the mailing day, tells the workflow, and refuses a day in the future", async () => {
    const alice = await signedInUser("events-mailed", { premium: true });
    const { letterId } = await filedLetter(alice);
    const future = await alice.json<Summary>("POST", `/api/disputes/${letterId}/mailed`, {
      mailed_on: "2999-01-01",
    });
    expect(future).toEqual({ status: 422, body: { detail: DISPUTE_MESSAGES.mailedInFuture } });
    const notADay = await alice.json("POST", `/api/disputes/${letterId}/mailed`, { mailed_on: "2026-02-30" });
    expect(notADay).toEqual({ status: 422, body: { detail: DISPUTE_MESSAGES.notADate } });
    const beforeLetter = await alice.json("POST", `/api/disputes/${letterId}/mailed`, {
      mailed_on: "2020-01-01",
    });
    expect(beforeLetter).toEqual({ status: 422, body: { detail: DISPUTE_MESSAGES.mailedBeforeLetter } });
    expect((await letterOf(letterId))?.mailedAt).toBeNull();

    const early = await alice.json<Summary>("POST", `/api/disputes/${letterId}/response`, {
      received_on: today(),
    });
    expect(early).toEqual({ status: 409, body: { detail: DISPUTE_MESSAGES.notMailedYet } });

    const mailed = await alice.json<Summary>("POST", `/api/disputes/${letterId}/mailed`, {
      mailed_on: today(),
    });
    expect(mailed.status).toBe(200);
    expect(mailed.body).toMatchObject({ status: "mailed", delivered: true });
    expect(mailed.body.mailed_at?.slice(0, 10)).toBe(today());
    expect(workflow.events).toContain(`${letterId} mailed`);

    const beforeMailed = await alice.json("POST", `/api/disputes/${letterId}/response`, {
      received_on: "2020-01-01",
    });
    expect(beforeMailed).toEqual({ status: 422, body: { detail: DISPUTE_MESSAGES.receivedBeforeMailed } });
    const answered = await alice.json<Summary>("POST", `/api/disputes/${letterId}/response`, {
      received_on: today(),
    });
    expect(answered.body).toMatchObject({ status: "response_received", delivered: true });
  });

  it("answers another user's letter with 404 and leaves it as it was", async () => {
    const alice = await signedInUser("events-owner", { premium: true });
    const bob = await signedInUser("events-intruder", { premium: true });
    const { letterId } = await filedLetter(alice);
    for (const [path, body] of [
      ["mailed", { mailed_on: today() }],
      ["response", { received_on: today() }],
      ["resolved", { outcome: "withdrawn" }],
    ] as const) {
      const refused = await bob.json("POST", `/api/disputes/${letterId}/${path}`, body);
      expect(refused).toEqual({ status: 404, body: { detail: DISPUTE_MESSAGES.letterNotFound } });
    }
    expect(await letterOf(letterId)).toMatchObject({ status: "filed", mailedAt: null, outcome: null });
  });

  it("resolves once with the outcome and the amount recovered", async () => {
    const alice = await signedInUser("events-resolved", { premium: true });
    const { letterId } = await filedLetter(alice);
    const resolved = await alice.json<Summary>("POST", `/api/disputes/${letterId}/resolved`, {
      outcome: "partially_corrected",
      recovered_amount: 120.5,
    });
    expect(resolved.body).toMatchObject({
      status: "resolved",
      outcome: "partially_corrected",
      recovered_amount: 120.5,
    });
    expect(workflow.events).toContain(`${letterId} resolved`);
    const again = await alice.json("POST", `/api/disputes/${letterId}/mailed`, { mailed_on: today() });
    expect(again).toEqual({ status: 409, body: { detail: DISPUTE_MESSAGES.alreadyResolved } });
    const bad = await alice.json("POST", `/api/disputes/${letterId}/resolved`, {
      outcome: "won the lottery",
    });
    expect(bad.status).toBe(422);
  });

  it("keeps a milestone the workflow could not be told about", async () => {
    const alice = await signedInUser("events-outage", { premium: true });
    const { letterId } = await filedLetter(alice);
    gateway.reachable = false;
    const mailed = await alice.json<Summary>("POST", `/api/disputes/${letterId}/mailed`, {
      mailed_on: today(),
    });
    expect(mailed.status).toBe(200);
    expect(mailed.body).toMatchObject({ status: "mailed", delivered: false });
    expect((await letterOf(letterId))?.status).toBe("mailed");
  });

  it("resolves the bill's open letters when the bill is marked paid", async () => {
    const alice = await signedInUser("events-paid", { premium: true });
    const { billId, letterId } = await filedLetter(alice);
    const paid = await alice.api("PUT", `/api/bills/${billId}`, { status: "paid", recovered_amount: 40 });
    expect(paid.status).toBe(200);
    expect(await letterOf(letterId)).toMatchObject({
      status: "resolved",
      outcome: "corrected",
      recoveredCents: 4000,
    });
    expect(workflow.events).toContain(`${letterId} resolved`);

    const { billId: other, letterId: unpaid } = await filedLetter(alice);
    await alice.api("PUT", `/api/bills/${other}`, { status: "paid" });
    expect(await letterOf(unpaid)).toMatchObject({ status: "resolved", outcome: "paid_as_billed" });
  });

  it("resolves them from the bill's paid dialog too", async () => {
    const alice = await signedInUser("events-paid-dialog", { premium: true });
    const { billId, letterId } = await filedLetter(alice);
    const paid = await postData(
      `/bills/${billId}`,
      { intent: "set-status", status: "paid", recovered_amount: "75" },
      alice.cookie,
    );
    expect(paid.status).toBe(200);
    expect(await letterOf(letterId)).toMatchObject({
      status: "resolved",
      outcome: "corrected",
      recoveredCents: 7500,
    });
    const listed = await alice.json<Summary[]>("GET", `/api/bills/${billId}/disputes`);
    expect(listed.body[0]).toMatchObject({ status: "resolved", recovered_amount: 75 });
  });

  it("goes with the account: the letters' rows and their files", async () => {
    const alice = await signedInUser("events-deleted", { premium: true });
    const { letterId } = await filedLetter(alice);
    const userId = alice.id;
    const { keys } = await callInternal(client, internal.listUserFiles, {
      params: { userId },
      query: { limit: 100 },
    });
    expect(keys).toContain(`users/${userId}/letters/${letterId}.pdf`);
    await callInternal(
      client,
      internal.deleteUserFiles,
      { params: { userId }, body: { keys } },
      `del-${letterId}`,
    );
    // Without a replay key, as the deletion's last step: a stored answer would name the user again.
    await callInternal(client, internal.purgeUser, { params: { userId } });
    const remaining = await callInternal(client, internal.userRemaining, { params: { userId } });
    expect(remaining).toMatchObject({ totalRows: 0, objects: 0 });
    expect(await letterOf(letterId)).toBeUndefined();
  });
});
