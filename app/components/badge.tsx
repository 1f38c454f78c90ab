import { badgeLabel } from "#core/plans";

// Badges (docs/design-system.md): a short label beside a title or in a cell. "amber" is the count
// of documents needing classification (005), now a darker amber white text can be read on.
const tones = {
  amber: "bg-attention text-white",
  green: "bg-success-50 text-success",
  slate: "bg-slate-100 text-ink-muted",
  brand: "bg-brand-50 text-brand-700",
  premium: "bg-premium-50 text-premium",
  red: "bg-danger-50 text-danger",
};

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = "slate", children }: { tone?: BadgeTone; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-fine font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** The amber count of documents needing classification; nothing when there are none. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span aria-label={`${count} ${label}`} data-testid="classification-badge">
      <Badge tone="amber">{badgeLabel(count)}</Badge>
    </span>
  );
}
