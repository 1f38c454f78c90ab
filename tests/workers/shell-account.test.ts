import { SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { schema } from "~/db.server";
import { addDependent, db, get, makePremium, postForm, signedInUser, visibleText } from "./factories";

const zipOf = async (userId: string) =>
  (
    await db()
      .select({ zipcode: schema.users.zipcode })
      .from(schema.users)
      .where(eq(schema.users.id, userId))
      .get()
  )?.zipcode;

describe("account page", () => {
  it("shows the cards, the forwarding address and the free-plan family actions", async () => {
    const { user, cookie } = await signedInUser("acct.page@example.com");
    const res = await get("/account", cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = await visibleText(new Response(html));
    for (const phrase of [
      "Account Documents",
      "Account Information",
      "Family Members",
      "Account Management",
      "Me (Subscriber)",
    ]) {
      expect(text).toContain(phrase);
    }
    expect(text).toContain(`bills+${user.inboxToken}@inbox.fairbill.local`);
    expect(text).toContain("+ Add Dependents (Premium)");
    expect(html).toContain('href="/bills?capture=medical_bill"');
    expect(html).toMatch(/<form[^>]*action="\/logout"/);
    expect(html).toMatch(/maxLength="10"|maxlength="10"/);
  });

  it("saves a valid ZIP code", async () => {
    const { user, cookie } = await signedInUser("zip.ok@example.com");
    const res = await postForm("/account", { intent: "zipcode", zipcode: " 94110 " }, cookie);
    expect(res.status).toBe(200);
    expect(await visibleText(res)).toContain("ZIP code updated.");
    expect(await zipOf(user.id)).toBe("94110");
  });

  it("refuses a ZIP code longer than 10 characters with the spec's message", async () => {
    const { user, cookie } = await signedInUser("zip.long@example.com");
    const res = await postForm("/account", { intent: "zipcode", zipcode: "12345-678901" }, cookie);
    expect(await visibleText(res)).toContain("Error updating ZIP code: Please enter a valid ZIP code");
    expect(await zipOf(user.id)).toBeNull();
  });

  it("asks for a ZIP code when the field is empty", async () => {
    const { cookie } = await signedInUser("zip.empty@example.com");
    const res = await postForm("/account", { intent: "zipcode", zipcode: "" }, cookie);
    expect(await visibleText(res)).toContain("Error updating ZIP code: Please enter a valid ZIP code");
  });

  it.each(["abcde", "1234", "12345-67"])("refuses %s like PUT /api/auth/zipcode does", async (zipcode) => {
    const { user, cookie, token } = await signedInUser(`zip.${zipcode}@example.com`);
    const res = await postForm("/account", { intent: "zipcode", zipcode }, cookie);
    expect(await visibleText(res)).toContain("Error updating ZIP code: Please enter a valid ZIP code");
    const api = await SELF.fetch("http://local.test/api/auth/zipcode", {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ zipcode }),
    });
    expect(api.status).toBe(422);
    expect(await api.json()).toMatchObject({ detail: "Please enter a valid ZIP code" });
    expect(await zipOf(user.id)).toBeNull();
  });

  afterEach(() => vi.restoreAllMocks());

  it("deletes the account only after 'delete' is typed", async () => {
    const { user, cookie } = await signedInUser("delete.me@example.com");
    // The orchestrator gateway is not running in tests: answer its "start deletion" call here.
    const realFetch = globalThis.fetch;
    const gatewayCalls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith("http://127.0.0.1:8788/")) return realFetch(input, init);
      gatewayCalls.push(new URL(url).pathname);
      return Response.json({ workflowId: `delete-${user.id}`, status: "started" });
    });
    for (const typed of ["", "remove", "delete it"]) {
      const res = await postForm("/account", { intent: "delete-account", confirmation: typed }, cookie);
      expect(res.status).toBe(200);
      expect(await visibleText(res)).toContain('Please type "delete" to confirm account deletion.');
    }
    const kept = await db().select().from(schema.users).where(eq(schema.users.id, user.id)).get();
    expect(kept?.status).toBe("active");

    expect(gatewayCalls).toEqual([]);

    const res = await postForm("/account", { intent: "delete-account", confirmation: "DeLeTe" }, cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.get("set-cookie")).toMatch(/fb_session=;.*Max-Age=0/);
    const gone = await db().select().from(schema.users).where(eq(schema.users.id, user.id)).get();
    expect(gone?.status).toBe("deleting");
    expect(gatewayCalls).toEqual([`/accounts/${user.id}/delete`]);
    expect((await get("/account", cookie)).headers.get("location")).toBe("/signin?redirectTo=%2Faccount");
  });

  it("strips the checkout return parameters and confirms an active premium upgrade", async () => {
    const { user, cookie } = await signedInUser("checkout.ok@example.com");
    await makePremium(user.id);
    const back = await get("/account?upgraded=true&session_id=cs_test_123", cookie);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/account");
    const flash = (back.headers.get("set-cookie") ?? "").split(";")[0];
    const text = await visibleText(await get("/account", `${cookie}; ${flash}`));
    expect(text).toContain("Premium subscription activated successfully! Your account has been upgraded.");
  });
});

describe("one user never sees another's data", () => {
  it("keeps e-mail, ZIP, members and forwarding address to their owner on /bills, /family and /account", async () => {
    const a = await signedInUser("alice.owner@example.com", { firstName: "Alice", lastName: "Owner" });
    const b = await signedInUser("bob.other@example.com", { firstName: "Bob", lastName: "Other" });
    await makePremium(b.user.id);
    await addDependent(b.user.id, "Zelda", "Other", "child");
    await postForm("/account", { intent: "zipcode", zipcode: "10001" }, b.cookie);
    await postForm("/account", { intent: "zipcode", zipcode: "60601" }, a.cookie);
    expect(await zipOf(b.user.id)).toBe("10001");

    for (const path of ["/bills", "/family", "/account"]) {
      const text = await visibleText(await get(path, a.cookie));
      expect(text).toContain("alice.owner@example.com");
      expect(text).not.toContain("bob.other@example.com");
      expect(text).not.toContain("Zelda");
      expect(text).not.toContain(b.user.inboxToken);
      expect(text).not.toContain("10001");
    }
    const bFamily = await visibleText(await get("/family", b.cookie));
    expect(bFamily).toContain("Zelda Other (child)");
  });
});
