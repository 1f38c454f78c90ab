// Rows the insurance-costs tests start from, written straight to D1: a saved policy and the members
// it covers, a bill of a member with its lines, and an EOB attached to it as verification leaves it.
import { insurancePlanBenefits, insurancePlans } from "#db/reference/schema";
import { db, schema } from "../factories";

let n = 0;
const uid = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++n}`;

export async function addPolicy(
  userId: string,
  memberIds: string[],
  fields: Partial<typeof schema.insurancePolicies.$inferInsert> = {},
): Promise<string> {
  const id = uid("policy");
  await db()
    .insert(schema.insurancePolicies)
    .values({
      id,
      userId,
      policyName: "Acme Policy",
      subscriberId: "ACM123456789",
      planCategory: "employer",
      ...fields,
    });
  if (memberIds.length)
    await db()
      .insert(schema.insurancePolicyMembers)
      .values(memberIds.map((familyMemberId) => ({ policyId: id, familyMemberId, userId })));
  return id;
}

export interface BillLineSpec {
  cpt: string;
  billed: number;
  allowed?: number | null;
  paid?: number | null;
}

/** A bill of `familyMemberId` (null: the subscriber), dated `serviceDate`, with its lines. */
export async function addBillOf(
  userId: string,
  familyMemberId: string | null,
  serviceDate: string,
  lines: BillLineSpec[],
): Promise<string> {
  const id = uid("bill");
  const total = Math.round(lines.reduce((s, l) => s + l.billed, 0) * 100);
  await db()
    .insert(schema.bills)
    .values({
      id,
      userId,
      familyMemberId,
      providerName: "Lakeside Clinic",
      serviceDate,
      totalBilledCents: total,
    });
  await db()
    .insert(schema.lineItems)
    .values(
      lines.map((l, position) => ({
        id: uid("line"),
        billId: id,
        userId,
        position,
        cptCode: l.cpt,
        units: 1,
        billedCents: Math.round(l.billed * 100),
        allowedCents: l.allowed == null ? null : Math.round(l.allowed * 100),
        paidCents: l.paid == null ? null : Math.round(l.paid * 100),
      })),
    );
  return id;
}

/** A document attached to `billId` with `data` as the user verified it (an EOB unless told). */
export async function addVerifiedDocument(
  userId: string,
  billId: string,
  data: Record<string, unknown>,
  options: { type?: string; status?: "verified" | "pending"; title?: string } = {},
): Promise<string> {
  const id = uid("doc");
  await db()
    .insert(schema.documents)
    .values({
      id,
      userId,
      billId,
      documentType: options.type ?? "eob",
      originalFilename: `${id}.pdf`,
      title: options.title ?? null,
      contentType: "application/pdf",
      fileSize: 2048,
      sha256: id,
      storageKey: `documents/${id}`,
      source: "upload",
      processingStatus: "extracted",
      needsClassification: false,
      userVerifiedData: data,
      verificationStatus: options.status ?? "verified",
    });
  return id;
}

export const eobLine = (cpt_code: string, billed: number, allowed: number, paid: number, extra = {}) => ({
  cpt_code,
  billed_amount: billed,
  allowed_amount: allowed,
  paid_amount: paid,
  ...extra,
});

/** A catalogue plan (as the importers leave it) with in-network benefit rows. */
export async function addCataloguePlan(
  planId: string,
  limits: { deductible: [number, number]; outOfPocket: [number, number] },
  benefits: {
    name: string;
    copay?: number;
    coinsurancePct?: number;
    afterDeductible?: boolean;
    description: string;
  }[],
) {
  await db()
    .insert(insurancePlans)
    .values({
      planId,
      state: "KY",
      year: 2026,
      source: "marketplace-plans",
      carrierId: "acme-health",
      carrierName: "Acme Health",
      planName: "Acme Silver PPO",
      planCategory: "Individual · Silver",
      planTypeId: "individual_ppo",
      dedInnIndividualCents: limits.deductible[0] * 100,
      dedInnFamilyCents: limits.deductible[1] * 100,
      moopInnIndividualCents: limits.outOfPocket[0] * 100,
      moopInnFamilyCents: limits.outOfPocket[1] * 100,
    })
    .onConflictDoNothing();
  await db()
    .insert(insurancePlanBenefits)
    .values(
      benefits.map((b) => ({
        planId,
        year: 2026,
        benefitName: b.name,
        tier: "in_network" as const,
        copayCents: b.copay === undefined ? null : b.copay * 100,
        coinsuranceBasisPoints: b.coinsurancePct === undefined ? null : b.coinsurancePct * 100,
        afterDeductible: b.afterDeductible ?? false,
        description: b.description,
      })),
    )
    .onConflictDoNothing();
}
