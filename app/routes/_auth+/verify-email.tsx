// /verify-email?token=…: the loader checks the token server-side (works without JavaScript), then the
// page says so and moves on: success → /?verified=true after 2 s, error → / after 5 s (001 §4).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { ApiError } from "~/api/http";
import { getDb } from "~/db.server";
import { AUTH } from "~/services/auth-messages";
import { verifyEmail } from "~/services/sign-in.server";
import { logError } from "#core/error-log";

const SUCCESS = { to: "/?verified=true", seconds: 2 };
const FAILURE = { to: "/", seconds: 5 };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { state: "error" as const, message: AUTH.verificationLinkMissing };
  try {
    await verifyEmail(getDb(context.cloudflare.env), token, { acceptUsedIfVerified: true });
    return { state: "success" as const, message: AUTH.verificationSucceeded };
  } catch (error) {
    if (error instanceof ApiError && typeof error.detail === "string")
      return { state: "error" as const, message: error.detail };
    logError("email verification", error);
    return { state: "error" as const, message: AUTH.verificationError };
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const next = data?.state === "success" ? SUCCESS : FAILURE;
  return [
    { title: "Verify email · Fairbill" },
    { httpEquiv: "refresh", content: `${next.seconds};url=${next.to}` },
  ];
};

export default function VerifyEmailPage() {
  const { state, message } = useLoaderData<typeof loader>();
  // While a client-side navigation re-runs the loader, show the 'verifying' state.
  const verifying = useNavigation().state === "loading";
  const next = state === "success" ? SUCCESS : FAILURE;
  return (
    <main className="flex justify-center px-4 py-16 sm:py-24">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        {verifying ? (
          <div role="status">
            <span className="mx-auto block h-10 w-10 animate-spin rounded-full border-4 border-brand-50 border-t-brand-600" />
            <h1 className="mt-4 text-xl font-semibold">Verifying your email...</h1>
          </div>
        ) : state === "success" ? (
          <div role="status">
            <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-600">
              ✓
            </span>
            <h1 className="mt-4 text-xl font-semibold">Email verified</h1>
            <p className="mt-2 text-slate-600">{message}</p>
          </div>
        ) : (
          <div role="alert">
            <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-2xl text-red-600">
              !
            </span>
            <h1 className="mt-4 text-xl font-semibold">Verification failed</h1>
            <p className="mt-2 text-slate-600">{message}</p>
          </div>
        )}
        <p className="mt-6 text-sm text-slate-500">
          Redirecting in {next.seconds} seconds…{" "}
          <Link to={next.to} reloadDocument className="font-medium text-brand-600 hover:text-brand-700">
            Continue now
          </Link>
        </p>
      </div>
    </main>
  );
}
