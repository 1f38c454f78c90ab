// A list of family members with one action per row (Edit, or Upgrade for free users' dependents).
import { Link } from "@remix-run/react";
import { formatDate } from "#core/format/dates";

export interface FamilyListMember {
  id: string;
  displayName: string;
  relationship: string;
  dateOfBirth: string | null;
  isSelf: boolean;
}

export function FamilyList({
  members,
  action,
}: {
  members: FamilyListMember[];
  action: (member: FamilyListMember) => React.ReactNode;
}) {
  return (
    <ul className="divide-y divide-slate-100" data-testid="family-members">
      {members.map((member) => (
        <li key={member.id} className="flex items-center justify-between gap-4 py-3">
          <div>
            <p className="font-medium text-slate-900">{member.displayName}</p>
            {member.dateOfBirth ? (
              <p className="text-xs text-slate-500">Born {formatDate(member.dateOfBirth)}</p>
            ) : null}
          </div>
          {action(member)}
        </li>
      ))}
    </ul>
  );
}

export function PremiumUpsell({ children }: { children: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">Premium feature</p>
      <p className="mt-1">{children}</p>
      <Link to="/subscribe" className="mt-3 inline-block font-semibold text-brand-700 underline">
        Upgrade to Premium
      </Link>
    </div>
  );
}
