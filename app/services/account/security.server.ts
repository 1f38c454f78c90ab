// The Account page's "Sign-in and security" card: what it shows (password set or not, freshness,
// the session list) and its actions (step-up code, password change, signing devices out).
import { failureDetail } from "../platform/failures.server";
import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/cloudflare";
import type { Db } from "~/db.server";
import { AUTH } from "~/services/auth/messages";
import { changePassword, confirmStepUp, sendStepUpCode, signOut } from "~/services/auth/credentials.server";
import {
  clearedSessionCookie,
  FRESH_SIGN_IN_MS,
  listSessions,
  type SignedIn,
} from "~/services/auth/session.server";
import { clientOf } from "~/services/auth/sign-in.server";
import {
  ChangePasswordSchema,
  SignOutDeviceSchema,
  StepUpCodeSchema,
  type SecurityActionData,
  type SecurityIntent,
  type SecurityView,
} from "../../components/account/security-schemas";

function ago(at: number, now: number): string {
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 2) return "just now";
  if (minutes < 60) return `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
}

export async function loadSecurity(db: Db, signedIn: SignedIn, now = Date.now()): Promise<SecurityView> {
  // This device first, then the others by last use.
  const sessions = (await listSessions(db, signedIn, now)).sort(
    (a, b) => Number(b.current) - Number(a.current),
  );
  const freshFor = signedIn.session.authenticatedAt + FRESH_SIGN_IN_MS - now;
  return {
    hasPassword: Boolean(signedIn.user.passwordHash),
    freshMinutes: freshFor > 0 ? Math.ceil(freshFor / 60_000) : 0,
    sessions: sessions.map((s) => ({
      id: s.id,
      device: s.device ?? "Unknown device",
      lastUsed: s.current ? "now" : ago(s.lastUsedAt, now),
      signedIn: ago(s.createdAt, now),
      current: s.current,
    })),
  };
}

export async function securityAction(
  request: Request,
  env: Env,
  db: Db,
  signedIn: SignedIn,
  intent: SecurityIntent,
  formData: FormData,
): Promise<SecurityActionData> {
  const client = clientOf(request);
  // Thrown, so the action's data type stays plain (Remix passes thrown responses through).
  const signedOutEverywhere = () => redirect("/", { headers: { "set-cookie": clearedSessionCookie(env) } });
  try {
    if (intent === "step-up-send") {
      await sendStepUpCode(env, db, signedIn, client);
      return { intent, ok: true, message: AUTH.stepUpSent };
    }
    if (intent === "step-up-verify") {
      const submission = parseWithZod(formData, { schema: StepUpCodeSchema });
      if (submission.status !== "success") return { intent, ok: false, result: submission.reply() };
      try {
        await confirmStepUp(env, db, signedIn, submission.value.code, client);
      } catch (error) {
        const message = failureDetail(error);
        if (!message) throw error;
        return { intent, ok: false, result: submission.reply({ formErrors: [message] }) };
      }
      return {
        intent,
        ok: true,
        message: AUTH.stepUpConfirmed,
        result: submission.reply({ resetForm: true }),
      };
    }
    if (intent === "change-password") {
      const hideFields = ["current_password", "new_password", "confirm_password"];
      const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
      if (submission.status !== "success")
        return { intent, ok: false, result: submission.reply({ hideFields }) };
      try {
        const { set } = await changePassword(
          env,
          db,
          signedIn,
          { currentPassword: submission.value.current_password, newPassword: submission.value.new_password },
          client,
        );
        return {
          intent,
          ok: true,
          message: set ? AUTH.passwordSet : AUTH.passwordChanged,
          result: submission.reply({ resetForm: true }),
        };
      } catch (error) {
        const message = failureDetail(error);
        if (!message) throw error;
        return { intent, ok: false, result: submission.reply({ formErrors: [message], hideFields }) };
      }
    }
    if (intent === "sign-out-everywhere") {
      await signOut(db, signedIn, "all_devices");
      throw signedOutEverywhere();
    }
    const submission = parseWithZod(formData, { schema: SignOutDeviceSchema });
    if (submission.status !== "success") return { intent, ok: false, message: AUTH.deviceNotFound };
    if (submission.value.session_id === signedIn.sessionId) {
      await signOut(db, signedIn, "this_device");
      throw signedOutEverywhere();
    }
    const ended = await signOut(db, signedIn, "other_device", submission.value.session_id);
    return { intent, ok: ended, message: ended ? AUTH.deviceSignedOut : AUTH.deviceNotFound };
  } catch (error) {
    const message = failureDetail(error);
    if (!message) throw error;
    return { intent, ok: false, message };
  }
}
