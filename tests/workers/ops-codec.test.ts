// The Temporal Web UI's codec endpoint: only the UI's origin (preflight included), only a verified,
// fresh operator with the second factor, each decode audited by count, decoding by the gateway.
import { env, SELF } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { FRESH_SIGN_IN_MS } from "~/services/auth/session.server";
import { installFakeGateway } from "./support/fake-gateway";
import { operatorCookie, operatorUser } from "./support/operators";
import { signedInUser } from "./factories";

const BASE = "http://local.test";
const UI = new URL(env.TEMPORAL_UI_URL).origin;
const OPERATOR = "ops-codec@example.com";
const b64 = (text: string) => btoa(text);
const sealed = { metadata: { encoding: b64("binary/encrypted") }, data: b64("ciphertext-1") };

let gateway: ReturnType<typeof installFakeGateway> | undefined;
afterEach(() => gateway?.restore());

/** A gateway that "decrypts" by mapping ciphertext-N to a JSON value, like the real verb's shape. */
const decodingGateway = () =>
  installFakeGateway(({ path }, body) => {
    if (path !== "/ops/codec/decode") return undefined;
    const { payloads } = body as { payloads: { data: string }[] };
    return {
      status: 200,
      body: {
        payloads: payloads.map((p) => ({
          metadata: { encoding: b64("json/plain") },
          data: b64(JSON.stringify({ patient_name: "Ada Lovelace", from: atob(p.data) })),
        })),
      },
    };
  });

const decode = (cookie: string | null, body: unknown, headers: Record<string, string> = {}) =>
  SELF.fetch(`${BASE}/ops/codec/decode?preserveStorageRefs=true`, {
    method: "POST",
    headers: {
      origin: UI,
      "content-type": "application/json",
      "x-namespace": "default",
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("/ops/codec/decode CORS", () => {
  it("answers the UI's preflight with its origin and credentials, and no one else's", async () => {
    const ok = await SELF.fetch(`${BASE}/ops/codec/decode`, {
      method: "OPTIONS",
      headers: {
        origin: UI,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,x-namespace",
      },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get("access-control-allow-origin")).toBe(UI);
    expect(ok.headers.get("access-control-allow-credentials")).toBe("true");
    expect(ok.headers.get("access-control-allow-methods")).toBe("POST");
    expect(ok.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("x-namespace");

    const foreign = await SELF.fetch(`${BASE}/ops/codec/decode`, {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    expect((await SELF.fetch(`${BASE}/ops/codec/decode`)).status).toBe(405);
  });

  it("refuses a foreign origin even with an operator's cookie, without calling the gateway", async () => {
    gateway = decodingGateway();
    const user = await operatorUser(OPERATOR);
    const { cookie } = await operatorCookie(user.id, { secondFactor: true });
    for (const origin of ["https://evil.example", BASE, "null"]) {
      const res = await decode(cookie, { payloads: [sealed] }, { origin });
      expect(res.status, origin).toBe(403);
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    }
    const none = await SELF.fetch(`${BASE}/ops/codec/decode`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ payloads: [sealed] }),
    });
    expect(none.status).toBe(403);
    expect(gateway.calls).toEqual([]);
  });
});

describe("/ops/codec/decode access", () => {
  it("refuses everyone but a verified, freshly signed-in operator who passed the second factor", async () => {
    gateway = decodingGateway();
    const db = getDb(env);
    const { cookie: customerCookie } = await signedInUser("codec.customer", { verified: false });
    const unverified = await operatorUser(OPERATOR, false);
    const unverifiedCookie = (await operatorCookie(unverified.id, { secondFactor: true })).cookie;
    const operator = await operatorUser(OPERATOR);
    const stale = await operatorCookie(operator.id, {
      signedInAgoMs: FRESH_SIGN_IN_MS + 1000,
      secondFactor: true,
    });
    const noFactor = await operatorCookie(operator.id);

    const cases: [string, string | null, number][] = [
      ["signed out", null, 401],
      ["customer", customerCookie, 403],
      ["stale", stale.cookie, 401],
      ["no second factor", noFactor.cookie, 403],
    ];
    for (const [name, cookie, status] of cases) {
      const res = await decode(cookie, { payloads: [sealed] });
      expect(res.status, name).toBe(status);
      // The UI can read why: the refusal still carries its CORS headers.
      expect(res.headers.get("access-control-allow-origin"), name).toBe(UI);
    }
    // The unverified check runs after the operator is verified again, so its own session is used.
    await db.update(schema.users).set({ isVerified: false }).where(eq(schema.users.id, unverified.id));
    expect((await decode(unverifiedCookie, { payloads: [sealed] })).status).toBe(403);
    expect(gateway.calls).toEqual([]);
  });

  it("decodes through the gateway for an operator and audits the count, never the values", async () => {
    gateway = decodingGateway();
    const user = await operatorUser(OPERATOR);
    const { cookie } = await operatorCookie(user.id, { secondFactor: true });
    const second = { metadata: sealed.metadata, data: b64("ciphertext-2") };
    const res = await decode(cookie, { payloads: [sealed, second] });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe(UI);
    expect(res.headers.get("access-control-allow-credentials")).toBe("true");
    expect(res.headers.get("cache-control")).toContain("no-store");
    const { payloads } = (await res.json()) as {
      payloads: { metadata: { encoding: string }; data: string }[];
    };
    expect(payloads.map((p) => JSON.parse(atob(p.data)).from)).toEqual(["ciphertext-1", "ciphertext-2"]);
    expect(atob(payloads[0].metadata.encoding)).toBe("json/plain");
    expect(gateway.calls).toEqual([{ method: "POST", path: "/ops/codec/decode" }]);

    const audit = await getDb(env)
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.subjectId, user.id), eq(schema.auditLog.action, "ops.codec_decoded")))
      .all();
    expect(audit.map((a) => a.details)).toEqual([{ payloads: 2, namespace: "default" }]);
    expect(JSON.stringify(audit)).not.toMatch(/Lovelace|ciphertext/);
  });

  it("refuses other content types, malformed payloads and oversized bodies before the gateway", async () => {
    gateway = decodingGateway();
    const user = await operatorUser(OPERATOR);
    const { cookie } = await operatorCookie(user.id, { secondFactor: true });
    expect((await decode(cookie, "payloads=1", { "content-type": "text/plain" })).status).toBe(415);
    expect((await decode(cookie, { payloads: [{ data: "<script>" }] })).status).toBe(400);
    expect((await decode(cookie, "{not json")).status).toBe(400);
    const huge = { payloads: [{ data: "A".repeat(5 * 1024 * 1024) }] };
    expect((await decode(cookie, huge)).status).toBe(413);
    expect(gateway.calls).toEqual([]);
  });

  it("passes the gateway's refusal on, e.g. a payload of an unknown key", async () => {
    gateway = installFakeGateway(() => ({
      status: 422,
      body: { detail: "Temporal payload was encrypted with key x" },
    }));
    const user = await operatorUser(OPERATOR);
    const { cookie } = await operatorCookie(user.id, { secondFactor: true });
    const res = await decode(cookie, { payloads: [sealed] });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { detail: string }).detail).toContain("encrypted with key");
  });
});
