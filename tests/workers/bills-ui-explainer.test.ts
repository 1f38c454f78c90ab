// The Medical Bill Explainer (/upload-bill, /bill-explainer): family tabs, the first 10 bills, the
// add-bill form's rules and refusals (unverified, upload limit, signed out), the quota on Add a
// Bill, the display modes, the resend of the verification e-mail, and one user per screen.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "~/db.server";
import { addBillByForm, addDependent, db, get, makePremium, signedInUser, visibleText } from "./factories";
import { postData } from "./support/remix-data";

const lines = (n: number) =>
  Object.fromEntries(
    Array.from({ length: n }, (_, i) => [
      [`lines[${i}].cpt_code`, ["99213", "80053", "36415"][i % 3]],
      [`lines[${i}].units`, "1"],
      [`lines[${i}].billed_amount`, "100"],
    ]).flat(),
  ) as Record<string, string>;

const newBill = (overrides: Record<string, string> = {}) => ({
  intent: "create-bill",
  date: "2026-03-03",
  provider: "Explainer Clinic",
  claim_number: "EX-1",
  dependent_id: "self",
  ...lines(1),
  ...overrides,
});

const billsOf = (userId: string) =>
  db().select().from(schema.bills).where(eq(schema.bills.userId, userId)).all();

describe("Explainer page", () => {
  it("shows 'You' first, dependents with their relationship, Add Family for free users, and the quota", async () => {
    const { user, cookie } = await signedInUser("explainer.tabs@example.com");
    await addDependent(user.id, "Sam", "Tabs", "spouse");
    const html = await (await get("/upload-bill", cookie)).text();
    const text = await visibleText(new Response(html));
    expect(text).toMatch(/You Sam Tabs \(spouse\) \+ Add Family/);
    expect(html).toMatch(/href="\/subscription"[^>]*>\+ Add Family/);
    expect(text).toContain("3 of 3 remaining");
    expect(text).toContain("No bills found");
  });

  it("lists the selected person's first 10 bills with the table's columns", async () => {
    const { user, cookie } = await signedInUser("explainer.ten@example.com");
    await makePremium(user.id);
    for (let day = 10; day < 22; day++) {
      await addBillByForm(cookie, user.id, {
        date: `2026-01-${day}`,
        provider: `Clinic Day ${day}`,
        lines: [{ cpt: "99213", billed: "10" }],
      });
    }
    const text = await visibleText(await get("/upload-bill", cookie));
    for (const h of [
      "Date",
      "Provider",
      "Bill Number",
      "Patient",
      "Total Billed",
      "Allowed Total",
      "Paid Total",
      "# Lines",
    ]) {
      expect(text).toContain(h);
    }
    expect(text).toContain("Clinic Day 21");
    expect(text).toContain("Clinic Day 12");
    expect(text).not.toContain("Clinic Day 11");
    expect(text).toContain("Showing the first 10 of 12 bills");
    expect(text).not.toContain("remaining");
  });

  it("scopes the bills to the selected family tab", async () => {
    const { user, cookie } = await signedInUser("explainer.scope@example.com");
    await makePremium(user.id);
    await addDependent(user.id, "Kim", "Scope", "child");
    const kim = (await db()
      .select()
      .from(schema.familyMembers)
      .where(eq(schema.familyMembers.firstName, "Kim"))
      .get())!;
    await addBillByForm(cookie, user.id, {
      date: "2026-01-02",
      provider: "Grown-up Clinic",
      lines: [{ cpt: "99213", billed: "10" }],
    });
    await addBillByForm(cookie, user.id, {
      date: "2026-01-03",
      provider: "Pediatric Clinic",
      patient: kim.id,
      lines: [{ cpt: "99392", billed: "10" }],
    });
    const mine = await visibleText(await get("/upload-bill", cookie));
    expect(mine).toContain("Grown-up Clinic");
    expect(mine).not.toContain("Pediatric Clinic");
    const kids = await visibleText(await get(`/upload-bill?member=${kim.id}`, cookie));
    expect(kids).toContain("Pediatric Clinic");
    expect(kids).toMatch(/Pediatric Clinic EX-1|Pediatric Clinic B-1 Kim/);
  });

  it("has the tile and content-only modes, and the verified banner only on the full page", async () => {
    const { cookie } = await signedInUser("explainer.modes@example.com");
    const tile = await (await get("/upload-bill?mode=tile", cookie)).text();
    expect(await visibleText(new Response(tile))).toMatch(
      /Medical Bill Explainer 0 bills · \$0 billed Add a Bill 3 of 3 remaining/,
    );
    const content = await visibleText(await get("/bill-explainer?mode=content&verified=true", cookie));
    expect(content).not.toContain("Email Verified Successfully!");
    expect(content).toContain("Add a Bill");
    expect(await visibleText(await get("/bill-explainer?verified=true", cookie))).toContain(
      "Email Verified Successfully!",
    );
  });
});

