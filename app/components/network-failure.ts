// 001 §8: a form whose request never reached the server (offline, dropped connection) says so in
// the form instead of replacing the page with the error screen.
import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from "@remix-run/react";
import { BILL_MESSAGES } from "#core/bills/messages";

/** A failed fetch rejects with a TypeError ('Failed to fetch', 'Load failed', 'NetworkError …'). */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/** The route's clientAction: the server's answer, or the network message under the form's intent. */
export async function clientActionWithNetworkMessage({ request, serverAction }: ClientActionFunctionArgs) {
  const intent = String((await request.clone().formData()).get("intent") ?? "");
  try {
    return await serverAction();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const message = BILL_MESSAGES.networkError;
    return {
      intent,
      ok: false,
      networkFailure: true,
      error: message,
      result: { status: "error" as const, error: { "": [message] } },
    };
  }
}

/** After a save that never left the browser, reloading the page's data would fail too: keep what is shown. */
export const keepDataAfterNetworkFailure: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) =>
  (actionResult as { networkFailure?: boolean } | undefined)?.networkFailure
    ? false
    : defaultShouldRevalidate;
