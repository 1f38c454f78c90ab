// Deleting an account leaves no row anywhere that names the user: not their id, address or inbox,
// not the hashed address of old rate-limit rows, not the stored answers about their documents; an
// operator's audit row keeps what was done without whom. The deletion's own record names nobody.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signRequest } from "#core/signing";
import { getDb, schema } from "~/db.server";
import { recordAudit } from "~/services/platform/audit.server";
import { checkMagicLinkQuota, issueMagicLink, takeAttempt } from "~/services/auth/codes.server";
import { resendVerification, signInWithPassword } from "~/services/auth/sign-in.server";
import { hashToken, newId } from "~/services/auth/tokens.server";
import { createUser } from "~/services/auth/users.server";
import { DELETED_USER } from "../../workers/internal/user-data";
import { signedInUser } from "./factories";

const BASE = "http://local.test";
const SECRET = "test-internal-secret-0123456789abcdef0123456789";

async function signed(method: string, path: string, body?: unknown, key?: string) {
  const text = body === undefined ? "" : JSON.stringify(body);
  const headers: Record<string, string> = await signRequest(SECRET, method, path, text);
  if (key) headers["idempotency-key"] = key;
  if (text) headers["content-type"] = "application/json";
  return SELF.fetch(`${BASE}${path}`, { method, headers, body: text || undefined });
}

/** A user with the rows an account collects, including ones that name them only indirectly. */
async function livedInAccount(label: string) {
  const db = getDb(env);
  const { user } = await signedInUser(label, { verified: false });
  const documentId = newId();
  await db.insert(schema.documents).values({
    id: documentId,
    userId: user.id,
    originalFilename: "statement.pdf",
    contentType: "application/pdf",
    fileSize: 10,
    sha256: "0".repeat(64),
    storageKey: `users/${user.id}/documents/${documentId}`,
    source: "upload",
  });
  // The rate limits' rows, keyed by hashes of the address, through the code that writes them.
  await signInWithPassword(env, db, user.email, "not the password", {
    ip: "203.0.113.9",
    device: "Test",
  }).catch(() => undefined);
  await resendVerification(env, db, user.email);
  await takeAttempt(db, "future.limit", user.email, 5, 60_000);
  for (let i = 0; i < 5; i++)
    await issueMagicLink(db, { email: user.email, userId: user.id, redirectUrl: null });
  expect((await checkMagicLinkQuota(db, user.email)).allowed).toBe(false);
  await recordAudit(db, { action: "user.email_verified", subjectType: "user", subjectId: user.id });
  // What the activities of their document and a former deletion attempt left behind.
  await db.insert(schema.idempotencyKeys).values([
    {
      key: `document-${documentId}/run-1/3/extraction`,
      method: "PUT",
      path: `/internal/documents/${documentId}/extraction`,
      status: 200,
      responseBody: JSON.stringify({ patient_name: `${label} Lovelace`, total: 1916.65 }),
    },
    {
      key: `account-deletion-${user.id}/run-0/2/files-abc`,
      method: "POST",
      path: `/internal/users/${user.id}/files/delete`,
      status: 200,
      responseBody: '{"deleted":1}',
    },
  ]);
  // A message to their inbox refused before an owner was known.
  await db.insert(schema.ingestedEmails).values({
    id: newId(),
    userId: null,
    sender: user.email,
    recipient: `bills+${user.inboxToken}@inbox.fairbill.local`,
    receivedAt: Date.now(),
    status: "rejected",
    rejectReason: "too large",
  });
  const hashes = await Promise.all(
    [
      `email:${user.email}`,
      `auth.password_failed:${user.email}`,
      `auth.verification_resend:${user.email}`,
      `future.limit:${user.email}`,
    ].map((key) => hashToken(key)),
  );
  return { ...user, documentId, needles: [user.id, user.email, user.inboxToken, ...hashes] };
}

/** Every row of every table, as text: what an attacker with a copy of the database would read. */
async function everyRow(): Promise<string[]> {
  const tables = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name != 'd1_migrations'",
  ).all<{ name: string }>();
  const rows: string[] = [];
  for (const { name } of tables.results) {
    const all = await env.DB.prepare(`select * from "${name}"`).all();
    for (const row of all.results) rows.push(`${name}: ${JSON.stringify(row)}`);
  }
  return rows;
}

const naming = (rows: string[], needles: string[]) =>
  rows.filter((row) => needles.some((needle) => row.toLowerCase().includes(needle.toLowerCase())));

describe("account purge", () => {
  it("leaves no row naming the user, hashed addresses and stored answers included", async () => {
    const doomed = await livedInAccount("doomed");
    const bystander = await livedInAccount("bystander");
    const operator = await createUser(getDb(env), { email: `purge-ops.${Date.now()}@example.com` });
    await recordAudit(getDb(env), {
      action: "ops.viewed",
      subjectType: "user",
      subjectId: operator.id,
      details: { view: "workflow", workflowId: `account-deletion-${doomed.id}` },
    });
    expect(naming(await everyRow(), doomed.needles).length).toBeGreaterThan(10);

    const before = (await (await signed("GET", `/internal/users/${doomed.id}/remaining`)).json()) as {
      rows: Record<string, number>;
    };
    expect(before.rows.audit_log).toBeGreaterThanOrEqual(5);
    expect(before.rows.idempotency_keys).toBe(2);
    expect(before.rows.audit_log_mentions).toBe(1);
    expect(before.rows.ingested_emails).toBe(1);

    const purge = await signed("POST", `/internal/users/${doomed.id}/purge`, {});
    expect(purge.status).toBe(200);
    // The deletion's own record, as the workflow's last activity writes it.
    const deletionId = crypto.randomUUID();
    const record = {
      id: `account-deleted-${deletionId}`,
      action: "account.deleted",
      subjectType: "account_deletion",
      subjectId: deletionId,
      details: { filesDeleted: 1, rowsDeleted: 20, workflowsEnded: 1 },
    };
    expect((await signed("POST", "/internal/audit", record, `account-deleted/${deletionId}`)).status).toBe(
      201,
    );

    const after = (await (await signed("GET", `/internal/users/${doomed.id}/remaining`)).json()) as {
      totalRows: number;
    };
    expect(after.totalRows).toBe(0);
    const rows = await everyRow();
    expect(naming(rows, doomed.needles)).toEqual([]);

    // What stays: the deletion on record, and the operator's view without whom it concerned.
    const kept = await getDb(env)
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subjectId, deletionId))
      .all();
    expect(kept).toHaveLength(1);
    const view = await getDb(env)
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subjectId, operator.id))
      .get();
    expect(view?.details).toEqual({ view: "workflow", workflowId: `account-deletion-${DELETED_USER}` });

    // The other user keeps every row, hashed ones included.
    for (const needle of bystander.needles)
      expect(naming(rows, [needle]).length, `bystander ${needle.slice(0, 12)}`).toBeGreaterThan(0);
  });
});
