// One bill, one set of numbers (issue 12): once an EOB is linked, the vault, the bill's detail, the
// Explainer and the Summary all show the same allowed / paid / patient responsibility; and the
// analysis runs when a bill changes, so the vault's savings are there before anyone opens a Summary.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { refreshBill } from "~/services/analysis/refresh.server";
import {
  addBill,
  billOf,
  call,
  db,
  linesOf,
  markExtracted,
  signedInUser,
  uploaded,
  visibleText,
  type SignedInUser,
} from "./factories";
import { seedReferenceData } from "./support/reference-seed";

beforeAll(async () => {
  await seedReferenceData(env.DB);
});

const unpriced = {
  provider: "Lakeside Imaging",
  claim_number: "LK-2207",
  line_items: [
    { cpt_code: "99213", units: 1, billed_amount: 250 },
    { cpt_code: "80053", units: 1, billed_amount: 100 },
  ],
};

/** An EOB for `unpriced`: the plan allowed $120 + $40 and paid $90 + $30, so the patient owes $40. */
async function linkedEob(who: SignedInUser, billId: string) {
  const id = await uploaded(who.token);
  await markExtracted(
    id,
    {
      claim_number: "LK-2207",
      line_items: [
        { cpt_code: "99213", billed_amount: 250, allowed_amount: 120, paid_amount: 90 },
        { cpt_code: "80053", billed_amount: 100, allowed_amount: 40, paid_amount: 30 },
      ],
    },
    "eob",
  );
  const res = await call("POST", `/api/documents/${id}/link-to-bill`, who.token, { bill_id: billId });
  return { id, status: res.status };
}

interface Figures {
  total_allowed_amount: number | null;
  total_paid_amount: number | null;
  patient_responsibility: number | null;
}

const figuresOf = (b: Figures) => ({
  allowed: b.total_allowed_amount,
  paid: b.total_paid_amount,
  responsibility: b.patient_responsibility,
});

describe("a bill's figures once its EOB is linked", () => {
  it("are the same on the detail, the lists, the Summary and the vault page", async () => {
    const alice = await signedInUser("figures-a", { premium: true });
    const billId = await addBill(alice.token, unpriced);
    expect((await linkedEob(alice, billId)).status).toBe(200);

    const expected = { allowed: 160, paid: 120, responsibility: 40 };
    const detail = await alice.json<Figures & { line_items: { allowed_amount: number | null }[] }>(
      "GET",
      `/api/bills/${billId}`,
    );
    expect(figuresOf(detail.body)).toEqual(expected);
    expect(detail.body.line_items.map((l) => l.allowed_amount)).toEqual([120, 40]);

    const list = await alice.json<{ bills: (Figures & { id: string })[] }>("GET", "/api/medical-bills");
    expect(figuresOf(list.body.bills.find((b) => b.id === billId)!)).toEqual(expected);

    const summary = await alice.json<{ bill_info: Figures }>("GET", `/api/bills/${billId}/summary`);
    expect(figuresOf(summary.body.bill_info)).toEqual(expected);

    // The vault's row: Billed $350, Patient Responsibility $40 (no cents in the vault).
    const vault = await visibleText(await alice.page("/bills"));
    expect(vault).toMatch(/Lakeside Imaging.*\$350.*\$40\b/s);
    // The Explainer's row (whole dollars) and its selected bill's service lines (with cents).
    const explainer = await visibleText(await alice.page(`/upload-bill?bill=${billId}`));
    expect(explainer).toMatch(/Lakeside Imaging LK-2207 .*\$350 .*\$160 \$120 2/s);
    expect(explainer).toMatch(/99213 1 \$250\.00 \$120\.00 \$90\.00/);
  });

  it("follow an EOB verified in Smart Capture against the bill", async () => {
    const alice = await signedInUser("figures-verified", { premium: true });
    const billId = await addBill(alice.token, unpriced);
    const id = await uploaded(alice.token);
    await markExtracted(
      id,
      {
        line_items: [
          { cpt_code: "99213", billed_amount: 250, allowed_amount: 120, paid_amount: 90 },
          { cpt_code: "80053", billed_amount: 100, allowed_amount: 40, paid_amount: 30 },
        ],
      },
      "eob",
    );
    const verified = await alice.api("PUT", `/api/pending-documents/update-document/${id}`, {
      document_type: "eob",
      verification_status: "verified",
      user_verified_data: { related_medical_bill: billId, insurance_company: "Acme" },
    });
    expect(verified.status).toBe(200);
    const detail = await alice.json<Figures>("GET", `/api/bills/${billId}`);
    expect(figuresOf(detail.body)).toEqual({ allowed: 160, paid: 120, responsibility: 40 });
  });

  it("leave a document's confirmed total to match the spec's follow-up POST /bills to the same bill", async () => {
    const alice = await signedInUser("figures-confirmed", { premium: true });
    const id = await uploaded(alice.token);
    // OCR read one line of a longer bill; the person confirmed the bill's own total.
    await markExtracted(id, { line_items: [{ cpt_code: "99213", units: 1, billed_amount: 250 }] });
    const confirmed = { provider_name: "St. Brendan", service_date: "2025-03-02", total_charges: 1916.65 };
    const saved = await alice.json<{ bill_id: string }>(
      "PUT",
      `/api/pending-documents/update-document/${id}`,
      {
        document_type: "medical_bill",
        verification_status: "verified",
        user_verified_data: confirmed,
      },
    );
    expect(saved.status).toBe(200);
    // The spec's client then POSTs the same fields to /bills: that is the bill just made, not a second one.
    const posted = await alice.json<{ id: string }>("POST", "/api/bills", {
      ...confirmed,
      total_billed_amount: confirmed.total_charges,
      source: "document_classification",
    });
    expect(posted.body.id).toBe(saved.body.bill_id);
  });

  it("keep an amount the user typed, and a second refresh changes nothing", async () => {
    const alice = await signedInUser("figures-typed", { premium: true });
    const billId = await addBill(alice.token, {
      ...unpriced,
      line_items: [{ ...unpriced.line_items[0], allowed_amount: 110 }, unpriced.line_items[1]],
    });
    await linkedEob(alice, billId);
    const once = { bill: await billOf(billId), lines: await linesOf(billId) };
    expect(once.lines.map((l) => [l.allowedCents, l.paidCents]).sort()).toEqual(
      [
        [11000, 9000],
        [4000, 3000],
      ].sort(),
    );
    await refreshBill(db(), alice.id, billId);
    expect({ bill: await billOf(billId), lines: await linesOf(billId) }).toMatchObject({
      bill: {
        totalAllowedCents: once.bill!.totalAllowedCents,
        potentialSavingsCents: once.bill!.potentialSavingsCents,
      },
      lines: once.lines,
    });
  });

  it("another user can neither link to the bill nor change its figures", async () => {
    const alice = await signedInUser("figures-owner", { premium: true });
    const bob = await signedInUser("figures-other", { premium: true });
    const billId = await addBill(alice.token, unpriced);
    const before = { bill: await billOf(billId), lines: await linesOf(billId) };
    expect((await linkedEob(bob, billId)).status).toBe(404);
    await refreshBill(db(), bob.id, billId);
    expect({ bill: await billOf(billId), lines: await linesOf(billId) }).toEqual(before);
  });
});

