import { Link } from "@remix-run/react";

/** A premium-only section as free users see it: its title, what it offers, and the way to upgrade. */
export function LockedSection({ title, description }: { title: string; description: string }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-slate-50 p-5" data-locked="true">
      <div className="flex items-center gap-2">
        <span aria-hidden="true">🔒</span>
        <h2 className="text-lg font-semibold text-slate-700">{title}</h2>
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
          Premium
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-600">{description}</p>
      <Link to="/subscribe" className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">
        Upgrade to Premium
      </Link>
    </section>
  );
}
