// Family members API (000 §7 /family/members, 001 §7 /bills/family): list, add (premium), edit.
import { z } from "zod";
import { FamilyMemberPatchSchema, FamilyMemberSchema } from "#core/bills/schemas";
import { FamilyMember as Member } from "./bill-responses";
import { endpoint, type Endpoint } from "./endpoint";
import {
  addFamilyMember,
  listFamilyMembers,
  memberJson,
  updateFamilyMember,
} from "~/services/family/family.server";

function familyPaths(path: string, tag: string): Endpoint[] {
  return [
    endpoint({
      method: "GET",
      path,
      summary: "The user's family members: 'Me (Subscriber)' first, then dependents by when they were added",
      tag,
      auth: "user",
      response: z.array(Member),
      handle: async ({ db, signedIn }) => (await listFamilyMembers(db, signedIn.user.id)).map(memberJson),
    }),
    endpoint({
      method: "POST",
      path,
      summary:
        "Add a dependent (premium): first_name, last_name, relationship, optional date_of_birth and gender",
      tag,
      auth: "user",
      body: FamilyMemberSchema,
      response: Member,
      errors: [403],
      handle: ({ db, signedIn, body }) => addFamilyMember(db, signedIn, body),
    }),
  ] as Endpoint[];
}

/** /api/bills/family, listed with the bills paths so it comes before /api/bills/{id}. */
export const familyOnBillsEndpoints: Endpoint[] = familyPaths("/api/bills/family", "family");

export const familyEndpoints: Endpoint[] = [
  ...familyPaths("/api/family/members", "family"),
  endpoint({
    method: "PUT",
    path: "/api/family/members/{id}",
    summary:
      "Edit a family member (free users: only their own entry; the subscriber's relationship is fixed)",
    tag: "family",
    auth: "user",
    body: FamilyMemberPatchSchema,
    response: Member,
    errors: [403, 404],
    handle: ({ db, signedIn, params, body }) => updateFamilyMember(db, signedIn, params.id, body),
  }),
] as Endpoint[];
