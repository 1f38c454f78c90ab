import { badgeLabel } from "#core/plans";

const tones = {
  amber: "bg-amber-500 text-white",
  green: "bg-green-100 text-green-800",
  slate: "bg-slate-100 text-slate-700",
  brand: "bg-brand-50 text-brand-700",
};

export function Badge({
  tone = "slate",
  children,
}: {
  tone?: keyof typeof tones;
  children: React.ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}
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
