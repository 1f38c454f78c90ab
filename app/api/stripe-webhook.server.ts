// POST /api/stripe/webhook: Stripe's events about subscriptions and invoices. Not cookie-
// authenticated: the Stripe-Signature over the raw body is the proof (workers/csrf.ts lets it
// through). The endpoint declares no body so the router leaves the raw bytes to the handler,
// which reads them within its own limit (docs/decisions/036).
import { z } from "zod";
import { KB, readBytesWithin } from "~/security/request-body";
import { receiveProviderEvent } from "~/services/payments/webhook.server";
import { ApiError } from "./http";
import { endpoint, type Endpoint } from "./endpoint";

/** Stripe's largest events (an invoice with many lines) stay well under this. */
export const WEBHOOK_MAX_BODY_BYTES = 1024 * KB;

export const stripeWebhookEndpoints: Endpoint[] = [
  endpoint({
    method: "POST",
    path: "/api/stripe/webhook",
    summary: "Stripe webhook: a signed provider event, recorded once and handed to the subscription workflow",
    tag: "payments",
    auth: "public",
    maxBodyBytes: WEBHOOK_MAX_BODY_BYTES,
    response: z.object({
      received: z.literal(true),
      outcome: z.enum(["forwarded", "already-forwarded", "ignored-type", "unknown-account"]),
    }),
    errors: [400, 413, 503],
    handle: async ({ env, request }) => {
      const tooLarge = new ApiError(413, "Request body too large");
      // The bytes exactly as sent: the signature is over them, not over a parsed and re-written JSON.
      const raw = await readBytesWithin(request, WEBHOOK_MAX_BODY_BYTES, tooLarge);
      return receiveProviderEvent(env, raw, request.headers.get("stripe-signature"));
    },
  }),
] as Endpoint[];
