// Forged writes: another site's page cannot make the visitor's browser change anything with the
// session cookie (/api or page actions, sign-in included), while the app's own pages and API
// clients with a bearer token keep working; JSON endpoints take only JSON, form endpoints only
// their form type.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "../../workers/csrf";
import { BASE, billCount, CROSS_SITE, SAME_ORIGIN, signedInUser } from "./factories";

const BILL = JSON.stringify({ provider_name: "Forged Clinic" });

function postBill(headers: Record<string, string>, body = BILL) {
  return SELF.fetch(`${BASE}/api/bills`, { method: "POST", headers, body });
}

/** The Explainer's "add a bill" form, as a page's fetcher sends it. */
function addBillForm(headers: Record<string, string>, path = "/upload-bill.data") {
  const fields = new URLSearchParams({
    intent: "create-bill",
    date: "2026-01-05",
    provider: "Forged Clinic",
    claim_number: "F-1",
    dependent_id: "self",
    "lines[0].cpt_code": "99213",
    "lines[0].billed_amount": "120",
    "lines[0].units": "1",
  });
  return SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: fields.toString(),
  });
}

describe("cross-site writes with the cookie", () => {
  it("a text/plain POST from another site with the cookie is refused 403 and creates no bill", async () => {
    const { user, cookie } = await signedInUser();
    const res = await postBill({ cookie, "content-type": "text/plain", ...CROSS_SITE });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: "Cross-site request refused" });
    expect(await billCount(user.id)).toBe(0);
  });

  it("is refused whatever the body type, and with only Sec-Fetch-Site or no browser header at all", async () => {
    const { user, cookie } = await signedInUser();
    const attempts: Record<string, string>[] = [
      { "content-type": "application/json", ...CROSS_SITE },
      { "content-type": "application/json", origin: "null" },
      { "content-type": "application/json", origin: `${BASE}.evil.example` },
      { "content-type": "application/json", "sec-fetch-site": "cross-site" },
      { "content-type": "application/json", "sec-fetch-site": "same-site" },
      { "content-type": "application/json" },
    ];
    for (const headers of attempts) {
      const res = await postBill({ cookie, ...headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      await res.text();
    }
    expect(await billCount(user.id)).toBe(0);
  });

  it("the app's own pages pass: Origin of the app, or Sec-Fetch-Site same-origin without Origin", async () => {
    const { user, cookie } = await signedInUser();
    const json = { cookie, "content-type": "application/json" };
    expect((await postBill({ ...json, ...SAME_ORIGIN })).status).toBe(200);
    expect((await postBill({ ...json, origin: BASE })).status).toBe(200);
    expect((await postBill({ ...json, "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect(await billCount(user.id)).toBe(3);
  });

  it("a bearer-token client without the cookie is not affected", async () => {
    const { user, token } = await signedInUser();
    const res = await postBill({ authorization: `Bearer ${token}`, "content-type": "application/json" });
    expect(res.status).toBe(200);
    expect(await billCount(user.id)).toBe(1);
  });

  it("a page action from another site answers 403, not 500, and changes nothing", async () => {
    const { user, cookie } = await signedInUser();
    for (const path of ["/upload-bill.data", "/upload-bill"]) {
      const res = await addBillForm({ cookie, ...CROSS_SITE }, path);
      expect(res.status, path).toBe(403);
      await res.text();
    }
    expect(await billCount(user.id)).toBe(0);
    const own = await addBillForm({ cookie, ...SAME_ORIGIN });
    expect(own.status).toBe(200);
    await own.text();
    expect(await billCount(user.id)).toBe(1);
  });

  it("sign-in from another site's form is refused (no session is planted), the app's own works", async () => {
    const { user } = await signedInUser();
    const form = new URLSearchParams({
      form: "signin",
      email: user.email,
      password: "whatever-9",
    }).toString();
    const post = (headers: Record<string, string>) =>
      SELF.fetch(`${BASE}/signin`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: form,
      });
    const forged = await post(CROSS_SITE);
    expect(forged.status).toBe(403);
    expect(forged.headers.get("set-cookie")).toBeNull();
    await forged.text();
    // The user has no password: the app's own form answers with its message, not a refusal.
    const own = await post(SAME_ORIGIN);
    expect(own.status).toBe(200);
    await own.text();
  });

  it("leaves /internal (HMAC-signed) and the operators' Temporal codec path to their own checks", async () => {
    const { cookie } = await signedInUser();
    const internal = await SELF.fetch(`${BASE}/internal/audit`, {
      method: "POST",
      headers: { cookie, ...CROSS_SITE },
    });
    expect(internal.status).toBe(401);
    await internal.text();
    // The codec endpoint checks its Origin against TEMPORAL_UI_URL itself (the Web UI is another origin).
    const codec = new Request(`${BASE}/ops/codec/decode`, {
      method: "POST",
      headers: { cookie, ...CROSS_SITE },
    });
    expect(isCrossSiteWrite(codec)).toBe(false);
    const ops = new Request(`${BASE}/ops/other`, { method: "POST", headers: { cookie, ...CROSS_SITE } });
    expect(isCrossSiteWrite(ops)).toBe(true);
  });
});

describe("body types", () => {
  it("a JSON endpoint answers 415 to anything but application/json, and stores nothing", async () => {
    const { user, token } = await signedInUser();
    const auth = { authorization: `Bearer ${token}` };
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const res = await postBill({ ...auth, "content-type": type });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toEqual({ detail: "Content-Type must be application/json" });
    }
    const noType = await SELF.fetch(`${BASE}/api/bills`, {
      method: "POST",
      headers: auth,
      body: new Blob([BILL]),
    });
    expect(noType.status).toBe(415);
    await noType.text();
    expect(await billCount(user.id)).toBe(0);
    const withCharset = await postBill({ ...auth, "content-type": "application/json; charset=utf-8" });
    expect(withCharset.status).toBe(200);
  });

  it("POST /api/auth/token takes exactly a url-encoded form", async () => {
    const { user } = await signedInUser();
    const json = await SELF.fetch(`${BASE}/api/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: user.email, password: "x" }),
    });
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ detail: "Content-Type must be application/x-www-form-urlencoded" });
    const multipart = new FormData();
    multipart.set("username", user.email);
    multipart.set("password", "x");
    const asMultipart = await SELF.fetch(`${BASE}/api/auth/token`, { method: "POST", body: multipart });
    expect(asMultipart.status).toBe(415);
    await asMultipart.text();
    const form = await SELF.fetch(`${BASE}/api/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: user.email, password: "x" }).toString(),
    });
    // Read as a form: the credentials are checked (this user has no password).
    expect(form.status).toBe(401);
    await form.text();
  });

  it("the uploads take exactly multipart/form-data", async () => {
    const { token } = await signedInUser();
    for (const path of [
      "/api/pending-documents/upload-user-document",
      "/api/bills/some-bill/documents/upload",
    ]) {
      const res = await SELF.fetch(`${BASE}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ file: "JVBERi0xLjc=" }),
      });
      expect(res.status, path).toBe(415);
      expect(await res.json()).toEqual({ detail: "Content-Type must be multipart/form-data" });
    }
  });
});
