// Cards (docs/design-system.md): a titled section of a page, and one figure of a stats row.
export function Card({
  title,
  actions,
  children,
  className = "",
}: {
  title?: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  // An e-mail or forwarding address has no spaces: where it would overflow a phone page it breaks
  // (break-word, not anywhere, so buttons in a row keep their words whole).
  return (
    <section
      className={`min-w-0 break-words rounded-card border border-line bg-surface p-card shadow-sm ${className}`}
    >
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
          {title ? <h2 className="text-section-title text-ink">{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** The word a free user sees instead of a premium-only value, in the one accessible premium colour. */
export function PremiumLabel({ className = "" }: { className?: string }) {
  return <span className={`font-semibold text-premium ${className}`}>Premium</span>;
}

/** One figure on a stats row; `locked` shows the word 'Premium' instead of the value for free users. */
export function StatCard({
  label,
  value,
  locked = false,
}: {
  label: string;
  value: React.ReactNode;
  locked?: boolean;
}) {
  return (
    <div className="rounded-card border border-line bg-surface p-4 shadow-sm" data-stat={label}>
      <p className="text-body text-ink-muted">{label}</p>
      {locked ? (
        <p className="mt-1 text-lg">
          <PremiumLabel />
        </p>
      ) : (
        <p className="mt-1 text-2xl font-semibold text-ink">{value}</p>
      )}
    </div>
  );
}
