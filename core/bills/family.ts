// Family members (000 §3): who a bill can be for, how each is named, and the order lists show them in.
import { FAMILY_MESSAGES } from "./messages";

export const RELATIONSHIPS = ["self", "spouse", "child", "parent", "other"] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** What a dependent can be; 'self' is only ever the account holder. */
export const DEPENDENT_RELATIONSHIPS = ["spouse", "child", "parent", "other"] as const;
export type DependentRelationship = (typeof DEPENDENT_RELATIONSHIPS)[number];

export const GENDERS = ["male", "female", "other"] as const;

/** The id the API uses for the account holder as a patient. */
export const SELF_PATIENT_ID = "self";

export interface NamedMember {
  firstName: string;
  lastName: string;
  relationship: Relationship;
}

/** 'Me (Subscriber)' for the account holder, otherwise 'first last (relationship)'. */
export function familyDisplayName(member: NamedMember): string {
  if (member.relationship === "self") return FAMILY_MESSAGES.subscriberName;
  return `${fullName(member)} (${member.relationship})`;
}

/** 'first last', without stray spaces when a part is missing. */
export function fullName(member: Pick<NamedMember, "firstName" | "lastName">): string {
  return [member.firstName, member.lastName]
    .map((p) => (p ?? "").trim())
    .filter(Boolean)
    .join(" ");
}

/** Self first, then by created_at (then id, so equal times keep one order). */
export function compareFamilyMembers(
  a: { relationship: string; createdAt: number; id: string },
  b: { relationship: string; createdAt: number; id: string },
): number {
  const selfA = a.relationship === "self" ? 0 : 1;
  const selfB = b.relationship === "self" ? 0 : 1;
  return selfA - selfB || a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The patient label of a bill row: 'You' for the account holder, a dependent's first name otherwise (001 §2). */
export function patientLabel(member: { firstName: string; relationship: string } | null): string {
  if (!member || member.relationship === "self") return "You";
  return member.firstName;
}
