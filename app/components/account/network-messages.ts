// 000 §8 / 001 §8: what the Account and Family forms say when their request never reached the
// server (offline, dropped connection), instead of replacing the page with the error screen.
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { BILL_MESSAGES, FAMILY_MESSAGES } from "#core/bills/messages";
import { downgradeErrorMessage, SUBSCRIPTION_MESSAGES } from "#core/subscriptions/messages";
import { AUTH } from "~/services/auth/messages";
import { ASSISTANT_SETTINGS_TEXTS } from "../assistant/settings-texts";

const ZIP_UPDATE_FAILED = "Failed to update zipcode";

export const ACCOUNT_DELETION_NETWORK_ERROR = "An error occurred during account deletion. Please try again.";

/** What each intent says when its request failed on the way; intents not listed keep the default. */
const NETWORK_MESSAGES: Record<string, string> = {
  "delete-account": ACCOUNT_DELETION_NETWORK_ERROR,
  // The ZIP form prefixes its errors with 'Error updating ZIP code: ' itself.
  zipcode: ZIP_UPDATE_FAILED,
  "add-dependents": FAMILY_MESSAGES.addError,
  "update-member": FAMILY_MESSAGES.updateFailed,
  // The AI assistant card reads `intent` and shows its own failure text.
  "assistant-opt-in": ASSISTANT_SETTINGS_TEXTS.saveFailed,
  "delete-chat-history": ASSISTANT_SETTINGS_TEXTS.deleteFailed,
};

/** A failed fetch rejects with a TypeError ('Failed to fetch', 'Load failed', 'NetworkError …'). */
const isNetworkFailure = (error: unknown) => error instanceof TypeError;

/**
 * The route's clientAction: the server's answer; a request that never arrived becomes the form's
 * own error (form-level, and as `failures` for the Add Dependents list); a server that failed on
 * adding dependents as a whole reads 'Failed to add family member'.
 */
export async function accountFormsClientAction({ request, serverAction }: ClientActionFunctionArgs) {
  const intent = String((await request.clone().formData()).get("intent") ?? "");
  try {
    return await serverAction();
  } catch (error) {
    // The Downgrade dialog shows its own failure (000 §8): 'Failed to downgrade account: …'.
    if (intent === "downgrade" && isNetworkFailure(error))
      return { intent, downgraded: false as const, error: downgradeErrorMessage(CHECKOUT_NETWORK_ERROR) };
    const message = isNetworkFailure(error)
      ? NETWORK_MESSAGES[intent]
      : intent === "add-dependents"
        ? FAMILY_MESSAGES.addFailed
        : undefined;
    if (!message) throw error;
    // Add Dependents lists its failures under the rows; the other forms show a form-level error.
    const perRow = intent === "add-dependents";
    return {
      intent,
      saved: false,
      networkFailure: isNetworkFailure(error),
      failures: perRow ? [message] : [],
      result: { status: "error" as const, error: perRow ? {} : { "": [message] } },
    };
  }
}

/** 001 §8: the plans page's checkout that never reached the server. */
export const CHECKOUT_NETWORK_ERROR = "An error occurred. Please try again.";

/** The plans page's clientAction (/subscribe, /upgrade, and the upgrade modal posting there). */
export async function checkoutClientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    return { error: CHECKOUT_NETWORK_ERROR, networkFailure: true };
  }
}

/** /subscription's cancel, resume and Manage billing when the request never arrived (001 §8). */
export async function subscriptionClientAction({ request, serverAction }: ClientActionFunctionArgs) {
  const intent = String((await request.clone().formData()).get("intent") ?? "");
  try {
    return await serverAction();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const M = SUBSCRIPTION_MESSAGES;
    const message =
      intent === "resume" ? M.resumeFailed : intent === "portal" ? M.portalFailed : M.cancelFailed;
    return { error: message, networkFailure: true };
  }
}

/** /signin's forms when the request never arrived: each form's own fallback message (001 §8). */
export async function signinClientAction({ request, serverAction }: ClientActionFunctionArgs) {
  const form = await request.clone().formData();
  const which = String(form.get("form") ?? "");
  try {
    return await serverAction();
  } catch (error) {
    const message = isNetworkFailure(error) ? SIGNIN_NETWORK_MESSAGES[which] : undefined;
    if (!message) throw error;
    const sent =
      which === "magic-verify"
        ? { email: String(form.get("email") ?? "").slice(0, 254), remaining: -1 }
        : undefined;
    return {
      form: which,
      networkFailure: true,
      result: { status: "error" as const, error: { "": [message] } },
      ...(sent ? { sent } : {}),
    };
  }
}

const SIGNIN_NETWORK_MESSAGES: Record<string, string> = {
  signin: BILL_MESSAGES.networkError,
  signup: AUTH.registrationFailed,
  "magic-send": AUTH.sendLinkFailed,
  "magic-verify": AUTH.verifyCodeFailed,
};

/** /verify-email's confirmation when the request never arrived (001 §8). */
export async function verifyEmailClientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    return { state: "error" as const, message: AUTH.verificationError, networkFailure: true };
  }
}
