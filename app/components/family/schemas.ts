// The family forms (spec 000 §5 Add Dependents, 001 §5 family member form): one zod schema each,
// shared by the browser (Conform) and the /family action, built from core's family member rules.
import { z } from "zod";
import {
  dateOfBirth,
  dependentRelationship,
  FamilyMemberPatchSchema,
  firstName,
  gender,
  lastName,
} from "#core/bills/family-schema";
import { FAMILY_MESSAGES } from "#core/bills/messages";

export { DEPENDENT_RELATIONSHIPS, GENDERS } from "#core/bills/family";
export { FAMILY_MESSAGES } from "#core/bills/messages";

/** One Add Dependents row: every field optional, so blank rows can be left out. */
export const DependentRowSchema = z.object({
  first_name: firstName.optional(),
  last_name: lastName.optional(),
  relationship: dependentRelationship.optional(),
  date_of_birth: dateOfBirth,
  gender: gender.transform((v) => v ?? null),
});
export type DependentRow = z.infer<typeof DependentRowSchema>;
type CompleteDependent = Required<Pick<DependentRow, "first_name" | "last_name" | "relationship">>;

export function isCompleteDependent(row: DependentRow): row is DependentRow & CompleteDependent {
  return Boolean(row.first_name && row.last_name && row.relationship);
}

/** Rows missing a name or relationship are left out; at least one must be complete (000 §5). */
export const AddDependentsSchema = z.object({
  intent: z.literal("add-dependents"),
  dependents: z
    .array(DependentRowSchema)
    .max(20, "Add at most 20 dependents at a time")
    .default([])
    .refine((rows) => rows.some(isCompleteDependent), FAMILY_MESSAGES.fillAtLeastOne),
});

/** Edit Family Member: the API's patch with both names required; the account holder's relationship may be absent (000 §4). */
export const EditFamilyMemberSchema = FamilyMemberPatchSchema.extend({
  intent: z.literal("update-member"),
  member_id: z.string().min(1).max(64),
  first_name: firstName,
  last_name: lastName,
});
