// Step 6, 'Assign Family Members' (001 §2, §5): who the policy covers — name, (Primary),
// relationship and date of birth; at least one before 'Continue to Review'.
import { Link } from "@remix-run/react";
import { useState } from "react";
import { formatDate } from "#core/format/dates";
import { wordsOf } from "#core/format/labels";
import { INSURANCE_MESSAGES, isPolicyMemberId } from "#core/insurance/types";
import type { WizardMember } from "~/routes/_app+/insurance.server";
import { Button } from "../../button";

export function MembersStep({
  members,
  chosen,
  onContinue,
}: {
  members: WizardMember[];
  chosen: string[];
  onContinue: (memberIds: string[]) => void;
}) {
  const offered = members.filter((m) => isPolicyMemberId(m.id));
  const [selected, setSelected] = useState<string[]>(chosen.filter((id) => offered.some((m) => m.id === id)));
  if (offered.length === 0)
    return (
      <div className="rounded-card border border-dashed border-line-strong p-6 text-center">
        <h3 className="font-semibold text-ink">{INSURANCE_MESSAGES.noMembersTitle}</h3>
        <p className="mt-2 text-body text-ink-muted">
          You need to add family members first. Visit the{" "}
          <Link to="/family" className="font-medium text-brand-700 underline">
            Family Management
          </Link>{" "}
          section to add family members.
        </p>
      </div>
    );
  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-body font-medium text-ink">Who does this policy cover?</legend>
        <ul className="mt-3 space-y-2">
          {offered.map((member) => (
            <li key={member.id}>
              <label className="flex cursor-pointer items-start gap-3 rounded-control border border-line p-3 hover:bg-surface-muted">
                <input
                  type="checkbox"
                  className="mt-1 h-4 w-4 accent-brand-600"
                  checked={selected.includes(member.id)}
                  onChange={() => toggle(member.id)}
                />
                <span className="min-w-0">
                  <span className="block font-medium break-words text-ink">
                    {member.name}
                    {member.isPrimary ? <span className="font-normal text-ink-muted"> (Primary)</span> : null}
                  </span>
                  <span className="block text-fine text-ink-muted">
                    {wordsOf(member.relationship)}
                    {member.dateOfBirth ? ` · Born ${formatDate(member.dateOfBirth)}` : null}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="flex justify-end">
        <Button disabled={selected.length === 0} onClick={() => onContinue(selected)}>
          Continue to Review
        </Button>
      </div>
    </div>
  );
}
