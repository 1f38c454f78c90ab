// POST /logout: the sign-out button's action. Ends this device's session and goes home (000 §4).
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { getDb } from "~/db.server";
import { signOut } from "~/services/auth/credentials.server";
import { clearedSessionCookie, getSignedIn } from "~/services/auth/session.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const signedIn = await getSignedIn(request, env);
  if (signedIn) await signOut(getDb(env), signedIn, "this_device");
  return redirect("/", { headers: { "set-cookie": clearedSessionCookie(env) } });
}

// Signing out changes state, so a plain visit only goes home.
export const loader = () => redirect("/");
