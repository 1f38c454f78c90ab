// The facts a dispute letter is written from (docs/decisions/053), gathered when the workflow asks:
// the bill and its lines, the analysis run afresh (without the premium gate: the free plan's letter
// states its findings too), the EOB's insurer, the people, the enclosures the user asked for. Never
// free text beyond the user's own personal statement.
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { AnalysisBill, AnalysisResult } from "#core/analysis";
import { fullName, SELF_PATIENT_ID } from "#core/bills/family";
import type { LetterEnclosure, LetterFacts } from "#core/disputes/facts";
import { letterFinding } from "#core/disputes/findings";
import { chooseLetterKinds } from "#core/disputes/kinds";
import { GenerateLetterRequestSchema } from "#core/disputes/schemas";
import { RESPONSE_DAYS } from "#core/disputes/types";
import { ApiError } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { runBillAnalysis } from "../analysis/bill-analysis.server";
import { getBill, type BillDetail } from "../bills/detail.server";
import { findLetter, ownLetter } from "./letters.server";

const { users, bills, familyMembers, documents, disputeLetters } = schema;

const text = (value: unknown, max = 300): string | null =>
  typeof value === "string" && value.trim() ? value.trim().slice(0, max) : null;

const day = (value: string | null | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/** A document's field as the user checked it, else as it was read. */
const fieldOf = (doc: { userVerifiedData: unknown; extractedData: unknown }, name: string) =>
  text((doc.userVerifiedData as Record<string, unknown> | null)?.[name]) ??
  text((doc.extractedData as Record<string, unknown> | null)?.[name]);

/** The analysis, or none when the bill cannot be analysed yet (the letter then asks for detail). */
async function analysisOf(db: Db, userId: string, zipcode: string | null, detail: BillDetail, now: Date) {
  try {
    return await runBillAnalysis(db, userId, zipcode, detail, now);
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return null;
    throw error;
  }
}

function holderName(user: typeof users.$inferSelect): string {
  const named = fullName({ firstName: user.firstName ?? "", lastName: user.lastName ?? "" });
  return (text(user.realName) ?? text(named) ?? text(user.displayName) ?? user.email).slice(0, 300);
}

function isDenied(analysis: { bill: AnalysisBill; result: AnalysisResult } | null): boolean {
  if (!analysis) return false;
  return (
    analysis.result.errors_detected.some((f) => f.category === "denial") ||
    !!analysis.bill.eob?.lines.some((l) => l.denied)
  );
}

/** null when the letter, its bill or its account is not there (the workflow then stops). */
export async function letterFacts(
  db: Db,
  userId: string,
  letterId: string,
  now = new Date(),
): Promise<LetterFacts | null> {
  const letter = await findLetter(db, userId, letterId);
  if (!letter) return null;
  const [[user], [billRow], docs] = await db.batch([
    db.select().from(users).where(eq(users.id, userId)),
    db
      .select({ npi: bills.providerNpi, dateOfBirth: familyMembers.dateOfBirth })
      .from(bills)
      .leftJoin(
        familyMembers,
        and(
          eq(familyMembers.userId, bills.userId),
          or(
            eq(familyMembers.id, bills.familyMemberId),
            and(isNull(bills.familyMemberId), eq(familyMembers.relationship, "self")),
          ),
        ),
      )
      .where(and(eq(bills.id, letter.billId), eq(bills.userId, userId))),
    db
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.userId, userId),
          eq(documents.billId, letter.billId),
          inArray(documents.documentType, ["eob", "prior_authorization"]),
        ),
      )
      .orderBy(documents.createdAt, documents.id),
  ]);
  const detail = await getBill(db, userId, letter.billId);
  if (!user || !billRow || !detail) return null;
  // Written by the generate request; a row that somehow holds something else reads as the defaults.
  const stored = GenerateLetterRequestSchema.safeParse(letter.options ?? {});
  const options = stored.success ? stored.data : GenerateLetterRequestSchema.parse({});
  const analysis = await analysisOf(db, userId, user.zipcode, detail, now);
  const found = analysis?.result.errors_detected ?? [];
  const findings = options.include_opportunities ? found.map(letterFinding) : [];
  const kinds = chooseLetterKinds({
    denied: isDenied(analysis),
    findings: findings.filter((f) => f.category !== "denial").length,
    linesLackCodes: !detail.line_items.length || detail.line_items.some((l) => !l.cpt_code.trim()),
    needsFinancialAssistance: options.needs_financial_assistance,
    isPreventiveVisit: options.is_preventive_visit,
  });
  if (letter.kind !== kinds[0]) {
    await db.update(disputeLetters).set({ kind: kinds[0] }).where(ownLetter(userId, letterId));
  }
  const eob = docs.find((d) => d.documentType === "eob" && fieldOf(d, "insurance_company"));
  const insurer = eob
    ? {
        name: fieldOf(eob, "insurance_company")!,
        claim_number: fieldOf(eob, "claim_number")?.slice(0, 100) ?? null,
      }
    : null;
  const sender = holderName(user);
  const provider = { name: detail.provider_name.slice(0, 300), npi: billRow.npi?.slice(0, 20) ?? null };
  const wanted = [
    ...(options.attach_eob ? ["eob"] : []),
    ...(options.attach_prior_auth ? ["prior_authorization"] : []),
  ];
  const enclosures: LetterEnclosure[] = docs
    .filter((d) => wanted.includes(d.documentType))
    .slice(0, 20)
    .map((d) => ({
      document_id: d.id,
      document_type: d.documentType as LetterEnclosure["document_type"],
      filename: d.originalFilename.slice(0, 255),
      storage_key: d.storageKey,
      content_type: d.contentType,
    }));
  const toInsurer = kinds[0] === "insurance_appeal" && insurer;
  return {
    letter_id: letter.id,
    bill_id: letter.billId,
    date: now.toISOString().slice(0, 10),
    kinds,
    sender: { name: sender, address: [], email: user.email },
    recipient: toInsurer ? { name: insurer.name, address: [] } : { name: provider.name, address: [] },
    patient: {
      name: (detail.patient_id === SELF_PATIENT_ID ? sender : text(detail.patient_name)) ?? sender,
      date_of_birth: day(billRow.dateOfBirth),
    },
    provider,
    insurer,
    bill: {
      service_date: day(detail.service_date),
      bill_date: day(detail.bill_date),
      claim_number: detail.claim_number?.slice(0, 100) ?? insurer?.claim_number ?? null,
      account_number: detail.account_number?.slice(0, 100) ?? null,
      total_billed: detail.total_billed_amount,
      total_allowed: detail.total_allowed_amount,
      total_paid: detail.total_paid_amount,
      patient_responsibility: detail.patient_responsibility,
      amount_due: analysis?.bill.patient_amount_due ?? null,
    },
    lines: detail.line_items.slice(0, 1000).map((l, i) => ({
      position: i + 1,
      cpt_code: l.cpt_code.slice(0, 16),
      description: l.description?.slice(0, 500) ?? null,
      units: l.units,
      service_date: day(l.service_date),
      billed_amount: l.billed_amount,
      allowed_amount: l.allowed_amount,
      paid_amount: l.paid_amount,
    })),
    findings: findings.slice(0, 500),
    potential_savings: Math.round(findings.reduce((s, f) => s + (f.potential_savings ?? 0), 0) * 100) / 100,
    personal_statement: (detail.personal_statement ?? "").slice(0, 5000),
    is_preventive_visit: options.is_preventive_visit,
    needs_financial_assistance: options.needs_financial_assistance,
    enclosures,
    watermark: letter.watermarked,
    response_days: RESPONSE_DAYS,
  };
}
