import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activatePremiumForDeveloper } from "~/services/platform/developer.server";
import { schema } from "~/db.server";
import { newId } from "~/services/auth/tokens.server";
import { addDependent, db, get, makePremium, postForm, signedInUser, visibleText } from "./factories";

async function insertBill(
  userId: string,
  providerName: string,
  totalBilledCents: number,
  potentialSavingsCents = 0,
) {
  await db().insert(schema.bills).values({
    id: newId(),
    userId,
    providerName,
    totalBilledCents,
    potentialSavingsCents,
    serviceDate: "2026-01-15",
  });
}

const subscriptionOf = (userId: string) =>
  db().select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId)).get();

describe("vault (/bills)", () => {
  it("shows zero stats, 'No bills found', the family tab and the Add Family tab for a new free user", async () => {
    const { user, cookie } = await signedInUser("vault.new@example.com");
    const html = await (await get("/bills", cookie)).text();
    const text = await visibleText(new Response(html));
    expect(text).toContain("No bills found");
    expect(text).toMatch(/Bills 0 Total Billed \$0 Potential Savings Premium Total Recovered \$0/);
    expect(text).toContain("Me (Subscriber)");
    expect(html).toMatch(/href="\/subscription"[^>]*>\+ Add Family/);
    expect(text).toContain(`bills+${user.inboxToken}@`);
  });

  it("counts only the user's own bills and unlocks savings for premium", async () => {
    const a = await signedInUser("vault.a@example.com");
    const b = await signedInUser("vault.b@example.com");
    await insertBill(a.user.id, "Mercy Hospital", 120_000, 30_000);
    await insertBill(b.user.id, "Secret Clinic", 99_900);
    await makePremium(a.user.id);
    const text = await visibleText(await get("/bills", a.cookie));
    expect(text).toMatch(/Bills 1 Total Billed \$1,200 Potential Savings \$300/);
    expect(text).toContain("Mercy Hospital");
    expect(text).not.toContain("Secret Clinic");
    expect(text).not.toContain("+ Add Family");
  });
});

describe("signed-in screens", () => {
  it("/insurance shows the empty state", async () => {
    const { cookie } = await signedInUser("ins.none@example.com");
    const text = await visibleText(await get("/insurance", cookie));
    expect(text).toContain("No Policies Yet");
    expect(text).toContain(
      "Add your first insurance policy to get started with tracking your family's coverage.",
    );
  });

  it("/family lists self first then dependents, with the upsell for free users", async () => {
    const { user, cookie } = await signedInUser("family.list@example.com");
    await addDependent(user.id, "Sam", "List", "spouse");
    const text = await visibleText(await get("/family", cookie));
    expect(text.indexOf("Me (Subscriber)")).toBeLessThan(text.indexOf("Sam List (spouse)"));
    expect(text).toContain("Upgrade to Premium");
  });

  it("/pending-documents is locked for free users and lists e-mailed documents for premium", async () => {
    const { user, cookie } = await signedInUser("pending.docs@example.com");
    expect(await visibleText(await get("/pending-documents", cookie))).toContain("Upgrade to Premium");
    await makePremium(user.id);
    await db().insert(schema.documents).values({
      id: newId(),
      userId: user.id,
      originalFilename: "er-visit.pdf",
      contentType: "application/pdf",
      fileSize: 2048,
      sha256: "x",
      storageKey: "k",
      source: "email",
    });
    const text = await visibleText(await get("/pending-documents", cookie));
    expect(text).toContain("er-visit.pdf");
    expect(text).toContain("2 KB");
  });

  it("/subscription shows the plan and the remaining uploads; the plans form starts checkout without changing the plan", async () => {
    const { user, cookie } = await signedInUser("sub.usage@example.com");
    await db()
      .insert(schema.usageCounters)
      .values({ userId: user.id, kind: "bill_upload", period: "total", count: 1 });
    const text = await visibleText(await get("/subscription", cookie));
    expect(text).toContain("Free Plan");
    expect(text).toContain("2 of 3 remaining");
    await db().update(schema.usageCounters).set({ count: 3 }).where(eq(schema.usageCounters.userId, user.id));
    expect(await visibleText(await get("/subscription", cookie))).toContain("Upload limit reached (3/3)");

    const res = await postForm("/subscribe", { plan: "annual" }, cookie);
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get("location")!).pathname).toMatch(/^\/dev\/checkout\/cs_test_local/);
    expect((await subscriptionOf(user.id))?.tier).toBe("free");
  });

  it("/upgrade is the plans page and /bill-explainer the explainer with the verified banner", async () => {
    const { cookie } = await signedInUser("same.screens@example.com");
    expect(await visibleText(await get("/upgrade", cookie))).toContain("Choose your plan");
    const explainer = await visibleText(await get("/bill-explainer?verified=true", cookie));
    expect(explainer).toContain("Medical Bill Explainer");
    expect(explainer).toContain("Email Verified Successfully!");
    expect(explainer).toContain("No bills found");
    expect(await visibleText(await get("/upload-bill", cookie))).not.toContain(
      "Email Verified Successfully!",
    );
  });

  it("/insights locks the premium sections for free users", async () => {
    const { user, cookie } = await signedInUser("insights.free@example.com");
    await insertBill(user.id, "City Lab", 5_000);
    const text = await visibleText(await get("/insights", cookie));
    // Free members see spending by month (the bill's January), not the per-provider chart.
    expect(text).toContain("Spending by month");
    expect(text).toContain("Jan 2026");
    expect(text).not.toContain("City Lab");
    // The summary cards show whole dollars, like the vault's (001 §9).
    expect(text).toMatch(/Total Billed\s*\$50(?![.\d])/);
    expect(text).toMatch(/Spending by family member.*Premium/);
  });
});

