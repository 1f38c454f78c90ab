import { useUpgradeModal } from "./upgrade-modal";

/**
 * A premium-only section as free users see it: its title, what it offers, and 'Upgrade to
 * Premium', which opens the upgrade modal with the same words (001 §6: insights, pending documents).
 */
export function LockedSection({ title, description }: { title: string; description: string }) {
  const { openUpgrade, upgradeModal } = useUpgradeModal();
  return (
    <section className="rounded-card border border-line bg-surface-muted p-card" data-locked="true">
      <div className="flex items-center gap-2">
        <span aria-hidden="true">🔒</span>
        <h2 className="text-section-title text-ink-muted">{title}</h2>
        <span className="rounded-full bg-premium-50 px-2 py-0.5 text-fine font-semibold text-premium">
          Premium
        </span>
      </div>
      <p className="mt-2 text-body text-ink-muted">{description}</p>
      <button
        type="button"
        onClick={() => openUpgrade(description)}
        className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
      >
        Upgrade to Premium
      </button>
      {upgradeModal}
    </section>
  );
}
