import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireUser } from "~/services/auth/session.server";
import { keepDataAfterNetworkFailure } from "~/components/network-failure";

// Every signed-in page sits under this layout: signed-out visitors (or expired cookies) go to /signin.
// A save that never reached the server must not trigger a reload that would fail the same way.
export const shouldRevalidate = keepDataAfterNetworkFailure;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context.cloudflare.env);
  return null;
}

export default function SignedInLayout() {
  return (
    <div className="mx-auto max-w-6xl p-4 md:p-8">
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
