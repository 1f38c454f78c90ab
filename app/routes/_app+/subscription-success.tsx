// /subscription-success: the checkout's return page (001 §2). It claims a payment only when the
// checkout seam confirms one for this user; opened directly, or with a session id nobody paid, it
// says plainly that nothing changed and offers the way back (docs/decisions/027).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { UPGRADE_PENDING_MESSAGE } from "~/components/account/schemas";
import { buttonClass } from "~/components/button";
import { CHECKOUT_NOT_CONFIRMED } from "~/services/subscriptions/checkout-messages";
import { verifyCheckoutReturn } from "~/services/subscriptions/checkout.server";
import { requireUser } from "~/services/auth/session.server";

export const meta: MetaFunction = () => [{ title: "Subscription | Fairbill" }];

const PROCESSING_MS = 3000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await requireUser(request, env);
  const sessionId = new URL(request.url).searchParams.get("session_id");
  return { result: await verifyCheckoutReturn(env, signedIn, sessionId) };
}

function Outcome({ result }: { result: Awaited<ReturnType<typeof loader>>["result"] }) {
  if (result === "active")
    return (
      <>
        <h1 className="text-2xl font-semibold text-green-700">Welcome to Premium!</h1>
        <p className="mt-2 text-slate-600">Your Premium subscription is active.</p>
      </>
    );
  if (result === "processing")
    return (
      <>
        <h1 className="text-2xl font-semibold">Payment received</h1>
        <p className="mt-2 text-slate-600">{UPGRADE_PENDING_MESSAGE}</p>
      </>
    );
  return (
    <>
      <h1 className="text-2xl font-semibold">{CHECKOUT_NOT_CONFIRMED.title}</h1>
      <p className="mt-2 text-slate-600">{CHECKOUT_NOT_CONFIRMED.body}</p>
    </>
  );
}

export default function SubscriptionSuccess() {
  const { result } = useLoaderData<typeof loader>();
  const [processing, setProcessing] = useState(result !== "unconfirmed");
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
      ) : (
        <Outcome result={result} />
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {result === "unconfirmed" ? (
          <Link to="/subscribe" className={buttonClass("primary")}>
            See Plans
          </Link>
        ) : null}
        <Link to="/bills" className={buttonClass(result === "unconfirmed" ? "secondary" : "primary")}>
          Go to Bills
        </Link>
        <Link to="/subscription" className={buttonClass("secondary")}>
          View Subscription
        </Link>
      </div>
    </div>
  );
}
