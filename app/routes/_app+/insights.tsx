import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { formatSummaryUsd, formatUsd } from "#core/format/money";
import { Card, StatCard } from "~/components/card";
import { LockedSection } from "~/components/locked-section";
import { useFeatureFlags } from "~/components/page-settings";
import { getDb } from "~/db.server";
import { billStats } from "~/services/bills/index.server";
import { listBillSummaries } from "~/services/dashboard/summaries.server";
import { listFamilyMembers } from "~/services/family/family.server";
import { requireUser } from "~/services/auth/session.server";
import { billStatusLabel } from "#core/bills/status";

export const meta: MetaFunction = () => [{ title: "Insights | Fairbill" }];

type Totals = { label: string; bills: number; billedCents: number };

function totalsBy<T>(items: T[], key: (item: T) => string, billed: (item: T) => number): Totals[] {
  const map = new Map<string, Totals>();
  for (const item of items) {
    const t = map.get(key(item)) ?? { label: key(item), bills: 0, billedCents: 0 };
    t.bills += 1;
    t.billedCents += billed(item);
    map.set(t.label, t);
  }
  return [...map.values()].sort((a, b) => b.billedCents - a.billedCents);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user, premium } = await requireUser(request, env);
  const db = getDb(env);
  const [stats, bills, members] = await Promise.all([
    billStats(db, user.id),
    listBillSummaries(db, user.id),
    listFamilyMembers(db, user.id),
  ]);
  const billed = (b: (typeof bills)[number]) => b.totalBilledCents ?? 0;
  const patientName = (b: (typeof bills)[number]) =>
    members.find((m) => m.id === b.familyMemberId)?.displayName ?? "Me (Subscriber)";
  return {
    premium,
    stats,
    billsWithSavings: bills.filter((b) => b.potentialSavingsCents > 0).length,
    byProvider: totalsBy(bills, (b) => b.providerName, billed).slice(0, 5),
    // Advanced analytics are computed only for the users who may see them.
    byPatient: premium ? totalsBy(bills, patientName, billed) : [],
    byStatus: premium ? totalsBy(bills, (b) => billStatusLabel(b.status), billed) : [],
  };
}

function TotalsTable({ rows, heading }: { rows: Totals[]; heading: string }) {
  if (rows.length === 0)
    return (
      <p className="text-sm text-slate-700" data-testid="insights-empty">
        No bills found.{" "}
        <Link to="/bills" className="font-medium text-brand-700 underline">
          Add your first bill
        </Link>{" "}
        and your totals appear here.
      </p>
    );
  return (
    <table className="min-w-full text-left text-sm">
      <thead className="text-xs uppercase text-slate-500">
        <tr>
          <th className="py-2 font-medium">{heading}</th>
          <th className="py-2 font-medium">Bills</th>
          <th className="py-2 font-medium">Total Billed</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((r) => (
          <tr key={r.label}>
            <td className="py-2">{r.label}</td>
            <td className="py-2">{r.bills}</td>
            <td className="py-2">{formatSummaryUsd(r.billedCents, { unit: "cents" })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Summaries show whole dollars, as the vault does (001 §9). */
const WHOLE = { decimals: "never" } as const;

export default function Insights() {
  const data = useLoaderData<typeof loader>();
  const flags = useFeatureFlags();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Insights</h1>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <StatCard label="Bills" value={data.stats.total_bills} />
        <StatCard label="Total Billed" value={formatUsd(data.stats.total_billed_amount, WHOLE)} />
        <StatCard
          label="Potential Savings"
          value={formatUsd(data.stats.total_potential_savings, WHOLE)}
          locked={!data.premium}
        />
        <StatCard label="Total Recovered" value={formatUsd(data.stats.total_recovered_amount, WHOLE)} />
      </div>
      {data.billsWithSavings > 0 ? (
        <Alert tone="warning">
          {data.billsWithSavings} of your bills may contain overcharges. Review them on the Bills page.
        </Alert>
      ) : null}
      <Card title="Top providers by amount billed">
        <TotalsTable rows={data.byProvider} heading="Provider" />
      </Card>
      {!flags.premiumInsights ? null : data.premium ? (
        <div className="grid gap-6 md:grid-cols-2">
          <Card title="Spending by family member">
            <TotalsTable rows={data.byPatient} heading="Patient" />
          </Card>
          <Card title="Bills by status">
            <TotalsTable rows={data.byStatus} heading="Status" />
          </Card>
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <LockedSection
            title="Spending by family member"
            description="See what each person in your family was billed."
          />
          <LockedSection
            title="Bills by status"
            description="Track which bills are in progress, disputed or resolved."
          />
        </div>
      )}
    </div>
  );
}
