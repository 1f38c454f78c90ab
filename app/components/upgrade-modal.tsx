// The pricing / upgrade modal (000 §2, 001 §6): why the feature is locked, then the Free and
// Premium cards with a monthly / annual choice whose button starts checkout (posts to /subscribe).
// It is the one upsell: Account, 'Summary (Premium)', 'Upgrade for more patients', pending
// documents, insights and dispute letters open it (useUpgradeModal / UpgradeButton).
import { useCallback, useState } from "react";
import { WideModal } from "./bills/wide-modal";
import { Button } from "./button";
import { PlanCards } from "./plan-cards";

/** Why each locked place offers Premium: the first line of the modal. */
export const UPGRADE_REASONS = {
  account: "Premium adds family members, bill summaries with error detection, unlimited uploads and AI chat.",
  addDependents: "Adding family members is a Premium feature.",
  editDependent: "Editing family members is a Premium feature.",
  morePatients: "Filtering bills by more than one patient is a Premium feature.",
} as const;

export function UpgradeModal({ reason, onClose }: { reason: string; onClose: () => void }) {
  return (
    <WideModal title="Upgrade to Premium" onClose={onClose}>
      <p className="text-sm text-slate-700">{reason}</p>
      <PlanCards mode="checkout" />
    </WideModal>
  );
}

/** Opens the modal from anywhere on a page: `openUpgrade(reason)`, and render `upgradeModal`. */
export function useUpgradeModal() {
  const [reason, setReason] = useState<string | null>(null);
  const openUpgrade = useCallback((why: string) => setReason(why), []);
  const upgradeModal = reason ? <UpgradeModal reason={reason} onClose={() => setReason(null)} /> : null;
  return { openUpgrade, upgradeModal };
}

/** A button that opens the upgrade modal (focus returns to it when the modal closes, ADR 028). */
export function UpgradeButton({
  reason,
  children,
  variant = "primary",
  size,
  className,
}: {
  reason: string;
  children: React.ReactNode;
  variant?: React.ComponentProps<typeof Button>["variant"];
  size?: React.ComponentProps<typeof Button>["size"];
  className?: string;
}) {
  const { openUpgrade, upgradeModal } = useUpgradeModal();
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => openUpgrade(reason)}>
        {children}
      </Button>
      {upgradeModal}
    </>
  );
}
