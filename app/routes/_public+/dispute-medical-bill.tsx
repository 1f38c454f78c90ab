import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { DisputeLanding } from "~/components/marketing/dispute-landing";
import { getConfig } from "~/env.server";

export const meta: MetaFunction = () => [
  { title: "Dispute Your Medical Bill | Fairbill" },
  {
    name: "description",
    content:
      "Upload your medical bill and get an analysis in about 60 seconds. Free to start, no credit card required.",
  },
];

export async function loader({ context }: LoaderFunctionArgs) {
  return { legacySiteUrl: getConfig(context.cloudflare.env).LEGACY_SITE_URL.replace(/\/+$/, "") };
}

export default function DisputeMedicalBill() {
  const { legacySiteUrl } = useLoaderData<typeof loader>();
  return <DisputeLanding legacySiteUrl={legacySiteUrl} />;
}
