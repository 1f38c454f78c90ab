// /verify-email?token=…: in the browser that holds the account's own session the loader verifies
// at once (works without JavaScript), then the page moves on: success → /?verified=true after 2 s,
// error → / after 5 s (001 §4). Anywhere else, verifying a never-verified account is a claim (its
// password removed, every session ended), so the page asks first and only a POST does it: a mail
// scanner's GET changes nothing (docs/decisions/011-account-claims-and-url-tokens.md).
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ApiError } from "~/api/http";
import { verifyEmailClientAction } from "~/components/account/network-messages";
import { getDb } from "~/db.server";
import { AUTH } from "~/services/auth/messages";
import { inspectVerifyToken, verifyEmail, wouldClaim } from "~/services/auth/email-verification.server";
import { getSignedIn } from "~/services/auth/session.server";
import { PRODUCT_EVENTS, recordStep } from "~/services/events/events.server";
import { clientOf } from "~/services/auth/sign-in.server";
import { logError } from "#core/error-log";

const SUCCESS = { to: "/?verified=true", seconds: 2 };
const FAILURE = { to: "/", seconds: 5 };

type State =
  | { state: "success" | "error" | "claimed"; message: string }
  | { state: "confirm"; message: string; error?: string };

function failure(error: unknown): State {
  if (error instanceof ApiError && typeof error.detail === "string")
    return { state: "error", message: error.detail };
  logError("email verification", error);
  return { state: "error", message: AUTH.verificationError };
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<State> {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  // After the POST the page is shown again without the token (post/redirect/get).
  if (url.searchParams.get("result") === "claimed")
    return { state: "claimed", message: AUTH.verifiedAndClaimed };
  if (url.searchParams.get("result") === "verified")
    return { state: "success", message: AUTH.verificationSucceeded };
  const token = url.searchParams.get("token");
  if (!token) return { state: "error", message: AUTH.verificationLinkMissing };
  const db = getDb(env);
  try {
    const holderId = (await getSignedIn(request, env))?.user.id ?? null;
    if (wouldClaim(await inspectVerifyToken(db, token), holderId))
      return { state: "confirm", message: AUTH.verifyConfirmTitle };
    const { user } = await verifyEmail(env, db, token, {
      holderId,
      acceptUsedIfVerified: true,
      client: clientOf(request),
    });
    await recordStep(db, user.id, PRODUCT_EVENTS.emailVerified, {}, request);
    return { state: "success", message: AUTH.verificationSucceeded };
  } catch (error) {
    return failure(error);
  }
}

export async function action({ request, context }: ActionFunctionArgs): Promise<State | Response> {
  const env = context.cloudflare.env;
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { state: "error", message: AUTH.verificationLinkMissing };
  const form = await request.formData();
  const password = String(form.get("password") ?? "").slice(0, 256);
  try {
    const db = getDb(env);
    const { user, claimed } = await verifyEmail(env, db, token, {
      holderId: (await getSignedIn(request, env))?.user.id ?? null,
      password: password || null,
      acceptUsedIfVerified: true,
      client: clientOf(request),
    });
    await recordStep(db, user.id, PRODUCT_EVENTS.emailVerified, {}, request);
    return redirect(`/verify-email?result=${claimed ? "claimed" : "verified"}`);
  } catch (error) {
    if (error instanceof ApiError && error.detail === AUTH.verifyPasswordWrong)
      return { state: "confirm", message: AUTH.verifyConfirmTitle, error: error.detail };
    return failure(error);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const tags = [{ title: "Verify email · Fairbill" }, { name: "referrer", content: "no-referrer" }];
  if (data?.state !== "success" && data?.state !== "error") return tags;
  const next = data.state === "success" ? SUCCESS : FAILURE;
  return [...tags, { httpEquiv: "refresh", content: `${next.seconds};url=${next.to}` }];
};

export const clientAction = verifyEmailClientAction;

export default function VerifyEmailPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as State | undefined;
  const { state, message } = posted ?? loaded;
  const navigation = useNavigation();
  // While a client-side navigation re-runs the loader, show the 'verifying' state.
  const verifying = navigation.state === "loading" && !posted;
  return (
    <div className="flex justify-center px-4 py-16 sm:py-24">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        {verifying ? (
          <div role="status">
            <span className="mx-auto block h-10 w-10 animate-spin rounded-full border-4 border-brand-50 border-t-brand-600" />
            <h1 className="mt-4 text-xl font-semibold">Verifying your email...</h1>
          </div>
        ) : state === "confirm" ? (
          <ConfirmClaim error={posted?.state === "confirm" ? posted.error : undefined} />
        ) : state === "success" || state === "claimed" ? (
          <div role="status">
            <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-emerald-100 text-2xl text-success">
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
        {state === "claimed" ? (
          <p className="mt-6 text-sm">
            <Link to="/signin" className="font-medium text-brand-600 hover:text-brand-700">
              Sign in with an email link
            </Link>
          </p>
        ) : state === "success" || state === "error" ? (
          <p className="mt-6 text-sm text-slate-500">
            Redirecting in {(state === "success" ? SUCCESS : FAILURE).seconds} seconds…{" "}
            <Link
              to={(state === "success" ? SUCCESS : FAILURE).to}
              reloadDocument
              className="font-medium text-brand-600 hover:text-brand-700"
            >
              Continue now
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The question before a claim: keep the password by typing it, or verify without it. */
function ConfirmClaim({ error }: { error?: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="text-left">
      <h1 className="text-center text-xl font-semibold">{AUTH.verifyConfirmTitle}</h1>
      <p className="mt-3 text-slate-600">
        If you created this Fairbill account with a password, type it here to keep it. If you did not set a
        password, or do not remember it, leave the field empty: we will verify your email, remove the password
        and sign out every device, so nobody else who may have set it can use this account.
      </p>
      <Form method="post" className="mt-5 space-y-4">
        <div>
          <label htmlFor="verify-password" className="mb-1.5 block text-sm font-medium text-slate-700">
            Password <span className="font-normal text-ink-subtle">(optional)</span>
          </label>
          <input
            id="verify-password"
            name="password"
            type="password"
            autoComplete="current-password"
            aria-describedby={error ? "verify-password-error" : undefined}
            className="block w-full rounded-lg border border-slate-300 px-3.5 py-2.5 shadow-sm"
          />
          {error ? (
            <p id="verify-password-error" role="alert" className="mt-1.5 text-sm text-red-600">
              {error}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={busy}
          className="flex w-full justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {busy ? "Verifying..." : "Verify email"}
        </button>
      </Form>
    </div>
  );
}
