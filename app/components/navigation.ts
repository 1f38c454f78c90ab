// Which paths need a signed-in user, which hide the navigation, and the top-bar tabs.
import type { Section } from "./document-types";

export const PROTECTED_PATHS = [
  "/bills",
  "/family",
  "/insights",
  "/insurance",
  "/pending-documents",
  "/upload-bill",
  "/bill-explainer",
  "/account",
  "/subscribe",
  "/upgrade",
  "/subscription",
  "/subscription-success",
  "/subscription-cancelled",
] as const;

/** The landing pages and sign-in draw their own header (spec 001 §2). */
export const NAV_HIDDEN_PATHS = [
  "/",
  "/signin",
  "/old-home",
  "/dispute-medical-bill",
  "/dispute-medical-bill.html",
];

export const NAV_TABS: { to: string; label: string; section: Section }[] = [
  { to: "/bills", label: "Bills", section: "bills" },
  { to: "/insurance", label: "Insurance", section: "insurance" },
  { to: "/account", label: "Account", section: "account" },
];

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

export function isProtectedPath(pathname: string): boolean {
  return (PROTECTED_PATHS as readonly string[]).includes(normalize(pathname));
}

export function isNavHidden(pathname: string): boolean {
  return NAV_HIDDEN_PATHS.includes(normalize(pathname));
}
