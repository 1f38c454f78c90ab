// The editor's dispute letter section through the bill route (issue 14): what the loader gives it
// (the letters, what the plan allows), Generate (intent 'generate-letter') with the spec's messages
// and the free plan's month, the letters' milestones (intent 'dispute-event'), and another user
// getting 404 and changing nothing. The dispute workflow is the stand-in that files letters
// through the real /internal routes (tests/workers/support/dispute-workflow.ts).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatDate } from "#core/format/dates";
import { schema } from "~/db.server";
import { addBillByForm, billOf, db, get, pageText, signedInUser, visibleText } from "./factories";
import { callInternal } from "#workflows/activities/internal-client";
import { writeDisputeTimeline } from "#core/contracts/internal-letters";
import { disputeWorkflowStandIn, internalClient } from "./support/dispute-workflow";
import { fakeGatewayEachTest } from "./support/fake-gateway";
import { loadData, postData } from "./support/remix-data";
import { allowConsoleError } from "../setup/console-errors";

const ROUTE = "routes/_app+/bills.$billId";

/** The dispute workflow: files each letter through the real /internal routes. */
const workflow = disputeWorkflowStandIn();
const gateway = fakeGatewayEachTest(workflow.answer);

async function readyBill(label: string, premium: boolean) {
  const signed = await signedInUser(label, { premium });
  const id = await addBillByForm(signed.cookie, signed.user.id, {
    date: "2026-02-10",
    provider: "Letter Clinic",
    number: "INV-14",
    lines: [{ cpt: "99213", billed: "450" }],
  });
  return { ...signed, id };
}

const generate = (statement = "I was billed twice for one visit.") => ({
  intent: "generate-letter",
  personal_statement: statement,
  include_opportunities: "true",
  is_preventive_visit: "false",
  needs_financial_assistance: "true",
  attach_eob: "false",
  attach_prior_auth: "false",
});

const lettersOf = (billId: string) =>
  db().select().from(schema.disputeLetters).where(eq(schema.disputeLetters.billId, billId)).all();

/** What the dispute workflow writes once the letter is filed: its deadlines and next reminder. */
async function writeTimeline(userId: string, letterId: string) {
  await callInternal(internalClient, writeDisputeTimeline, {
    params: { letterId },
    body: {
      userId,
      status: "filed",
      responseDueAt: Date.UTC(2026, 2, 31),
      nextReminderAt: Date.UTC(2026, 2, 25),
      deadlines: [
        {
          rule: "provider_response",
          label: "Provider's written response",
          due_on: "2026-03-31",
          counted_from: "the date of the letter",
          citation: "Letter's own request (30 days)",
          url: "https://www.consumerfinance.gov/",
          state: "open",
        },
      ],
    },
  });
}

describe("the dispute letter section's data", () => {
  it("gives a premium member unlimited letters and shows the section without the free plan's words", async () => {
    const { id, cookie } = await readyBill("letters.premium", true);
    const res = await loadData(`/bills/${id}`, ROUTE, cookie);
    expect(res.data.letters).toEqual([]);
    expect(res.data.allowance).toMatchObject({ allowed: true, watermark: false, limit: null });
    const text = await visibleText(await get(`/bills/${id}`, cookie));
    expect(text).toContain("Dispute letter");
    expect(text).toContain("Generate Dispute Letter");
    expect(text).toContain("No letters yet.");
    expect(text).not.toContain("2 AI Credits Required");
  });

  it("shows a free user '2 AI Credits Required' while the month's letter is theirs", async () => {
    const { id, cookie } = await readyBill("letters.free", false);
    const res = await loadData(`/bills/${id}`, ROUTE, cookie);
    expect(res.data.allowance).toMatchObject({ allowed: true, watermark: true, used: 0, limit: 1 });
    const text = await visibleText(await get(`/bills/${id}`, cookie));
    expect(text).toContain("2 AI Credits Required");
    expect(text).not.toContain("Premium Feature Required");
  });
});

