// Which paths need a signed-in user, which draw the marketing header instead of the app's, and the
// signed-in areas of the navigation with the pages each one covers.
import type { Section } from "./document-types";

export const PROTECTED_PATHS = [
  "/bills",
  "/family",
  "/insights",
  "/insurance",
  "/documents",
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

/**
 * Pages without the app's navigation (001 §2: /, /signin, /old-home and the dispute pages), and the
 * marketing and legal pages, which share the marketing header and footer instead (docs/decisions/031).
 */
export const NAV_HIDDEN_PATHS = [
  "/",
  "/signin",
  "/old-home",
  "/dispute-medical-bill",
  "/dispute-medical-bill.html",
  "/about",
  "/how-it-works",
  "/pricing",
  "/terms.html",
  "/privacy.html",
  "/reference-data",
];

/** The pages that draw the marketing header, main and footer themselves (marketing/chrome.tsx). */
export const isMarketingPath = (pathname: string) =>
  isNavHidden(pathname) && normalize(pathname) !== "/signin";

export interface NavArea {
  to: string;
  label: string;
  /** The top-bar section whose documents needing classification the tab counts (000 §2). */
  section?: Section;
  /** The pages that belong to the area: the tab is the current one on each of them. */
  pages: string[];
}

export const NAV_AREAS: NavArea[] = [
  { to: "/bills", label: "Bills", section: "bills", pages: ["/bills", "/upload-bill", "/bill-explainer"] },
  { to: "/insurance", label: "Insurance", section: "insurance", pages: ["/insurance"] },
  { to: "/insights", label: "Insights", pages: ["/insights"] },
  { to: "/family", label: "Family", pages: ["/family"] },
  { to: "/documents", label: "Documents", pages: ["/documents", "/pending-documents"] },
  {
    to: "/account",
    label: "Account",
    section: "account",
    pages: [
      "/account",
      "/subscription",
      "/subscribe",
      "/upgrade",
      "/subscription-success",
      "/subscription-cancelled",
    ],
  },
];

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/** The area a path belongs to (a page or anything below it, e.g. /bills/<id>), if any. */
export function currentArea(pathname: string): NavArea | undefined {
  const path = normalize(pathname);
  return NAV_AREAS.find((area) => area.pages.some((page) => path === page || path.startsWith(`${page}/`)));
}

export function isProtectedPath(pathname: string): boolean {
  return (PROTECTED_PATHS as readonly string[]).includes(normalize(pathname));
}

export function isNavHidden(pathname: string): boolean {
  return NAV_HIDDEN_PATHS.includes(normalize(pathname));
}
