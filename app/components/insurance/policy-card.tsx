// One saved policy on /insurance (001 §2): name, company, plan, plan type, the subscriber ID masked,
// the covered members, the benefits table and this year's spending; Delete asks first.
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { PLAN_CATEGORY_LABELS, isPlanCategory } from "#core/insurance/plan-types";
import { INSURANCE_MESSAGES } from "#core/insurance/types";
import type { InsuranceReply, PolicyView } from "~/routes/_app+/insurance.server";
import { Alert } from "../alert";
import { Badge } from "../badge";
import { ConfirmDialog } from "../bills/confirm-dialog";
import { Button } from "../button";
import { Card } from "../card";
import { BenefitsTable } from "./benefits-table";
import { PolicySpending } from "./policy-spending";

/** The last four characters only: the full number is on the person's card, not on a shared screen. */
export const maskedSubscriberId = (ending: string) => `•••• ${ending}`;

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="min-w-0">
      <dt className="text-fine text-ink-muted">{label}</dt>
      <dd className="break-words text-body text-ink">{value || "—"}</dd>
    </div>
  );
}

export function PolicyCard({ view }: { view: PolicyView }) {
  const { policy, benefits, spending, subscriberIdEnding } = view;
  const fetcher = useFetcher<InsuranceReply>();
  const [asking, setAsking] = useState(false);
  const deleting = fetcher.state !== "idle";
  const failed = !deleting && fetcher.data?.intent === "delete-policy" && !fetcher.data.ok;
  const category =
    policy.plan_category && isPlanCategory(policy.plan_category)
      ? PLAN_CATEGORY_LABELS[policy.plan_category]
      : null;
  return (
    <Card
      title={policy.policy_name}
      actions={
        <Button variant="secondary" size="sm" disabled={deleting} onClick={() => setAsking(true)}>
          {deleting ? "Deleting..." : "Delete"}
        </Button>
      }
    >
      <div data-testid="insurance-policy" className="space-y-5">
        {failed ? <Alert tone="error">{INSURANCE_MESSAGES.deleteFailed}</Alert> : null}
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-4">
          <Detail label="Insurance company" value={policy.carrier_name} />
          <Detail label="Plan" value={policy.plan_name} />
          <Detail label="Plan type" value={[category, policy.plan_type_name].filter(Boolean).join(" · ")} />
          <Detail label="Subscriber ID" value={maskedSubscriberId(subscriberIdEnding)} />
        </dl>
        {policy.assigned_members.length ? (
          <div>
            <h3 className="text-fine text-ink-muted">Covered family members</h3>
            <ul className="mt-1 flex flex-wrap gap-2">
              {policy.assigned_members.map((m, i) => (
                <li key={`${m.name}-${i}`}>
                  <Badge tone="brand">{m.name}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div>
          <h3 className="mb-2 font-semibold text-ink">Benefits</h3>
          {benefits === null ? (
            <Alert tone="error">The benefits of this plan could not be loaded. Please reload the page.</Alert>
          ) : (
            <BenefitsTable benefits={benefits} />
          )}
        </div>
        <PolicySpending view={spending} />
      </div>
      {asking ? (
        <ConfirmDialog
          title="Delete Policy"
          message={`Delete "${policy.policy_name}"? Its benefits and covered members will no longer show here.`}
          confirmLabel="Delete Policy"
          busy={deleting}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            fetcher.submit({ intent: "delete-policy", policy_id: policy.policy_id }, { method: "post" });
            setAsking(false);
          }}
        />
      ) : null}
    </Card>
  );
}
