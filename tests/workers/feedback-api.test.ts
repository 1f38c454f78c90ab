// Feedback (001 §3-§8) and product events: a star rating is required, the prompt is not offered
// again for 30 days, a bill named must be the user's own, page URLs are kept without their query.
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { addBill, addDependent, callJson, db, signedInUser } from "./factories";

describe("feedback", () => {
  it("needs a star rating", async () => {
    const ann = await signedInUser("ann");
    expect(await callJson("POST", "/api/feedback", ann.token, { comment: "nice" })).toMatchObject({
      status: 422,
      body: { detail: "Please select a star rating." },
    });
    expect(await callJson("POST", "/api/feedback", ann.token, { rating: 0 })).toMatchObject({
      status: 422,
      body: { detail: "Please select a star rating." },
    });
  });

  it("saves the answer (comment trimmed, permission on by default) and waits 30 days before asking again", async () => {
    const ben = await signedInUser("ben");
    const other = await signedInUser("other");
    const billId = await addBill(ben.token);
    expect(await callJson("GET", "/api/feedback/eligibility", ben.token)).toEqual({
      status: 200,
      body: { eligible: true, last_feedback_at: null },
    });
    const saved = await callJson<{ id: string }>("POST", "/api/feedback", ben.token, {
      rating: 5,
      comment: "  Saved me $300  ",
      trigger_event: "bill_resolved",
      savings_amount: 300,
      bill_id: billId,
    });
    expect(saved.status).toBe(200);
    const row = await db().select().from(schema.feedback).where(eq(schema.feedback.id, saved.body.id)).get();
    expect(row).toMatchObject({
      rating: 5,
      comment: "Saved me $300",
      triggerEvent: "bill_resolved",
      savingsCents: 30000,
      displayPermission: true,
      billId,
    });
    const after = await callJson<{ eligible: boolean }>("GET", "/api/feedback/eligibility", ben.token);
    expect(after.body.eligible).toBe(false);
    expect(
      (await callJson<{ eligible: boolean }>("GET", "/api/feedback/eligibility", other.token)).body.eligible,
    ).toBe(true);
    // An answer older than 30 days no longer holds the prompt back.
    await db()
      .update(schema.feedback)
      .set({ createdAt: Date.now() - 31 * 24 * 60 * 60 * 1000 })
      .where(eq(schema.feedback.id, saved.body.id));
    expect(
      (await callJson<{ eligible: boolean }>("GET", "/api/feedback/eligibility", ben.token)).body.eligible,
    ).toBe(true);
  });

  it("needs a signed-in user", async () => {
    expect((await callJson("GET", "/api/feedback/eligibility", null)).status).toBe(401);
  });
});

describe("events", () => {
  it("tracks events without the page URL's query", async () => {
    const cat = await signedInUser("cat");
    const res = await callJson("POST", "/api/events/track", cat.token, {
      event_name: "bill_viewed",
      event_properties: { tab: "service_details" },
      session_id: "s-1",
      page_url: "http://local.test/bills?member=abc&token=secret",
    });
    expect(res.status).toBe(200);
    const row = await db()
      .select()
      .from(schema.events)
      .where(eq(schema.events.userId, cat.id))
      .orderBy(desc(schema.events.createdAt))
      .get();
    expect(row).toMatchObject({
      eventName: "bill_viewed",
      properties: { tab: "service_details" },
      sessionId: "s-1",
      pageUrl: "http://local.test/bills",
    });
    expect((await callJson("POST", "/api/events/track", cat.token, {})).status).toBe(422);
  });

  it("triggers the assistant's DependentAdded event for the user's own dependent", async () => {
    const dee = await signedInUser("dee", { premium: true });
    const kid = await addDependent(dee.id, "Sam", "Rivera", "child");
    const ok = await callJson("POST", "/api/chatbot/events/trigger", dee.token, {
      event_type: "DependentAdded",
      resource_id: kid,
      resource_type: "dependent",
      summary: "Added a child",
    });
    expect(ok).toMatchObject({ status: 200, body: { ok: true, triggered: true } });
    const row = await db().select().from(schema.events).where(eq(schema.events.userId, dee.id)).get();
    expect(row).toMatchObject({
      eventName: "chatbot.DependentAdded",
      properties: { resource_id: kid, resource_type: "dependent" },
    });
  });
});
