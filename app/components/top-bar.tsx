import { Link, useLocation, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import type { Environment } from "#core/flags";
import { buttonClass } from "./button";
import { CountBadge } from "./badge";
import type { Section } from "./document-types";
import { currentArea, NAV_AREAS } from "./navigation";
import { LoadingDots } from "./skeleton";

export interface TopBarUser {
  email: string;
  premium: boolean;
}

function Tabs({ badges, layout }: { badges: Record<Section, number>; layout: "row" | "column" }) {
  const location = useLocation();
  const current = currentArea(location.pathname);
  return (
    <>
      {NAV_AREAS.map((area) => {
        const active = area === current;
        return (
          <Link
            key={area.to}
            to={area.to}
            prefetch="intent"
            aria-current={active ? "page" : undefined}
            className={`flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              active ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"
            } ${layout === "column" ? "w-full" : ""}`}
          >
            {area.label}
            {area.section ? (
              <CountBadge count={badges[area.section]} label="documents need classification" />
            ) : null}
          </Link>
        );
      })}
    </>
  );
}

/** The logo: home for a signed-out visitor, the bills (000 §2's logo target) for a signed-in one. */
export function Logo({ signedIn }: { signedIn: boolean }) {
  return (
    <Link to={signedIn ? "/bills" : "/"} className="flex flex-col leading-tight">
      <span className="text-xl font-bold text-brand-700">Fairbill</span>
      <span className="text-xs text-slate-600">Your partner in healthcare spending</span>
    </Link>
  );
}

/** Outside production a label says which copy of the product this is (core/flags.ts). */
export function EnvironmentLabel({ environment }: { environment: Environment }) {
  if (environment === "production") return null;
  return (
    <span
      className="rounded bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white"
      data-testid="environment"
    >
      {environment === "staging" ? "Staging" : "Development"}
    </span>
  );
}

/** Who is signed in, with their plan; shown from `className`'s breakpoint up (both headers). */
export function AccountLabel({
  user,
  className,
  testId,
}: {
  user: { email: string; premium: boolean };
  className: string;
  testId: string;
}) {
  return (
    <div className={`hidden text-right ${className}`} data-testid={testId}>
      <p className="text-sm font-medium text-slate-800">{user.email}</p>
      <PlanLabel premium={user.premium} />
    </div>
  );
}

/** The way in for a signed-out visitor (both headers). */
export function SignInLink() {
  return (
    <Link to="/signin" className={buttonClass("primary", "shrink-0 whitespace-nowrap")}>
      Sign In
    </Link>
  );
}

export function PlanLabel({ premium }: { premium: boolean }) {
  return (
    <p className={`text-xs font-semibold ${premium ? "text-premium" : "text-ink-muted"}`}>
      {premium ? "Premium" : "Free Plan"}
    </p>
  );
}

/** Phone widths: a menu that opens with Enter or Space, closes with Escape (focus back on Menu) and after each navigation. */
function PhoneMenu({ user, badges }: { user: TopBarUser; badges: Record<Section, number> }) {
  const location = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const closeOnEscape = (event: React.KeyboardEvent) => {
    if (event.key !== "Escape" || !menu.current?.open) return;
    menu.current.open = false;
    menu.current.querySelector("summary")?.focus();
  };
  return (
    // Keyed by path so the menu closes after each navigation.
    <details key={location.pathname} ref={menu} className="relative md:hidden" onKeyDown={closeOnEscape}>
      <summary className={buttonClass("secondary", "list-none")}>Menu</summary>
      <div className="absolute right-0 z-40 mt-2 w-64 space-y-1 rounded-md border border-slate-200 bg-white p-3 shadow-lg">
        <p className="truncate text-sm font-medium">{user.email}</p>
        <div className="mb-2">
          <PlanLabel premium={user.premium} />
        </div>
        <nav aria-label="Sections (mobile)" className="flex flex-col gap-1">
          <Tabs badges={badges} layout="column" />
        </nav>
      </div>
    </details>
  );
}

/** Logo, the signed-in user's e-mail and plan (or Sign In), and the areas; md (768 px) and up shows them as a row of tabs. */
export function TopBar({
  user,
  badges,
  environment = "production",
}: {
  user: TopBarUser | null;
  badges: Record<Section, number>;
  environment?: Environment;
}) {
  const navigation = useNavigation();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <div className="flex items-center gap-3">
          <Logo signedIn={Boolean(user)} />
          <EnvironmentLabel environment={environment} />
        </div>
        <div className="flex items-center gap-3">
          {navigation.state !== "idle" ? <LoadingDots /> : null}
          {user ? <AccountLabel user={user} className="md:block" testId="top-bar-user" /> : <SignInLink />}
          {user ? <PhoneMenu user={user} badges={badges} /> : null}
        </div>
      </div>
      {user ? (
        <nav
          aria-label="Sections"
          className="mx-auto hidden max-w-6xl gap-1 overflow-x-auto px-4 pb-2 md:flex"
        >
          <Tabs badges={badges} layout="row" />
        </nav>
      ) : null}
    </header>
  );
}
