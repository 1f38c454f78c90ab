// One tab per person (001 §2 workspace item 4): the selected person scopes the bills; free users
// get an Add Family tab leading to /subscription instead of adding dependents.
import { Link } from "@remix-run/react";

export interface PersonTab {
  /** null is the 'everyone' tab of the vault. */
  id: string | null;
  label: string;
}

export function FamilyTabs({
  tabs,
  selectedId,
  premium,
  hrefFor,
}: {
  tabs: PersonTab[];
  selectedId: string | null;
  premium: boolean;
  hrefFor: (id: string | null) => string;
}) {
  return (
    <nav aria-label="Family members" className="flex flex-wrap gap-2 border-b border-slate-200">
      {tabs.map((tab) => {
        const active = tab.id === selectedId;
        return (
          <Link
            key={tab.id ?? "all"}
            to={hrefFor(tab.id)}
            preventScrollReset
            aria-current={active ? "page" : undefined}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
              active
                ? "border-brand-600 text-brand-700"
                : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
          >
            {tab.label}
          </Link>
        );
      })}
      {premium ? null : (
        <Link
          to="/subscription"
          className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-premium"
        >
          + Add Family
        </Link>
      )}
    </nav>
  );
}
