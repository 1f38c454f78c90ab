// /auth/magic-link?token=…: the link in the sign-in e-mail. Signs in and goes to the stored
// redirect (or /bills); failures go back to /signin with the spec's error code (001 §8).
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getDb } from "~/db.server";
import { signInWithMagicLink, startSession } from "~/services/sign-in.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const db = getDb(env);
  const token = new URL(request.url).searchParams.get("token");
  try {
    const result = await signInWithMagicLink(db, token);
    if (!result.ok) return redirect(`/signin?error=${result.error}`);
    const session = await startSession(env, db, result.user.id);
    return redirect(result.redirectTo, { headers: { "set-cookie": session.cookie } });
  } catch (error) {
    console.error("magic link sign-in failed", error instanceof Error ? error.message : "unknown");
    return redirect("/signin?error=verification_error");
  }
}
