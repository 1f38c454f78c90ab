import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Card } from "~/components/card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getSignedIn, requireUser } from "~/services/auth/session.server";
import { activatePremiumForDeveloper, sessionExpiresAt } from "~/services/platform/developer.server";
import { devToolsAllowed } from "~/services/platform/dev-tools.server";

export const meta: MetaFunction = () => [{ title: "Debug | Fairbill" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await getSignedIn(request, env);
  return {
    signedIn: Boolean(signedIn),
    email: signedIn?.user.email ?? null,
    premium: signedIn?.premium ?? false,
    expiresAt: signedIn ? await sessionExpiresAt(env, signedIn.sessionId) : null,
    developerTools: devToolsAllowed(env, request),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  await activatePremiumForDeveloper(env, request, user.id);
  return { activated: true };
}

export default function Debug() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [me, setMe] = useState<string | null>(null);

  async function checkMe() {
    const res = await fetch("/api/auth/me", { credentials: "same-origin" });
    setMe(`${res.status}\n${JSON.stringify(await res.json().catch(() => null), null, 2)}`);
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6 p-4 md:p-8">
      <h1 className="text-2xl font-semibold">Auth tests</h1>
      <Card title="Session">
        <dl className="space-y-2 text-sm">
          <div className="flex gap-2">
            <dt className="text-slate-500">Signed in:</dt>
            <dd className="font-medium" data-testid="signed-in">
              {data.signedIn ? "Yes" : "No"}
            </dd>
          </div>
          {data.email ? (
            <div className="flex gap-2">
              <dt className="text-slate-500">E-mail:</dt>
              <dd className="font-medium">{data.email}</dd>
            </div>
          ) : null}
          {data.expiresAt ? (
            <div className="flex gap-2">
              <dt className="text-slate-500">Session expires:</dt>
              <dd className="font-medium">{new Date(data.expiresAt).toISOString()}</dd>
            </div>
          ) : null}
        </dl>
        <Button variant="secondary" className="mt-4" onClick={() => void checkMe()}>
          Call GET /api/auth/me
        </Button>
        {me ? (
          <pre className="mt-4 overflow-x-auto rounded bg-slate-900 p-3 text-xs text-slate-100">{me}</pre>
        ) : null}
      </Card>
      {data.developerTools && data.signedIn ? (
        <Card title="Developer tools">
          {actionData?.activated ? <Alert tone="success">Premium activated for {data.email}.</Alert> : null}
          <p className="mb-3 text-sm text-slate-600">
            Current plan: <strong>{data.premium ? "Premium" : "Free Plan"}</strong>
          </p>
          <Form method="post">
            <Button type="submit" disabled={data.premium}>
              Activate Premium
            </Button>
          </Form>
        </Card>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
