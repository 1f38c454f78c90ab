// Issue 10 §2, validation in the API: ZIP codes, real calendar dates, numbers of 0 or more and text
// without control or direction-override characters. Each refused input answers 422 with a message
// that names the field, and nothing is stored.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { addBill, callJson, db, sampleBill, signedInUser } from "./factories";

const RLO = "\u202e";
const forbidden = (field: string) =>
  `${field} contains a control or text-direction character. Please remove it.`;

async function billCount(userId: string) {
  return (await db().select().from(schema.bills).where(eq(schema.bills.userId, userId)).all()).length;
}

describe("ZIP codes: 5 digits or ZIP+4", () => {
  it.each(["1234", "123456", "12345-67", "abcde", `12345${RLO}`, "12 345"])(
    "PUT /api/auth/zipcode refuses %j and keeps the saved ZIP",
    async (zipcode) => {
      const u = await signedInUser("zip");
      expect((await callJson("PUT", "/api/auth/zipcode", u.token, { zipcode: "02134" })).status).toBe(200);
      const bad = await callJson("PUT", "/api/auth/zipcode", u.token, { zipcode });
      expect(bad).toMatchObject({ status: 422, body: { detail: "Please enter a valid ZIP code" } });
      expect((await callJson("GET", "/api/auth/zipcode", u.token)).body).toEqual({ zipcode: "02134" });
    },
  );

  it("accepts ZIP+4 and filters providers only by a real ZIP", async () => {
    const u = await signedInUser("zip4");
    expect((await callJson("PUT", "/api/auth/zipcode", u.token, { zipcode: "02134-1234" })).body).toEqual({
      zipcode: "02134-1234",
    });
    const bad = await callJson("GET", "/api/providers/search?query=clinic&zip_code=1234", u.token);
    expect(bad).toMatchObject({ status: 422, body: { detail: "Please enter a valid ZIP code" } });
    expect((await callJson("GET", "/api/providers/search?query=clinic&zip_code=", u.token)).status).toBe(200);
  });
});

describe("dates are real calendar days", () => {
  it("POST /api/medical-bills refuses 2026-02-30 and stores no bill", async () => {
    const u = await signedInUser("date");
    const bad = await callJson("POST", "/api/medical-bills", u.token, sampleBill({ date: "2026-02-30" }));
    expect(bad).toMatchObject({ status: 422, body: { detail: "Please enter a valid date (YYYY-MM-DD)" } });
    expect(await billCount(u.id)).toBe(0);
  });

  it("the vault's date filter and a dependent's birthday refuse 2026-02-30 too", async () => {
    const u = await signedInUser("date2", { premium: true });
    expect((await callJson("GET", "/api/bills?from=2026-02-30", u.token)).status).toBe(422);
    const dob = await callJson("POST", "/api/family/members", u.token, {
      first_name: "Ana",
      last_name: "Lee",
      relationship: "child",
      date_of_birth: "2019-02-29",
    });
    expect(dob).toMatchObject({
      status: 422,
      body: { detail: "Please enter a valid date of birth (YYYY-MM-DD)" },
    });
  });
});

describe("numbers take numbers of 0 or more, never 'abc' stored as 0", () => {
  it.each([
    ["billed_amount", "abc", "Billed amount must be a number of 0 or more"],
    ["billed_amount", -5, "Billed amount must be a number of 0 or more"],
    ["allowed_amount", "-5", "Allowed amount must be a number of 0 or more"],
    ["paid_amount", "abc", "Paid amount must be a number of 0 or more"],
  ])("a new bill's line with %s = %j answers 422 '%s' and stores nothing", async (field, value, message) => {
    const u = await signedInUser("num");
    const line = { cpt_code: "99213", units: 1, billed_amount: 100, [field]: value };
    const bad = await callJson("POST", "/api/medical-bills", u.token, sampleBill({ line_items: [line] }));
    expect(bad).toMatchObject({ status: 422, body: { detail: message } });
    expect(bad.body.errors).toEqual([
      expect.objectContaining({ loc: ["line_items", 0, field], msg: message }),
    ]);
    expect(await billCount(u.id)).toBe(0);
  });

  it("adding a line with a negative amount leaves the bill's lines as they were", async () => {
    const u = await signedInUser("num2");
    const id = await addBill(u.token);
    const before = await callJson("GET", `/api/bills/${id}`, u.token);
    const bad = await callJson("POST", `/api/medical-bills/${id}/line-items`, u.token, {
      cpt_code: "99214",
      billed_amount: 50,
      allowed_amount: -5,
    });
    expect(bad).toMatchObject({
      status: 422,
      body: { detail: "Allowed amount must be a number of 0 or more" },
    });
    expect(await callJson("GET", `/api/bills/${id}`, u.token)).toEqual(before);
  });

  it("a feedback savings amount of 'abc' is refused, not saved as 0", async () => {
    const u = await signedInUser("num3");
    const bad = await callJson("POST", "/api/feedback", u.token, { rating: 5, savings_amount: "abc" });
    expect(bad).toMatchObject({
      status: 422,
      body: { detail: "Savings amount must be a number of 0 or more" },
    });
    expect(await db().select().from(schema.feedback).where(eq(schema.feedback.userId, u.id)).all()).toEqual(
      [],
    );
  });

  it("a page size that is not a whole number names the field", async () => {
    const u = await signedInUser("num4");
    const bad = await callJson("GET", "/api/bills?limit=abc", u.token);
    expect(bad).toMatchObject({
      status: 422,
      body: { detail: "Limit must be a whole number from 1 to 100" },
    });
  });
});

