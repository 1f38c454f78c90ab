// Adding, reading, editing and deleting bills and service lines through the API (001 §7 Bills,
// Explainer), with the spec's rules: verified e-mail, the free upload limit, the form's messages.
import { describe, expect, it } from "vitest";
import { addBill, call, callJson, sampleBill, signedInUser } from "./factories";

type Bill = Record<string, unknown> & {
  id: string;
  line_items: { id: string; cpt_code: string; units?: number; patient_responsibility: number | null }[];
};

describe("bills API", () => {
  it("adds a bill with three lines and answers the 001 §3 server shape", async () => {
    const alice = await signedInUser("alice", { firstName: "Alex", lastName: "Rivera" });
    const { status, body } = await callJson<Bill>("POST", "/api/medical-bills", alice.token, sampleBill());
    expect(status).toBe(200);
    expect(body).toMatchObject({
      provider_name: "City General Hospital",
      service_date: "2026-01-05",
      claim_number: "CLM-1001",
      status: "in_progress",
      status_label: "In Progress",
      patient_id: "self",
      dependent_id: "self",
      patient_name: "Alex Rivera",
      diagnosis_codes: ["E11.9"],
      total_billed_amount: 380.5,
      total_allowed_amount: 160,
      total_paid_amount: 120,
      patient_responsibility: 40,
      document_count: 0,
      documents: [],
      has_line_items: true,
      has_cpt_codes: true,
      has_insurance_data: true,
      // Analysed when it was added (ADR 023).
      last_analyzed_at: expect.any(String),
      needs_reanalysis: false,
    });
    expect(body.line_items.map((l) => [l.cpt_code, l.patient_responsibility])).toEqual([
      ["99213", 30],
      ["80053", 10],
      ["36415", null],
    ]);
    const read = await callJson<Bill>("GET", `/api/bills/${body.id}`, alice.token);
    expect(read.body).toEqual(body);
  });

  it("refuses an unverified e-mail with 403 'Email verification required', for bills and lines", async () => {
    const unverified = await signedInUser("unverified", { verified: false });
    const res = await callJson<{ detail: string }>(
      "POST",
      "/api/medical-bills",
      unverified.token,
      sampleBill(),
    );
    expect(res.status).toBe(403);
    expect(res.body.detail).toContain("Email verification required");
    expect(res.body.detail).toContain(
      "Please verify your email before adding medical bills. Check your email for the verification link.",
    );
    const usage = await callJson("GET", "/api/medical-bills/usage-info", unverified.token);
    expect(usage.body).toMatchObject({ bills_uploaded: 0 });
  });

  it("stops a free user at the 4th bill with 402 USAGE_LIMIT_EXCEEDED, and counts usage", async () => {
    const free = await signedInUser("free");
    for (let i = 0; i < 3; i++) await addBill(free.token, { claim_number: `C-${i}` });
    const usage = await callJson("GET", "/api/medical-bills/usage-info", free.token);
    expect(usage.body).toEqual({
      bills_uploaded: 3,
      bills_remaining: 0,
      can_upload: false,
      has_premium: false,
      usage: { bill_upload: { current: 3, limit: 3, remaining: 0, unlimited: false } },
    });
    const fourth = await callJson<{ detail: { error: string; message: string } }>(
      "POST",
      "/api/medical-bills",
      free.token,
      sampleBill(),
    );
    expect(fourth.status).toBe(402);
    expect(fourth.body.detail.error).toBe("USAGE_LIMIT_EXCEEDED");
    expect(fourth.body.detail.message).toContain("3 bill uploads");
    const list = await callJson<{ total: number }>("GET", "/api/bills", free.token);
    expect(list.body.total).toBe(3);
  });

  it("lets premium users add past the free limit", async () => {
    const premium = await signedInUser("premium", { premium: true });
    for (let i = 0; i < 4; i++) await addBill(premium.token);
    const usage = await callJson("GET", "/api/medical-bills/usage-info", premium.token);
    expect(usage.body).toMatchObject({
      bills_uploaded: 4,
      bills_remaining: null,
      can_upload: true,
      has_premium: true,
    });
  });

  it("answers the form's messages", async () => {
    const bob = await signedInUser("bob");
    const noLines = await callJson("POST", "/api/medical-bills", bob.token, sampleBill({ line_items: [] }));
    expect(noLines).toEqual({
      status: 422,
      body: expect.objectContaining({
        detail: "Please add at least one service line with CPT code and billed amount.",
      }),
    });
    const noBilled = await callJson(
      "POST",
      "/api/medical-bills",
      bob.token,
      sampleBill({ line_items: [{ cpt_code: "99213" }] }),
    );
    expect(noBilled.body).toMatchObject({
      detail: "Please add at least one service line with CPT code and billed amount.",
    });
    const zeroUnits = await callJson(
      "POST",
      "/api/medical-bills",
      bob.token,
      sampleBill({ line_items: [{ cpt_code: "99213", units: 0, billed_amount: 5 }] }),
    );
    expect(zeroUnits.body).toMatchObject({ detail: "Units must be at least 1" });
    const noProvider = await callJson("POST", "/api/medical-bills", bob.token, sampleBill({ provider: "" }));
    expect(noProvider.body).toMatchObject({ detail: "Provider is required" });
    const badCode = await callJson(
      "POST",
      "/api/medical-bills",
      bob.token,
      sampleBill({ diagnosis_codes: ["sore throat"] }),
    );
    expect(badCode.body).toMatchObject({ detail: "Please select a diagnosis code from the dropdown." });
    const huge = await callJson(
      "POST",
      "/api/medical-bills",
      bob.token,
      sampleBill({ provider: "x".repeat(1_000_000) }),
    );
    expect(huge.status).toBe(413);
    const usage = await callJson("GET", "/api/medical-bills/usage-info", bob.token);
    expect(usage.body).toMatchObject({ bills_uploaded: 0 });
  });

  it("needs a signed-in user", async () => {
    expect((await call("POST", "/api/medical-bills", null, sampleBill())).status).toBe(401);
    expect((await call("GET", "/api/bills", null)).status).toBe(401);
    expect((await call("GET", "/api/dashboard/data", null)).status).toBe(401);
  });

  it("edits a bill: fields, lines replaced, codes, patient; the last line stays", async () => {
    const carol = await signedInUser("carol", { premium: true });
    const id = await addBill(carol.token);
    const dependent = await callJson<{ id: string }>("POST", "/api/family/members", carol.token, {
      first_name: "Sam",
      last_name: "Rivera",
      relationship: "child",
    });
    const put = await callJson<Bill>("PUT", `/api/bills/${id}`, carol.token, {
      provider: "Mercy Clinic",
      date: "2026-02-01",
      claim_number: "NEW-9",
      patient_id: dependent.body.id,
      diagnosis_codes: ["I10", "e119"],
      line_items: [
        {
          procedure_code: "99214",
          units: 2,
          billed_amount: 300,
          allowed_amount: 200,
          paid_amount: 150,
          diagnosis_codes: ["I10"],
        },
      ],
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      provider_name: "Mercy Clinic",
      service_date: "2026-02-01",
      claim_number: "NEW-9",
      patient_id: dependent.body.id,
      patient_name: "Sam Rivera",
      diagnosis_codes: ["I10", "E11.9"],
      total_billed_amount: 300,
      total_allowed_amount: 200,
      total_paid_amount: 150,
      patient_responsibility: 50,
    });
    expect(put.body.line_items).toHaveLength(1);
    expect(put.body.line_items[0]).toMatchObject({ cpt_code: "99214", units: 2, diagnosis_codes: ["I10"] });
    const empty = await callJson("PUT", `/api/bills/${id}`, carol.token, { line_items: [] });
    expect(empty).toMatchObject({
      status: 422,
      body: { detail: "The last service line cannot be deleted." },
    });
    const lastLine = await callJson(
      "DELETE",
      `/api/bills/${id}/line-items/${put.body.line_items[0].id}`,
      carol.token,
    );
    expect(lastLine).toMatchObject({
      status: 422,
      body: { detail: "The last service line cannot be deleted." },
    });
    const blankNumber = await callJson("PUT", `/api/bills/${id}`, carol.token, { claim_number: "" });
    expect(blankNumber.body).toMatchObject({ detail: "Bill number is required" });
  });

  it("adds and deletes service lines; totals follow", async () => {
    const erin = await signedInUser("erin");
    const id = await addBill(erin.token);
    const added = await callJson<{ id: string; cpt_code: string }>(
      "POST",
      `/api/medical-bills/${id}/line-items`,
      erin.token,
      {
        cpt_code: "99285",
        units: 1,
        billed_amount: 1000,
        allowed_amount: 500,
        paid_amount: 400,
      },
    );
    expect(added).toMatchObject({ status: 200, body: { cpt_code: "99285", patient_responsibility: 100 } });
    const after = await callJson<Bill>("GET", `/api/bills/${id}`, erin.token);
    expect(after.body).toMatchObject({
      total_billed_amount: 1380.5,
      total_allowed_amount: 660,
      total_paid_amount: 520,
    });
    expect(after.body.line_items.map((l) => l.cpt_code)).toEqual(["99213", "80053", "36415", "99285"]);
    const missing = await callJson("POST", `/api/medical-bills/${id}/line-items`, erin.token, {
      billed_amount: 5,
    });
    expect(missing).toMatchObject({ status: 422, body: { detail: "CPT code is required" } });
    const removed = await call("DELETE", `/api/bills/${id}/line-items/${added.body.id}`, erin.token);
    expect(removed.status).toBe(200);
    const back = await callJson<Bill>("GET", `/api/bills/${id}`, erin.token);
    expect(back.body).toMatchObject({ total_billed_amount: 380.5 });
    const unverified = await signedInUser("erin-unverified", { verified: false });
    const refused = await callJson<{ detail: string }>(
      "POST",
      `/api/medical-bills/${id}/line-items`,
      unverified.token,
      { cpt_code: "99213", billed_amount: 5 },
    );
    expect(refused.status).toBe(403);
  });

  it("keeps an ambulance's miles in tenths, and refuses hundredths with the form's message", async () => {
    const gail = await signedInUser("gail-miles");
    const { status, body } = await callJson<Bill & { line_items: { units: number }[] }>(
      "POST",
      "/api/medical-bills",
      gail.token,
      sampleBill({
        line_items: [
          { cpt_code: "A0429", units: 1, billed_amount: 1150 },
          { cpt_code: "A0425", units: 14.6, billed_amount: 390.55 },
        ],
      }),
    );
    expect(status).toBe(200);
    const read = await callJson<Bill & { line_items: { cpt_code: string; units: number }[] }>(
      "GET",
      `/api/bills/${body.id}`,
      gail.token,
    );
    expect(read.body.line_items.map((l) => [l.cpt_code, l.units])).toEqual([
      ["A0429", 1],
      ["A0425", 14.6],
    ]);
    const hundredths = await callJson("POST", `/api/medical-bills/${body.id}/line-items`, gail.token, {
      cpt_code: "A0425",
      units: 14.65,
      billed_amount: 10,
    });
    expect(hundredths).toMatchObject({
      status: 422,
      body: { detail: "Units can have at most one decimal place (for example 14.6 miles)" },
    });
  });

  it("deletes a bill: 'Bill deleted successfully', then 404 'Bill not found'", async () => {
    const fay = await signedInUser("fay");
    const id = await addBill(fay.token);
    const del = await callJson("DELETE", `/api/medical-bills/${id}`, fay.token);
    expect(del).toEqual({ status: 200, body: { message: "Bill deleted successfully", id } });
    expect(await callJson("GET", `/api/bills/${id}`, fay.token)).toEqual({
      status: 404,
      body: { detail: "Bill not found" },
    });
    expect((await call("DELETE", `/api/bills/${id}`, fay.token)).status).toBe(404);
  });

  it("serves dashboard data and the Explainer list with lines", async () => {
    const gus = await signedInUser("gus", { premium: true, firstName: "Alex", lastName: "Rivera" });
    await addBill(gus.token, { date: "2026-03-01", provider: "Newest Clinic" });
    await addBill(gus.token);
    const dash = await callJson<Record<string, unknown>>("GET", "/api/dashboard/data", gus.token);
    expect(dash.body).toMatchObject({
      user: { id: gus.id, first_name: "Alex", is_verified: true },
      subscription: { tier: "premium", status: "active", plan: "monthly" },
      family_members: [{ relationship: "self", display_name: "Me (Subscriber)", is_primary: true }],
      stats: {
        bill_count: 2,
        total_billed_amount: 761,
        total_potential_savings: 0,
        total_recovered_amount: 0,
        family_count: 1,
      },
      user_zipcode: null,
    });
    expect((dash.body.bills as { display_text: string }[])[0].display_text).toBe(
      "Newest Clinic - 2026-03-01 - #CLM-1001",
    );
    const explainer = await callJson<{ bills: { line_items: unknown[]; line_count: number }[] }>(
      "GET",
      "/api/medical-bills",
      gus.token,
    );
    expect(explainer.body.bills).toHaveLength(2);
    expect(explainer.body.bills[0].line_items).toHaveLength(3);
    const mine = await callJson("GET", `/api/medical-bills/${gus.id}`, gus.token);
    expect(mine.body).toEqual(explainer.body);
  });
});
