import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Badge } from "~/components/badge";
import { Card } from "~/components/card";
import { getDb } from "~/db.server";
import { requireUser } from "~/services/auth/session.server";
import { listInsurancePolicies } from "./insurance.server";

export const meta: MetaFunction = () => [{ title: "Insurance | Fairbill" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  return { policies: await listInsurancePolicies(getDb(env), user.id) };
}

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{value || "—"}</dd>
    </div>
  );
}

export default function InsurancePolicies() {
  const { policies } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Insurance</h1>
      {policies.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold">No Policies Yet</h2>
          <p className="mt-2 text-slate-600">
            Add your first insurance policy to get started with tracking your family&apos;s coverage.
          </p>
        </div>
      ) : (
        policies.map((policy) => (
          <Card key={policy.id} title={policy.policyName}>
            <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
              <Detail label="Insurance company" value={policy.carrierName} />
              <Detail label="Plan" value={policy.planName ?? policy.planTypeName} />
              <Detail label="Subscriber ID" value={`•••• ${policy.subscriberIdLast4}`} />
              <Detail label="Category" value={policy.planCategory} />
              <Detail label="In-network deductible" value={policy.inNetworkDeductible} />
              <Detail label="In-network out-of-pocket maximum" value={policy.inNetworkOopMax} />
            </dl>
            {policy.members.length ? (
              <div className="mt-4 flex flex-wrap gap-2">
                {policy.members.map((name) => (
                  <Badge key={name} tone="brand">
                    {name}
                  </Badge>
                ))}
              </div>
            ) : null}
          </Card>
        ))
      )}
    </div>
  );
}
