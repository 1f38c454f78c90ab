// The nightly cron through the Worker's own scheduled() handler.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { newId } from "~/services/auth/tokens.server";
import { createUser } from "~/services/auth/users.server";
import { installFakeGateway } from "./support/fake-gateway";
import { signedInUser } from "./factories";
import { runCron } from "./support/cron";

const DAY = 24 * 60 * 60 * 1000;
let counter = 0;
const email = () => `cron.${Date.now()}.${++counter}@example.com`;

let gateway: ReturnType<typeof installFakeGateway> | undefined;
afterEach(() => gateway?.restore());

describe("scheduled()", () => {
  it("purges expired sessions and day-old used or expired sign-in codes, keeping live ones", async () => {
    gateway = installFakeGateway();
    const db = getDb(env);
    const { user, token } = await signedInUser("cron", { verified: false });
    const live = { token };
    const expiredId = newId();
    await db.insert(schema.sessions).values({ id: expiredId, userId: user.id, expiresAt: Date.now() - 1000 });
    const code = (id: string, expiresAt: number, usedAt: number | null = null) => ({
      id,
      kind: "magic_link" as const,
      email: user.email,
      userId: user.id,
      tokenHash: newId(),
      expiresAt,
      usedAt,
    });
    await db
      .insert(schema.authCodes)
      .values([
        code("code-fresh", Date.now() + 10 * 60_000),
        code("code-expired-long-ago", Date.now() - 2 * DAY),
        code("code-used-long-ago", Date.now() + DAY, Date.now() - 2 * DAY),
        code("code-used-just-now", Date.now() + DAY, Date.now() - 60_000),
      ]);

    await runCron();

    const sessions = await db
      .select({ id: schema.sessions.id })
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, user.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0].id).not.toBe(expiredId);
    const codes = await db
      .select({ id: schema.authCodes.id })
      .from(schema.authCodes)
      .where(eq(schema.authCodes.userId, user.id));
    expect(codes.map((c) => c.id).sort()).toEqual(["code-fresh", "code-used-just-now"]);
    expect(live.token).toBeTruthy();
  });

  it("asks the gateway again for every account stuck in 'deleting', and only those", async () => {
    gateway = installFakeGateway(() => ({ status: 202, body: { status: "started" } }));
    const db = getDb(env);
    const stuck = await createUser(db, { email: email() });
    const active = await createUser(db, { email: email() });
    await db.update(schema.users).set({ status: "deleting" }).where(eq(schema.users.id, stuck.id));

    await runCron();

    const paths = gateway.calls.map((c) => `${c.method} ${c.path}`);
    expect(paths).toContain(`POST /accounts/${stuck.id}/delete`);
    expect(paths).not.toContain(`POST /accounts/${active.id}/delete`);
  });

  it("still purges when the gateway is down", async () => {
    gateway = installFakeGateway();
    gateway.reachable = false;
    const db = getDb(env);
    const user = await createUser(db, { email: email() });
    await db.update(schema.users).set({ status: "deleting" }).where(eq(schema.users.id, user.id));
    await db.insert(schema.sessions).values({ id: newId(), userId: user.id, expiresAt: Date.now() - 1 });
    await runCron();
    expect(await db.select().from(schema.sessions).where(eq(schema.sessions.userId, user.id))).toEqual([]);
  });
});
