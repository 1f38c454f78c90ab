// /internal: signatures, idempotent writes, the R2 prefix guard, files, purge and what remains.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signRequest } from "#core/signing";
import { getDb, schema } from "~/db.server";
import { newId } from "~/services/auth/tokens.server";
import { signedInUser } from "./factories";

const BASE = "http://local.test";
const SECRET = "test-internal-secret-0123456789abcdef0123456789";

async function signed(
  method: string,
  path: string,
  body?: unknown,
  opts: { key?: string; secret?: string; now?: number } = {},
) {
  const text = body === undefined ? "" : JSON.stringify(body);
  const headers: Record<string, string> = await signRequest(
    opts.secret ?? SECRET,
    method,
    path,
    text,
    opts.now,
  );
  if (opts.key) headers["idempotency-key"] = opts.key;
  if (text) headers["content-type"] = "application/json";
  return SELF.fetch(`${BASE}${path}`, { method, headers, body: text || undefined });
}

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

/** A user with a row in every kind of table, plus rows keyed only by the address. */
async function userWithEverything() {
  const db = getDb(env);
  const { user } = await signedInUser("internal", { verified: false });
  const billId = newId();
  const lineId = newId();
  const documentId = newId();
  const policyId = newId();
  const [self] = await db.select().from(schema.familyMembers).where(eq(schema.familyMembers.userId, user.id));
  await db.batch([
    db.insert(schema.bills).values({ id: billId, userId: user.id, providerName: "General Hospital" }),
    db
      .insert(schema.lineItems)
      .values({ id: lineId, billId, userId: user.id, cptCode: "99213", billedCents: 15000 }),
    db
      .insert(schema.diagnosisCodes)
      .values({ id: newId(), billId, lineItemId: lineId, userId: user.id, icd10Code: "J20.9" }),
    db.insert(schema.documents).values({
      id: documentId,
      userId: user.id,
      billId,
      originalFilename: "bill.pdf",
      contentType: "application/pdf",
      fileSize: 10,
      sha256: "0".repeat(64),
      storageKey: `users/${user.id}/documents/${documentId}`,
      source: "upload",
    }),
    db.insert(schema.disputeLetters).values({ id: newId(), userId: user.id, billId, documentId }),
    db.insert(schema.feedback).values({ id: newId(), userId: user.id, billId, rating: 5 }),
    db
      .insert(schema.insurancePolicies)
      .values({ id: policyId, userId: user.id, policyName: "PPO", subscriberId: "S1" }),
    db.insert(schema.insurancePolicyMembers).values({ policyId, familyMemberId: self.id, userId: user.id }),
    db.insert(schema.events).values({ id: newId(), userId: user.id, eventName: "billUploaded" }),
    db.insert(schema.usageCounters).values({ userId: user.id, kind: "document", period: "total", count: 1 }),
    db
      .insert(schema.emailOutbox)
      .values({ id: newId(), to: user.email, subject: "Verify", text: "t", html: "h", transport: "outbox" }),
    db.insert(schema.authCodes).values({
      id: newId(),
      kind: "magic_link",
      email: user.email,
      tokenHash: newId(),
      expiresAt: Date.now() + 60_000,
    }),
  ]);
  const fileKey = `users/${user.id}/documents/${documentId}`;
  await env.FILES.put(fileKey, "pdf bytes");
  return { ...user, fileKey };
}

describe("/internal signatures", () => {
  it("refuses a request without a signature, with the wrong secret, or older than 300 s", async () => {
    expect((await SELF.fetch(`${BASE}/internal/health`)).status).toBe(401);
    const wrong = await signed("GET", "/internal/health", undefined, {
      secret: "not-the-secret-0123456789abcdef0123456789",
    });
    expect(wrong.status).toBe(401);
    expect(await json(wrong)).toEqual({ detail: "Invalid signature (mismatch)" });
    const stale = await signed("GET", "/internal/health", undefined, { now: Date.now() - 301_000 });
    expect(await json(stale)).toEqual({ detail: "Invalid signature (skew)" });
    expect((await signed("GET", "/internal/health")).status).toBe(200);
  });

  it("refuses a signed request whose body was changed on the way", async () => {
    const headers = await signRequest(
      SECRET,
      "PUT",
      "/internal/files?key=users/x/a",
      JSON.stringify({ text: "a" }),
    );
    const res = await SELF.fetch(`${BASE}/internal/files?key=users/x/a`, {
      method: "PUT",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ text: "tampered" }),
    });
    expect(res.status).toBe(401);
    expect(await env.FILES.get("users/x/a")).toBeNull();
  });
});

