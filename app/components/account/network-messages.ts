// 000 §8 / 001 §8: what the Account and Family forms say when their request never reached the
// server (offline, dropped connection), instead of replacing the page with the error screen.
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { FAMILY_MESSAGES } from "#core/bills/messages";

const ZIP_UPDATE_FAILED = "Failed to update zipcode";

export const ACCOUNT_DELETION_NETWORK_ERROR = "An error occurred during account deletion. Please try again.";

/** What each intent says when its request failed on the way; intents not listed keep the default. */
const NETWORK_MESSAGES: Record<string, string> = {
  "delete-account": ACCOUNT_DELETION_NETWORK_ERROR,
  // The ZIP form prefixes its errors with 'Error updating ZIP code: ' itself.
  zipcode: ZIP_UPDATE_FAILED,
  "add-dependents": FAMILY_MESSAGES.addError,
  "update-member": FAMILY_MESSAGES.updateFailed,
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
