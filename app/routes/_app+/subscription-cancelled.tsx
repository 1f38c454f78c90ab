import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { PLANS } from "#core/plans";
import { buttonClass } from "~/components/button";
import { requireUser } from "~/services/auth/session.server";

export const meta: MetaFunction = () => [{ title: "Checkout cancelled | Fairbill" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context.cloudflare.env);
  return null;
}

export default function SubscriptionCancelled() {
  return (
    <div className="mx-auto max-w-lg rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-semibold">Checkout cancelled</h1>
      <p className="mt-2 text-slate-600">
        No charge was made and your plan has not changed. The Free plan includes{" "}
        {PLANS.free.usage.bill_analysis.limit} bill analysis per month.
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Link to="/" className={buttonClass("secondary")}>
          Home
        </Link>
        <Link to="/subscription" className={buttonClass("primary")}>
          View Subscription
        </Link>
      </div>
    </div>
  );
}
