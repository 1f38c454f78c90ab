// Header and footer of the marketing pages, which hide the app navigation.
import { Link } from "@remix-run/react";
import { buttonClass } from "../button";

export const CONTACT_EMAIL = "support@fairbill.com";

export function MarketingHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
        <Link to="/" className="flex flex-col leading-tight">
          <span className="text-xl font-bold text-brand-700">Fairbill</span>
          <span className="text-xs text-slate-500">Your partner in healthcare spending</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-4 text-sm">
          <Link to="/how-it-works" className="hidden text-slate-600 hover:text-slate-900 md:inline">
            How it works
          </Link>
          <Link to="/pricing" className="hidden text-slate-600 hover:text-slate-900 md:inline">
            Pricing
          </Link>
          <Link to="/signin" className={buttonClass("primary")}>
            Sign In
          </Link>
        </nav>
      </div>
    </header>
  );
}

export function MarketingFooter({
  legacySiteUrl,
  contact = false,
}: {
  legacySiteUrl: string;
  contact?: boolean;
}) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 md:flex-row md:items-center md:justify-between">
        <p>© Fairbill. Your partner in healthcare spending.</p>
        <nav aria-label="Footer" className="flex flex-wrap gap-4">
          <a href={`${legacySiteUrl}/blog`} className="hover:text-slate-900">
            Blog
          </a>
          <Link to="/terms.html" className="hover:text-slate-900">
            Terms
          </Link>
          <Link to="/privacy.html" className="hover:text-slate-900">
            Privacy
          </Link>
          <Link to="/signin" className="hover:text-slate-900">
            Sign In
          </Link>
        </nav>
        {contact ? (
          <p>
            Questions?{" "}
            <a href={`mailto:${CONTACT_EMAIL}`} className="font-medium text-brand-700">
              {CONTACT_EMAIL}
            </a>
          </p>
        ) : null}
      </div>
    </footer>
  );
}

export function InfoPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl space-y-4 p-4 py-10 text-slate-700 md:p-8">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {children}
    </article>
  );
}
