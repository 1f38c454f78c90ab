// 001 §8: what the insurance page's forms say when their request never reached the server
// (offline, a dropped connection), instead of replacing the page with the error screen.
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { INSURANCE_MESSAGES } from "#core/insurance/types";
import type { InsuranceReply } from "~/routes/_app+/insurance.server";

const NETWORK_MESSAGES = {
  zipcode: `${INSURANCE_MESSAGES.zipFailedPrefix}the connection failed. Please try again.`,
  "create-policy": INSURANCE_MESSAGES.saveFailed,
  "delete-policy": INSURANCE_MESSAGES.deleteFailed,
} as const;

const isIntent = (intent: string): intent is keyof typeof NETWORK_MESSAGES =>
  Object.hasOwn(NETWORK_MESSAGES, intent);

/** The route's clientAction: the server's answer, or the intent's own failure when the request failed on the way. */
export async function insuranceClientAction({ request, serverAction }: ClientActionFunctionArgs) {
  const intent = String((await request.clone().formData()).get("intent") ?? "");
  try {
    return await serverAction<InsuranceReply>();
  } catch (error) {
    // A failed fetch rejects with a TypeError ('Failed to fetch', 'Load failed', 'NetworkError …').
    if (!(error instanceof TypeError) || !isIntent(intent)) throw error;
    return {
      intent,
      ok: false,
      networkFailure: true,
      error: NETWORK_MESSAGES[intent],
    } satisfies InsuranceReply & {
      networkFailure: true;
    };
  }
}
