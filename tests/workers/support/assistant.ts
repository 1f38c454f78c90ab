// The assistant tests' household (issue 16): a holder with a child, two bills with lines (one with
// a duplicate line the analysis finds), the statement with its amount due, a verified EOB, a
// dispute letter's deadline and a saved policy — straight into D1 — and the chat calls.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import type { ChatAnswer } from "#core/assistant/types";
import { requireApiUser } from "~/services/auth/session.server";
import { newId } from "~/services/auth/tokens.server";
import {
  addDependent,
  BASE,
  billWith,
  db,
  insurancePolicy,
  schema,
  signedInUser,
  type SignedInUser,
  type UserOptions,
} from "../factories";

/** A document row as reading and verification leave it. */
export async function documentWith(
  userId: string,
  fields: Partial<typeof schema.documents.$inferInsert> & { documentType: string },
) {
  const id = newId();
  await db()
    .insert(schema.documents)
    .values({
      originalFilename: `${fields.documentType}.pdf`,
      contentType: "application/pdf",
      fileSize: 2048,
      sha256: id.replace(/-/g, ""),
      storageKey: `users/${userId}/${id}`,
      source: "upload",
      processingStatus: "extracted",
      needsClassification: false,
      ...fields,
      id,
      userId,
    });
  return id;
}

export interface Household {
  user: SignedInUser;
  childId: string;
  /** Bayview Clinic, Mar 14, 2026: 99213 $250 twice (a duplicate), 80053 $100.50; the holder's. */
  clinicBill: string;
  clinicLines: string[];
  statement: string;
  eob: string;
  letter: string;
  /** Sunrise Pediatrics, Feb 2, 2026: 99214 $300; the child's. */
  pediatricsBill: string;
  policy: string;
}

/** A holder (names, ZIP 94103) and everything the golden questions ask about. `tag` keeps claim numbers apart. */
export async function household(
  label: string,
  options: UserOptions & { tag?: string } = {},
): Promise<Household> {
  const tag = options.tag ?? "77001";
  const user = await signedInUser(label, {
    firstName: "Maria",
    lastName: "Lopez",
    zipcode: "94103",
    ...options,
  });
  const childId = await addDependent(user.id, "Sam", "Lopez", "child");
  const statement = await documentWith(user.id, {
    documentType: "medical_bill",
    verificationStatus: "verified",
    userVerifiedData: { provider_name: "Bayview Clinic", service_date: "2026-03-14", amount_due: "185.00" },
  });
  const clinicBill = await billWith(user.id, {
    providerName: "Bayview Clinic",
    serviceDate: "2026-03-14",
    claimNumber: `CLM-${tag}`,
    accountNumber: `ACCT-${tag}`,
    familyMemberId: user.selfId,
    sourceDocumentId: statement,
    totalAllowedCents: 28_000,
    totalPaidCents: 21_000,
    lines: [
      { cpt: "99213", billedCents: 25_000, allowedCents: 12_000, paidCents: 9_000 },
      { cpt: "99213", billedCents: 25_000, allowedCents: 12_000, paidCents: 9_000 },
      { cpt: "80053", billedCents: 10_050, allowedCents: 4_000, paidCents: 3_000 },
    ],
  });
  await db().update(schema.documents).set({ billId: clinicBill }).where(eq(schema.documents.id, statement));
  const clinicLines = (
    await db()
      .select({ id: schema.lineItems.id })
      .from(schema.lineItems)
      .where(eq(schema.lineItems.billId, clinicBill))
      .orderBy(schema.lineItems.position)
  ).map((l) => l.id);
  const eob = await documentWith(user.id, {
    documentType: "eob",
    billId: clinicBill,
    verificationStatus: "verified",
    userVerifiedData: {
      insurance_company: "Acme Health",
      claim_number: `CLM-${tag}`,
      service_date: "2026-03-14",
      total_billed: "600.50",
      total_allowed: "280.00",
      total_paid: "210.00",
      patient_responsibility: "70.00",
    },
  });
  const letter = newId();
  await db()
    .insert(schema.disputeLetters)
    .values({
      id: letter,
      userId: user.id,
      billId: clinicBill,
      status: "mailed",
      deadlines: [
        {
          rule: "provider_response",
          label: "Provider response due",
          due_on: "2026-12-20",
          counted_from: "the date you mailed the letter",
          citation: "Letter",
          url: "https://example.com",
          state: "open",
        },
      ],
    });
  const pediatricsBill = await billWith(user.id, {
    providerName: "Sunrise Pediatrics",
    serviceDate: "2026-02-02",
    claimNumber: `PED-${tag}`,
    familyMemberId: childId,
    lines: [{ cpt: "99214", billedCents: 30_000 }],
  });
  const policy = await insurancePolicy(user.id, [user.selfId, childId], {
    policyName: "Acme Gold PPO",
    inNetworkDeductible: "$1,500",
    inNetworkOopMax: "$6,000",
  });
  return { user, childId, clinicBill, clinicLines, statement, eob, letter, pediatricsBill, policy };
}

/** POST /api/chat/messages as the user. */
export function ask(user: SignedInUser, question: string, extra: Record<string, unknown> = {}) {
  return user.json<ChatAnswer & { detail?: unknown }>("POST", "/api/chat/messages", { question, ...extra });
}

/** The user's chat rows (both roles). */
export const chatMessagesOf = (userId: string) =>
  db().select().from(schema.chatMessages).where(eq(schema.chatMessages.userId, userId)).all();

/** The SignedIn a request with the user's bearer token resolves to (for calling services directly). */
export const signedInAs = (user: SignedInUser) =>
  requireApiUser(
    new Request(`${BASE}/api/auth/me`, { headers: { authorization: `Bearer ${user.token}` } }),
    env,
  );
