// The Medical Bill Explainer's calls (001 §7) and the dashboard data (000 §7): bills with their
// lines, the upload quota, adding bills and lines, deleting a bill.
import { z } from "zod";
import { CreateBillSchema, LineItemSchema, ListBillsQuerySchema } from "#core/bills/schemas";
import { BillDetail, DashboardData, Deleted, ExplainerBillList, LineItem } from "./bill-responses";
import { endpoint, type Endpoint } from "./endpoint";
import { notFound } from "./http";
import {
  addLineItem,
  createBill,
  deleteBill,
  requireBill,
  getDashboardData,
  listBillsWithLines,
} from "~/services/bills/index.server";
import { planUsage } from "~/services/plans/usage.server";
import type { SignedIn } from "~/services/auth/session.server";

/** The bill list's query without the vault's filters. */
const ExplainerQuery = ListBillsQuerySchema.pick({ dependent_id: true, limit: true, cursor: true });

const UsageInfoResponse = z.object({
  bills_uploaded: z.number(),
  bills_remaining: z.number().nullable(),
  can_upload: z.boolean(),
  has_premium: z.boolean(),
  usage: z.object({
    bill_upload: z.object({
      current: z.number(),
      limit: z.number().nullable(),
      remaining: z.number().nullable(),
      unlimited: z.boolean(),
    }),
  }),
});

/** 001 §3 Usage info: the bill-upload quota, flat and under `usage`. */
async function usageInfoResponse(db: Parameters<typeof planUsage>[0], signedIn: SignedIn) {
  const { bill_upload: usage } = await planUsage(db, signedIn, ["bill_upload"]);
  const { current, limit, remaining, unlimited } = usage;
  return {
    bills_uploaded: current,
    bills_remaining: remaining,
    can_upload: usage.allowed,
    has_premium: signedIn.premium,
    usage: { bill_upload: { current, limit, remaining, unlimited } },
  };
}

/** DELETE of a bill, under each path the spec gives it (/api/bills/{id}, /api/medical-bills/{id}). */
export function deleteBillEndpoint(path: string) {
  return endpoint({
    method: "DELETE",
    path,
    summary: "Delete a bill with its lines and documents",
    tag: "bills",
    auth: "user",
    response: Deleted,
    errors: [404],
    handle: ({ env, signedIn, params }) => deleteBill(env, signedIn.user.id, params.id),
  });
}

async function explainerList(
  db: Parameters<typeof listBillsWithLines>[0],
  userId: string,
  query: z.infer<typeof ExplainerQuery>,
) {
  const list = await listBillsWithLines(db, userId, {
    dependentId: query.dependent_id,
    limit: query.limit,
    cursor: query.cursor,
  });
  return { bills: list.bills, next_cursor: list.nextCursor, total: list.total };
}

export const medicalBillEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/medical-bills",
    summary: "The Explainer's bills, newest first, each with its service lines (optional ?dependent_id)",
    tag: "bills",
    auth: "user",
    query: ExplainerQuery,
    response: ExplainerBillList,
    handle: ({ db, signedIn, query }) => explainerList(db, signedIn.user.id, query),
  }),
  endpoint({
    method: "GET",
    path: "/api/medical-bills/usage-info",
    summary: "Bill uploads used and remaining on the user's plan",
    tag: "bills",
    auth: "user",
    response: UsageInfoResponse,
    handle: ({ db, signedIn }) => usageInfoResponse(db, signedIn),
  }),
  endpoint({
    method: "GET",
    path: "/api/medical-bills/{userId}",
    summary: "The Explainer's bills of a user: only the signed-in user's own id",
    tag: "bills",
    auth: "user",
    query: ExplainerQuery,
    response: ExplainerBillList,
    errors: [404],
    handle: ({ db, signedIn, params, query }) => {
      if (params.userId !== signedIn.user.id) throw notFound();
      return explainerList(db, signedIn.user.id, query);
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/medical-bills",
    summary: "Add a bill with its service lines (verified e-mail; counts one bill upload)",
    tag: "bills",
    auth: "user",
    body: CreateBillSchema,
    response: BillDetail,
    errors: [402, 403, 404],
    handle: async ({ env, db, signedIn, body }) => {
      const { id } = await createBill(env, signedIn, body);
      return requireBill(db, signedIn.user.id, id);
    },
  }),
  endpoint({
    method: "POST",
    path: "/api/medical-bills/{id}/line-items",
    summary: "Add a service line to a bill (verified e-mail)",
    tag: "bills",
    auth: "user",
    body: LineItemSchema,
    response: LineItem,
    errors: [403, 404],
    handle: ({ db, signedIn, params, body }) => addLineItem(db, signedIn, params.id, body),
  }),
  deleteBillEndpoint("/api/medical-bills/{id}"),
  endpoint({
    method: "GET",
    path: "/api/dashboard/data",
    summary:
      "What every signed-in screen shares: user, subscription, family members, newest bills, stats, ZIP code",
    tag: "bills",
    auth: "user",
    response: DashboardData,
    handle: ({ db, signedIn }) => getDashboardData(db, signedIn),
  }),
] as Endpoint[];
