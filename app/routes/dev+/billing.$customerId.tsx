// /dev/billing/{customerId}: the local stand-in for Stripe's Customer Portal (docs/decisions/042),
// where "Manage billing" leads when checkout runs on the embedded local provider. Only the signed-in
// owner of the customer sees it; anyone else, production, or a deployment with Stripe keys gets 404.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { formatDate } from "#core/format/dates";
import { formatUsd } from "#core/format/money";
import { wordsOf } from "#core/format/labels";
import { currentSubscription } from "#core/payments/provider";
import { PLANS } from "#core/plans";
import { buttonClass } from "~/components/button";
import { Card } from "~/components/card";
import { moneyCellClass, Table, tdClass } from "~/components/table";
import { getDb } from "~/db.server";
import { getConfig } from "~/env.server";
import { requireUser } from "~/services/auth/session.server";
import { customerOf } from "~/services/payments/customers.server";
import { localPaymentProvider, usesLocalPayments } from "~/services/payments/provider.server";

export const meta: MetaFunction = () => [
  { title: "Billing (local stand-in) | Fairbill" },
  { name: "robots", content: "noindex" },
];

const notFound = () => new Response("Not Found", { status: 404 });

/** Back to the app: the return_url when it is this app's address, else the subscription page. */
function returnTo(env: Env, request: Request): string {
  const wanted = new URL(request.url).searchParams.get("return_url");
  const origins = [new URL(request.url).origin, new URL(getConfig(env).APP_URL).origin];
  try {
    const url = new URL(wanted ?? "", request.url);
    if (wanted && origins.includes(url.origin)) return url.pathname + url.search;
  } catch {
    // not an address: the default below
  }
  return "/subscription";
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  if (!usesLocalPayments(env)) throw notFound();
  const { user } = await requireUser(request, env);
  const customerId = params.customerId ?? "";
  if ((await customerOf(getDb(env), user.id)) !== customerId) throw notFound();
  const provider = localPaymentProvider(env);
  const [subscriptions, invoices] = await Promise.all([
    provider.listSubscriptions(customerId),
    provider.listInvoices(customerId),
  ]);
  const sub = currentSubscription(subscriptions);
  return {
    email: user.email,
    subscription: sub
      ? {
          plan: sub.plan,
          status: sub.status,
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
          currentPeriodEnd: sub.currentPeriodEnd,
        }
      : null,
    invoices: invoices.map((i) => ({
      id: i.id,
      createdAt: i.createdAt,
      amountUsd: i.amountPaidCents / 100,
      status: i.status,
    })),
    returnUrl: returnTo(env, request),
  };
}

const PLAN_NAMES = {
  monthly: `Premium, monthly (${formatUsd(PLANS.premium.priceMonthlyUsd, { decimals: "when-needed" })}/month)`,
  annual: `Premium, annual (${formatUsd(PLANS.premium.priceAnnualUsd, { decimals: "when-needed" })}/year)`,
};

export default function LocalBilling() {
  const data = useLoaderData<typeof loader>();
  const sub = data.subscription;
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header>
        <p className="text-xs font-semibold uppercase tracking-widest text-premium">
          Local stand-in for the billing portal
        </p>
        <h1 className="text-3xl font-bold tracking-tight">Billing</h1>
        <p className="mt-1 text-sm text-slate-600">
          No payment provider is configured here, so this page shows what the local payment store holds for{" "}
          {data.email}. In production this is Stripe&apos;s Customer Portal.
        </p>
      </header>
      <Card title="Plan">
        {sub ? (
          <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">Plan</dt>
              <dd className="font-medium">{PLAN_NAMES[sub.plan]}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Status</dt>
              <dd className="font-medium">{wordsOf(sub.status)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{sub.cancelAtPeriodEnd ? "Ends on" : "Renews on"}</dt>
              <dd className="font-medium">{formatDate(sub.currentPeriodEnd)}</dd>
            </div>
          </dl>
        ) : (
          <p className="text-sm text-slate-600">No subscription.</p>
        )}
      </Card>
      <Card title="Invoices">
        {data.invoices.length === 0 ? (
          <p className="text-sm text-slate-600">No invoices yet.</p>
        ) : (
          <Table
            label="Invoices"
            headings={[{ label: "Date" }, { label: "Amount", numeric: true }, { label: "Status" }]}
          >
            {data.invoices.map((i) => (
              <tr key={i.id}>
                <td className={tdClass}>{formatDate(i.createdAt)}</td>
                <td className={moneyCellClass}>{formatUsd(i.amountUsd)}</td>
                <td className={tdClass}>{wordsOf(i.status)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Card>
      <a href={data.returnUrl} className={buttonClass("primary")}>
        Return to Fairbill
      </a>
    </main>
  );
}