describe("adding a bill", () => {
  it("adds a bill with three service lines for a dependent, skipping blank rows", async () => {
    const { user, cookie } = await signedInUser("explainer.add@example.com");
    await makePremium(user.id);
    await addDependent(user.id, "Lee", "Add", "child");
    const lee = (await db()
      .select()
      .from(schema.familyMembers)
      .where(eq(schema.familyMembers.firstName, "Lee"))
      .get())!;
    const res = await postData(
      "/upload-bill",
      newBill({ dependent_id: lee.id, ...lines(3), "lines[3].units": "1" }),
      cookie,
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ ok: true });
    const [bill] = await billsOf(user.id);
    expect(bill).toMatchObject({
      familyMemberId: lee.id,
      providerName: "Explainer Clinic",
      totalBilledCents: 30000,
    });
    const added = await db()
      .select()
      .from(schema.lineItems)
      .where(eq(schema.lineItems.billId, bill.id))
      .all();
    expect(added.map((l) => l.cptCode).sort()).toEqual(["36415", "80053", "99213"]);
  });

  it("asks for the required fields and one complete service line with the spec's messages", async () => {
    const { user, cookie } = await signedInUser("explainer.rules@example.com");
    const empty = await postData("/upload-bill", { intent: "create-bill", dependent_id: "self" }, cookie);
    expect(empty.status).toBe(400);
    for (const m of ["Service date is required", "Provider is required", "Bill number is required"])
      expect(empty.text).toContain(m);
    const noLines = await postData(
      "/upload-bill",
      { ...newBill(), "lines[0].cpt_code": "", "lines[0].billed_amount": "" },
      cookie,
    );
    expect(noLines.text).toContain("Please add at least one service line with CPT code and billed amount.");
    const badUnits = await postData("/upload-bill", newBill({ "lines[0].units": "0" }), cookie);
    expect(badUnits.text).toContain("Units must be at least 1");
    const contentOnly = await postData(
      "/upload-bill",
      newBill({ claim_number: "", mode: "content" }),
      cookie,
    );
    expect(contentOnly.data).toMatchObject({ ok: true });
    expect((await billsOf(user.id)).map((b) => b.claimNumber)).toEqual([null]);
  });

  it("refuses an unverified e-mail with the spec's text and resends the verification e-mail", async () => {
    const { user, cookie } = await signedInUser("explainer.unverified@example.com", { verified: false });
    const res = await postData("/upload-bill", newBill(), cookie);
    expect(res.status).toBe(403);
    expect(res.text).toContain(
      "Please verify your email before adding medical bills. Check your email for the verification link.",
    );
    expect(res.data).toMatchObject({ needsVerification: true });
    expect(await billsOf(user.id)).toEqual([]);
    const resend = await postData("/upload-bill", { intent: "resend-verification" }, cookie);
    expect(resend.data).toMatchObject({
      ok: true,
      message: "Verification email sent. Please check your inbox.",
    });
    const mail = await db()
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.to, user.email))
      .all();
    expect(mail.length).toBeGreaterThan(0);
  });

  it("stops a free user at the upload limit with the server's message, the upgrade prompt and /pricing", async () => {
    const { user, cookie } = await signedInUser("explainer.limit@example.com");
    for (let i = 0; i < 3; i++)
      expect((await postData("/upload-bill", newBill({ provider: `Clinic ${i}` }), cookie)).status).toBe(200);
    const fourth = await postData("/upload-bill", newBill({ provider: "One Too Many" }), cookie);
    expect(fourth.status).toBe(402);
    expect(fourth.text).toContain("You have reached your plan's limit of 3 bill uploads.");
    expect(fourth.data).toMatchObject({ upgrade: true });
    expect((await billsOf(user.id)).length).toBe(3);
    const html = await (await get("/upload-bill", cookie)).text();
    expect(await visibleText(new Response(html))).toContain("Upload limit reached (3/3)");
    expect(html).toMatch(/<a href="\/pricing" target="_blank"[^>]*>Add a Bill<\/a>/);
  });

  it("tells a signed-out visitor to sign in", async () => {
    // No session cookie at all (an ended session is asked to log in again: account-messages.test.ts).
    const res = await postData("/upload-bill", newBill(), "");
    expect(res.status).toBe(401);
    expect(res.text).toContain("Please sign in or create an account to add medical bills.");
  });
});

describe("two users on the Explainer", () => {
  it("never lists another user's bills and cannot file a bill under another user's dependent", async () => {
    const a = await signedInUser("explainer.alice@example.com");
    const b = await signedInUser("explainer.bob@example.com");
    await makePremium(a.user.id);
    await addDependent(a.user.id, "Ava", "Alice", "child");
    const ava = (await db()
      .select()
      .from(schema.familyMembers)
      .where(eq(schema.familyMembers.firstName, "Ava"))
      .get())!;
    await addBillByForm(a.cookie, a.user.id, {
      date: "2026-01-09",
      provider: "Alice Only Lab",
      patient: ava.id,
      lines: [{ cpt: "80053", billed: "5" }],
    });
    const bText = await visibleText(await get(`/upload-bill?member=${ava.id}`, b.cookie));
    expect(bText).not.toContain("Alice Only Lab");
    expect(bText).not.toContain("Ava");
    const res = await postData(
      "/upload-bill",
      newBill({ dependent_id: ava.id, provider: "Sneaky Clinic" }),
      b.cookie,
    );
    expect(res.data).toMatchObject({ ok: false });
    expect(await billsOf(b.user.id)).toEqual([]);
  });
});
