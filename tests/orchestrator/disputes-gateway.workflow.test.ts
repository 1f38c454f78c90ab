// The gateway's dispute verbs against a real Temporal dev server with fake letter activities: the
// request that files a letter waits for it (update-with-start) and hears the letter, its refusal or
// "still being generated"; one workflow per letter with the user and bill ids as its only search
// attributes; milestones reach the running workflow of the letter's own user only.
import { describe, expect, it } from "vitest";
import { DISPUTE_MESSAGES } from "#core/disputes/messages";
import { signedFetch } from "#core/signing";
import { fakeDispute } from "#workflows/fixtures/fake-dispute";
import { disputeWorkflowId, getDisputeState, SEARCH_ATTRIBUTE_NAMES } from "#workflows/shared";
import { gatewayForFile } from "./gateway-env";

const SECRET = "gateway-test-secret-0123456789abcdef01234567";
const { fake, activities } = fakeDispute();
const gateway = gatewayForFile({ secret: SECRET, taskQueue: `disputes-gateway-${Date.now()}`, activities });

async function call<T = Record<string, unknown>>(path: string, body: unknown) {
  const res = await signedFetch(SECRET, gateway.base, "POST", path, body);
  return { status: res.status, body: (await res.json()) as T };
}

const newLetterId = () => `L${Math.random().toString(36).slice(2, 12)}`;
const file = (letterId: string, userId = "u1", billId = "b1") =>
  call(`/disputes/${letterId}`, { userId, billId });
const handleOf = (letterId: string) => gateway.env.client.workflow.getHandle(disputeWorkflowId(letterId));

function reset() {
  Object.assign(fake, { renderFails: false, accountGone: false, renderGate: null, fileCalls: 0 });
}

describe("gateway dispute verbs", () => {
  it("files the letter while the request waits; the same letter asked again is one workflow, one document", async () => {
    reset();
    const letterId = newLetterId();
    const first = await file(letterId);
    expect(first).toEqual({
      status: 200,
      body: {
        letterId,
        documentId: expect.any(String),
        filename: "dispute-letter.pdf",
        letterContent: "Dear Riverside Clinic Billing,",
        opportunitiesCount: 2,
        potentialSavings: 120.5,
      },
    });
    const again = await file(letterId);
    expect(again.body).toEqual(first.body);
    expect(fake.fileCalls).toBe(1);

    const described = await handleOf(letterId).describe();
    expect(described.type).toBe("dispute");
    const ours = described.typedSearchAttributes
      .getAll()
      .filter((p) => (SEARCH_ATTRIBUTE_NAMES as readonly string[]).includes(p.key.name));
    expect(Object.fromEntries(ours.map((p) => [p.key.name, p.value]))).toEqual({
      UserId: "u1",
      BillId: "b1",
    });
    await handleOf(letterId).terminate("test over");
  });

  it("someone else's letter is not found, for filing and for milestones; nothing reaches the workflow", async () => {
    reset();
    const letterId = newLetterId();
    await file(letterId, "u1");
    expect(await file(letterId, "u2")).toEqual({
      status: 404,
      body: { detail: DISPUTE_MESSAGES.letterNotFound },
    });
    const event = await call(`/disputes/${letterId}/events`, {
      userId: "u2",
      event: { type: "mailed", mailedOn: "2026-03-02" },
    });
    expect(event).toEqual({ status: 404, body: { detail: DISPUTE_MESSAGES.letterNotFound } });
    expect((await handleOf(letterId).query(getDisputeState)).events).toBe(0);
    await handleOf(letterId).terminate("test over");
  });

  it("a letter that cannot be made is refused with the reason (422); a gone bill or account is 404", async () => {
    reset();
    fake.renderFails = true;
    expect(await file(newLetterId())).toEqual({
      status: 422,
      body: { detail: "The letter could not be put together from the bill's facts" },
    });
    reset();
    fake.accountGone = true;
    expect(await file(newLetterId())).toEqual({
      status: 404,
      body: { detail: DISPUTE_MESSAGES.billNotFound },
    });
    reset();
  });

  it("a letter still rendering at the deadline answers 504 'still being generated'; it is filed all the same", async () => {
    reset();
    let release!: () => void;
    fake.renderGate = new Promise<void>((r) => (release = r));
    const letterId = newLetterId();
    const started = Date.now();
    expect(await file(letterId)).toEqual({ status: 504, body: { detail: DISPUTE_MESSAGES.stillGenerating } });
    expect(Date.now() - started).toBeLessThan(10_000);
    release();
    const later = await file(letterId);
    expect(later.status).toBe(200);
    expect(fake.fileCalls).toBe(1);
    await handleOf(letterId).terminate("test over");
  });

  it("delivers the owner's milestones to the running workflow; an ended or unknown one is not told", async () => {
    reset();
    const letterId = newLetterId();
    await file(letterId);
    const mailed = await call(`/disputes/${letterId}/events`, {
      userId: "u1",
      event: { type: "mailed", mailedOn: "2026-03-02" },
    });
    expect(mailed).toEqual({ status: 200, body: { delivered: true } });
    const resolved = await call(`/disputes/${letterId}/events`, {
      userId: "u1",
      event: { type: "resolved", outcome: "corrected", recoveredCents: 5000 },
    });
    expect(resolved.body).toEqual({ delivered: true });
    expect(await handleOf(letterId).result()).toEqual({ status: "resolved" });
    expect((await handleOf(letterId).query(getDisputeState)).mailedOn).toBe("2026-03-02");

    const late = await call(`/disputes/${letterId}/events`, {
      userId: "u1",
      event: { type: "response_received", receivedOn: "2026-03-09" },
    });
    expect(late).toEqual({ status: 200, body: { delivered: false } });
    expect(await file(letterId)).toMatchObject({ status: 409 });
    const unknown = await call(`/disputes/${newLetterId()}/events`, {
      userId: "u1",
      event: { type: "mailed", mailedOn: "2026-03-02" },
    });
    expect(unknown.body).toEqual({ delivered: false });
  });

  it("refuses a malformed request before Temporal hears of it", async () => {
    expect((await call(`/disputes/${newLetterId()}`, { userId: "u1" })).status).toBe(400);
    const bad = await call(`/disputes/${newLetterId()}/events`, { userId: "u1", event: { type: "mailed" } });
    expect(bad.status).toBe(400);
  });
});
