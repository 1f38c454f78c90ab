// Who gets into /ops: a verified operator address, a sign-in of the last 10 minutes, the TOTP second
// factor on this session (±1 step, never a code twice), and every view in the audit log.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb, schema } from "~/db.server";
import { FRESH_SIGN_IN_MS } from "~/services/auth/session.server";
import {
  SECOND_FACTOR_FAILURES_PER_WINDOW,
  SECOND_FACTOR_MESSAGES,
} from "~/routes/ops+/second-factor.server";
import { installFakeGateway } from "./support/fake-gateway";
import { operatorCookie, operatorUser, totpCode } from "./support/operators";
import { auditOf } from "./factories";

const BASE = "http://local.test";
const OPERATOR = "ops-2fa@example.com";

let gateway: ReturnType<typeof installFakeGateway> | undefined;
afterEach(() => gateway?.restore());

const listing = () =>
  installFakeGateway(({ path }) =>
    path.startsWith("/ops/workflows?")
      ? { status: 200, body: { workflows: [], nextPageToken: null } }
      : { status: 404, body: { detail: "Workflow not found" } },
  );

const get = (path: string, cookie: string) =>
  SELF.fetch(`${BASE}${path}`, { headers: { cookie }, redirect: "manual" });

const sendCode = (cookie: string, code: string, redirectTo = "/ops") =>
  SELF.fetch(`${BASE}/ops/second-factor?${new URLSearchParams({ redirectTo })}`, {
    method: "POST",
    headers: { cookie, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ code }),
    redirect: "manual",
  });

const sessionRow = (id: string) =>
  getDb(env).select().from(schema.sessions).where(eq(schema.sessions.id, id)).get();

