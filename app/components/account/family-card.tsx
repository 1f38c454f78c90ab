import { Link } from "@remix-run/react";
import { Card } from "../card";
import { FamilyList, type FamilyListMember } from "../family-list";

/** Members of the account; free users see 'Upgrade' for dependents and '+ Add Dependents (Premium)'. */
export function FamilyMembersCard({ members, premium }: { members: FamilyListMember[]; premium: boolean }) {
  return (
    <Card
      title="Family Members"
      actions={
        premium ? (
          <Link to="/family" className="text-sm font-medium text-brand-700 hover:underline">
            Manage family
          </Link>
        ) : (
          <Link to="/subscribe" className="text-sm font-medium text-amber-600 hover:underline">
            + Add Dependents (Premium)
          </Link>
        )
      }
    >
      <FamilyList
        members={members}
        action={(member) =>
          premium || member.isSelf ? null : (
            <Link to="/subscribe" className="text-sm font-medium text-amber-600 hover:underline">
              Upgrade
            </Link>
          )
        }
      />
    </Card>
  );
}
