// The Add Dependents row and the Edit Family Member form (000 §5): names and relationship required.
import { z } from "zod";
import { DEPENDENT_RELATIONSHIPS, GENDERS, RELATIONSHIPS } from "./family";
import { blankToUndefined, calendarDay, requiredText } from "./fields";
import { FAMILY_MESSAGES } from "./messages";

export const MAX_NAME = 100;
export const firstName = requiredText(FAMILY_MESSAGES.firstNameRequired, MAX_NAME);
export const lastName = requiredText(FAMILY_MESSAGES.lastNameRequired, MAX_NAME);

export const dependentRelationship = z.enum(DEPENDENT_RELATIONSHIPS, {
  errorMap: (issue, ctx) =>
    issue.code === "invalid_type" && ctx.data === undefined
      ? { message: FAMILY_MESSAGES.relationshipRequired }
      : { message: FAMILY_MESSAGES.invalidRelationship },
});

/** A real day, not in the future; blank is none. */
export const dateOfBirth = z
  .preprocess(blankToUndefined, z.string().max(40).nullish())
  .transform((v, ctx) => {
    if (v === undefined || v === null) return null;
    const day = calendarDay(v);
    if (!day || day > new Date().toISOString().slice(0, 10)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: FAMILY_MESSAGES.invalidDateOfBirth });
      return z.NEVER;
    }
    return day;
  });

export const gender = z.preprocess(
  blankToUndefined,
  z.enum(GENDERS, { errorMap: () => ({ message: FAMILY_MESSAGES.invalidGender }) }).nullish(),
);

/** One Add Dependents row (000 §5): first name, last name and relationship required. */
export const FamilyMemberSchema = z.object({
  first_name: firstName,
  last_name: lastName,
  relationship: z.preprocess(blankToUndefined, dependentRelationship),
  date_of_birth: dateOfBirth,
  gender: gender.transform((v) => v ?? null),
});
export type FamilyMemberInput = z.input<typeof FamilyMemberSchema>;

export const FamilyMemberPatchSchema = z.object({
  first_name: firstName.optional(),
  last_name: lastName.optional(),
  relationship: z
    .enum(RELATIONSHIPS, { errorMap: () => ({ message: FAMILY_MESSAGES.invalidRelationship }) })
    .optional(),
  date_of_birth: dateOfBirth.optional(),
  gender: gender.optional(),
});
export type FamilyMemberPatch = z.input<typeof FamilyMemberPatchSchema>;
