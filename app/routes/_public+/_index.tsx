import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { marketingMeta, OldHome } from "~/components/marketing/old-home";
import { getConfig } from "~/env.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => marketingMeta(data?.pageUrl ?? "/");

/**
 * On the production app host / is the app (/bills); elsewhere it is the old home page (spec 001 §2).
 * The verification redirect's ?verified=true goes along, so the banner shows on either (root.tsx).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const config = getConfig(context.cloudflare.env);
  const url = new URL(request.url);
  if (url.host === config.PRODUCTION_APP_HOST || url.hostname === config.PRODUCTION_APP_HOST)
    throw redirect(url.searchParams.get("verified") === "true" ? "/bills?verified=true" : "/bills");
  return {
    legacySiteUrl: config.LEGACY_SITE_URL.replace(/\/+$/, ""),
    pageUrl: `${url.origin}${url.pathname}`,
  };
}

export default function Home() {
  const { legacySiteUrl } = useLoaderData<typeof loader>();
  return <OldHome legacySiteUrl={legacySiteUrl} />;
}
