// The two pages of the Documents area: the user's own documents and the documents received by e-mail.
import { Link, useLocation } from "@remix-run/react";

const PAGES = [
  { to: "/documents", label: "Your documents" },
  { to: "/pending-documents", label: "Email documents" },
];

export function DocumentsAreaTabs() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Documents" className="flex gap-1 border-b border-slate-200">
      {PAGES.map((page) => {
        const current = pathname.replace(/\/+$/, "") === page.to;
        return (
          <Link
            key={page.to}
            to={page.to}
            aria-current={current ? "page" : undefined}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
              current
                ? "border-brand-600 text-brand-700"
                : "border-transparent text-slate-700 hover:text-slate-900"
            }`}
          >
            {page.label}
          </Link>
        );
      })}
    </nav>
  );
}
