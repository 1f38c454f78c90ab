// The people a user manages bills for (the user's own row has relationship 'self').
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { userRef } from "./users";

export const familyMembers = sqliteTable(
  "family_members",
  {
    id: id(),
    userId: userRef(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    relationship: text("relationship", { enum: ["self", "spouse", "child", "parent", "other"] }).notNull(),
    dateOfBirth: text("date_of_birth"),
    gender: text("gender", { enum: ["male", "female", "other"] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("family_members_user_idx").on(t.userId)],
);
