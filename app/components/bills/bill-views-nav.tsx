// The two views of the same bills, the vault (/bills) and the Explainer (/upload-bill), as one
// place: a switch that says which view you are in (aria-current) and carries the selected bill and
// family member across (?bill=, ?member=), so moving between them keeps what you were looking at.
import { Link, useLocation } from "@remix-run/react";

const VIEWS = [
  { path: "/bills", label: "Vault", hint: "every bill, filters and documents" },
  { path: "/upload-bill", label: "Explainer", hint: "service lines, Medicare averages and help" },
] as const;

/** The query the other view gets: only the selection (bill and member), never filters or modes. */
export function selectionQuery(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of ["bill", "member"]) {
    const value = from.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}

/** The two URLs differ only in the selected bill: nothing to load again. */
export function onlySelectionChanged(a: URL, b: URL): boolean {
  if (a.pathname !== b.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("bill");
    params.sort();
    return params.toString();
  };
  return strip(a) === strip(b) && a.searchParams.get("bill") !== b.searchParams.get("bill");
}

export function BillViewsNav() {
  const location = useLocation();
  const query = selectionQuery(location.search);
  const current = location.pathname === "/bill-explainer" ? "/upload-bill" : location.pathname;
  return (
    <nav
      aria-label="Bill views"
      className="inline-flex rounded-lg border border-slate-200 bg-white p-1 text-sm"
    >
      {VIEWS.map((view) => {
        const here = current === view.path;
        return (
          <Link
            key={view.path}
            to={`${view.path}${query}`}
            aria-current={here ? "page" : undefined}
            title={view.hint}
            className={`rounded-md px-3 py-1.5 font-medium ${
              here ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"
            }`}
          >
            {view.label}
          </Link>
        );
      })}
    </nav>
  );
}
