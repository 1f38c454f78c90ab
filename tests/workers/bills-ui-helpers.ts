// Helpers for the bills UI tests: verified users, bills added through the Explainer's action, and
// the Remix single-fetch '.data' answers a fetcher reads (their text carries the messages).
import { SELF } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { schema } from "~/db.server";
import { db, signedInUser } from "./shell-fixtures";

export { db, get, makePremium, pageText, signedInUser, visibleText } from "./shell-fixtures";

export async function verifiedUser(email: string, names: { firstName?: string; lastName?: string } = {}) {
  const signed = await signedInUser(email, names);
  await db().update(schema.users).set({ isVerified: true }).where(eq(schema.users.id, signed.user.id));
  return signed;
}

const SPECIALS: Record<number, unknown> = { [-1]: undefined, [-2]: NaN, [-5]: null, [-7]: undefined };

/** Reads the plain values out of a turbo-stream body (objects, arrays, strings, numbers, booleans, null). */
function unflatten(values: unknown[], index: number): unknown {
  if (index < 0) return SPECIALS[index];
  const value = values[index];
  if (Array.isArray(value))
    return typeof value[0] === "string" ? value : value.map((i: number) => unflatten(values, i));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, number>).map(([k, i]) => [
        values[Number(k.slice(1))],
        unflatten(values, i),
      ]),
    );
  }
  return value;
}

export interface DataAnswer {
  status: number;
  text: string;
  /** The route's data (an action's answer, or the loader data of the route asked for). */
  data: Record<string, unknown>;
}

async function answer(res: Response, routeId?: string): Promise<DataAnswer> {
  const text = await res.text();
  let data: Record<string, unknown> = {};
  try {
    const decoded = unflatten(JSON.parse(text.split("\n")[0]) as unknown[], 0) as Record<string, unknown>;
    const body = routeId ? (decoded[routeId] as Record<string, unknown> | undefined) : decoded;
    data = ((body?.data as Record<string, unknown> | undefined) ?? {}) as Record<string, unknown>;
  } catch {
    data = {};
  }
  return { status: res.status, text, data };
}

/** A fetcher's POST: Remix answers '/path.data' with the action's data (turbo-stream). */
export async function postData(path: string, fields: Record<string, string> | FormData, cookie: string) {
  const [pathname, search] = path.split("?");
  const form = fields instanceof FormData;
  const res = await SELF.fetch(`http://local.test${pathname}.data${search ? `?${search}` : ""}`, {
    method: "POST",
    redirect: "manual",
    // The app's own page: the browser sends its Origin with the cookie.
    headers: {
      ...(form ? {} : { "content-type": "application/x-www-form-urlencoded" }),
      cookie,
      origin: "http://local.test",
    },
    body: form ? fields : new URLSearchParams(fields).toString(),
  });
  return answer(res);
}

/** A fetcher's GET of one route's loader ('/bills/{id}.data?_routes=…'); a query in `path` is kept. */
export async function loadData(path: string, routeId: string, cookie: string) {
  const [pathname, search] = path.split("?");
  const url = new URL(`http://local.test${pathname}.data${search ? `?${search}` : ""}`);
  url.searchParams.set("_routes", routeId);
  const res = await SELF.fetch(url, { redirect: "manual", headers: { cookie } });
  return answer(res, routeId);
}

export interface NewLine {
  cpt: string;
  billed: string;
  units?: string;
  allowed?: string;
  paid?: string;
}

/** Adds a bill through the Explainer's form action and returns its id. */
export async function addBill(
  cookie: string,
  userId: string,
  bill: { date: string; provider: string; number?: string; patient?: string; lines: NewLine[] },
) {
  const fields: Record<string, string> = {
    intent: "create-bill",
    date: bill.date,
    provider: bill.provider,
    claim_number: bill.number ?? "B-1",
    dependent_id: bill.patient ?? "self",
  };
  bill.lines.forEach((line, i) => {
    fields[`lines[${i}].cpt_code`] = line.cpt;
    fields[`lines[${i}].billed_amount`] = line.billed;
    fields[`lines[${i}].units`] = line.units ?? "1";
    if (line.allowed) fields[`lines[${i}].allowed_amount`] = line.allowed;
    if (line.paid) fields[`lines[${i}].paid_amount`] = line.paid;
  });
  const res = await postData("/upload-bill", fields, cookie);
  if (res.status !== 200) throw new Error(`bill not added (${res.status}): ${res.text.slice(0, 300)}`);
  const row = await db()
    .select({ id: schema.bills.id })
    .from(schema.bills)
    .where(and(eq(schema.bills.userId, userId), eq(schema.bills.providerName, bill.provider)))
    .orderBy(desc(schema.bills.createdAt))
    .get();
  return row!.id;
}

export const billOf = (id: string) => db().select().from(schema.bills).where(eq(schema.bills.id, id)).get();
export const linesOf = (billId: string) =>
  db().select().from(schema.lineItems).where(eq(schema.lineItems.billId, billId)).all();