describe("/ops gates", () => {
  it("refuses an operator address nobody verified, on every /ops path, without asking Temporal", async () => {
    gateway = listing();
    const user = await operatorUser(OPERATOR, false);
    const { cookie } = await operatorCookie(user.id, { secondFactor: true });
    for (const path of ["/ops", "/ops/workflows/account-deletion-x", "/ops/second-factor"]) {
      const res = await get(path, cookie);
      expect(res.status, path).toBe(403);
      expect(await res.text()).toContain("Operators only");
    }
    expect(gateway.calls).toEqual([]);
    expect(await auditOf(user.id, "ops.viewed")).toEqual([]);
  });

  it("sends a sign-in older than 10 minutes to sign in again, ending that session, and back to the page", async () => {
    gateway = listing();
    const user = await operatorUser(OPERATOR);
    const stale = await operatorCookie(user.id, {
      signedInAgoMs: FRESH_SIGN_IN_MS + 60_000,
      secondFactor: true,
    });
    const res = await get("/ops?type=document", stale.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(
      `/signin?redirectTo=${encodeURIComponent("/ops?type=document")}`,
    );
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect(await sessionRow(stale.sessionId)).toBeUndefined();
    expect(gateway.calls).toEqual([]);

    // Nine minutes old is still fresh.
    const fresh = await operatorCookie(user.id, { signedInAgoMs: 9 * 60_000, secondFactor: true });
    expect((await get("/ops", fresh.cookie)).status).toBe(200);
  });

  it("asks a fresh operator for the TOTP code before /ops, then lets them in with the current code", async () => {
    gateway = listing();
    const user = await operatorUser(OPERATOR);
    const { cookie, sessionId } = await operatorCookie(user.id);
    const res = await get("/ops/workflows/document-d1?runId=x", cookie);
    expect(res.status).toBe(302);
    const step = res.headers.get("location")!;
    expect(step).toBe(
      `/ops/second-factor?redirectTo=${encodeURIComponent("/ops/workflows/document-d1?runId=x")}`,
    );
    const page = await get(step, cookie);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Authenticator code");
    expect(gateway.calls).toEqual([]);

    const passed = await sendCode(cookie, totpCode(OPERATOR));
    expect(passed.status).toBe(302);
    expect(passed.headers.get("location")).toBe("/ops");
    expect((await sessionRow(sessionId))?.secondFactorAt).toBeGreaterThan(0);
    expect((await get("/ops", cookie)).status).toBe(200);
    expect(await auditOf(user.id, "ops.second_factor_passed")).toHaveLength(1);
  });

  it("refuses a wrong code, a code used before, and an older code after a newer one passed", async () => {
    const user = await operatorUser(OPERATOR);
    const first = await operatorCookie(user.id);
    const now = Date.now();
    const wrong = await sendCode(first.cookie, totpCode(OPERATOR, now, 5));
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(SECOND_FACTOR_MESSAGES.wrong);
    expect((await sessionRow(first.sessionId))?.secondFactorAt).toBeNull();
    expect(await auditOf(user.id, "ops.second_factor_failed")).toHaveLength(1);

    // The next step's code is accepted (±1 step: clocks drift).
    expect((await sendCode(first.cookie, totpCode(OPERATOR, now, 1))).status).toBe(302);

    // Someone who saw it, or the operator on another session, cannot use it, nor the current one.
    const second = await operatorCookie(user.id);
    for (const steps of [1, 0]) {
      const reused = await sendCode(second.cookie, totpCode(OPERATOR, now, steps));
      expect(reused.status, `step ${steps}`).toBe(400);
      expect(await reused.text()).toContain(SECOND_FACTOR_MESSAGES.reused);
    }
    expect((await sessionRow(second.sessionId))?.secondFactorAt).toBeNull();
    expect((await get("/ops", second.cookie)).headers.get("location")).toMatch(/^\/ops\/second-factor/);
    // Each reuse is on record (someone may have watched the code being typed).
    expect(await auditOf(user.id, "ops.second_factor_reused")).toHaveLength(2);
  });

  it("pauses the code step after too many wrong codes", async () => {
    const user = await operatorUser(OPERATOR);
    const { cookie } = await operatorCookie(user.id);
    for (let i = 0; i < SECOND_FACTOR_FAILURES_PER_WINDOW; i++) {
      expect((await sendCode(cookie, "000000")).status).toBeGreaterThanOrEqual(400);
    }
    const paused = await sendCode(cookie, totpCode(OPERATOR));
    expect(paused.status).toBe(429);
    expect(paused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await paused.text()).toMatch(/Too many wrong codes\. Try again in \d+ minutes?\./);
  });

  it("asks for the code again after a new sign-in on the same session", async () => {
    const user = await operatorUser(OPERATOR);
    const { cookie, sessionId } = await operatorCookie(user.id, { secondFactor: true });
    // A sign-in after the code was passed (a second later: never in the same millisecond).
    const passedAt = (await sessionRow(sessionId))?.secondFactorAt ?? Date.now();
    await getDb(env)
      .update(schema.sessions)
      .set({ authenticatedAt: passedAt + 1000 })
      .where(eq(schema.sessions.id, sessionId));
    const res = await get("/ops", cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/ops\/second-factor/);
  });
});

describe("/ops audit trail", () => {
  it("records who looked at which list and which workflow, and when", async () => {
    gateway = listing();
    const user = await operatorUser(OPERATOR);
    const { cookie } = await operatorCookie(user.id, { secondFactor: true });
    const before = Date.now();
    expect((await get("/ops?UserId=u-77&type=document", cookie)).status).toBe(200);
    expect(
      (await get("/ops/workflows/document-d9?runId=01a21515-4775-7eae-a361-c2b4237834b3", cookie)).status,
    ).toBe(404);
    const rows = (await auditOf(user.id, "ops.viewed")).filter((r) => r.createdAt >= before);
    expect(rows.map((r) => r.details)).toEqual([
      { view: "workflows", query: "WorkflowType = 'document' AND UserId = 'u-77'" },
      { view: "workflow", workflowId: "document-d9", runId: "01a21515-4775-7eae-a361-c2b4237834b3" },
    ]);
    expect(rows.every((r) => r.subjectType === "user" && r.createdAt <= Date.now())).toBe(true);
  });
});
