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
  return (
    <section className={`rounded-lg border border-slate-200 bg-white p-5 shadow-sm ${className}`}>
      {title || actions ? (
        <div className="mb-4 flex items-center justify-between gap-4">
          {title ? <h2 className="text-lg font-semibold text-slate-900">{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
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
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-stat={label}>
      <p className="text-sm text-slate-500">{label}</p>
      {locked ? (
        <p className="mt-1 text-lg font-semibold text-amber-700">Premium</p>
      ) : (
        <p className="mt-1 text-2xl font-semibold text-slate-900">{value}</p>
      )}
    </div>
  );
}
