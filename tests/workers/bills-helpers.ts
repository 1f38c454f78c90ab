// Shared steps for the bills, family and feedback tests: signed-in users (verified or not, free or
// premium), JSON calls through the built app, bills made through the API, and bulk seeding.
import { env, SELF } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { getDb, schema } from "~/db.server";
import { createSession } from "~/services/auth/session.server";
import { newId } from "~/services/auth/tokens.server";
import { createUser } from "~/services/auth/users.server";

export const BASE = "http://local.test";
export const db = () => getDb(env);

let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}.${++counter}@example.com`;

export interface TestUser {
  id: string;
  token: string;
  selfId: string;
}

export async function signedInUser(
  label = "bills",
  { verified = true, premium = false, firstName = "Alex", lastName = "Rivera" } = {},
): Promise<TestUser> {
  const user = await createUser(db(), {
    email: uniqueEmail(label),
    firstName,
    lastName,
    isVerified: verified,
  });
  if (premium) await makePremium(user.id);
  const { token } = await createSession(db(), user.id);
  const self = await db()
    .select({ id: schema.familyMembers.id })
    .from(schema.familyMembers)
    .where(eq(schema.familyMembers.userId, user.id))
    .get();
  return { id: user.id, token, selfId: self!.id };
}

export async function makePremium(userId: string) {
  await db()
    .update(schema.subscriptions)
    .set({ tier: "premium", status: "active", plan: "monthly" })
    .where(eq(schema.subscriptions.userId, userId));
}

export function call(method: string, path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  return SELF.fetch(`${BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function callJson<T = Record<string, unknown>>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
) {
  const res = await call(method, path, token, body);
  return { status: res.status, body: (await res.json()) as T };
}

export const sampleBill = (overrides: Record<string, unknown> = {}) => ({
  date: "2026-01-05",
  provider: "City General Hospital",
  claim_number: "CLM-1001",
  dependent_id: "self",
  line_items: [
    { cpt_code: "99213", units: 1, billed_amount: 250, allowed_amount: 120, paid_amount: 90 },
    { cpt_code: "80053", units: 1, billed_amount: 100.5, allowed_amount: 40, paid_amount: 30 },
    { cpt_code: "36415", units: 2, billed_amount: 30 },
  ],
  diagnosis_codes: ["E11.9"],
  ...overrides,
});

/** Adds a bill through POST /api/medical-bills and answers its id. */
export async function addBill(token: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await call("POST", "/api/medical-bills", token, sampleBill(overrides));
  if (res.status !== 200) throw new Error(`create answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

export async function addDependent(
  userId: string,
  firstName: string,
  lastName: string,
  relationship: "spouse" | "child" | "parent" | "other",
  createdAt = Date.now(),
) {
  const id = newId();
  await db()
    .insert(schema.familyMembers)
    .values({ id, userId, firstName, lastName, relationship, createdAt });
  return id;
}

/**
 * Writes `bills` bills with `linesPerBill` lines each for a user straight into D1 (recursive CTE,
 * a few statements): dates walk back one day per bill from 2026-06-30, every 5th bill is for
 * the given dependent, statuses cycle through the four.
 */
export async function seedBills(
  userId: string,
  bills: number,
  linesPerBill: number,
  dependentId: string | null = null,
) {
  await db().run(sql`
    with recursive n(i) as (select 0 union all select i + 1 from n where i + 1 < ${bills})
    insert into bills (id, user_id, family_member_id, provider_name, service_date, claim_number, status,
      total_billed_cents, total_allowed_cents, total_paid_cents, potential_savings_cents, recovered_cents,
      source, created_at, updated_at)
    select ${userId} || '-bill-' || printf('%04d', i), ${userId},
      case when ${dependentId} is not null and i % 5 = 0 then ${dependentId} else null end,
      'Provider ' || (i % 37), date('2026-06-30', '-' || i || ' days'), 'CLM-' || i,
      case i % 4 when 0 then 'in_progress' when 1 then 'disputed' when 2 then 'ready_to_pay' else 'paid' end,
      ${linesPerBill} * 10000, ${linesPerBill} * 6000, ${linesPerBill} * 5000, 1500, 0, 'manual', 1700000000000 + i, 1700000000000 + i
    from n`);
  await db().run(sql`
    with recursive n(i) as (select 0 union all select i + 1 from n where i + 1 < ${bills * linesPerBill})
    insert into line_items (id, bill_id, user_id, position, cpt_code, units, billed_cents, allowed_cents, paid_cents, created_at)
    select ${userId} || '-line-' || i, ${userId} || '-bill-' || printf('%04d', i / ${linesPerBill}), ${userId},
      i % ${linesPerBill}, '992' || (10 + i % 5), 1, 10000, 6000, 5000, 1700000000000
    from n`);
}

/** POST /api/bills/{id}/documents/upload with a file and its fields. */
export function uploadBillDocument(
  token: string,
  billId: string,
  bytes: Uint8Array,
  filename = "eob.pdf",
  fields: Record<string, string> = { document_type: "eob" },
) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], filename));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return SELF.fetch(`${BASE}/api/bills/${billId}/documents/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

const ascii = (s: string) => new TextEncoder().encode(s);

function padded(head: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  for (let i = head.length; i < bytes.length; i++) bytes[i] = 0x20 + (i % 90);
  return bytes;
}

/** Sample files of each accepted kind: only the first bytes (and a docx's word/ part name) matter. */
export const billFiles = {
  pdf: (size = 1024) => padded(ascii("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"), size),
  jpeg: (size = 1024) =>
    padded(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]), size),
  png: (size = 1024) =>
    padded(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), size),
  gif: (size = 512) => padded(ascii("GIF89a\x01\x00\x01\x00"), size),
  doc: (size = 2048) => padded(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), size),
  docx: (size = 2048) =>
    padded(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...ascii("\x14\x00\x06\x00word/document.xml")]), size),
  exe: () => padded(ascii("MZ\x90\x00This program cannot be run in DOS mode."), 2048),
  zip: () => padded(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...ascii("\x14\x00notes/readme.txt")]), 2048),
};
