import {
  data,
  redirect,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigation,
} from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { isMarketingPath, isNavHidden, isProtectedPath } from "~/components/navigation";
import { PageSkeleton } from "~/components/skeleton";
import { TopBar } from "~/components/top-bar";
import { AccountNoticeBanner } from "~/components/verified-banner";
import { accountNotice } from "~/services/account/notices.server";
import { getDb } from "~/db.server";
import { countDocumentsNeedingClassification } from "~/services/dashboard/summaries.server";
import { getSignedIn } from "~/services/auth/session.server";
import stylesheet from "~/tailwind.css?url";
import startScreenStyles from "~/components/start-screen.css?url";
import { PageReady, showsStartScreen, StartScreen } from "~/components/start-screen";
import { pageSettingsForHost } from "#core/flags";
import { getConfig } from "~/env.server";
import { keepDataAfterNetworkFailure } from "~/components/network-failure";
import { useNonce } from "~/security/nonce";
import { AssistantProvider } from "~/components/assistant/assistant-context";
import { ChatWidget } from "~/components/assistant/chat-widget";

// An inline icon, so browsers do not ask the app for /favicon.ico (a 404 page).
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%231d5fd6'/%3E%3Ctext x='16' y='23' font-size='20' text-anchor='middle' fill='white' font-family='sans-serif'%3EF%3C/text%3E%3C/svg%3E";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "stylesheet", href: startScreenStyles },
  { rel: "icon", href: ICON },
];

export const meta: MetaFunction = () => [{ title: "Fairbill" }];

/** Paths whose `token` query parameter belongs to another flow (e-mail verification, magic links). */
const OWN_TOKEN_PATHS = ["/verify-email", "/auth/"];

/**
 * A session token in the URL is never adopted (someone else's token would swap the visitor into
 * their account): it is only dropped from the URL, as is `oauth_success`, which asked for a
 * re-check that every request does anyway (docs/decisions/011).
 */
function dropTokenFromUrl(request: Request): void {
  const url = new URL(request.url);
  const hasToken = url.searchParams.has("token") && !OWN_TOKEN_PATHS.some((p) => url.pathname.startsWith(p));
  if (!hasToken && !url.searchParams.has("oauth_success")) return;
  if (hasToken) url.searchParams.delete("token");
  url.searchParams.delete("oauth_success");
  throw redirect(url.pathname + url.search);
}

// A save that never reached the server must not trigger a reload that would fail the same way.
export const shouldRevalidate = keepDataAfterNetworkFailure;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  dropTokenFromUrl(request);
  const signedIn = await getSignedIn(request, env);
  const badges = signedIn
    ? await countDocumentsNeedingClassification(getDb(env), signedIn.user.id)
    : { bills: 0, insurance: 0, account: 0 };
  const { notice, headers } = accountNotice(request);
  return data(
    {
      user: signedIn ? { email: signedIn.user.email, premium: signedIn.premium } : null,
      badges,
      notice,
      // What pages show on this host (000 §9); developer tools never read it (core/flags.ts).
      settings: pageSettingsForHost(new URL(request.url).host),
      legacySiteUrl: getConfig(env).LEGACY_SITE_URL.replace(/\/+$/, ""),
    },
    { headers },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        {showsStartScreen(pathname) ? <StartScreen /> : null}
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <PageReady />
      </body>
    </html>
  );
}

export default function App() {
  const { user, badges, settings, notice } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const navHidden = isNavHidden(location.pathname);
  // The skeleton replaces the page only when moving to another protected page, not on same-page
  // updates nor between a page and its own child (the vault and its bill editor at /bills/{id}),
  // which would unmount the page and lose what it holds (a pending feedback prompt, the scroll).
  const section = (pathname: string) => pathname.split("/")[1] ?? "";
  const loadingProtectedPage =
    navigation.state === "loading" &&
    section(navigation.location.pathname) !== section(location.pathname) &&
    isProtectedPath(navigation.location.pathname);
  // The marketing and legal pages bring their own header, main landmark and footer. The chat
  // widget is mounted once, after either, so its conversation outlives moving between pages.
  const page = isMarketingPath(location.pathname) ? (
    <>
      <AccountNoticeBanner key={location.key} notice={notice} floating />
      <Outlet />
    </>
  ) : (
    <>
      {navHidden ? null : <TopBar user={user} badges={badges} environment={settings.environment} />}
      <AccountNoticeBanner key={location.key} notice={notice} floating={navHidden} />
      <main>{loadingProtectedPage ? <PageSkeleton /> : <Outlet />}</main>
    </>
  );
  return (
    <AssistantProvider>
      {page}
      <ChatWidget aiChat={settings.flags.aiChat} signedIn={user !== null} />
    </AssistantProvider>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
