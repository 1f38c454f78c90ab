// The family forms (spec 000 §5 Add Dependents, 001 §5 family member form): one zod schema each,
// shared by the browser (Conform) and the /family action, with the spec's messages.
import { z } from "zod";
import { DEPENDENT_RELATIONSHIPS, GENDERS } from "#core/bills/family";
import { FAMILY_MESSAGES } from "#core/bills/messages";

export { DEPENDENT_RELATIONSHIPS, GENDERS } from "#core/bills/family";
export { FAMILY_MESSAGES } from "#core/bills/messages";

/** Edit Family Member's failure when the server gave no detail (no wording in the spec). */

const Name = z.string().trim().max(100, "Names are at most 100 characters");
const DateOfBirth = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, FAMILY_MESSAGES.invalidDateOfBirth)
  .optional();

const requiredName = (message: string) =>
  z.string({ required_error: message }).trim().min(1, message).max(100, "Names are at most 100 characters");

export const DependentRowSchema = z.object({
  first_name: Name.optional(),
  last_name: Name.optional(),
  relationship: z.enum(DEPENDENT_RELATIONSHIPS).optional(),
  date_of_birth: DateOfBirth,
  gender: z.enum(GENDERS).optional(),
});
export type DependentRow = z.infer<typeof DependentRowSchema>;

export interface CompleteDependent {
  first_name: string;
  last_name: string;
  relationship: (typeof DEPENDENT_RELATIONSHIPS)[number];
  date_of_birth?: string;
  gender?: (typeof GENDERS)[number];
}

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

export const EditFamilyMemberSchema = z.object({
  intent: z.literal("update-member"),
  member_id: z.string().min(1).max(64),
  first_name: requiredName(FAMILY_MESSAGES.firstNameRequired),
  last_name: requiredName(FAMILY_MESSAGES.lastNameRequired),
  // The account holder's relationship is fixed as 'self' (000 §4), so it may be absent.
  relationship: z.enum(["self", ...DEPENDENT_RELATIONSHIPS]).optional(),
  date_of_birth: DateOfBirth,
  gender: z.enum(GENDERS).optional(),
});