// 99213 twice on the same day at ten times the Medicare amount: a duplicate and a pricing finding.
const overpriced = {
  provider: "Harbor Urgent Care",
  line_items: [
    { cpt_code: "99213", units: 1, billed_amount: 900 },
    { cpt_code: "99213", units: 1, billed_amount: 900 },
  ],
};

describe("the analysis runs when a bill changes", () => {
  it("stores the savings when the bill is created, before anyone opens its Summary", async () => {
    const alice = await signedInUser("analysis-on-create", { premium: true });
    const billId = await addBill(alice.token, overpriced);
    const stored = await billOf(billId);
    expect(stored?.potentialSavingsCents).toBeGreaterThan(0);
    expect(stored?.lastAnalyzedAt).not.toBeNull();
    expect(stored?.needsReanalysis).toBe(false);
    // The vault shows the figure in its Potential Savings card without a Summary being opened.
    const dollars = Math.round(stored!.potentialSavingsCents / 100).toLocaleString("en-US");
    expect(await visibleText(await alice.page("/bills"))).toContain(`$${dollars}`);
  });

  it("follows an edit of the lines and an added line", async () => {
    const alice = await signedInUser("analysis-on-edit", { premium: true });
    const billId = await addBill(alice.token, overpriced);
    const first = (await billOf(billId))!.potentialSavingsCents;
    const edited = await alice.api("PUT", `/api/bills/${billId}`, {
      line_items: [{ procedure_code: "99213", units: 1, billed_amount: 90 }],
    });
    expect(edited.status).toBe(200);
    const after = (await billOf(billId))!;
    expect(after.potentialSavingsCents).toBeLessThan(first);
    const added = await alice.api("POST", `/api/medical-bills/${billId}/line-items`, {
      cpt_code: "99213",
      units: 1,
      billed_amount: 900,
    });
    expect(added.status).toBe(200);
    expect((await billOf(billId))!.potentialSavingsCents).toBeGreaterThan(after.potentialSavingsCents);
  });
});
