// /ops: what a user's subscription workflow holds now (its query), beside the timeline. Ids,
// statuses and times only; nothing here is health data.
import { formatDateTime } from "#core/format/dates";
import type { SubscriptionWorkflowStateView } from "#core/contracts/gateway";
import { Card } from "~/components/card";

const when = (ms: number | null) => (ms === null ? "—" : formatDateTime(ms));

export function SubscriptionStateCard({ state }: { state: SubscriptionWorkflowStateView }) {
  const rows: [string, string][] = [
    ["Phase", state.phase],
    ["Tier", state.tier],
    ["Plan", state.plan],
    ["Provider status", state.providerStatus ?? "—"],
    ["Subscription", state.subscriptionId ?? "—"],
    ["Cancels at period end", state.cancelAtPeriodEnd ? "yes" : "no"],
    ["Current period ends", when(state.currentPeriodEnd)],
    ["Payment failed since", when(state.pastDueSince)],
    ["Grace ends", when(state.graceEndsAt)],
    ["Next check", when(state.nextCheckAt)],
    ["Events seen", String(state.eventsSeen)],
    ["Last event", state.lastEvent ? `${state.lastEvent.type} (${state.lastEvent.eventId})` : "—"],
    ["Reads this run", String(state.reads)],
    ["Entitlement changes this run", String(state.entitlementWrites)],
    ["Runs (continue-as-new)", String(state.runs)],
    ["E-mails this run", state.noticesSent.length ? state.noticesSent.join(", ") : "none"],
  ];
  return (
    <Card title="Subscription state">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-words font-mono text-xs">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
