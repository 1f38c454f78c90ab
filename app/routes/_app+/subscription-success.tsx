import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { buttonClass } from "~/components/button";
import { requireUser } from "~/services/auth/session.server";

export const meta: MetaFunction = () => [{ title: "Subscription | Fairbill" }];

const PROCESSING_MS = 3000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { premium } = await requireUser(request, context.cloudflare.env);
  return { premium };
}

export default function SubscriptionSuccess() {
  const { premium } = useLoaderData<typeof loader>();
  const [processing, setProcessing] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setProcessing(false), PROCESSING_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="mx-auto max-w-lg rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
      {processing ? (
        <div className="flex flex-col items-center gap-4" role="status">
          <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-600 border-t-transparent" />
          <p className="text-slate-700">Processing your subscription…</p>
        </div>
      ) : premium ? (
        <>
          <h1 className="text-2xl font-semibold text-green-700">Welcome to Premium!</h1>
          <p className="mt-2 text-slate-600">Your Premium subscription is active.</p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-semibold">Payment received</h1>
          <p className="mt-2 text-slate-600">
            Your subscription was processed but may need a moment to update.
          </p>
        </>
      )}
      <div className="mt-6 flex justify-center gap-3">
        <Link to="/bills" className={buttonClass("primary")}>
          Go to Bills
        </Link>
        <Link to="/subscription" className={buttonClass("secondary")}>
          View Subscription
        </Link>
      </div>
    </div>
  );
}
