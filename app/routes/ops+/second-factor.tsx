// /ops/second-factor: the operator enters the authenticator code once per sign-in before /ops opens.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Alert } from "~/components/alert";
import { buttonClass } from "~/components/button";
import { Card } from "~/components/card";
import { OperatorsOnlyBoundary } from "~/components/operators-only-boundary";
import { requireUser } from "~/services/auth/session.server";
import { safeRedirectPath } from "~/services/auth/sign-in.server";
import { SECOND_FACTOR_MESSAGES } from "~/services/ops/messages";
import { forbidden, operatorCheck, signInAgain } from "./operator.server";
import { operatorTotp, passSecondFactor } from "./second-factor.server";

export const meta: MetaFunction = () => [{ title: "Second factor | Fairbill operations" }];

// A paused code step says when to come back (Retry-After).
export const headers: HeadersFunction = ({ actionHeaders }) => actionHeaders;

/** Back to the /ops page that asked; anything else goes to /ops. */
function target(request: Request): string {
  const wanted = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  return wanted && /^\/ops(\/|\?|$)/.test(wanted) && !wanted.startsWith("/ops/second-factor")
    ? wanted
    : "/ops";
}

/** The verified, freshly signed-in operator who still owes the code. */
async function operatorOwingCode(request: Request, env: Env) {
  const signedIn = await requireUser(request, env);
  const check = operatorCheck(env, signedIn);
  if (check === "not-operator") throw forbidden();
  if (check === "stale") throw await signInAgain(request, env, signedIn, target(request));
  if (check === "operator") throw redirect(target(request));
  return signedIn;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await operatorOwingCode(request, env);
  return {
    configured: operatorTotp(env, signedIn.user.email) !== null,
    formAction: `/ops/second-factor?${new URLSearchParams({ redirectTo: target(request) })}`,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await operatorOwingCode(request, env);
  const form = await request.formData();
  const result = await passSecondFactor(env, signedIn, String(form.get("code") ?? "").slice(0, 20));
  if (result.ok) return redirect(target(request));
  const headers: HeadersInit = result.retryAfterSeconds
    ? { "Retry-After": String(result.retryAfterSeconds) }
    : {};
  return data({ error: result.error }, { status: result.status, headers });
}

export default function SecondFactor() {
  const { configured, formAction } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-md space-y-6 p-6">
      <h1 className="text-2xl font-semibold">Second factor</h1>
      <Card>
        {configured ? (
          <Form method="post" action={formAction} className="space-y-4">
            <p className="text-sm text-slate-600">{SECOND_FACTOR_MESSAGES.prompt}</p>
            {actionData?.error ? <Alert tone="error">{actionData.error}</Alert> : null}
            <label className="block text-sm">
              Authenticator code
              <input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]{6,7}"
                maxLength={7}
                required
                autoFocus
                className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 font-mono tracking-widest"
              />
            </label>
            <button type="submit" disabled={busy} className={buttonClass("primary", "w-full")}>
              Verify
            </button>
          </Form>
        ) : (
          <Alert tone="error">{SECOND_FACTOR_MESSAGES.notConfigured}</Alert>
        )}
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <OperatorsOnlyBoundary />;
}
