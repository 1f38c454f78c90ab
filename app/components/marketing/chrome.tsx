// The one header and footer of the marketing and legal pages (home, about, how it works, pricing,
// the dispute landing page, terms, privacy, reference data), which hide the app's navigation
// (docs/decisions/031). They know a signed-in visitor: the account and a way to the bills instead
// of Sign In.
import { Link } from "@remix-run/react";
import { buttonClass } from "../button";
import { useRootData } from "../page-settings";
import { AccountLabel, EnvironmentLabel, Logo, SignInLink } from "../top-bar";

export const CONTACT_EMAIL = "support@fairbill.com";

const PAGES = [
  { to: "/how-it-works", label: "How it works" },
  { to: "/pricing", label: "Pricing" },
  { to: "/about", label: "About" },
];

/** The signed-in visitor, if any (null on an error page without the root's data). */
export function useVisitor() {
  return useRootData()?.user ?? null;
}

export function MarketingHeader() {
  const root = useRootData();
  const user = root?.user ?? null;
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4">
        <div className="flex items-center gap-3">
          <Logo signedIn={Boolean(user)} />
          <EnvironmentLabel environment={root?.settings.environment ?? "production"} />
        </div>
        <nav aria-label="Fairbill" className="flex items-center gap-4 text-sm">
          {PAGES.map((page) => (
            <Link key={page.to} to={page.to} className="hidden text-slate-700 hover:text-slate-900 md:inline">
              {page.label}
            </Link>
          ))}
          {user ? (
            <>
              <AccountLabel user={user} className="lg:block" testId="marketing-account" />
              <Link to="/bills" className={buttonClass("primary", "shrink-0 whitespace-nowrap")}>
                My Bills
              </Link>
            </>
          ) : (
            <SignInLink />
          )}
        </nav>
      </div>
    </header>
  );
}

export function MarketingFooter({
  legacySiteUrl,
  contact = false,
}: {
  legacySiteUrl?: string;
  contact?: boolean;
}) {
  const root = useRootData();
  const blog = `${legacySiteUrl ?? root?.legacySiteUrl ?? ""}/blog`;
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-700 md:flex-row md:items-center md:justify-between">
        <p>© Fairbill. Your partner in healthcare spending.</p>
        <nav aria-label="Footer" className="flex flex-wrap gap-4">
          {PAGES.map((page) => (
            <Link key={page.to} to={page.to} className="hover:text-slate-900">
              {page.label}
            </Link>
          ))}
          <a href={blog} className="hover:text-slate-900">
            Blog
          </a>
          <Link to="/terms.html" className="hover:text-slate-900">
            Terms
          </Link>
          <Link to="/privacy.html" className="hover:text-slate-900">
            Privacy
          </Link>
          {root?.user ? (
            <Link to="/bills" className="hover:text-slate-900">
              My Bills
            </Link>
          ) : (
            <Link to="/signin" className="hover:text-slate-900">
              Sign In
            </Link>
          )}
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

/** A marketing or legal page: the shared header, the page as the main landmark, the shared footer. */
export function MarketingPage({
  children,
  legacySiteUrl,
  contact = false,
}: {
  children: React.ReactNode;
  legacySiteUrl?: string;
  contact?: boolean;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <MarketingHeader />
      <main className="flex-1">{children}</main>
      <MarketingFooter legacySiteUrl={legacySiteUrl} contact={contact} />
    </div>
  );
}

export function InfoPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <MarketingPage>
      <article className="mx-auto max-w-3xl space-y-4 p-4 py-10 text-slate-700 md:p-8">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {children}
      </article>
    </MarketingPage>
  );
}