describe("text refuses control and direction-override characters", () => {
  it.each([
    ["NUL", "\u0000"],
    ["U+202E", RLO],
    ["U+2066", "\u2066"],
    ["escape", "\u001b"],
  ])("a bill's provider with %s answers 422 and the bill keeps its name", async (_name, ch) => {
    const u = await signedInUser("text");
    const id = await addBill(u.token);
    const bad = await callJson("PUT", `/api/bills/${id}`, u.token, { provider: `Clinic${ch}exe.pdf` });
    expect(bad).toMatchObject({ status: 422, body: { detail: forbidden("Provider") } });
    expect((await callJson("GET", `/api/bills/${id}`, u.token)).body.provider_name).toBe(
      "City General Hospital",
    );
  });

  it("a new bill, a dependent and feedback refuse them too; nothing is stored", async () => {
    const u = await signedInUser("text2", { premium: true });
    const bill = await callJson(
      "POST",
      "/api/medical-bills",
      u.token,
      sampleBill({ claim_number: `C-1${RLO}` }),
    );
    expect(bill).toMatchObject({ status: 422, body: { detail: forbidden("Claim number") } });
    expect(await billCount(u.id)).toBe(0);
    const member = await callJson("POST", "/api/family/members", u.token, {
      first_name: "Ana\u0000",
      last_name: "Lee",
      relationship: "child",
    });
    expect(member).toMatchObject({ status: 422, body: { detail: forbidden("First name") } });
    expect((await callJson("GET", "/api/family/members", u.token)).body).toHaveLength(1);
    const feedback = await callJson("POST", "/api/feedback", u.token, { rating: 4, comment: `good${RLO}` });
    expect(feedback).toMatchObject({ status: 422, body: { detail: forbidden("Comment") } });
  });

  it("multi-line text keeps its line breaks and tabs, and nothing else", async () => {
    const u = await signedInUser("text3");
    const ok = await callJson("POST", "/api/feedback", u.token, {
      rating: 4,
      comment: "line one\r\n\tline two",
    });
    expect(ok.status).toBe(200);
    const bad = await callJson("POST", "/api/feedback", u.token, { rating: 4, comment: "line one\u0007" });
    expect(bad.status).toBe(422);
    const name = await callJson("PUT", `/api/bills/${await addBill(u.token)}`, u.token, { provider: "A\nB" });
    expect(name).toMatchObject({ status: 422, body: { detail: forbidden("Provider") } });
  });

  it("event properties are checked all the way down", async () => {
    const u = await signedInUser("text4");
    const bad = await callJson("POST", "/api/events/track", u.token, {
      event_name: "viewed",
      event_properties: { nested: [{ note: `x${RLO}` }] },
    });
    expect(bad).toMatchObject({ status: 422, body: { detail: forbidden("Note") } });
    expect(await db().select().from(schema.events).where(eq(schema.events.userId, u.id)).all()).toEqual([]);
  });

  it("a patient filter longer than the database can search answers 422, not 500", async () => {
    const u = await signedInUser("text5");
    const bad = await callJson("GET", `/api/bills?patient=${"a".repeat(60)}`, u.token);
    expect(bad).toMatchObject({ status: 422, body: { detail: "The patient filter is too long" } });
  });
});
