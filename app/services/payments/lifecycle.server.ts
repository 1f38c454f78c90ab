// The Worker's side of the subscription lifecycle: hand a verified provider event (or a checkout the
// user came back from) to the user's `subscription-{userId}` workflow through the gateway, which
// signals it, starting it when needed (workers/orchestrator/subscriptions.ts).
import * as api from "#core/contracts/gateway";
import { callGateway } from "~/services/platform/gateway.server";

export function signalSubscription(env: Env, userId: string, eventId: string, type: string) {
  return callGateway(env, api.subscriptionEvent, { params: { userId }, body: { eventId, type } });
}
