// Insurance policies and which family members each covers.
import { index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { userRef } from "./users";
import { familyMembers } from "./family";

export const insurancePolicies = sqliteTable(
  "insurance_policies",
  {
    id: id(),
    userId: userRef(),
    planId: text("plan_id"),
    planCategory: text("plan_category"),
    policyName: text("policy_name").notNull(),
    carrierId: text("carrier_id"),
    carrierName: text("carrier_name"),
    planTypeId: text("plan_type_id"),
    planTypeName: text("plan_type_name"),
    planName: text("plan_name"),
    subscriberId: text("subscriber_id").notNull(),
    inNetworkDeductible: text("in_network_deductible"),
    inNetworkOopMax: text("in_network_oop_max"),
    createdAt: createdAt(),
  },
  (t) => [index("insurance_policies_user_idx").on(t.userId)],
);

export const insurancePolicyMembers = sqliteTable(
  "insurance_policy_members",
  {
    policyId: text("policy_id")
      .notNull()
      .references(() => insurancePolicies.id, { onDelete: "cascade" }),
    familyMemberId: text("family_member_id")
      .notNull()
      .references(() => familyMembers.id, { onDelete: "cascade" }),
    userId: userRef(),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.familyMemberId] })],
);
