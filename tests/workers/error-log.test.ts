// A route whose query fails: D1 really fails the statement and drizzle wraps it in an error whose
// message holds the SQL and the bound values (e-mail, password hash, ids). The log line must carry
// none of them, and the user's generic answer must carry the log line's reference.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { DrizzleQueryError } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signRequest } from "#core/signing";
import { handleError } from "~/entry.server";
import { handleScheduled } from "../../workers/scheduled";
import worker from "../../workers/web";
import { signedInUser } from "./factories";
import { expectConsoleError } from "../setup/console-errors";

afterEach(() => vi.restoreAllMocks());

/**
 * env.DB, except that statements on `table` run against a table that does not exist, so D1
 * itself fails them. Records the values bound to those statements.
 */
function failingTable(table: string) {
  const bound: unknown[][] = [];
  const quoted = `"${table}"`;
  const real = env.DB;
  const db = new Proxy(real, {
    get(target, prop) {
      if (prop === "prepare")
        return (sql: string) => {
          if (!sql.includes(quoted)) return target.prepare(sql);
          const broken = target.prepare(sql.replaceAll(quoted, `"${table}_gone"`));
          return new Proxy(broken, {
            get(stmt, name) {
              if (name === "bind")
                return (...values: unknown[]) => {
                  bound.push(values);
                  return stmt.bind(...values);
                };
              const value = Reflect.get(stmt, name) as unknown;
              return typeof value === "function" ? value.bind(stmt) : value;
            },
          });
        };
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { env: { ...env, DB: db } as Env, bound };
}

async function send(appEnv: Env, request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, appEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The error log lines this test provokes (it fails without one), parsed; and the raw text, to search for leaks. */
function captureErrors() {
  const log = expectConsoleError();
  return {
    text: () => log.lines().join("\n"),
    lineWith: (reference: string) => {
      const line = log
        .calls()
        .map((call) => String(call[0]))
        .find((l) => l.includes(reference));
      return line ? (JSON.parse(line) as Record<string, unknown>) : undefined;
    },
  };
}

/** The bound values that would have leaked: every string of four characters or more. */
const valuesOf = (bound: unknown[][]) =>
  bound.flat().filter((v): v is string => typeof v === "string" && v.length >= 4);

describe("error logs", () => {
  it("an API route: 500 {detail, reference}, and the log line has the reference but no SQL or values", async () => {
    const email = `private.person.${Date.now()}@example.com`;
    const { env: broken, bound } = failingTable("users");
    const log = captureErrors();
    const res = await send(
      broken,
      new Request("http://local.test/api/auth/register", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "correct-horse-9" }),
      }),
    );
    expect(res.status).toBe(500);
    const body = (await res.json()) as { detail: string; reference: string };
    expect(body).toEqual({
      detail: "Internal Server Error",
      reference: expect.stringMatching(/^[0-9a-f]{16}$/),
    });

    // The failed statement really carried the address: that is what must not reach the log.
    expect(valuesOf(bound)).toContain(email);
    const text = log.text();
    for (const value of [...valuesOf(bound), "correct-horse-9", "params", "users_gone", "select", "insert"])
      expect(text.toLowerCase()).not.toContain(value.toLowerCase());
    expect(log.lineWith(body.reference)).toMatchObject({
      where: "api",
      reference: body.reference,
      method: "POST",
      route: "/api/auth/register",
      error: "DrizzleQueryError",
      code: "SQLITE_ERROR",
    });
  });

  it("a page: the error page shows the reference of the log line, which has no SQL or values", async () => {
    const user = await signedInUser("error-page");
    const { env: broken, bound } = failingTable("bills");
    const log = captureErrors();
    const res = await send(
      broken,
      new Request("http://local.test/bills/bill-of-jane-doe", {
        headers: { cookie: `fb_session=${user.token}` },
      }),
    );
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain("Unexpected Application Error!");
    const reference = /data-testid="error-reference">([0-9a-f]{16})</.exec(html)?.[1];
    expect(reference).toBeDefined();

    expect(valuesOf(bound)).toEqual(expect.arrayContaining([user.id, "bill-of-jane-doe"]));
    const text = log.text();
    for (const value of [...valuesOf(bound), "params", "bills_gone", "select"])
      expect(text.toLowerCase()).not.toContain(value.toLowerCase());
    // This page reads in a D1 batch, whose failure D1 reports itself (drizzle does not wrap it).
    expect(log.lineWith(reference!)).toMatchObject({
      where: "page loader",
      route: "routes/_app+/bills.$billId",
      method: "GET",
      code: "SQLITE_ERROR",
    });
  });

  it("/internal: 500 {detail, reference} for the activity, and a log line without SQL or values", async () => {
    const { env: broken, bound } = failingTable("documents");
    const log = captureErrors();
    const path = "/internal/documents/doc-of-jane-doe";
    const headers = await signRequest(env.INTERNAL_API_SECRET!, "GET", path, "");
    const res = await send(broken, new Request(`http://local.test${path}`, { headers }));
    expect(res.status).toBe(500);
    const body = (await res.json()) as { detail: string; reference: string };
    expect(body.detail).toBe("Internal Server Error");
    expect(valuesOf(bound)).toContain("doc-of-jane-doe");
    expect(log.text()).not.toContain("doc-of-jane-doe");
    expect(log.text()).not.toContain("documents_gone");
    expect(log.lineWith(body.reference)).toMatchObject({ where: "internal", code: "SQLITE_ERROR" });
  });

  it("cron: a failing step is logged as a summary and the other steps still run", async () => {
    const { env: broken } = failingTable("sessions");
    const log = captureErrors();
    const info = vi.spyOn(console, "log").mockImplementation(() => undefined);
    await handleScheduled("*/5 * * * *", broken);
    const summary = JSON.parse(String(info.mock.calls[0][1])) as Record<string, { failed?: string }>;
    expect(summary.purged.failed).toMatch(/^[0-9a-f]{16}$/);
    expect(summary.deletions).toEqual({ requested: 0, pending: 0 });
    expect(log.lineWith(summary.purged.failed!)).toMatchObject({ where: "cron purge", code: "SQLITE_ERROR" });
    expect(log.text()).not.toMatch(/sessions_gone|delete from/i);
  });

  it("Remix's handleError (render errors) logs the summary, never the raw error", () => {
    const log = captureErrors();
    const error = new DrizzleQueryError('select * from "users" where "email" = ?', ["jane.doe@example.com"]);
    const request = new Request("http://local.test/bills");
    handleError(error, { request, params: {}, context: {} as Parameters<typeof handleError>[1]["context"] });
    expect(log.text()).not.toContain("jane.doe@example.com");
    expect(log.text()).toContain('"where":"page"');
    expect(log.text()).toContain('"error":"DrizzleQueryError"');
  });
});