describe("/internal files", () => {
  it("stores and reads back an object, text or base64", async () => {
    const put = await signed("PUT", "/internal/files?key=users/u-files/letters/l1.pdf", {
      contentBase64: btoa("%PDF-1.7 letter"),
      contentType: "application/pdf",
    });
    expect(put.status).toBe(201);
    expect(await json(put)).toEqual({ key: "users/u-files/letters/l1.pdf", size: 15 });
    const got = await json<{ contentBase64: string; contentType: string }>(
      await signed("GET", "/internal/files?key=users/u-files/letters/l1.pdf"),
    );
    expect(atob(got.contentBase64)).toBe("%PDF-1.7 letter");
    expect(got.contentType).toBe("application/pdf");
    expect((await signed("GET", "/internal/files?key=users/u-files/none")).status).toBe(404);
    expect((await signed("PUT", "/internal/files?key=users/../etc", { text: "x" })).status).toBe(400);
  });

  it("lists a user's keys page by page and never another user's", async () => {
    for (let i = 0; i < 5; i++) await env.FILES.put(`users/u-list/documents/d${i}`, "x");
    await env.FILES.put("users/u-list-other/documents/d0", "x");
    const first = await json<{ keys: string[]; cursor: string | null }>(
      await signed("GET", "/internal/users/u-list/files?limit=3"),
    );
    expect(first.keys).toEqual([
      "users/u-list/documents/d0",
      "users/u-list/documents/d1",
      "users/u-list/documents/d2",
    ]);
    const rest = await json<{ keys: string[]; cursor: string | null }>(
      await signed("GET", `/internal/users/u-list/files?limit=3&cursor=${encodeURIComponent(first.cursor!)}`),
    );
    expect(rest).toEqual({ keys: ["users/u-list/documents/d3", "users/u-list/documents/d4"], cursor: null });
  });

  it("refuses to delete a key outside the user's own prefix", async () => {
    await env.FILES.put("users/victim/documents/d1", "keep me");
    const res = await signed("POST", "/internal/users/attacker/files/delete", {
      keys: ["users/attacker/documents/d1", "users/victim/documents/d1"],
    });
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual({ detail: "Only keys under users/attacker/ may be deleted" });
    expect(await env.FILES.get("users/victim/documents/d1")).not.toBeNull();
    const sneaky = await signed("POST", "/internal/users/attacker/files/delete", {
      keys: ["users/attacker/../victim/documents/d1"],
    });
    expect(sneaky.status).toBe(403);
    expect((await signed("POST", "/internal/users/a%2Fb/files/delete", { keys: [] })).status).toBe(400);
  });
});

describe("/internal idempotency", () => {
  it("applies a write once and answers a repeat with the stored response", async () => {
    const key = `test-${crypto.randomUUID()}`;
    const first = await signed("PUT", "/internal/files?key=users/u-idem/a.txt", { text: "first" }, { key });
    expect(first.status).toBe(201);
    const repeat = await signed(
      "PUT",
      "/internal/files?key=users/u-idem/a.txt",
      { text: "second, longer" },
      { key },
    );
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get("idempotent-replay")).toBe("true");
    expect(await json(repeat)).toEqual({ key: "users/u-idem/a.txt", size: 5 });
    expect(await (await env.FILES.get("users/u-idem/a.txt"))!.text()).toBe("first");
  });
});

describe("/internal purge and remaining", () => {
  it("deletes every row of one user, users row last, and leaves another user untouched", async () => {
    const doomed = await userWithEverything();
    const bystander = await userWithEverything();
    const before = await json<{ rows: Record<string, number>; totalRows: number; objects: number }>(
      await signed("GET", `/internal/users/${doomed.id}/remaining`),
    );
    expect(before.objects).toBe(1);
    for (const table of [
      "users",
      "sessions",
      "bills",
      "line_items",
      "documents",
      "insurance_policy_members",
      "email_outbox",
      "auth_codes",
    ]) {
      expect(before.rows[table], table).toBe(1);
    }

    // No idempotency key, as the deletion activity sends it: a stored key would name the user.
    const purge = await signed("POST", `/internal/users/${doomed.id}/purge`, {});
    expect(purge.status).toBe(200);
    expect((await json<{ totalRows: number }>(purge)).totalRows).toBe(before.totalRows);
    const files = await signed("POST", `/internal/users/${doomed.id}/files/delete`, {
      keys: [doomed.fileKey],
    });
    expect(await json(files)).toEqual({ deleted: 1 });

    const after = await json<{ rows: Record<string, number>; totalRows: number; objects: number }>(
      await signed("GET", `/internal/users/${doomed.id}/remaining`),
    );
    expect(after.totalRows).toBe(0);
    expect(after.objects).toBe(0);
    const db = getDb(env);
    expect(await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, doomed.email))).toEqual(
      [],
    );

    const kept = await json<{ totalRows: number; objects: number }>(
      await signed("GET", `/internal/users/${bystander.id}/remaining`),
    );
    expect(kept).toMatchObject({ totalRows: before.totalRows, objects: 1 });
  });

  it("records an audit entry once, with ids and counts only", async () => {
    const entry = {
      id: "account-deleted-u-audit",
      action: "account_deleted",
      subjectType: "user",
      subjectId: "u-audit",
      details: { filesDeleted: 3, rowsDeleted: 9 },
    };
    expect(await json(await signed("POST", "/internal/audit", entry))).toEqual({
      id: entry.id,
      recorded: true,
    });
    expect(await json(await signed("POST", "/internal/audit", entry))).toEqual({
      id: entry.id,
      recorded: false,
    });
    const rows = await getDb(env)
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subjectId, "u-audit"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "account_deleted",
      details: { filesDeleted: 3, rowsDeleted: 9 },
    });
    expect(
      (await signed("POST", "/internal/audit", { action: "x", details: { nested: { a: 1 } } })).status,
    ).toBe(400);
  });
});
