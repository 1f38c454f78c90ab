// Issue 12: the same bill entered twice. A bill with the same provider (case and spacing aside),
// the same date of service and the same bill or account number is a likely duplicate; the forms
// warn and let the user go ahead deliberately. Scoped to the acting user's bills.
import { and, eq, ne, or, sql } from "drizzle-orm";
import { BILL_MESSAGES } from "#core/bills/messages";
import { ApiError } from "~/api/http";
import { schema, type Db } from "~/db.server";

const { bills } = schema;

export interface DuplicateCandidate {
  provider: string;
  date: string | null | undefined;
  number: string | null | undefined;
}

const squeeze = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();
const day = (date: string) => date.slice(0, 10);

/** Another of the user's bills with the same provider, date and number, or null. */
export async function findDuplicateBill(
  db: Db,
  userId: string,
  bill: DuplicateCandidate,
  exceptBillId?: string,
): Promise<{ id: string; providerName: string } | null> {
  const number = bill.number?.trim();
  const date = bill.date?.trim();
  const provider = squeeze(bill.provider ?? "");
  if (!number || !date || !provider) return null;
  const sameNumber = sql`lower(trim(${number}))`;
  const row = await db
    .select({ id: bills.id, providerName: bills.providerName })
    .from(bills)
    .where(
      and(
        eq(bills.userId, userId),
        exceptBillId ? ne(bills.id, exceptBillId) : undefined,
        sql`lower(trim(${bills.providerName})) = ${provider}`,
        sql`substr(coalesce(${bills.serviceDate}, ${bills.serviceDateFrom}, ''), 1, 10) = ${day(date)}`,
        or(
          sql`lower(trim(${bills.claimNumber})) = ${sameNumber}`,
          sql`lower(trim(${bills.accountNumber})) = ${sameNumber}`,
        ),
      ),
    )
    .get();
  return row ?? null;
}

/** 409 with the warning's words when the bill looks like one the user already has. */
export async function refuseUnconfirmedDuplicate(
  db: Db,
  userId: string,
  bill: DuplicateCandidate,
  exceptBillId?: string,
) {
  const found = await findDuplicateBill(db, userId, bill, exceptBillId);
  if (found) {
    // Named as the bill the user already has was written.
    const message = BILL_MESSAGES.possibleDuplicate(
      found.providerName,
      day(bill.date!.trim()),
      bill.number!.trim(),
    );
    throw new ApiError(409, message);
  }
}
