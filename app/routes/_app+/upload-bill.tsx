import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ExplainerTable } from "~/components/explainer-table";
import { VerifiedBanner } from "~/components/verified-banner";
import { getDb } from "~/db.server";
import { listBillSummaries } from "~/services/dashboard.server";
import { requireUser } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: "Medical Bill Explainer | Fairbill" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  const bills = await listBillSummaries(getDb(env), user.id);
  return {
    verified: new URL(request.url).searchParams.get("verified") === "true",
    bills: bills.map((b) => ({
      id: b.id,
      date: b.date,
      providerName: b.providerName,
      billNumber: b.claimNumber ?? b.accountNumber,
      patientLabel: b.patientIsSelf || !b.familyMemberId ? "You" : (b.patientFirstName ?? "—"),
      totalBilledCents: b.totalBilledCents,
      totalAllowedCents: b.totalAllowedCents,
      totalPaidCents: b.totalPaidCents,
      lineCount: b.lineCount,
    })),
  };
}

export default function MedicalBillExplainer() {
  const { verified, bills } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      {verified ? <VerifiedBanner /> : null}
      <div>
        <h1 className="text-2xl font-semibold">Medical Bill Explainer</h1>
        <p className="mt-1 text-slate-600">Your bills with what was billed, allowed and paid for each.</p>
      </div>
      <ExplainerTable bills={bills} />
    </div>
  );
}
