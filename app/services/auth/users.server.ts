import { eq } from "drizzle-orm";
import { schema, type Db } from "~/db.server";
import { newId, randomToken } from "./tokens.server";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The part before the @, used as the display name when none is given (spec 001 §5). */
export const defaultDisplayName = (email: string) => normalizeEmail(email).split("@")[0];

export interface NewUser {
  email: string;
  passwordHash?: string | null;
  displayName?: string | null;
  realName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  isVerified?: boolean;
  googleSubject?: string | null;
}

/**
 * Creates the account with everything an account always has: the 'self' family member
 * (the subscriber), a free subscription and a private forwarding address for e-mailed bills.
 * One D1 batch, so a failure leaves nothing half-made.
 */
export async function createUser(db: Db, input: NewUser) {
  const id = newId();
  const email = normalizeEmail(input.email);
  const [first, ...rest] = (input.realName ?? "").trim().split(/\s+/).filter(Boolean);
  const firstName = input.firstName ?? first ?? null;
  const lastName = input.lastName ?? (rest.length ? rest.join(" ") : null);
  const user = {
    id,
    email,
    passwordHash: input.passwordHash ?? null,
    displayName: input.displayName?.trim() || defaultDisplayName(email),
    realName: input.realName?.trim() || null,
    firstName,
    lastName,
    isVerified: input.isVerified ?? false,
    googleSubject: input.googleSubject ?? null,
    inboxToken: randomToken(9)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "x"),
  };
  await db.batch([
    db.insert(schema.users).values(user),
    db.insert(schema.familyMembers).values({
      id: newId(),
      userId: id,
      firstName: firstName ?? user.displayName,
      lastName: lastName ?? "",
      relationship: "self",
    }),
    db.insert(schema.subscriptions).values({ userId: id }),
  ]);
  return (await findUserById(db, id))!;
}

export async function findUserByEmail(db: Db, email: string) {
  return db
    .select()
    .from(schema.users)
    .where(eq(schema.users.email, normalizeEmail(email)))
    .get();
}

export async function findUserById(db: Db, id: string) {
  return db.select().from(schema.users).where(eq(schema.users.id, id)).get();
}

/** The user's own forwarding address for e-mailed bills. */
export const inboxEmail = (user: { inboxToken: string }, inboxDomain: string) =>
  `bills+${user.inboxToken}@${inboxDomain}`;
