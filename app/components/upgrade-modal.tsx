// The pricing / upgrade modal (000 §2, 001 §6): why the feature is locked, then the Free and
// Premium cards whose buttons start checkout.
import { WideModal } from "./bills/wide-modal";
import { PlanCards } from "./plan-cards";

export function UpgradeModal({ reason, onClose }: { reason: string; onClose: () => void }) {
  return (
    <WideModal title="Upgrade to Premium" onClose={onClose}>
      <p className="text-sm text-slate-700">{reason}</p>
      <PlanCards mode="checkout" />
    </WideModal>
  );
}