describe("Generate (intent generate-letter)", () => {
  it("files a premium letter, saves the statement as the bill's note and answers the letter to open", async () => {
    const { id, cookie } = await readyBill("letters.generate", true);
    const res = await postData(`/bills/${id}`, generate(), cookie);
    expect(res.status).toBe(200);
    const [letter] = await lettersOf(id);
    expect(letter.documentId).toBeTruthy();
    expect(res.data).toMatchObject({
      intent: "generate-letter",
      ok: true,
      letter_id: letter.id,
      document_id: letter.documentId,
      watermarked: false,
    });
    expect((await billOf(id))?.status).toBe("disputed");
    const text = await visibleText(await get(`/bills/${id}`, cookie));
    expect(text).toMatch(/dispute-letter-[\d-]+\.pdf · Dispute Letter/);
    expect(text).toContain("Ready to mail");
    expect(letter.options).toMatchObject({ include_opportunities: true, needs_financial_assistance: true });
    expect((await billOf(id))?.personalStatement).toBe("I was billed twice for one visit.");
    expect(gateway.calls).toContainEqual({ method: "POST", path: `/disputes/${letter.id}` });
  });

  it("refuses an empty statement with the spec's prefix and files nothing", async () => {
    const { id, cookie } = await readyBill("letters.empty", true);
    const res = await postData(`/bills/${id}`, generate("   "), cookie);
    expect(res.status).toBe(422);
    expect(res.data).toMatchObject({
      ok: false,
      error:
        "Unable to generate dispute letter: Please write a personal statement before generating the letter.",
      upgrade: false,
    });
    expect(await lettersOf(id)).toEqual([]);
    expect(gateway.calls).toEqual([]);
  });

  it("gives a free user one watermarked letter a month, then 'Premium Feature Required' and the 403", async () => {
    const { id, cookie } = await readyBill("letters.quota", false);
    const first = await postData(`/bills/${id}`, generate(), cookie);
    expect(first.data).toMatchObject({ ok: true, watermarked: true });

    const after = await loadData(`/bills/${id}`, ROUTE, cookie);
    expect(after.data.allowance).toMatchObject({ allowed: false, used: 1, limit: 1 });
    const text = await visibleText(await get(`/bills/${id}`, cookie));
    expect(text).toContain("Premium Feature Required");
    expect(text).toContain(
      "Dispute letter generation requires a premium subscription. Please upgrade to access this feature.",
    );
    expect(text).toContain("Generate Dispute Letter (Premium)");
    expect(text).not.toContain("2 AI Credits Required");

    const second = await postData(`/bills/${id}`, generate(), cookie);
    expect(second.status).toBe(403);
    expect(second.data).toMatchObject({
      ok: false,
      upgrade: true,
      error:
        "Dispute letter generation requires a premium subscription. Please upgrade to access this feature.",
    });
    expect((await lettersOf(id)).length).toBe(1);
  });

  it("words any other failure 'Unable to generate dispute letter: {message}', once", async () => {
    allowConsoleError(/dispute letter generation failed/);
    const { id, cookie } = await readyBill("letters.down", true);
    gateway.replace(() => ({ status: 500, body: {} }));
    const res = await postData(`/bills/${id}`, generate(), cookie);
    expect(res.status).toBe(503);
    expect(res.data).toMatchObject({
      ok: false,
      upgrade: false,
      pending: false,
      error:
        "Unable to generate dispute letter: The workflow service is unavailable right now. Please try again later.",
    });
  });
});

