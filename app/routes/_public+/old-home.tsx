import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { marketingMeta, OldHome } from "~/components/marketing/old-home";
import { getConfig } from "~/env.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => marketingMeta(data?.pageUrl ?? "/");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return {
    legacySiteUrl: getConfig(context.cloudflare.env).LEGACY_SITE_URL.replace(/\/+$/, ""),
    pageUrl: `${url.origin}${url.pathname}`,
  };
}

export default function OldHomePage() {
  const { legacySiteUrl } = useLoaderData<typeof loader>();
  return <OldHome legacySiteUrl={legacySiteUrl} />;
}
