// The user's insurance policies as the assistant reads them (issue 16): each policy's benefits as
// the benefits table shows them ("Primary Care Visit (in-network)": "$30"), its in-network
// deductible and out-of-pocket maximum in cents. Reuses app/services/insurance; scoped to the user.
import type { PolicyRecord } from "#core/assistant/types";
import {
  benefitsTable,
  DEDUCTIBLE,
  dollarAmounts,
  individualFamilyPair,
  OUT_OF_POCKET_MAXIMUM,
  provisionCategory,
} from "#core/insurance/benefit-display";
import { typedAmountCents } from "#core/insurance/benefit-rows";
import type { Benefit } from "#core/insurance/types";
import type { Db } from "~/db.server";
import { listPolicies, policyBenefits } from "../insurance/index.server";

/** The individual in-network amount of a deductible or out-of-pocket row, in cents. */
function inNetworkCents(benefits: Benefit[], category: string): number | null {
  const row = benefits.find((b) => b.coverage_tier === "in_network" && provisionCategory(b) === category);
  if (!row) return null;
  const pair = individualFamilyPair(row.narrative_description);
  const [first] = dollarAmounts(row.narrative_description);
  const dollars = pair?.individual ?? first;
  return dollars === undefined ? null : Math.round(dollars * 100);
}

export async function policyRecords(db: Db, userId: string): Promise<PolicyRecord[]> {
  const policies = await listPolicies(db, userId);
  return Promise.all(
    policies.map(async (policy) => {
      const benefits = await policyBenefits(db, policy);
      const rows = benefitsTable(benefits).flatMap((group) =>
        group.rows.flatMap((row) => [
          ...(row.inNetwork === null ? [] : [{ label: `${row.name} (in-network)`, value: row.inNetwork }]),
          ...(row.outOfNetwork === null
            ? []
            : [{ label: `${row.name} (out-of-network)`, value: row.outOfNetwork }]),
        ]),
      );
      return {
        id: policy.policy_id,
        name: policy.policy_name,
        carrierName: policy.carrier_name,
        planName: policy.plan_name,
        members: policy.assigned_members.map((m) => m.name),
        benefits: rows,
        deductibleCents:
          inNetworkCents(benefits, DEDUCTIBLE) ?? typedAmountCents(policy.in_network_deductible),
        outOfPocketMaxCents:
          inNetworkCents(benefits, OUT_OF_POCKET_MAXIMUM) ?? typedAmountCents(policy.in_network_oop_max),
      };
    }),
  );
}
