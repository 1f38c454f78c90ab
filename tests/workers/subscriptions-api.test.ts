import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "~/db.server";
import { callJson, db, signedInUser } from "./factories";

/** Activate Premium from the developer's own machine (a developer tool: loopback only). */
const activateFromLoopback = (token: string) =>
  SELF.fetch("http://127.0.0.1:8787/api/subscriptions/activate-premium", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "cf-connecting-ip": "127.0.0.1" },
  });

describe("POST /api/subscriptions/activate-premium (developer only)", () => {
  it("makes only the caller premium in development and test, from loopback", async () => {
    const alice = await signedInUser("activate-a");
    const bob = await signedInUser("activate-b");
    const res = await activateFromLoopback(alice.token);
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 200,
      body: { success: true, tier: "premium", status: "active" },
    });
    const tierOf = async (userId: string) =>
      (await db().select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId)).get())
        ?.tier;
    expect(await tierOf(alice.id)).toBe("premium");
    expect(await tierOf(bob.id)).toBe("free");
  });

  it("needs a signed-in user", async () => {
    const res = await callJson("POST", "/api/subscriptions/activate-premium", null);
    expect(res.status).toBe(401);
  });
});
