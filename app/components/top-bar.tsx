import { Link, NavLink, useLocation, useNavigation } from "@remix-run/react";
import { buttonClass } from "./button";
import { CountBadge } from "./badge";
import type { Section } from "./document-types";
import { NAV_TABS } from "./navigation";
import { LoadingDots } from "./skeleton";

export interface TopBarUser {
  email: string;
  premium: boolean;
}

function Tabs({ badges }: { badges: Record<Section, number> }) {
  return (
    <>
      {NAV_TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          prefetch="intent"
          className={({ isActive }) =>
            `flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${
              isActive ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:bg-slate-100"
            }`
          }
        >
          {tab.label}
          <CountBadge count={badges[tab.section]} label="documents need classification" />
        </NavLink>
      ))}
    </>
  );
}

/** Logo, the signed-in user's e-mail and plan (or Sign In), and the section tabs; md (768 px) and up shows tabs inline. */
export function TopBar({ user, badges }: { user: TopBarUser | null; badges: Record<Section, number> }) {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/bills" className="flex flex-col leading-tight">
          <span className="text-xl font-bold text-brand-700">Fairbill</span>
          <span className="text-xs text-slate-500">Your partner in healthcare spending</span>
        </Link>
        {user ? (
          <nav aria-label="Sections" className="hidden items-center gap-1 md:flex">
            <Tabs badges={badges} />
          </nav>
        ) : null}
        <div className="flex items-center gap-3">
          {navigation.state !== "idle" ? <LoadingDots /> : null}
          {user ? (
            <div className="hidden text-right md:block" data-testid="top-bar-user">
              <p className="text-sm font-medium text-slate-800">{user.email}</p>
              <p className={`text-xs font-semibold ${user.premium ? "text-premium" : "text-slate-500"}`}>
                {user.premium ? "Premium" : "Free Plan"}
              </p>
            </div>
          ) : (
            <Link to="/signin" className={buttonClass("primary")}>
              Sign In
            </Link>
          )}
          {user ? (
            // Keyed by path so the menu closes after each navigation.
            <details key={location.pathname} className="relative md:hidden">
              <summary className={buttonClass("secondary", "list-none")}>Menu</summary>
              <div className="absolute right-0 z-40 mt-2 w-64 space-y-1 rounded-md border border-slate-200 bg-white p-3 shadow-lg">
                <p className="truncate text-sm font-medium">{user.email}</p>
                <p className="mb-2 text-xs font-semibold text-slate-500">
                  {user.premium ? "Premium" : "Free Plan"}
                </p>
                <nav aria-label="Sections (mobile)" className="flex flex-col">
                  <Tabs badges={badges} />
                </nav>
              </div>
            </details>
          ) : null}
        </div>
      </div>
    </header>
  );
}
