// Columns every table repeats. Function declarations (hoisted), so the cycle with ./users through
// userRef is safe whichever schema file loads first.
import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

export function id() {
  return text("id").primaryKey();
}

export function createdAt() {
  return integer("created_at", { mode: "number" })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);
}

export function updatedAt() {
  return integer("updated_at", { mode: "number" })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);
}

/** The owning user; the row goes when the user does. */
export function userRef() {
  return text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
}
