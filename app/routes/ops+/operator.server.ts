// Who may use /ops and the codec endpoint: a verified operator address (OPERATOR_EMAILS), signed in
// within the last 10 minutes, who passed the second factor on this session (decision 012).
import { redirect } from "@remix-run/cloudflare";
import { getDb } from "~/db.server";
import { getConfig } from "~/env.server";
import { recordAudit, type AuditEntry } from "~/services/platform/audit.server";
import { OPERATORS_ONLY } from "~/services/ops/messages";
import {
  clearedSessionCookie,
  destroySession,
  isFreshSignIn,
  requireUser,
  type SignedIn,
} from "~/services/auth/session.server";

export { OPERATORS_ONLY };

export type OperatorCheck = "operator" | "not-operator" | "stale" | "second-factor";

/** Where a signed-in person stands on the way to /ops. */
export function operatorCheck(env: Env, signedIn: SignedIn, now = Date.now()): OperatorCheck {
  const { user, session } = signedIn;
  // An unverified registration of an operator address proves nothing about who holds it.
  if (!user.isVerified || !getConfig(env).operatorEmails.includes(user.email.toLowerCase()))
    return "not-operator";
  if (!isFreshSignIn(signedIn, now)) return "stale";
  // The factor counts for the sign-in it followed; a later re-authentication asks for it again.
  const passed = session.secondFactorAt;
  if (passed === null || passed < session.authenticatedAt) return "second-factor";
  return "operator";
}

export const forbidden = () => new Response(OPERATORS_ONLY, { status: 403, statusText: "Forbidden" });

const here = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** A stale sign-in ends this session and comes back here after signing in again. */
export async function signInAgain(request: Request, env: Env, signedIn: SignedIn, to = here(request)) {
  await destroySession(getDb(env), signedIn.sessionId);
  return redirect(`/signin?redirectTo=${encodeURIComponent(to)}`, {
    headers: { "set-cookie": clearedSessionCookie(env) },
  });
}

/**
 * The guard of every /ops page: 403 for anyone but a verified operator, a new sign-in when the
 * last one is older than 10 minutes, then the second factor, and only then the page.
 */
export async function requireOperator(request: Request, env: Env): Promise<SignedIn> {
  const signedIn = await requireUser(request, env);
  const check = operatorCheck(env, signedIn);
  if (check === "not-operator") throw forbidden();
  if (check === "stale") throw await signInAgain(request, env, signedIn);
  if (check === "second-factor")
    throw redirect(`/ops/second-factor?redirectTo=${encodeURIComponent(here(request))}`);
  return signedIn;
}

/** The audit trail of operator access: who (the operator's id), what (view and ids), when. */
export function recordOperatorAccess(
  env: Env,
  signedIn: SignedIn,
  action: "ops.viewed" | "ops.codec_decoded",
  details: NonNullable<AuditEntry["details"]>,
) {
  return recordAudit(getDb(env), {
    action,
    subjectType: "user",
    subjectId: signedIn.user.id,
    details,
    createdAt: Date.now(),
  });
}
