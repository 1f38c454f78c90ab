// Shared steps for the document tests: signed-in users, sample files by their first bytes,
// uploads through the built app, and a fake orchestrator gateway that records what it was asked.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { createSession } from "~/services/auth/session.server";
import { createUser } from "~/services/auth/users.server";
import { installFakeGateway, type GatewayCall } from "./fake-gateway";

export const BASE = "http://local.test";
export const db = () => getDb(env);

let counter = 0;
export const uniqueEmail = (label = "doc") => `${label}.${Date.now().toString(36)}.${++counter}@example.com`;

export async function signedInUser(label = "doc", { verified = true } = {}) {
  const user = await createUser(db(), { email: uniqueEmail(label) });
  if (verified) await db().update(schema.users).set({ isVerified: true }).where(eq(schema.users.id, user.id));
  const { token } = await createSession(db(), user.id);
  return { user, token };
}

export async function makePremium(userId: string) {
  await db()
    .update(schema.subscriptions)
    .set({ tier: "premium", status: "active", plan: "monthly" })
    .where(eq(schema.subscriptions.userId, userId));
}

export async function selfMemberId(userId: string): Promise<string> {
  const row = await db()
    .select({ id: schema.familyMembers.id, relationship: schema.familyMembers.relationship })
    .from(schema.familyMembers)
    .where(eq(schema.familyMembers.userId, userId))
    .all();
  return row.find((r) => r.relationship === "self")!.id;
}

const ascii = (s: string) => new TextEncoder().encode(s);

/** Sample files: only the first bytes matter to the upload, the rest is filler. */
export const files = {
  pdf: (size = 2048) =>
    padded(ascii("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"), size),
  truncatedPdf: () => ascii("%PDF-1.4\n1 0 obj\n<< /Type /Cat"),
  png: (size = 1024) =>
    padded(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), size),
  jpeg: (size = 1024) =>
    padded(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]), size),
  exe: () =>
    padded(
      ascii("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xffThis program cannot be run in DOS mode."),
      4096,
    ),
  empty: () => new Uint8Array(),
};

function padded(head: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  for (let i = head.length; i < bytes.length; i++) bytes[i] = 0x20 + (i % 90);
  return bytes;
}

export function upload(
  token: string,
  bytes: Uint8Array,
  filename = "bill.pdf",
  fields: Record<string, string> = {},
  type = "application/pdf",
) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], filename, { type }));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return SELF.fetch(`${BASE}/api/pending-documents/upload-user-document`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

export async function uploaded(token: string, bytes = files.pdf(), filename = "bill.pdf", fields = {}) {
  const res = await upload(token, bytes, filename, fields);
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { document_id: string }).document_id;
}

export function api(token: string, method: string, path: string, body?: unknown) {
  return SELF.fetch(`${BASE}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
}

export async function documentRow(id: string) {
  return db().select().from(schema.documents).where(eq(schema.documents.id, id)).get();
}

export async function billsOf(userId: string) {
  return db().select().from(schema.bills).where(eq(schema.bills.userId, userId)).all();
}

/** A gateway that starts workflows (202) and has no running workflow for verify (404). */
export function gatewayWithoutWorkflows() {
  return installFakeGateway((call: GatewayCall) =>
    call.path.endsWith("/process")
      ? { status: 202, body: { workflowId: "document-x", status: "started" } }
      : { status: 404, body: { detail: "Workflow not found" } },
  );
}

/** Extraction results as the workflow saves them, for tests that start from 'extracted'. */
export async function markExtracted(id: string, data: Record<string, unknown>, type = "medical_bill") {
  await db()
    .update(schema.documents)
    .set({
      processingStatus: "extracted",
      documentType: type,
      classificationConfidence: 0.93,
      needsClassification: false,
      extractedData: data,
    })
    .where(eq(schema.documents.id, id));
}
