// What the dispute workflow writes back and sends through /internal/letters/*: the timeline it
// holds (never reopening a resolved letter) and its reminder e-mails, each once, in plain words.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as api from "#core/contracts/internal-letters";
import type { DisputeDeadline } from "#core/disputes/types";
import { callInternal } from "#workflows/activities/internal-client";
import { addBill, db, schema, signedInUser } from "./factories";
import { internalClient as client } from "./support/dispute-workflow";
import { fakeGatewayEachTest } from "./support/fake-gateway";
import { fileBody, key, letterOf, requestedLetter } from "./support/letters";

fakeGatewayEachTest();

describe("the dispute workflow's timeline and reminders", () => {
  it("writes the timeline the workflow holds, and never reopens a resolved letter", async () => {
    const alice = await signedInUser("letters-timeline");
    const billId = await addBill(alice.token);
    const letterId = await requestedLetter(alice.id, billId);
    await callInternal(client, api.fileLetter, { params: { letterId }, body: fileBody(alice.id) }, key());
    const deadline: DisputeDeadline = {
      rule: "provider_response",
      label: "Provider's written response",
      due_on: "2026-02-04",
      counted_from: "the date you mailed the letter",
      citation: "Fairbill's letter",
      url: "https://example.com/rule",
      state: "open",
    };
    const due = Date.parse("2026-02-04T12:00:00Z");
    const write = (status: "mailed" | "overdue" | "filed") =>
      callInternal(
        client,
        api.writeDisputeTimeline,
        {
          params: { letterId },
          body: {
            userId: alice.id,
            status,
            responseDueAt: due,
            nextReminderAt: due - 86_400_000,
            deadlines: [deadline],
          },
        },
        key(),
      );
    await write("mailed");
    const [listed] = (await alice.json<Record<string, unknown>[]>("GET", `/api/bills/${billId}/disputes`))
      .body;
    expect(listed).toMatchObject({
      status: "mailed",
      response_due: new Date(due).toISOString(),
      deadlines: [deadline],
    });

    await db()
      .update(schema.disputeLetters)
      .set({ status: "resolved" })
      .where(eq(schema.disputeLetters.id, letterId));
    await write("overdue");
    expect(await letterOf(letterId)).toMatchObject({ status: "resolved", nextReminderAt: null });
  });

  it("sends each reminder once, and none for a resolved letter", async () => {
    const alice = await signedInUser("letters-notice");
    const billId = await addBill(alice.token);
    const letterId = await requestedLetter(alice.id, billId);
    await callInternal(client, api.fileLetter, { params: { letterId }, body: fileBody(alice.id) }, key());
    const notice = (kind: "response_overdue" | "response_due_soon") =>
      callInternal(
        client,
        api.sendDisputeNotice,
        { params: { letterId }, body: { userId: alice.id, kind, dueOn: "2026-02-04" } },
        key(),
      );
    expect(await notice("response_overdue")).toEqual({ sent: true });
    expect(await notice("response_overdue")).toEqual({ sent: false });
    const mail = await db()
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.userId, alice.id))
      .all();
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe("Your dispute letter has not been answered");
    expect(mail[0].text).toContain("Feb 4, 2026");
    expect(mail[0].text).toContain("Call the number on the bill");
    // Plain words only: no provider, no code, no amount.
    expect(mail[0].text).not.toMatch(/City General|99213|\$/);

    await db()
      .update(schema.disputeLetters)
      .set({ status: "resolved" })
      .where(eq(schema.disputeLetters.id, letterId));
    expect(await notice("response_due_soon")).toEqual({ sent: false });
    expect(
      await db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.userId, alice.id)).all(),
    ).toHaveLength(1);
  });
});
