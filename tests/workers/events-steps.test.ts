// Product events (001 §7, issue 12): each step the screens take records its event for the signed-in
// user — sign-up, e-mail verification, upload, verify, analysis, upgrade, and the chat bot's
// DependentAdded — carrying event names and record ids only, never what the records say.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { DEPENDENT_ADDED_SUMMARY } from "~/services/events/events.server";
import { addBillByForm, db, get, makePremium, postForm, signedInUser, signUpByForm } from "./factories";
import { latestLinkToken } from "./support/auth";
import { gatewayWithoutWorkflows } from "./support/fake-gateway";
import { seedReferenceData } from "./support/reference-seed";
import { openCheckout, paidCheckout, premiumMember, subscriptionWorkflow } from "./support/payments";
import { postData } from "./support/remix-data";
import { capturedDocument, files, markExtracted, resourcePost } from "./support/resources";

let gateway: ReturnType<typeof gatewayWithoutWorkflows>;
beforeAll(() => seedReferenceData(env.DB));
beforeEach(() => {
  gateway = gatewayWithoutWorkflows();
});
afterEach(() => gateway.restore());

const eventsOf = (userId: string) =>
  db()
    .select({
      name: schema.events.eventName,
      properties: schema.events.properties,
      page: schema.events.pageUrl,
    })
    .from(schema.events)
    .where(eq(schema.events.userId, userId))
    .all();

const named = async (userId: string, name: string) => (await eventsOf(userId)).filter((e) => e.name === name);

/** What a person's records say, which no event may repeat. */
const HEALTH = {
  dependent: { first: "Zelda", last: "Quixotehealth" },
  provider: "Oncology Partners of Nowhere",
  billed: "4321.09",
  code: "99215",
  diagnosis: "E11.9",
  accountNumber: "ACCT-778899",
  patient: "Sam Privatepatient",
};

const billData = {
  provider_name: HEALTH.provider,
  service_date: "2026-03-02",
  account_number: HEALTH.accountNumber,
  total_charges: Number(HEALTH.billed),
  patient_name: HEALTH.patient,
  line_items: [{ cpt_code: HEALTH.code, units: 1, total_charge: Number(HEALTH.billed) }],
  icd10_codes: [HEALTH.diagnosis],
};

async function addDependents(cookie: string) {
  return postData(
    "/family",
    {
      intent: "add-dependents",
      "dependents[0].first_name": HEALTH.dependent.first,
      "dependents[0].last_name": HEALTH.dependent.last,
      "dependents[0].relationship": "child",
      "dependents[0].date_of_birth": "2015-04-01",
    },
    cookie,
  );
}

async function verifiedDocument(token: string) {
  const id = await capturedDocument(token, files.pdf());
  await markExtracted(id, billData);
  const res = await resourcePost(
    `/resources/documents/${id}/verify`,
    token,
    JSON.stringify({ document_type: "medical_bill", user_verified_data: billData }),
    "application/json",
  );
  expect(res.status).toBe(200);
  return { id, billId: ((await res.json()) as { bill_id: string }).bill_id };
}