describe("/debug Activate Premium", () => {
  const fromLoopback = (path: string, init: RequestInit = {}) =>
    SELF.fetch(`http://127.0.0.1:8787${path}`, {
      redirect: "manual",
      ...init,
      headers: { ...(init.headers as Record<string, string>), "cf-connecting-ip": "127.0.0.1" },
    });

  it("is a 404 in production", async () => {
    const { user } = await signedInUser("debug.prod@example.com");
    const production = { ...env, APP_ENV: "production" } as Env;
    const request = new Request("http://127.0.0.1:8787/debug", {
      headers: { "cf-connecting-ip": "127.0.0.1" },
    });
    const refusal = await activatePremiumForDeveloper(production, request, user.id).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(Response);
    expect((refusal as Response).status).toBe(404);
    expect((await subscriptionOf(user.id))?.tier).toBe("free");
  });

  it("makes the caller premium in development and test from loopback, and only the caller", async () => {
    const me = await signedInUser("debug.me@example.com");
    const other = await signedInUser("debug.other@example.com");
    const res = await fromLoopback("/debug", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: me.cookie,
        origin: "http://127.0.0.1:8787",
      },
      body: "",
    });
    expect(res.status).toBe(200);
    expect(await subscriptionOf(me.user.id)).toMatchObject({ tier: "premium", status: "active" });
    expect((await subscriptionOf(other.user.id))?.tier).toBe("free");
    const page = await visibleText(await fromLoopback("/debug", { headers: { cookie: me.cookie } }));
    expect(page).toContain("Session expires:");
  });

  it("hides the tool from a client off this machine and refuses its form (404)", async () => {
    const me = await signedInUser("debug.remote@example.com");
    expect(await visibleText(await get("/debug", me.cookie))).not.toContain("Activate Premium");
    const res = await postForm("/debug", {}, me.cookie);
    expect(res.status).toBe(404);
    expect((await subscriptionOf(me.user.id))?.tier).toBe("free");
  });

  it("sends a signed-out caller to /signin", async () => {
    const res = await postForm("/debug", {});
    expect(res.headers.get("location")).toBe("/signin?redirectTo=%2Fdebug");
  });
});
