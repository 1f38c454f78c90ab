import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { VaultBillsTable } from "~/components/bills-table";
import { FamilyTabs, ForwardingAddress, VaultStatsRow } from "~/components/vault";
import { getDb } from "~/db.server";
import { getConfig } from "~/env.server";
import { getBillStats, listBillSummaries } from "~/services/dashboard.server";
import { listFamilyMembers } from "~/services/family.server";
import { requireUser } from "~/services/session.server";
import { inboxEmail } from "~/services/users.server";

export const meta: MetaFunction = () => [{ title: "Bills | Fairbill" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user, premium } = await requireUser(request, env);
  const db = getDb(env);
  const members = await listFamilyMembers(db, user.id);
  const requested = new URL(request.url).searchParams.get("member");
  const selected = members.find((m) => m.id === requested) ?? members[0] ?? null;
  const [stats, bills] = await Promise.all([
    getBillStats(db, user.id),
    listBillSummaries(
      db,
      user.id,
      selected ? { familyMemberId: selected.id, includeUnassigned: selected.isSelf } : undefined,
    ),
  ]);
  return {
    premium,
    stats,
    forwardingAddress: inboxEmail(user, getConfig(env).INBOX_DOMAIN),
    members: members.map((m) => ({ id: m.id, displayName: m.displayName })),
    selectedId: selected?.id ?? null,
    bills: bills.map((b) => ({
      ...b,
      patientLabel: b.patientIsSelf || !b.familyMemberId ? "You" : (b.patientFirstName ?? "—"),
    })),
  };
}

export default function BillsVault() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">Bills</h1>
        <ForwardingAddress address={data.forwardingAddress} />
      </div>
      <VaultStatsRow stats={data.stats} premium={data.premium} />
      <FamilyTabs
        members={data.members}
        selectedId={data.selectedId}
        premium={data.premium}
        basePath="/bills"
      />
      <VaultBillsTable bills={data.bills} premium={data.premium} />
    </div>
  );
}
