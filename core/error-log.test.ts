import { DrizzleQueryError } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorReferenceOf, logError, SafeMessageError, summariseError } from "./error-log";
import { expectConsoleError } from "../tests/setup/console-errors";

// What D1 answers for a duplicate e-mail, wrapped the way drizzle wraps every failed query.
const duplicateEmail = () =>
  new DrizzleQueryError(
    'insert into "users" ("id", "email", "password_hash") values (?, ?, ?)',
    ["u_123", "jane.doe@example.com", "pbkdf2$secret-hash"],
    new Error("D1_ERROR: UNIQUE constraint failed: users.email: SQLITE_CONSTRAINT"),
  );

afterEach(() => vi.restoreAllMocks());

describe("error summaries", () => {
  it("keep the class, the D1 code and the constraint name of a drizzle error, never its SQL or values", () => {
    const summary = summariseError(duplicateEmail());
    expect(summary).toMatchObject({
      error: "DrizzleQueryError",
      causes: ["Error"],
      code: "SQLITE_CONSTRAINT",
      constraint: "UNIQUE users.email",
    });
    const text = JSON.stringify(summary);
    for (const leak of ["jane.doe@example.com", "secret-hash", "insert into", "params", "u_123"])
      expect(text).not.toContain(leak);
  });

  it("drop the message of ordinary errors (it may quote user input) but keep where it was thrown", () => {
    const summary = summariseError(
      new SyntaxError('Unexpected token, "my ssn is 123-45-6789" is not valid JSON'),
    );
    expect(summary.error).toBe("SyntaxError");
    expect(summary.message).toBeUndefined();
    expect(summary.at?.[0]).toMatch(/error-log\.test\.ts/);
    expect(JSON.stringify(summary)).not.toContain("123-45-6789");
  });

  it("never take a frame from the message, even one that looks like a stack line", () => {
    const error = new Error("bad input:\n    at jane.doe@example.com (injected)");
    const summary = summariseError(error);
    expect(summary.at?.length).toBeGreaterThan(0);
    expect(JSON.stringify(summary)).not.toContain("jane.doe");
  });

  it("keep the message of errors that only name settings", () => {
    expect(
      summariseError(new SafeMessageError("Invalid environment: GATEWAY_URL: must be https")).message,
    ).toBe("Invalid environment: GATEWAY_URL: must be https");
  });

  it("say what was thrown when it is not an Error, without its value", () => {
    expect(summariseError("jane.doe@example.com")).toEqual({ error: "string" });
    expect(summariseError(null)).toEqual({ error: "null" });
  });
});

describe("logError", () => {
  it("writes one JSON line under a fresh reference and returns that reference", () => {
    const logged = expectConsoleError('"level":"error"');
    const reference = logError("api", duplicateEmail(), { method: "POST", route: "/api/auth/register" });
    expect(reference).toMatch(/^[0-9a-f]{16}$/);
    expect(logged.calls()).toHaveLength(1);
    expect(JSON.parse(String(logged.calls()[0][0]))).toMatchObject({
      level: "error",
      where: "api",
      reference,
      method: "POST",
      route: "/api/auth/register",
      error: "DrizzleQueryError",
    });
    expect(logError("api", new Error("x"))).not.toBe(reference);
  });

  it("finds the reference in an error answer", () => {
    expect(errorReferenceOf({ detail: "Internal Server Error", reference: "0123456789abcdef" })).toBe(
      "0123456789abcdef",
    );
    expect(errorReferenceOf({ reference: "<script>" })).toBeNull();
    expect(errorReferenceOf(null)).toBeNull();
  });
});
