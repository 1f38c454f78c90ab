// The bill Smart Capture makes from a medical bill document: the account number read from it is the
// bill's number everywhere, and the manual form's rules hold here too (a verified e-mail, the plan).
import { describe, expect, it } from "vitest";
import { BILL_MESSAGES } from "#core/bills/messages";
import { CAPTURE_MESSAGES } from "~/components/smart-capture/messages";
import {
  billCount,
  callJson,
  documentRow,
  makePremium,
  setVerified,
  signedInUser,
  visibleText,
} from "./factories";
import { fakeGatewayEachTest, withoutWorkflows } from "./support/fake-gateway";
import { capturedDocument, detailOf, files, markExtracted, resourcePost } from "./support/resources";

fakeGatewayEachTest(withoutWorkflows);

const billData = {
  provider_name: "Bayview Clinic",
  service_date: "2026-03-02",
  account_number: "AC-5521",
  total_charges: 410.25,
  line_items: [{ cpt_code: "99213", units: 1, total_charge: 410.25 }],
};

/** Smart Capture's Save, as the browser sends it. */
const save = (id: string, token: string, data: Record<string, unknown> = billData) =>
  resourcePost(
    `/resources/documents/${id}/verify`,
    token,
    JSON.stringify({ document_type: "medical_bill", user_verified_data: data }),
    "application/json",
  );

async function readBill(token: string, bytes = files.pdf()) {
  const id = await capturedDocument(token, bytes);
  await markExtracted(id, billData);
  return id;
}

describe("the account number read from a bill", () => {
  it("is the bill's number in its detail, and Summary does not list it as missing", async () => {
    const alice = await signedInUser("capture-number");
    await makePremium(alice.id);
    const id = await readBill(alice.token);
    const res = await save(id, alice.token);
    expect(res.status).toBe(200);
    const { bill_id } = (await res.json()) as { bill_id: string };

    const detail = await callJson<{ claim_number: string | null; account_number: string | null }>(
      "GET",
      `/api/bills/${bill_id}`,
      alice.token,
    );
    expect(detail.body).toMatchObject({ claim_number: "AC-5521", account_number: "AC-5521" });
    const summary = await callJson<{ completeness: { missing_fields: string[] } }>(
      "GET",
      `/api/bills/${bill_id}/summary`,
      alice.token,
    );
    expect(summary.status).toBe(200);
    expect(summary.body.completeness.missing_fields).not.toContain("claim_number");
  });

  it("is the bill's number when the spec's client POSTs the 000 §3 payload to /bills", async () => {
    const bob = await signedInUser("capture-number-post");
    const made = await callJson<{ id: string }>("POST", "/api/bills", bob.token, {
      provider_name: "Harbor Lab",
      service_date: "2026-02-01",
      account_number: "HL-77",
      source: "document_classification",
    });
    expect(made.status).toBeLessThan(300);
    const detail = await callJson<{ claim_number: string | null }>(
      "GET",
      `/api/bills/${made.body.id}`,
      bob.token,
    );
    expect(detail.body.claim_number).toBe("HL-77");
  });
});

describe("the Amount Due on the medical bill form", () => {
  it("is kept with the verified fields and is the amount the bill's analysis reads", async () => {
    const hana = await signedInUser("capture-amount-due", { premium: true });
    const id = await capturedDocument(hana.token, files.pdf());
    await markExtracted(id, { ...billData, amount_due: 120 });
    const res = await save(id, hana.token, { ...billData, amount_due: 96.5 });
    expect(res.status).toBe(200);
    const { bill_id } = (await res.json()) as { bill_id: string };
    expect((await documentRow(id))?.userVerifiedData).toMatchObject({ amount_due: 96.5 });

    const summary = await callJson<{ bill_info: { patient_amount_due: number | null } }>(
      "GET",
      `/api/bills/${bill_id}/summary`,
      hana.token,
    );
    expect(summary.status).toBe(200);
    expect(summary.body.bill_info.patient_amount_due).toBe(96.5);
  });

  it("refuses an amount that is not a number with the form's message, and changes nothing", async () => {
    const ivan = await signedInUser("capture-amount-due-bad", { premium: true });
    const id = await readBill(ivan.token);
    const before = await documentRow(id);
    const res = await save(id, ivan.token, { ...billData, amount_due: "abc" });
    expect(res.status).toBe(422);
    expect(await detailOf(res)).toBe("Amount Due must be a number of 0 or more");
    expect(await billCount(ivan.id)).toBe(0);
    const after = await documentRow(id);
    expect(after?.verificationStatus).toBe(before?.verificationStatus);
    expect(after?.userVerifiedData).toEqual(before?.userVerifiedData);
  });
});

describe("who may make a bill through Smart Capture", () => {
  it("refuses an unverified e-mail with the manual form's message, and makes nothing", async () => {
    const carol = await signedInUser("capture-unverified", { verified: false });
    const id = await readBill(carol.token);
    const res = await save(id, carol.token);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { detail: string }).detail).toBe(BILL_MESSAGES.emailVerificationRequired);
    expect(await billCount(carol.id)).toBe(0);
    expect((await documentRow(id))?.verificationStatus).not.toBe("verified");

    // Once the address is confirmed the same save makes the bill.
    await setVerified(carol.id);
    expect((await save(id, carol.token)).status).toBe(200);
    expect(await billCount(carol.id)).toBe(1);
  });

  it("answers 402 USAGE_LIMIT_EXCEEDED past the free plan's bill uploads, before anything is saved", async () => {
    const dan = await signedInUser("capture-limit");
    for (let i = 0; i < 3; i++) {
      const made = await callJson("POST", "/api/bills", dan.token, {
        provider_name: `Clinic ${i}`,
        service_date: `2026-01-0${i + 1}`,
        source: "document_classification",
      });
      expect(made.status).toBeLessThan(300);
    }
    const id = await readBill(dan.token);
    const res = await save(id, dan.token);
    expect(res.status).toBe(402);
    const body = (await res.json()) as { detail: { error: string; message: string } };
    expect(body.detail).toMatchObject({
      error: "USAGE_LIMIT_EXCEEDED",
      message: BILL_MESSAGES.usageLimit(3),
    });
    expect(await billCount(dan.id)).toBe(3);
    expect((await documentRow(id))?.verificationStatus).not.toBe("verified");
  });

  it("saves an already-made bill's document again without asking twice", async () => {
    const erin = await signedInUser("capture-resave");
    const id = await readBill(erin.token);
    expect((await save(id, erin.token)).status).toBe(200);
    await setVerified(erin.id, false);
    expect((await save(id, erin.token)).status).toBe(200);
    expect(await billCount(erin.id)).toBe(1);
  });
});

describe("what a limited plan has left, shown in Smart Capture before the upload", () => {
  it("tells a free user their documents and bills left, with Upgrade; a premium user sees no count", async () => {
    const fay = await signedInUser("capture-allowance");
    await callJson("POST", "/api/bills", fay.token, {
      provider_name: "Clinic",
      service_date: "2026-01-01",
      source: "document_classification",
    });
    await capturedDocument(fay.token, files.pdf());
    const text = await visibleText(await fay.page("/bills?capture=medical_bill"));
    expect(text).toContain(CAPTURE_MESSAGES.allowance(2, 3, 2, 3, false));

    const gus = await signedInUser("capture-allowance-premium", { premium: true });
    const premiumText = await visibleText(await gus.page("/bills?capture=medical_bill"));
    expect(premiumText).toContain("Choose a file");
    expect(premiumText).not.toContain("Free plan:");
  });
});
