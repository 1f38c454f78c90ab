// The vault (/bills): stats, filters in the URL, the table, statuses with the paid dialog's amount,
// the feedback prompt's eligibility, deletion, and one user never seeing another's bills.
import { describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { eq } from "drizzle-orm";
import {
  addBillByForm,
  addDependent,
  billOf,
  db,
  get,
  makePremium,
  signedInUser,
  visibleText,
} from "./factories";
import { postData } from "./support/remix-data";

const line = (cpt: string, billed: string) => ({ cpt, billed });

describe("vault page", () => {
  it("shows the stats, the empty state and the free plan's locks and patient entry", async () => {
    const { cookie } = await signedInUser("vault.empty@example.com");
    const text = await visibleText(await get("/bills", cookie));
    expect(text).toMatch(/Bills 0 Total Billed \$0 Potential Savings Premium Total Recovered \$0/);
    expect(text).toContain("No bills found");
    for (const label of ["From Date", "To Date", "Patient", "Status", "Clear Filters"])
      expect(text).toContain(label);
    expect(text).toMatch(/All Patients Me \(Subscriber\) Upgrade for more patients/);
  });

  it("lists bills newest first with whole dollars, and locks the opportunity column for free users", async () => {
    const { user, cookie } = await signedInUser("vault.list@example.com");
    await addBillByForm(cookie, user.id, {
      date: "2026-01-10",
      provider: "Older Clinic",
      lines: [line("99213", "150.40")],
    });
    await addBillByForm(cookie, user.id, {
      date: "2026-03-02",
      provider: "Newer Hospital",
      lines: [line("99285", "1200")],
    });
    const text = await visibleText(await get("/bills", cookie));
    expect(text).toMatch(/Bills 2 Total Billed \$1,350 Potential Savings Premium/);
    expect(text.indexOf("Newer Hospital")).toBeLessThan(text.indexOf("Older Clinic"));
    for (const h of [
      "Date",
      "Bill ID",
      "Patient",
      "Provider",
      "Billed",
      "Patient Responsibility",
      "Opportunity/Recovered",
      "Docs",
      "Status",
      "Delete",
    ]) {
      expect(text).toContain(h);
    }
    // The bill number the user typed (addBillByForm's B-1), not an internal id; no documents yet.
    expect(text).toMatch(/Mar 2, 2026 B-1 \S+ Newer Hospital \$1,200 — Premium —/);
  });

  it("offers up to 10 patients to premium users without the upgrade entry", async () => {
    const { user, cookie } = await signedInUser("vault.patients@example.com");
    await makePremium(user.id);
    for (let i = 0; i < 11; i++) await addDependent(user.id, `Kid${i}`, "Many", "child");
    const text = await visibleText(await get("/bills", cookie));
    expect(text).not.toContain("Upgrade for more patients");
    expect(text).toContain("Kid8 Many (child)");
    expect(text).not.toMatch(/<option[^>]*>Kid9 Many/);
    const html = await (await get("/bills", cookie)).text();
    expect(html.match(/<option value="Kid\d+ Many \(child\)"/g)?.length).toBe(9);
  });
});

describe("vault filters (in the URL)", () => {
  it("filters by inclusive calendar days, patient substring (any case) and status, and Clear Filters resets", async () => {
    const { user, cookie } = await signedInUser("vault.filters@example.com", {
      firstName: "Pat",
      lastName: "Filter",
    });
    await makePremium(user.id);
    await addDependent(user.id, "Robin", "Filter", "child");
    const robin = (await db()
      .select()
      .from(schema.familyMembers)
      .where(eq(schema.familyMembers.firstName, "Robin"))
      .get())!;
    await addBillByForm(cookie, user.id, {
      date: "2026-02-01",
      provider: "Feb First Lab",
      lines: [line("80053", "40")],
    });
    await addBillByForm(cookie, user.id, {
      date: "2026-02-28",
      provider: "Feb Last Clinic",
      lines: [line("99213", "90")],
    });
    const march = await addBillByForm(cookie, user.id, {
      date: "2026-03-01",
      provider: "March Kids Care",
      patient: robin.id,
      lines: [line("99392", "200")],
    });
    await postData(`/bills/${march}`, { intent: "set-status", status: "disputed" }, cookie);

    const feb = await visibleText(await get("/bills?from=2026-02-01&to=2026-02-28", cookie));
    expect(feb).toContain("Feb First Lab");
    expect(feb).toContain("Feb Last Clinic");
    expect(feb).not.toContain("March Kids Care");

    const kid = await visibleText(await get("/bills?patient=rOBIN", cookie));
    expect(kid).toContain("March Kids Care");
    expect(kid).not.toContain("Feb First Lab");

    const disputed = await visibleText(await get("/bills?status=disputed", cookie));
    expect(disputed).toContain("March Kids Care");
    expect(disputed).not.toContain("Feb Last Clinic");

    const none = await visibleText(await get("/bills?from=2026-04-01", cookie));
    expect(none).toContain("No bills found");
    const html = await (await get("/bills?from=2026-04-01", cookie)).text();
    expect(html).toMatch(/<a[^>]*href="\/bills"[^>]*>Clear Filters/);
  });

  it("says why a malformed date filter cannot be used", async () => {
    const { cookie } = await signedInUser("vault.baddate@example.com");
    expect(await visibleText(await get("/bills?from=2026-13-45", cookie))).toContain(
      "Please enter a valid date (YYYY-MM-DD)",
    );
  });
});

describe("statuses, the paid dialog and feedback", () => {
  it("marks a bill paid with the recovered amount, then asks for feedback once", async () => {
    const { user, cookie } = await signedInUser("vault.paid@example.com");
    const id = await addBillByForm(cookie, user.id, {
      date: "2026-01-05",
      provider: "Paid Clinic",
      lines: [line("99214", "300")],
    });
    const paid = await postData(
      `/bills/${id}`,
      { intent: "set-status", status: "paid", recovered_amount: "1,250.50", outcome_note: "Refund" },
      cookie,
    );
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({ ok: true, status: "paid", recovered_amount: 1250.5, feedback: true });
    const bill = await billOf(id);
    expect(bill).toMatchObject({ status: "paid", recoveredCents: 125050, outcomeNote: "Refund" });
    expect(await visibleText(await get("/bills", cookie))).toMatch(/Total Recovered \$1,251/);

    const noRating = await postData(
      `/bills/${id}`,
      { intent: "feedback", trigger_event: "bill_resolved" },
      cookie,
    );
    expect(noRating.status).toBe(422);
    expect(noRating.text).toContain("Please select a star rating.");
    const answered = await postData(
      `/bills/${id}`,
      {
        intent: "feedback",
        rating: "5",
        comment: "  Great help  ",
        trigger_event: "bill_resolved",
        savings_amount: "1250.5",
        display_permission: "on",
      },
      cookie,
    );
    expect(answered.status).toBe(200);
    const saved = await db().select().from(schema.feedback).where(eq(schema.feedback.userId, user.id)).all();
    expect(saved).toMatchObject([
      {
        rating: 5,
        comment: "Great help",
        triggerEvent: "bill_resolved",
        billId: id,
        displayPermission: true,
      },
    ]);

    await postData(`/bills/${id}`, { intent: "set-status", status: "in_progress" }, cookie);
    const again = await postData(
      `/bills/${id}`,
      { intent: "set-status", status: "paid", recovered_amount: "10" },
      cookie,
    );
    expect(again.data).toMatchObject({ ok: true, feedback: false });
  });

  it("does not ask for feedback when nothing was recovered, and refuses a bad amount", async () => {
    const { user, cookie } = await signedInUser("vault.zero@example.com");
    const id = await addBillByForm(cookie, user.id, {
      date: "2026-01-05",
      provider: "Zero Clinic",
      lines: [line("99214", "300")],
    });
    const bad = await postData(
      `/bills/${id}`,
      { intent: "set-status", status: "paid", recovered_amount: "-5" },
      cookie,
    );
    expect(bad.status).toBe(422);
    expect(bad.text).toContain("Please enter a valid dollar amount");
    expect((await billOf(id))?.status).toBe("in_progress");
    const blank = await postData(
      `/bills/${id}`,
      { intent: "set-status", status: "paid", recovered_amount: "" },
      cookie,
    );
    expect(blank.data).toMatchObject({ ok: true, feedback: false });
    expect(await billOf(id)).toMatchObject({ status: "paid", recoveredCents: 0 });
  });

  it("deletes a bill with the spec's message", async () => {
    const { user, cookie } = await signedInUser("vault.delete@example.com");
    const id = await addBillByForm(cookie, user.id, {
      date: "2026-01-05",
      provider: "Gone Clinic",
      lines: [line("99214", "300")],
    });
    const res = await postData(`/bills/${id}`, { intent: "delete" }, cookie);
    expect(res.text).toContain("Bill deleted successfully");
    expect(await billOf(id)).toBeUndefined();
    expect(await visibleText(await get("/bills", cookie))).toContain("No bills found");
  });
});

describe("two users on the vault", () => {
  it("never shows, re-statuses, deletes or gives feedback on another user's bill", async () => {
    const a = await signedInUser("vault.alice@example.com");
    const b = await signedInUser("vault.bob@example.com");
    const aBill = await addBillByForm(a.cookie, a.user.id, {
      date: "2026-02-02",
      provider: "Alice Private Clinic",
      lines: [line("99213", "120")],
    });

    const bText = await visibleText(await get("/bills", b.cookie));
    expect(bText).not.toContain("Alice Private Clinic");
    expect(bText).toMatch(/Bills 0/);
    expect(await visibleText(await get("/bills?patient=Me", b.cookie))).not.toContain("Alice Private Clinic");

    const status = await postData(
      `/bills/${aBill}`,
      { intent: "set-status", status: "paid", recovered_amount: "99" },
      b.cookie,
    );
    expect(status.status).toBe(404);
    const del = await postData(`/bills/${aBill}`, { intent: "delete" }, b.cookie);
    expect(del.status).toBe(404);
    const fb = await postData(`/bills/${aBill}`, { intent: "feedback", rating: "1" }, b.cookie);
    expect(fb.status).toBe(404);
    expect(await billOf(aBill)).toMatchObject({ status: "in_progress", recoveredCents: 0 });
    expect(await visibleText(await get("/bills", a.cookie))).toContain("Alice Private Clinic");
  });
});