describe("the bill's letters and their milestones (intent dispute-event)", () => {
  it("lists a filed letter with its status, Open link and deadline, then records mailed, response and outcome", async () => {
    const bill = await readyBill("letters.events", true);
    await postData(`/bills/${bill.id}`, generate(), bill.cookie);
    const [letter] = await lettersOf(bill.id);
    const docId = letter.documentId;
    await writeTimeline(bill.user.id, letter.id);

    const page = await get(`/bills/${bill.id}`, bill.cookie);
    const html = await page.text();
    expect(html).toContain(`/bills/${bill.id}?open=${docId}`);
    const text = pageText(html);
    for (const phrase of [
      "Ready to mail",
      "Provider's written response",
      "Due Mar 31, 2026",
      "Letter's own request (30 days)",
      "Next reminder Mar 25, 2026",
      "Mark as mailed",
    ]) {
      expect(text).toContain(phrase);
    }

    const event = (fields: Record<string, string>) =>
      postData(
        `/bills/${bill.id}`,
        { intent: "dispute-event", letter_id: letter.id, ...fields },
        bill.cookie,
      );
    const future = await event({ event: "mailed", mailed_on: "2099-01-01" });
    expect(future.status).toBe(422);
    expect(future.data).toMatchObject({ ok: false, error: "The mailing date cannot be in the future." });

    // The letter was made today: it can be mailed and answered from today on.
    const today = new Date().toISOString().slice(0, 10);
    expect((await event({ event: "mailed", mailed_on: today })).data).toMatchObject({ ok: true });
    expect(gateway.calls).toContainEqual({ method: "POST", path: `/disputes/${letter.id}/events` });
    expect(await visibleText(await get(`/bills/${bill.id}`, bill.cookie))).toContain(
      `Mailed ${formatDate(today)}`,
    );

    expect((await event({ event: "response_received", received_on: today })).data).toMatchObject({
      ok: true,
    });
    const noOutcome = await event({ event: "resolved", recovered_amount: "80" });
    expect(noOutcome.data).toMatchObject({ ok: false, error: "Please choose how the dispute ended." });
    const badAmount = await event({ event: "resolved", outcome: "corrected", recovered_amount: "-5" });
    expect(badAmount.data).toMatchObject({ ok: false, error: "Please enter a valid dollar amount" });

    const resolved = await event({
      event: "resolved",
      outcome: "partially_corrected",
      recovered_amount: "80.50",
    });
    expect(resolved.data).toMatchObject({ ok: true });
    const [row] = await lettersOf(bill.id);
    expect(row).toMatchObject({ status: "resolved", outcome: "partially_corrected", recoveredCents: 8050 });
    const done = await visibleText(await get(`/bills/${bill.id}`, bill.cookie));
    expect(done).toContain("Resolved: Partially corrected, $80.50 recovered");
    expect(done).not.toContain("Mark as mailed");
  });
});

describe("another user's bill and letters", () => {
  it("answers 404 with the spec's words, generates nothing and records nothing", async () => {
    const alice = await readyBill("letters.alice", true);
    const bob = await signedInUser("letters.bob", { premium: true });
    await postData(`/bills/${alice.id}`, generate(), alice.cookie);
    const [letter] = await lettersOf(alice.id);
    gateway.calls.length = 0;

    const theirs = await postData(`/bills/${alice.id}`, generate("Bob's words"), bob.cookie);
    expect(theirs.status).toBe(404);
    expect(theirs.data).toMatchObject({
      ok: false,
      error: "Bill not found. Please try refreshing the page.",
    });

    const mailed = await postData(
      `/bills/${alice.id}`,
      {
        intent: "dispute-event",
        letter_id: letter.id,
        event: "mailed",
        mailed_on: new Date().toISOString().slice(0, 10),
      },
      bob.cookie,
    );
    expect(mailed.status).toBe(404);
    expect(mailed.data).toMatchObject({ ok: false, error: "Dispute letter not found." });

    const loaded = await loadData(`/bills/${alice.id}`, ROUTE, bob.cookie);
    expect(loaded.status).toBe(404);
    expect(loaded.data.letters).toEqual([]);
    expect(loaded.data.allowance).toBeNull();

    expect(gateway.calls).toEqual([]);
    expect(await lettersOf(alice.id)).toMatchObject([{ id: letter.id, status: "filed", mailedAt: null }]);
    expect((await billOf(alice.id))?.personalStatement).toBe("I was billed twice for one visit.");
  });
});
