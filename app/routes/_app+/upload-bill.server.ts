// The Explainer's actions: adding a bill (001 §8 Bill create) and resending the verification e-mail.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/cloudflare";
import { BILL_MESSAGES } from "#core/bills/messages";
import { describeFailure, logFailure } from "~/services/platform/failures.server";
import type { CreateBillReply, ResendReply } from "~/components/bills/replies";
import { AddBillSchema, completeLines, ContentOnlyAddBillSchema } from "~/components/bills/schemas";
import { getDb } from "~/db.server";
import { AUTH } from "~/services/auth/messages";
import { createBill, refuseUnconfirmedDuplicate } from "~/services/bills/index.server";
import { clearedSessionCookie, getSignedIn, readSessionToken } from "~/services/auth/session.server";
import { resendVerification } from "~/services/auth/sign-in.server";

/** 001 §8: 402 shows the server's message with the upgrade prompt; 403 offers the resend. */
function createFailure(
  error: unknown,
): Omit<CreateBillReply, "intent" | "ok" | "result"> & { status: number; message: string } {
  const failure = describeFailure(error);
  if (failure.status === 402 && failure.code === "USAGE_LIMIT_EXCEEDED") {
    return { status: 402, message: failure.detail ?? BILL_MESSAGES.createFailed, upgrade: true };
  }
  if (failure.status === 403 && failure.detail?.includes("Email verification required")) {
    return { status: 403, message: BILL_MESSAGES.verifyEmailToAddBills, needsVerification: true };
  }
  if (failure.status >= 500) logFailure("bill create failed", error);
  const shown = failure.status < 500 && failure.detail ? failure.detail : BILL_MESSAGES.createFailed;
  return { status: failure.status, message: shown };
}

export async function createBillAction(request: Request, env: Env, formData: FormData) {
  const schema = formData.get("mode") === "content" ? ContentOnlyAddBillSchema : AddBillSchema;
  const submission = parseWithZod(formData, { schema });
  const signedIn = await getSignedIn(request, env);
  // A session that ended while the page was open (001 §5): back to sign-in, which says why.
  if (!signedIn && readSessionToken(request, env)) {
    const back = new URL(request.url);
    const query = new URLSearchParams({
      redirectTo: back.pathname + back.search,
      message: BILL_MESSAGES.logInToAddBills,
    });
    throw redirect(`/signin?${query}`, { headers: { "set-cookie": clearedSessionCookie(env) } });
  }
  if (!signedIn) {
    const result = submission.reply({ formErrors: [BILL_MESSAGES.signInToAddBills] });
    return data<CreateBillReply>({ intent: "create-bill", ok: false, result }, { status: 401 });
  }
  if (submission.status !== "success") {
    return data<CreateBillReply>(
      { intent: "create-bill", ok: false, result: submission.reply() },
      { status: 400 },
    );
  }
  const bill = submission.value;
  try {
    if (formData.get("allow_duplicate") !== "on") {
      const candidate = { provider: bill.provider, date: bill.date, number: bill.claim_number };
      await refuseUnconfirmedDuplicate(getDb(env), signedIn.user.id, candidate);
    }
    const { id } = await createBill(env, signedIn, {
      date: bill.date,
      provider: bill.provider,
      claim_number: bill.claim_number ?? null,
      dependent_id: bill.dependent_id,
      line_items: completeLines(bill.lines),
    });
    return {
      intent: "create-bill",
      ok: true,
      id,
      result: submission.reply({ resetForm: true }),
    } satisfies CreateBillReply;
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.status === 409 && failure.detail) {
      const duplicate = { intent: "create-bill", ok: false, duplicate: failure.detail } as const;
      return data<CreateBillReply>({ ...duplicate, result: submission.reply() }, { status: 409 });
    }
    const { status, message, ...offers } = createFailure(error);
    const result = submission.reply({ formErrors: [message] });
    return data<CreateBillReply>({ intent: "create-bill", ok: false, result, ...offers }, { status });
  }
}

export async function resendVerificationAction(request: Request, env: Env) {
  const signedIn = await getSignedIn(request, env);
  if (!signedIn) {
    return data<ResendReply>(
      { intent: "resend-verification", ok: false, error: BILL_MESSAGES.signInToAddBills },
      { status: 401 },
    );
  }
  try {
    await resendVerification(env, getDb(env), signedIn.user.email);
    return { intent: "resend-verification", ok: true, message: AUTH.verificationSent } satisfies ResendReply;
  } catch (error) {
    const failure = describeFailure(error);
    const shown = failure.detail ?? BILL_MESSAGES.resendVerificationFailed;
    return data<ResendReply>(
      { intent: "resend-verification", ok: false, error: shown },
      { status: failure.status },
    );
  }
}
