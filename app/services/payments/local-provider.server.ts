// The embedded local payment provider (docs/decisions/034-payments-seam.md): what Stripe does for
// Fairbill, kept in D1 (db/schema/local-payments.ts) so the whole paid plan works on a machine
// without keys. Refused in production (provider.server.ts). Time moves on lazily: reading a
// subscription whose period has passed renews it (a paid invoice) or, when cancelled at period end,
// ends it, just as Stripe would have by then.
import { and, desc, eq } from "drizzle-orm";
import {
  priceCents,
  type BillingPlan,
  type CheckoutSessionView,
  type InvoiceView,
  type PaymentProvider,
  type StartCheckoutInput,
  type SubscriptionSnapshot,
} from "#core/payments/provider";
import { schema, type Db } from "~/db.server";

const { localCheckoutSessions: sessions, localSubscriptions: subs, localInvoices: invoices } = schema;

const DAY = 24 * 60 * 60 * 1000;
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** `prefix` + 32 random letters and digits (190 bits): unguessable, and Stripe-shaped. */
export function localId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return prefix + Array.from(bytes, (b) => ALNUM[b % ALNUM.length]).join("");
}

/** The end of a period that starts at `start`: one calendar month or year later (UTC). */
export function periodEnd(start: number, plan: BillingPlan): number {
  const d = new Date(start);
  if (plan === "annual") d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return d.getTime();
}

type SubRow = typeof subs.$inferSelect;

const snapshotOf = (row: SubRow): SubscriptionSnapshot => ({
  subscriptionId: row.id,
  customerId: row.customerId,
  userId: row.userId,
  status: row.status,
  plan: row.plan,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  currentPeriodEnd: row.currentPeriodEnd,
  createdAt: row.createdAt,
});

/** What completing a local checkout made, for the events the local provider then sends. */
export interface CompletedCheckout {
  session: CheckoutSessionView;
  subscription: SubscriptionSnapshot;
  invoice: InvoiceView;
  /** false when the session had already been completed (a second Pay does nothing). */
  created: boolean;
}

export interface LocalPaymentProvider extends PaymentProvider {
  readonly kind: "local";
  /** The local checkout page's Pay: a subscription, a paid invoice, the session complete. */
  completeCheckout(sessionId: string): Promise<CompletedCheckout | null>;
  /** The session as the checkout page shows it (plan, price, where to go back), or null. */
  checkoutPage(
    sessionId: string,
  ): Promise<(CheckoutSessionView & { email: string; successUrl: string; cancelUrl: string }) | null>;
  listInvoices(customerId: string): Promise<InvoiceView[]>;
}

