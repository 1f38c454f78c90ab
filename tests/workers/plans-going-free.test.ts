// Going free never deletes data (docs/decisions/045): a premium user with dependents, more bills
// than the free plan allows and more documents per bill goes free. Everything stays readable —
// the vault, every bill and its documents, every family member — and only new things are limited.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BILL_MESSAGES } from "#core/bills/messages";
import {
  addBill,
  addDependent,
  db,
  files,
  schema,
  signedInUser,
  upload,
  uploadBillDocument,
  visibleText,
  type SignedInUser,
} from "./factories";
import { fakeGatewayEachTest, startsReading } from "./support/fake-gateway";

fakeGatewayEachTest(startsReading);

/** The subscription ended: the plan is free again (what the lifecycle writes at period end). */
async function goFree(userId: string) {
  await db()
    .update(schema.subscriptions)
    .set({ tier: "free", status: "active", plan: "free" })
    .where(eq(schema.subscriptions.userId, userId));
}

interface Household {
  user: SignedInUser;
  robin: string;
  sam: string;
  bills: string[];
  robinBill: string;
  fullBill: string;
}

/** Premium for a while: two dependents, five bills (one Robin's), five documents on one bill. */
async function premiumHousehold(label: string): Promise<Household> {
  const user = await signedInUser(label, { premium: true });
  const robin = await addDependent(user.id, "Robin", "Lee", "child");
  const sam = await addDependent(user.id, "Sam", "Lee", "spouse");
  const bills: string[] = [];
  for (let i = 1; i <= 4; i++)
    bills.push(await addBill(user.token, { provider: `Clinic Number ${i}`, claim_number: `GF-${i}` }));
  const robinBill = await addBill(user.token, {
    provider: "Robin Pediatrics",
    claim_number: "GF-R",
    dependent_id: robin,
  });
  bills.push(robinBill);
  const fullBill = bills[0];
  for (let i = 0; i < 5; i++) {
    const res = await uploadBillDocument(
      user.token,
      fullBill,
      files.pdfWith(`doc ${label} ${i}`),
      `eob-${i}.pdf`,
    );
    expect(res.status).toBe(200);
  }
  await goFree(user.id);
  return { user, robin, sam, bills, robinBill, fullBill };
}

describe("a premium household that goes free", () => {
  it("keeps every bill, document and family member readable through the API", async () => {
    const h = await premiumHousehold("gofree.api");
    const list = await h.user.json<{ bills: { id: string }[]; total: number }>("GET", "/api/bills");
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(5);
    expect(list.body.bills.map((b) => b.id).sort()).toEqual([...h.bills].sort());

    // Robin's bills are still reachable on their own.
    const robins = await h.user.json<{ bills: { id: string }[] }>(
      "GET",
      `/api/bills?dependent_id=${h.robin}`,
    );
    expect(robins.body.bills.map((b) => b.id)).toEqual([h.robinBill]);
    expect((await h.user.api("GET", `/api/bills/${h.robinBill}`)).status).toBe(200);

    const docs = await h.user.json<{ documents: { id: string }[] }>(
      "GET",
      `/api/bills/${h.fullBill}/documents`,
    );
    expect(docs.body.documents).toHaveLength(5);
    const opened = await h.user.api("GET", `/api/documents/${docs.body.documents[0].id}/url`);
    expect(opened.status).toBe(200);

    const members = await h.user.json<{ first_name: string }[]>("GET", "/api/family/members");
    expect(members.body.map((m) => m.first_name)).toEqual(expect.arrayContaining(["Robin", "Sam"]));
    expect(members.body).toHaveLength(3);
  });

  it("shows them on the vault, the family tabs, the bill, the Account and Family pages", async () => {
    const h = await premiumHousehold("gofree.pages");
    const vault = await visibleText(await h.user.page("/bills"));
    for (const provider of ["Clinic Number 1", "Clinic Number 4", "Robin Pediatrics"])
      expect(vault).toContain(provider);
    // The family tabs still lead to each person's bills; the patient filter offers one, then Upgrade.
    expect(vault).toMatch(/All Me \(Subscriber\) Robin.*Sam.*\+ Add Family/);
    expect(vault).toContain("Upgrade for more patients");
    const robinTab = await visibleText(await h.user.page(`/bills?member=${h.robin}`));
    expect(robinTab).toContain("Robin Pediatrics");
    expect(robinTab).not.toContain("Clinic Number 1");

    const bill = await visibleText(await h.user.page(`/bills/${h.fullBill}`));
    expect(bill).toContain("Clinic Number 1");
    expect(bill).toContain("eob-4.pdf");

    const account = await visibleText(await h.user.page("/account"));
    expect(account).toContain("Robin Lee");
    expect(account).toContain("Sam Lee");
    expect(account).toContain("+ Add Dependents (Premium)");
    const family = await visibleText(await h.user.page("/family"));
    expect(family).toContain("Robin Lee");
    expect(family).toContain("Sam Lee");
  });

  it("limits only what is new: a dependent, a 4th bill upload, a 4th document on a bill, the summary", async () => {
    const h = await premiumHousehold("gofree.limits");
    const dependent = await h.user.api("POST", "/api/family/members", {
      first_name: "Kim",
      last_name: "Lee",
      relationship: "child",
    });
    expect(dependent.status).toBe(403);
    const editRobin = await h.user.api("PUT", `/api/family/members/${h.robin}`, { first_name: "Robyn" });
    expect(editRobin.status).toBe(403);

    const bill = await h.user.api("POST", "/api/medical-bills", {
      date: "2026-04-01",
      provider: "One Bill Too Many",
      claim_number: "GF-X",
      line_items: [{ cpt_code: "99213", units: 1, billed_amount: 100 }],
    });
    expect(bill.status).toBe(402);
    expect(((await bill.json()) as { detail: { error: string } }).detail.error).toBe("USAGE_LIMIT_EXCEEDED");

    const doc = await uploadBillDocument(h.user.token, h.fullBill, files.pdfWith("sixth"), "eob-5.pdf");
    expect(doc.status).toBe(402);
    expect(await doc.json()).toMatchObject({
      detail: { error: "USAGE_LIMIT_EXCEEDED", message: BILL_MESSAGES.documentsPerBillLimit(3) },
    });
    const capture = await upload(h.user.token, files.pdfWith("new capture"), "new.pdf");
    expect(capture.status).toBe(402);

    expect((await h.user.api("GET", `/api/bills/${h.fullBill}/summary`)).status).toBe(403);
    // Nothing was removed by any of it.
    expect((await h.user.json<{ total: number }>("GET", "/api/bills")).body.total).toBe(5);
    const docs = await h.user.json<{ documents: unknown[] }>("GET", `/api/bills/${h.fullBill}/documents`);
    expect(docs.body.documents).toHaveLength(5);
  });

  it("keeps another user's plan and data out of it", async () => {
    const h = await premiumHousehold("gofree.owner");
    const other = await signedInUser("gofree.other");
    expect((await other.json<{ total: number }>("GET", "/api/bills")).body.total).toBe(0);
    expect((await other.api("GET", `/api/bills/${h.robinBill}`)).status).toBe(404);
    expect((await other.api("GET", `/api/bills/${h.fullBill}/documents`)).status).toBe(404);
  });
});
