// /auth/magic-link?token=…: the link in the sign-in e-mail. Opening it only shows a 'Continue'
// button; the POST signs in and goes to the stored redirect (or /bills), failures go back to
// /signin with the spec's error code (001 §8). A mail scanner that fetches every link therefore
// cannot use up the one-time link before its owner clicks it.
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useNavigation } from "@remix-run/react";
import { buttonClass } from "~/components/button";
import { getDb } from "~/db.server";
import { getSignedIn } from "~/services/auth/session.server";
import { signInWithMagicLink } from "~/services/auth/magic-link.server";
import { clientOf, startSession } from "~/services/auth/sign-in.server";
import { logError } from "#core/error-log";

const MAX_TOKEN_LENGTH = 200;

export const meta: MetaFunction = () => [
  { title: "Sign in · Fairbill" },
  // The token is in this page's URL: never pass it on.
  { name: "referrer", content: "no-referrer" },
];

export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token || token.length > MAX_TOKEN_LENGTH) throw redirect("/signin?error=invalid_link");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const db = getDb(env);
  const token = new URL(request.url).searchParams.get("token");
  try {
    const holder = await getSignedIn(request, env);
    const result = await signInWithMagicLink(db, token, holder?.user.id ?? null);
    if (!result.ok) return redirect(`/signin?error=${result.error}`);
    const session = await startSession(env, db, result.user.id, {
      method: "magic_link",
      device: clientOf(request).device,
    });
    return redirect(result.redirectTo, { headers: { "set-cookie": session.cookie } });
  } catch (error) {
    logError("magic link sign-in", error);
    return redirect("/signin?error=verification_error");
  }
}

export default function MagicLinkPage() {
  const busy = useNavigation().state !== "idle";
  return (
    <div className="flex justify-center px-4 py-16 sm:py-24">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-xl font-semibold">Sign in to Fairbill</h1>
        <p className="mt-2 text-slate-600">Continue to finish signing in with the link from your e-mail.</p>
        <Form method="post" className="mt-6">
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            {busy ? "Signing in..." : "Continue"}
          </button>
        </Form>
      </div>
    </div>
  );
}