export function createLocalProvider(
  db: Db,
  appUrl: string,
  clock: () => number = Date.now,
): LocalPaymentProvider {
  const base = appUrl.replace(/\/+$/, "");

  async function sessionRow(id: string) {
    return db.select().from(sessions).where(eq(sessions.id, id)).get();
  }

  function viewOf(row: typeof sessions.$inferSelect): CheckoutSessionView {
    const status = row.status === "open" && row.expiresAt <= clock() ? "expired" : row.status;
    return {
      id: row.id,
      userId: row.userId,
      plan: row.plan,
      status,
      paymentStatus: status === "complete" ? "paid" : "unpaid",
      customerId: row.customerId,
      subscriptionId: row.subscriptionId,
    };
  }

  /** Brings a subscription up to now: renewals (with their invoices) or the end of a cancelled one. */
  async function settle(row: SubRow): Promise<SubRow> {
    const now = clock();
    if (!["active", "trialing", "past_due"].includes(row.status) || row.currentPeriodEnd > now) return row;
    if (row.cancelAtPeriodEnd) {
      const ended = { status: "canceled" as const, canceledAt: row.currentPeriodEnd };
      await db.update(subs).set(ended).where(eq(subs.id, row.id)).run();
      return { ...row, ...ended };
    }
    if (row.status === "past_due") return row; // an unpaid period does not renew
    let start = row.currentPeriodEnd;
    let end = periodEnd(start, row.plan);
    const renewals: (typeof invoices.$inferInsert)[] = [];
    for (;;) {
      renewals.push({
        id: localId("in_local"),
        subscriptionId: row.id,
        customerId: row.customerId,
        userId: row.userId,
        amountPaidCents: priceCents(row.plan),
        status: "paid",
        periodStart: start,
        periodEnd: end,
        createdAt: start,
      });
      if (end > now) break;
      start = end;
      end = periodEnd(start, row.plan);
    }
    await db.batch([
      db.update(subs).set({ currentPeriodStart: start, currentPeriodEnd: end }).where(eq(subs.id, row.id)),
      db.insert(invoices).values(renewals),
    ]);
    return { ...row, currentPeriodStart: start, currentPeriodEnd: end };
  }

  async function subscription(id: string): Promise<SubRow> {
    const row = await db.select().from(subs).where(eq(subs.id, id)).get();
    if (!row) throw new Error(`No such subscription: ${id}`);
    return settle(row);
  }

  return {
    kind: "local",

    async createCheckoutSession(input: StartCheckoutInput) {
      const id = localId("cs_test_local");
      const now = clock();
      await db
        .insert(sessions)
        .values({
          id,
          userId: input.userId,
          email: input.email,
          plan: input.plan,
          successUrl: input.successUrl.replace("{CHECKOUT_SESSION_ID}", id),
          cancelUrl: input.cancelUrl,
          customerId: input.customerId ?? null,
          createdAt: now,
          expiresAt: now + DAY,
        })
        .run();
      return { id, url: `${base}/dev/checkout/${id}` };
    },

    async retrieveCheckoutSession(sessionId) {
      const row = await sessionRow(sessionId);
      return row ? viewOf(row) : null;
    },

    async checkoutPage(sessionId) {
      const row = await sessionRow(sessionId);
      return row
        ? { ...viewOf(row), email: row.email, successUrl: row.successUrl, cancelUrl: row.cancelUrl }
        : null;
    },

    async completeCheckout(sessionId) {
      const row = await sessionRow(sessionId);
      if (!row) return null;
      const view = viewOf(row);
      if (view.status === "expired") return null;
      if (view.status === "complete" && row.subscriptionId) {
        const sub = await subscription(row.subscriptionId);
        const invoice = await db
          .select()
          .from(invoices)
          .where(eq(invoices.subscriptionId, sub.id))
          .orderBy(invoices.createdAt)
          .get();
        return {
          session: view,
          subscription: snapshotOf(sub),
          invoice: invoiceView(invoice!),
          created: false,
        };
      }
      const now = clock();
      const earlier = await db
        .select({ customerId: subs.customerId })
        .from(subs)
        .where(eq(subs.userId, row.userId))
        .get();
      const customerId = row.customerId ?? earlier?.customerId ?? localId("cus_local");
      const sub: SubRow = {
        id: localId("sub_local"),
        customerId,
        userId: row.userId,
        plan: row.plan,
        status: "active",
        cancelAtPeriodEnd: false,
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd(now, row.plan),
        canceledAt: null,
        createdAt: now,
      };
      const invoice = {
        id: localId("in_local"),
        subscriptionId: sub.id,
        customerId,
        userId: row.userId,
        amountPaidCents: priceCents(row.plan),
        status: "paid" as const,
        periodStart: now,
        periodEnd: sub.currentPeriodEnd,
        createdAt: now,
      };
      // Only an open session completes (a double Pay races to one subscription).
      const [done] = await db.batch([
        db
          .update(sessions)
          .set({ status: "complete", customerId, subscriptionId: sub.id })
          .where(and(eq(sessions.id, sessionId), eq(sessions.status, "open"))),
        db.insert(subs).values(sub),
        db.insert(invoices).values(invoice),
      ]);
      if ((done as unknown as { meta: { changes: number } }).meta.changes === 0) {
        await db.batch([
          db.delete(invoices).where(eq(invoices.id, invoice.id)),
          db.delete(subs).where(eq(subs.id, sub.id)),
        ]);
        return this.completeCheckout(sessionId);
      }
      return {
        session: { ...view, status: "complete", paymentStatus: "paid", customerId, subscriptionId: sub.id },
        subscription: snapshotOf(sub),
        invoice: invoiceView(invoice),
        created: true,
      };
    },

    async listSubscriptions(customerId) {
      const rows = await db
        .select()
        .from(subs)
        .where(eq(subs.customerId, customerId))
        .orderBy(desc(subs.createdAt))
        .all();
      return Promise.all(rows.map(async (r) => snapshotOf(await settle(r))));
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const row = await subscription(subscriptionId);
      if (row.status === "canceled") return snapshotOf(row);
      await db.update(subs).set({ cancelAtPeriodEnd: cancel }).where(eq(subs.id, row.id)).run();
      return snapshotOf({ ...row, cancelAtPeriodEnd: cancel });
    },

    async cancelNow(subscriptionId) {
      await db
        .update(subs)
        .set({ status: "canceled", canceledAt: clock(), cancelAtPeriodEnd: false })
        .where(eq(subs.id, subscriptionId))
        .run();
    },

    async createPortalSession(customerId, returnUrl) {
      const query = new URLSearchParams({ return_url: returnUrl });
      return { url: `${base}/dev/billing/${customerId}?${query}` };
    },

    async listInvoices(customerId) {
      const rows = await db
        .select()
        .from(invoices)
        .where(eq(invoices.customerId, customerId))
        .orderBy(desc(invoices.createdAt))
        .all();
      return rows.map(invoiceView);
    },
  };
}

function invoiceView(row: typeof invoices.$inferSelect): InvoiceView {
  return {
    id: row.id,
    amountPaidCents: row.amountPaidCents,
    status: row.status,
    createdAt: row.createdAt,
    periodEnd: row.periodEnd,
  };
}
