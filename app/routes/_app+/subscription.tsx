// /subscription (001 §2): plan status, usage meters, upgrade, cancel with a confirmation, "Premium
// until {date}" with a way to keep Premium, Manage billing, and an Add Family tab for Free members.
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { planFor } from "#core/plans";
import { SUBSCRIPTION_MESSAGES as M } from "#core/subscriptions/messages";
import { ApiError } from "~/api/http";
import { subscriptionClientAction } from "~/components/account/network-messages";
import { ButtonLink } from "~/components/button";
import { Card } from "~/components/card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PlanStatusCard } from "~/components/subscription/plan-status-card";
import { UsageMeters } from "~/components/subscription/usage-meters";
import { getDb } from "~/db.server";
import { requireUser } from "~/services/auth/session.server";
import { customerOf } from "~/services/payments/customers.server";
import {
  billingPortal,
  cancelSubscription,
  resumeSubscription,
} from "~/services/subscriptions/changes.server";
import { subscriptionUsage } from "~/services/subscriptions/status.server";

export const meta: MetaFunction = () => [{ title: "Subscription | Fairbill" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await requireUser(request, env);
  const { subscription: s, premium } = signedIn;
  const db = getDb(env);
  const [usage, customer] = await Promise.all([
    subscriptionUsage(db, signedIn),
    customerOf(db, signedIn.user.id),
  ]);
  const familyTab = !premium && new URL(request.url).searchParams.get("tab") === "family";
  return {
    premium,
    planName: planFor(s).name,
    subscription: {
      tier: s.tier,
      status: s.status,
      plan: s.plan,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      currentPeriodEnd: s.currentPeriodEnd,
      providerStatus: s.providerStatus,
      graceEndsAt: s.graceEndsAt,
    },
    usage: usage.usage,
    hasBilling: customer !== null,
    familyTab,
  };
}

const FAILURE = { cancel: M.cancelFailed, resume: M.resumeFailed, portal: M.portalFailed } as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await requireUser(request, env);
  const intent = String((await request.formData()).get("intent") ?? "");
  if (!(intent in FAILURE)) throw new Response("Unknown action", { status: 400 });
  try {
    if (intent === "portal") {
      const { url } = await billingPortal(env, request, signedIn);
      return redirect(url, 303);
    }
    await (intent === "cancel" ? cancelSubscription : resumeSubscription)(env, signedIn);
    // A fresh page view: this request's session was read before the change.
    return redirect("/subscription", 303);
  } catch (error) {
    const detail = error instanceof ApiError && error.status < 500 ? String(error.detail) : null;
    const failure = FAILURE[intent as keyof typeof FAILURE];
    return { error: detail && intent === "cancel" ? `${failure}: ${detail}` : (detail ?? failure) };
  }
}

export const clientAction = subscriptionClientAction;

function Tabs({ familyTab }: { familyTab: boolean }) {
  const tab = (to: string, label: string, active: boolean) => (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? "page" : undefined}
      className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
        active ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"
      }`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Subscription sections" className="flex gap-2 border-b border-slate-200">
      {tab("/subscription", "Plan & usage", !familyTab)}
      {tab("/subscription?tab=family", "+ Add Family", familyTab)}
    </nav>
  );
}

function AddFamilyPanel() {
  return (
    <Card title="Add family members">
      <p className="text-sm text-slate-700">
        Keep bills for your spouse, children and parents in one place, each with their own tab, with Premium.
        On the Free plan the account holds your own bills only.
      </p>
      <ButtonLink to="/subscribe" className="mt-4">
        Upgrade to add family
      </ButtonLink>
    </Card>
  );
}

export default function SubscriptionManagement() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Subscription</h1>
      {data.premium ? null : <Tabs familyTab={data.familyTab} />}
      {data.familyTab ? (
        <AddFamilyPanel />
      ) : (
        <>
          <PlanStatusCard
            premium={data.premium}
            subscription={data.subscription}
            hasBilling={data.hasBilling}
            error={actionData?.error ?? undefined}
          />
          <Card title={`Usage on the ${data.planName} plan`}>
            <UsageMeters usage={data.usage} />
          </Card>
        </>
      )}
    </div>
  );
}

/** 001 §8: a subscription that could not be read says so, with the way to try again. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <GeneralErrorBoundary />;
  return (
    <div className="mx-auto max-w-xl p-8" role="alert">
      <h1 className="text-2xl font-semibold">{M.fetchFailed}</h1>
      <a href="/subscription" className="mt-4 inline-block text-brand-700 underline">
        Try again
      </a>
    </div>
  );
}
