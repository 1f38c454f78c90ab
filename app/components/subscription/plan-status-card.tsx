// The subscription page's plan card (001 §2): plan and status, and what the member can do with it:
// upgrade (Free), cancel behind a confirmation (Premium), keep Premium after cancelling (resume
// before the period ends), and Manage billing (the provider's portal: card and invoices).
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { formatUsd } from "#core/format/money";
import { planTierLabel, subscriptionStatusLabel } from "#core/format/labels";
import { PLANS } from "#core/plans";
import { premiumUntil } from "#core/subscriptions/messages";
import { Alert } from "../alert";
import { Button, ButtonLink } from "../button";
import { Card } from "../card";
import { formatDate } from "../format";
import { Modal } from "../modal";

const price = (usd: number) => formatUsd(usd, { decimals: "when-needed" });
/** The plan's name with its price, both from the one plan table (core/plans.ts). */
const PLAN_LABELS = {
  free: PLANS.free.name,
  monthly: `Monthly (${price(PLANS.premium.priceMonthlyUsd)}/month)`,
  annual: `Annual (${price(PLANS.premium.priceAnnualUsd)}/year)`,
};

export interface PlanStatus {
  tier: "free" | "premium";
  status: "active" | "inactive";
  plan: "free" | "monthly" | "annual";
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: number | null;
  /** The provider's word (active, past_due, …) when there is a paid subscription. */
  providerStatus: string | null;
  /** While a payment has failed: Premium until then unless paid. */
  graceEndsAt: number | null;
}

function CancelDialog({ until, onClose }: { until: string; onClose: () => void }) {
  const busy = useNavigation().formData?.get("intent") === "cancel";
  return (
    <Modal title="Cancel Premium?" open onClose={onClose}>
      <p className="text-sm text-slate-700">
        Premium stays on until {until}; then your account moves to the Free plan. There is no partial refund
        for the rest of this period. Your bills, documents and family members stay readable.
      </p>
      <Form method="post" className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Keep Premium
        </Button>
        <Button type="submit" name="intent" value="cancel" variant="danger" disabled={busy}>
          {busy ? "Cancelling..." : "Cancel subscription"}
        </Button>
      </Form>
    </Modal>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

export function PlanStatusCard({
  premium,
  subscription: s,
  hasBilling,
  error,
}: {
  premium: boolean;
  subscription: PlanStatus;
  hasBilling: boolean;
  error?: string;
}) {
  const [confirming, setConfirming] = useState(false);
  // Once the cancel went through, the confirmation is done with (a later Keep Premium must not reopen it).
  useEffect(() => {
    if (s.cancelAtPeriodEnd) setConfirming(false);
  }, [s.cancelAtPeriodEnd]);
  const navigation = useNavigation();
  const until = s.currentPeriodEnd ? formatDate(s.currentPeriodEnd) : null;
  const ending = premium && s.cancelAtPeriodEnd && until;
  const resuming = navigation.formData?.get("intent") === "resume";
  return (
    <Card title="Plan status">
      <p
        className={`text-xl font-semibold ${premium ? "text-premium" : "text-slate-800"}`}
        data-testid="plan-label"
      >
        {premium ? "Premium" : "Free Plan"}
      </p>
      {error ? (
        <div className="mt-4">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      {premium && s.graceEndsAt ? (
        <div className="mt-4">
          <Alert tone="warning">
            {`Your last payment failed. Update your card in Manage billing by ${formatDate(s.graceEndsAt)} to keep Premium.`}
          </Alert>
        </div>
      ) : null}
      {ending ? (
        <div className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold" data-testid="premium-until">
            {premiumUntil(until)}
          </p>
          <p className="mt-1">
            Your subscription is cancelled and will not renew. Changed your mind? Keep Premium before then and
            nothing changes.
          </p>
          <Form method="post" className="mt-3">
            <Button type="submit" name="intent" value="resume" disabled={resuming}>
              {resuming ? "Keeping Premium..." : "Keep Premium"}
            </Button>
          </Form>
        </div>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-4 text-sm md:grid-cols-4">
        <Fact label="Tier">{planTierLabel(s.tier)}</Fact>
        <Fact label="Status">
          {subscriptionStatusLabel(premium ? (s.providerStatus ?? s.status) : s.status)}
        </Fact>
        <Fact label="Plan">{PLAN_LABELS[s.plan]}</Fact>
        {until && premium ? <Fact label={s.cancelAtPeriodEnd ? "Ends on" : "Renews on"}>{until}</Fact> : null}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        {premium ? null : <ButtonLink to="/subscribe">Upgrade to Premium</ButtonLink>}
        {hasBilling ? (
          <Form method="post">
            <Button type="submit" name="intent" value="portal" variant="secondary">
              Manage billing
            </Button>
          </Form>
        ) : null}
        {premium && !s.cancelAtPeriodEnd && hasBilling ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Cancel subscription
          </Button>
        ) : null}
      </div>
      {confirming && until && !s.cancelAtPeriodEnd ? (
        <CancelDialog until={until} onClose={() => setConfirming(false)} />
      ) : null}
    </Card>
  );
}
