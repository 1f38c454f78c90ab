// The vault's stats cards (001 §2): Bills, Total Billed, Potential Savings (locked for free users)
// and Total Recovered, in whole dollars (001 §9).
import { BILL_MESSAGES } from "#core/bills/messages";
import { StatCard } from "../card";
import { formatUsd } from "#core/format/money";

export interface VaultStatsData {
  total_bills: number;
  total_billed_amount: number;
  total_potential_savings: number;
  total_recovered_amount: number;
}

export function VaultStatsCards({ stats, premium }: { stats: VaultStatsData; premium: boolean }) {
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-label="Bill statistics">
      <StatCard label="Bills" value={stats.total_bills} />
      <StatCard label="Total Billed" value={formatUsd(stats.total_billed_amount, { decimals: "never" })} />
      {premium ? (
        <StatCard
          label="Potential Savings"
          value={formatUsd(stats.total_potential_savings, { decimals: "never" })}
        />
      ) : (
        <StatCard label="Potential Savings" value={BILL_MESSAGES.premiumLocked} locked />
      )}
      <StatCard
        label="Total Recovered"
        value={formatUsd(stats.total_recovered_amount, { decimals: "never" })}
      />
    </div>
  );
}
