// Where the chat widget shows (001 §2: every page except sign-in, verify-email, debug and the
// root), and which bill a page is about.

/** Pages without the widget: these paths and everything below them (/signin/legacy). */
const WITHOUT_WIDGET = ["/signin", "/verify-email", "/debug", "/ops", "/dev"];

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

export function showsAssistant(pathname: string): boolean {
  const path = normalize(pathname);
  if (path === "/") return false;
  return !WITHOUT_WIDGET.some((hidden) => path === hidden || path.startsWith(`${hidden}/`));
}

/** The bill a page shows: the editor's /bills/{id}, or the vault's and Explainer's ?bill={id}. */
export function billOfPage(pathname: string, search: string): string | null {
  const editor = /^\/bills\/([^/]+)\/?$/.exec(pathname);
  if (editor) return decodeURIComponent(editor[1]);
  return new URLSearchParams(search).get("bill") || null;
}
