// Columns every table repeats (the owning user's column, userRef, lives beside the users table).
import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

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
