// Step 7, 'Review & Save Policy' (001 §2, §5): the editable policy name and subscriber ID (or MBI),
// the plan details, the covered members; 'Back to Edit' and 'Save Policy' ('Saving Policy...').
import { useState } from "react";
import { PLAN_CATEGORY_LABELS, planTypesFor } from "#core/insurance/plan-types";
import { INSURANCE_MESSAGES } from "#core/insurance/types";
import { canSavePolicy, isOriginalMedicare, type WizardState } from "#core/insurance/wizard";
import type { WizardMember } from "~/routes/_app+/insurance.server";
import { Alert } from "../../alert";
import { Badge } from "../../badge";
import { Button } from "../../button";
import { Field, inputClass } from "../../field";

export interface PolicyEdits {
  policyName: string;
  subscriberId: string;
}

function Summary({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div className="min-w-0">
      <dt className="text-fine text-ink-muted">{label}</dt>
      <dd className="break-words text-body text-ink">{value}</dd>
    </div>
  );
}

export function ReviewStep({
  state,
  members,
  saving,
  error,
  onBack,
  onSave,
}: {
  state: WizardState;
  members: WizardMember[];
  saving: boolean;
  error: string | null;
  onBack: () => void;
  onSave: (edits: PolicyEdits) => void;
}) {
  const [edits, setEdits] = useState<PolicyEdits>({
    policyName: state.policyName,
    subscriberId: state.subscriberId,
  });
  const medicare = isOriginalMedicare(state);
  const planType = state.category
    ? planTypesFor(state.category).find((t) => t.plan_type_id === state.planTypeId)
    : undefined;
  const covered = members.filter((m) => state.memberIds.includes(m.id));
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSavePolicy(edits) && !saving) onSave(edits);
      }}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Field label="Policy name" required>
        {(control) => (
          <input
            {...control}
            data-autofocus
            maxLength={200}
            value={edits.policyName}
            onChange={(event) => setEdits((e) => ({ ...e, policyName: event.target.value }))}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        label={medicare ? "Medicare number (MBI)" : "Subscriber ID"}
        hint={medicare ? INSURANCE_MESSAGES.mbiHelp : undefined}
        required
      >
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            maxLength={medicare ? 20 : 64}
            value={edits.subscriberId}
            onChange={(event) => setEdits((e) => ({ ...e, subscriberId: event.target.value }))}
            className={inputClass}
          />
        )}
      </Field>
      <section aria-label="Plan details" className="rounded-card border border-line p-4">
        <h3 className="mb-3 font-semibold text-ink">Plan details</h3>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Summary label="Category" value={state.category ? PLAN_CATEGORY_LABELS[state.category] : null} />
          <Summary label="Plan type" value={planType?.display_name} />
          <Summary label="Insurance company" value={state.carrier?.name} />
          <Summary label="Plan" value={state.plan?.plan_name} />
          <Summary label="In-network individual deductible" value={state.deductible} />
          <Summary label="In-network individual out-of-pocket maximum" value={state.oopMax} />
        </dl>
      </section>
      <div>
        <h3 className="text-body font-medium text-ink">Covered family members</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {covered.map((m) => (
            <li key={m.id}>
              <Badge tone="brand">{m.name}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onBack} disabled={saving}>
          Back to Edit
        </Button>
        <Button type="submit" disabled={!canSavePolicy(edits) || saving}>
          {saving ? INSURANCE_MESSAGES.saving : "Save Policy"}
        </Button>
      </div>
    </form>
  );
}
