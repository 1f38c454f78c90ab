// The vault header on /bills: stats, family tabs and the forwarding address for e-mailed bills.
import { Link } from "@remix-run/react";
import { StatCard } from "./card";
import { formatMoney } from "./format";

export interface VaultStats {
  billCount: number;
  totalBilledCents: number;
  totalPotentialSavingsCents: number;
  totalRecoveredCents: number;
}

export function VaultStatsRow({ stats, premium }: { stats: VaultStats; premium: boolean }) {
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
      <StatCard label="Bills" value={stats.billCount} />
      <StatCard label="Total Billed" value={formatMoney(stats.totalBilledCents)} />
      <StatCard
        label="Potential Savings"
        value={formatMoney(stats.totalPotentialSavingsCents)}
        locked={!premium}
      />
      <StatCard label="Total Recovered" value={formatMoney(stats.totalRecoveredCents)} />
    </div>
  );
}

export interface FamilyTab {
  id: string;
  displayName: string;
}

/** One tab per person, self first; free users get an 'Add Family' tab leading to /subscription. */
export function FamilyTabs({
  members,
  selectedId,
  premium,
  basePath,
}: {
  members: FamilyTab[];
  selectedId: string | null;
  premium: boolean;
  basePath: string;
}) {
  return (
    <nav aria-label="Family members" className="flex flex-wrap gap-2 border-b border-slate-200">
      {members.map((member) => {
        const active = member.id === selectedId;
        return (
          <Link
            key={member.id}
            to={`${basePath}?member=${encodeURIComponent(member.id)}`}
            aria-current={active ? "page" : undefined}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
              active
                ? "border-brand-600 text-brand-700"
                : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
          >
            {member.displayName}
          </Link>
        );
      })}
      {premium ? null : (
        <Link
          to="/subscription"
          className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-amber-600"
        >
          + Add Family
        </Link>
      )}
    </nav>
  );
}

export function ForwardingAddress({ address }: { address: string }) {
  return (
    <p className="text-sm text-slate-600">
      Email your bills and documents to{" "}
      <span className="font-mono font-medium text-slate-900" data-testid="forwarding-address">
        {address}
      </span>{" "}
      and they will appear here for classification.
    </p>
  );
}
