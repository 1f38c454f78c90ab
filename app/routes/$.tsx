import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getConfig } from "~/env.server";

export const meta: MetaFunction = () => [{ title: "Page not found | Fairbill" }];

/** Pages of the old static site; they live on at LEGACY_SITE_URL with .html appended (spec 001 §2). */
const LEGACY_PAGES = [
  "faq",
  "contact",
  "blog",
  "careers",
  "press",
  "team",
  "help",
  "support",
  "features",
  "testimonials",
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const name = new URL(request.url).pathname.replace(/^\/+|\/+$/g, "").toLowerCase();
  if (LEGACY_PAGES.includes(name)) {
    const site = getConfig(context.cloudflare.env).LEGACY_SITE_URL.replace(/\/+$/, "");
    throw redirect(`${site}/${name}.html`, 301);
  }
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <div className="text-center">
            <h1 className="text-3xl font-bold">Page not found</h1>
            <p className="mt-2 text-slate-600">We could not find the page you were looking for.</p>
            <Link to="/bills" className="mt-4 inline-block font-semibold text-brand-700 underline">
              Go to Bills
            </Link>
          </div>
        ),
      }}
    />
  );
}
