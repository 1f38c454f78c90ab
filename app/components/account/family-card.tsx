import { useCallback, useState } from "react";
import { Card } from "../card";
import { AddDependentsModal } from "../family/add-dependents-modal";
import { EditMemberModal, type EditableMember } from "../family/edit-member-modal";
import { FamilyList, type FamilyListMember } from "../family-list";
import { UPGRADE_REASONS, useUpgradeModal } from "../upgrade-modal";

export type FamilyCardMember = FamilyListMember & EditableMember;

const linkClass = "text-sm font-medium hover:underline";

/**
 * Members of the account with Edit and Add Dependents (000 §2); free users may edit only their own
 * entry, and see 'Upgrade' and '+ Add Dependents (Premium)', which open the upgrade modal (000 §6).
 */
export function FamilyMembersCard({ members, premium }: { members: FamilyCardMember[]; premium: boolean }) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<FamilyCardMember | null>(null);
  const closeAdd = useCallback(() => setAdding(false), []);
  const closeEdit = useCallback(() => setEditing(null), []);
  const { openUpgrade, upgradeModal } = useUpgradeModal();
  return (
    <Card
      title="Family Members"
      actions={
        premium ? (
          <button type="button" onClick={() => setAdding(true)} className={`${linkClass} text-brand-700`}>
            + Add Dependents
          </button>
        ) : (
          <button
            type="button"
            onClick={() => openUpgrade(UPGRADE_REASONS.addDependents)}
            className={`${linkClass} text-premium`}
          >
            + Add Dependents (Premium)
          </button>
        )
      }
    >
      <FamilyList
        members={members}
        action={(member) =>
          premium || member.isSelf ? (
            <button
              type="button"
              onClick={() => setEditing(members.find((m) => m.id === member.id) ?? null)}
              className={`${linkClass} text-brand-700`}
              aria-label={`Edit ${member.displayName}`}
            >
              Edit
            </button>
          ) : (
            <button
              type="button"
              onClick={() => openUpgrade(UPGRADE_REASONS.editDependent)}
              className={`${linkClass} text-premium`}
              aria-label={`Upgrade to edit ${member.displayName}`}
            >
              Upgrade
            </button>
          )
        }
      />
      {adding ? <AddDependentsModal onClose={closeAdd} /> : null}
      {editing ? <EditMemberModal key={editing.id} member={editing} onClose={closeEdit} /> : null}
      {upgradeModal}
    </Card>
  );
}
