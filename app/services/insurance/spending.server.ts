// Deductible and out-of-pocket spending per policy and member from the family's verified EOBs
// (issue 15): which EOBs belong to which covered member (through the bill each is attached to), what
// each puts toward the plan's limits (core/insurance/spending.ts), and the plan's limits themselves.
// Only the signed-in user's own documents, bills and family members are read.
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { ORIGINAL_MEDICARE_ID } from "#core/insurance/original-medicare";
import { originalMedicareTerms, planTerms, type PlanTerms } from "#core/insurance/plan-terms";
import {
  eobFigures,
  policySpendingView,
  type MemberEob,
  type PolicySpendingView,
} from "#core/insurance/spending";
import type { Benefit, Policy } from "#core/insurance/types";
import { schema, type Db } from "~/db.server";
import { patient, patientJoin } from "../bills/sql.server";
import { policyBenefits } from "./benefits.server";

const { bills, documents } = schema;

/** The plan's terms for a year: Original Medicare's from CMS's figures, any other plan's from its rows. */
export function policyTerms(policy: Pick<Policy, "plan_id">, benefits: Benefit[], year: number): PlanTerms {
  return policy.plan_id === ORIGINAL_MEDICARE_ID ? originalMedicareTerms(year) : planTerms(benefits);
}

/**
 * The user's verified EOBs of the given family members, each with its member (the patient of the
 * bill it is attached to) and what it puts toward the limits. Only the user's own rows.
 */
export async function memberEobs(db: Db, userId: string, memberIds: string[]): Promise<MemberEob[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({
      id: documents.id,
      billId: bills.id,
      memberId: patient.id,
      title: documents.title,
      filename: documents.originalFilename,
      extractedData: documents.extractedData,
      userVerifiedData: documents.userVerifiedData,
    })
    .from(documents)
    .innerJoin(bills, and(eq(bills.id, documents.billId), eq(bills.userId, userId)))
    .innerJoin(patient, patientJoin)
    .where(
      and(
        eq(documents.userId, userId),
        eq(documents.documentType, "eob"),
        eq(documents.verificationStatus, "verified"),
        isNotNull(documents.billId),
        inArray(patient.id, memberIds),
      ),
    )
    .all();
  return rows
    .map((row) => {
      const figures = eobFigures({
        id: row.id,
        document_type: "eob",
        words: null,
        extracted_data: row.extractedData,
        user_verified_data: row.userVerifiedData,
      });
      return {
        memberId: row.memberId,
        documentId: row.id,
        billId: row.billId,
        title: row.title?.trim() || row.filename,
        serviceDate: figures.serviceDate,
        patientResponsibilityCents: figures.patientShareCents,
        deductibleCents: figures.deductibleCents,
      };
    })
    .sort(
      (a, b) =>
        (a.serviceDate ?? "").localeCompare(b.serviceDate ?? "") || a.documentId.localeCompare(b.documentId),
    );
}

/** Per policy (by id): each covered member's and the family's deductible and out-of-pocket maximum met this year. */
export async function policySpending(
  db: Db,
  userId: string,
  policies: Policy[],
  year: number,
): Promise<Record<string, PolicySpendingView>> {
  const memberIds = [...new Set(policies.flatMap((p) => p.member_ids))];
  const [eobs, benefits] = await Promise.all([
    memberEobs(db, userId, memberIds),
    Promise.all(policies.map((policy) => policyBenefits(db, policy))),
  ]);
  return Object.fromEntries(
    policies.map((policy, i) => {
      const terms = policyTerms(policy, benefits[i]!, year);
      const members = policy.member_ids.map((memberId, m) => ({
        memberId,
        name: policy.assigned_members[m]?.name ?? "",
      }));
      return [
        policy.policy_id,
        policySpendingView({ policyId: policy.policy_id, members }, terms, eobs, year),
      ];
    }),
  );
}