describe("each step records its event", () => {
  it("sign-up, then following the verification link", async () => {
    const { email, userId, session: cookie } = await signUpByForm("events.signup");
    expect(await named(userId, "sign_up")).toHaveLength(1);
    const token = await latestLinkToken(email, "/verify-email");
    expect((await get(`/verify-email?token=${token}`, cookie)).status).toBe(200);
    const [verified] = await named(userId, "email_verified");
    expect(verified).toBeDefined();
    // The page address is kept without its query: the link's token never lands in an event.
    expect(verified.page).toBe("http://local.test/verify-email");
  });

  it("Smart Capture's upload and verify, with the document's and the bill's ids", async () => {
    const { user, token } = await signedInUser("events.capture@example.com");
    const { id, billId } = await verifiedDocument(token);
    expect((await named(user.id, "document_uploaded")).map((e) => e.properties)).toEqual([
      { document_id: id },
    ]);
    expect((await named(user.id, "document_verified")).map((e) => e.properties)).toEqual([
      { document_id: id, bill_id: billId },
    ]);
  });

  it("a bill's analysis, with the bill's id", async () => {
    const { user, cookie } = await signedInUser("events.analysis@example.com");
    await makePremium(user.id);
    const billId = await addBillByForm(cookie, user.id, {
      date: "2026-02-14",
      provider: HEALTH.provider,
      lines: [{ cpt: HEALTH.code, billed: HEALTH.billed }],
    });
    expect((await postData(`/bills/${billId}`, { intent: "analyze" }, cookie)).status).toBe(200);
    expect((await named(user.id, "bill_analyzed")).map((e) => e.properties)).toEqual([{ bill_id: billId }]);
  });

  it("the upgrade: the plan chosen, then a confirmed checkout return", async () => {
    const { user, cookie } = await signedInUser("events.upgrade@example.com");
    expect((await postForm("/subscribe", { plan: "annual" }, cookie)).status).toBe(303);
    expect((await named(user.id, "upgrade_started")).map((e) => e.properties)).toEqual([{ plan: "annual" }]);
    // A return nobody paid for is no upgrade, nor is an unpaid session of one's own.
    await get("/subscription-success?session_id=cs_test_nobodypaid", cookie);
    const open = await openCheckout(user);
    await get(`/subscription-success?session_id=${open.id}`, cookie);
    expect(await named(user.id, "upgrade_confirmed")).toEqual([]);
    const workflow = subscriptionWorkflow({ upgrades: true });
    try {
      const paid = await paidCheckout(user);
      await get(`/subscription-success?session_id=${paid.sessionId}`, cookie);
      // Coming back to the same return (a reload, the Account page's check) is not a second upgrade.
      await get(`/account?upgraded=true&session_id=${paid.sessionId}`, cookie);
      await get(`/subscription-success?session_id=${paid.sessionId}`, cookie);
    } finally {
      workflow.restore();
    }
    expect(await named(user.id, "upgrade_confirmed")).toHaveLength(1);
  });

  it("a cancellation and a kept Premium, with no reason text in the event", async () => {
    const member = await signedInUser("events.cancel@example.com");
    const workflow = subscriptionWorkflow();
    try {
      await premiumMember(member);
      const reason = "Moving abroad after my surgery";
      expect((await member.json("POST", "/api/account/downgrade", { reason })).status).toBe(200);
      expect((await member.json("POST", "/api/subscriptions/resume")).status).toBe(200);
      // Cancelling what is already set to end changes nothing, so it is no second event.
      expect((await member.json("POST", "/api/subscriptions/cancel")).status).toBe(200);
      expect((await member.json("POST", "/api/subscriptions/cancel")).status).toBe(200);
    } finally {
      workflow.restore();
    }
    const steps = (await eventsOf(member.id)).map((e) => [e.name, e.properties]);
    expect(steps).toEqual([
      ["subscription_cancelled", {}],
      ["subscription_resumed", {}],
      ["subscription_cancelled", {}],
    ]);
    expect(JSON.stringify(await eventsOf(member.id))).not.toContain("abroad");
  });

  it("a dependent added triggers the chat bot's DependentAdded with the member's id", async () => {
    const { user, cookie } = await signedInUser("events.family@example.com");
    await makePremium(user.id);
    expect((await addDependents(cookie)).status).toBe(200);
    const member = await db()
      .select()
      .from(schema.familyMembers)
      .where(eq(schema.familyMembers.firstName, HEALTH.dependent.first))
      .all()
      .then((rows) => rows.find((r) => r.userId === user.id)!);
    expect((await named(user.id, "chatbot.DependentAdded")).map((e) => e.properties)).toEqual([
      { resource_id: member.id, resource_type: "dependent", summary: DEPENDENT_ADDED_SUMMARY },
    ]);
  });

  it("records nothing for a step that was refused", async () => {
    const { user, cookie } = await signedInUser("events.refused@example.com");
    // A free user may not add dependents (000 §6): no member, no DependentAdded.
    await addDependents(cookie);
    expect(await eventsOf(user.id)).toEqual([]);
  });
});

describe("what the events carry", () => {
  it("names and record ids only: no names, amounts, codes, diagnoses or account numbers", async () => {
    const { user, token, cookie } = await signedInUser("events.health@example.com");
    // The plan is chosen while Free (a Premium member has nothing to check out).
    await postForm("/subscribe", { plan: "monthly" }, cookie);
    await makePremium(user.id);
    await addDependents(cookie);
    const { billId } = await verifiedDocument(token);
    await postData(`/bills/${billId}`, { intent: "analyze" }, cookie);

    const recorded = await eventsOf(user.id);
    expect(new Set(recorded.map((e) => e.name))).toEqual(
      new Set([
        "chatbot.DependentAdded",
        "document_uploaded",
        "document_verified",
        "bill_analyzed",
        "upgrade_started",
      ]),
    );
    const text = JSON.stringify(recorded);
    const forbidden = [
      HEALTH.dependent.first,
      HEALTH.dependent.last,
      HEALTH.provider,
      HEALTH.billed,
      "4,321",
      "432109",
      HEALTH.code,
      HEALTH.diagnosis,
      HEALTH.accountNumber,
      HEALTH.patient,
      "2015-04-01",
      user.email,
    ];
    for (const value of forbidden) expect(text, `an event carries "${value}"`).not.toContain(value);
  });
});
