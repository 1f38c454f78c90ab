// Account API: ZIP code per user, and account deletion that signs out at once even when the
// orchestrator cannot be reached.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { installFakeGateway } from "./support/fake-gateway";

const BASE = "http://local.test";
let counter = 0;

async function register() {
  const email = `account.${Date.now()}.${++counter}@example.com`;
  const res = await SELF.fetch(`${BASE}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "correct-horse-9" }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, id: body.user.id };
}

function call(method: string, path: string, token: string, body?: unknown) {
  return SELF.fetch(`${BASE}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

const zipOf = async (token: string) =>
  (await (await call("GET", "/api/auth/zipcode", token)).json()) as { zipcode: string | null };

let gateway: ReturnType<typeof installFakeGateway> | undefined;
afterEach(() => gateway?.restore());

describe("ZIP code", () => {
  it("is null until saved, then trimmed and kept per user", async () => {
    const alice = await register();
    const bob = await register();
    expect(await zipOf(alice.token)).toEqual({ zipcode: null });

    const saved = await call("PUT", "/api/auth/zipcode", alice.token, { zipcode: " 94110 " });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ zipcode: "94110" });
    expect(await zipOf(alice.token)).toEqual({ zipcode: "94110" });
    expect(await zipOf(bob.token)).toEqual({ zipcode: null });

    await call("PUT", "/api/auth/zipcode", bob.token, { zipcode: "10001-1234" });
    expect(await zipOf(alice.token)).toEqual({ zipcode: "94110" });
    expect(await zipOf(bob.token)).toEqual({ zipcode: "10001-1234" });
  });

  it("refuses an empty, missing or over-long ZIP code with the spec's message", async () => {
    const user = await register();
    for (const body of [{ zipcode: "   " }, {}, { zipcode: 94110 }, { zipcode: "12345678901" }]) {
      const res = await call("PUT", "/api/auth/zipcode", user.token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(((await res.json()) as { detail: string }).detail).toBe("Please enter a valid ZIP code");
    }
    expect(
      (await call("PUT", "/api/auth/zipcode", user.token, { zipcode: "x".repeat(1_000_000) })).status,
    ).toBe(413);
    expect(await zipOf(user.token)).toEqual({ zipcode: null });
  });

  it("needs a signed-in user", async () => {
    expect((await SELF.fetch(`${BASE}/api/auth/zipcode`)).status).toBe(401);
    const res = await SELF.fetch(`${BASE}/api/auth/zipcode`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ zipcode: "94110" }),
    });
    expect(res.status).toBe(401);
  });
});

describe("DELETE /api/account/delete", () => {
  it("signs out every device at once and marks the account even when the gateway is down", async () => {
    gateway = installFakeGateway();
    gateway.reachable = false;
    const user = await register();
    const otherDevice = (await (
      await SELF.fetch(`${BASE}/api/auth/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          username: (await getDb(env).select().from(schema.users).where(eq(schema.users.id, user.id)).get())!
            .email,
          password: "correct-horse-9",
        }),
      })
    ).json()) as { access_token: string };

    const res = await call("DELETE", "/api/account/delete", user.token);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: "Account deletion started" });
    expect(res.headers.get("set-cookie")).toMatch(/^fb_session=;.*Max-Age=0/);

    expect((await call("GET", "/api/auth/me", user.token)).status).toBe(401);
    expect((await call("GET", "/api/auth/me", otherDevice.access_token)).status).toBe(401);
    const row = await getDb(env).select().from(schema.users).where(eq(schema.users.id, user.id)).get();
    expect(row?.status).toBe("deleting");
  });

  it("asks the gateway, with a signed request, to start the deletion workflow", async () => {
    gateway = installFakeGateway(({ path }) =>
      path.startsWith("/accounts/")
        ? { status: 202, body: { workflowId: "w", runId: "r", status: "started" } }
        : undefined,
    );
    const user = await register();
    const bystander = await register();
    expect((await call("DELETE", "/api/account/delete", user.token)).status).toBe(202);
    expect(gateway.calls).toEqual([{ method: "POST", path: `/accounts/${user.id}/delete` }]);
    // Only the requester is signed out.
    expect((await call("GET", "/api/auth/me", bystander.token)).status).toBe(200);
  });

  it("needs a signed-in user", async () => {
    expect((await SELF.fetch(`${BASE}/api/account/delete`, { method: "DELETE" })).status).toBe(401);
  });
});
