// The /internal calls of the subscription lifecycle (workflows/subscription.ts → workers/internal/):
// read the subscription from the payment provider (Stripe or the local store, through the one seam
// in the Worker), write the entitlement copy D1 keeps, cancel at once for account deletion, and the
// e-mails the lifecycle sends. docs/decisions/034-payments-seam.md
import { z } from "zod";
import { contract } from "../http/routes";
import { UserIdSchema } from "../ids";
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES, TIERS } from "../plans";
import { PROVIDER_SUBSCRIPTION_STATUSES } from "../payments/provider";

const UserParams = z.object({ userId: UserIdSchema });

export const SubscriptionSnapshotSchema = z.object({
  subscriptionId: z.string(),
  customerId: z.string(),
  userId: z.string().nullable(),
  status: z.enum(PROVIDER_SUBSCRIPTION_STATUSES),
  plan: z.enum(["monthly", "annual"]),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.number(),
  createdAt: z.number(),
});

/** The provider's view of the user now: their customer (if any) and the subscription that decides. */
export const readBilling = contract({
  method: "GET",
  path: "/internal/users/{userId}/billing",
  params: UserParams,
  response: z.object({
    customerId: z.string().nullable(),
    subscription: SubscriptionSnapshotSchema.nullable(),
  }),
});

export const EntitlementSchema = z.object({
  tier: z.enum(TIERS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: z.enum(SUBSCRIPTION_PLANS),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.number().nullable(),
  providerStatus: z.string().max(40).nullable(),
  graceEndsAt: z.number().nullable(),
  stripeSubscriptionId: z.string().max(255).nullable(),
});
export type Entitlement = z.infer<typeof EntitlementSchema>;

/**
 * Writes the D1 copy (idempotent: the same body twice changes nothing the second time). Answers
 * the tier the copy had before, so the workflow e-mails a change of plan once (decision 037).
 */
export const writeEntitlement = contract({
  method: "PUT",
  path: "/internal/users/{userId}/entitlement",
  params: UserParams,
  body: EntitlementSchema,
  invalid: "Send the whole entitlement",
  response: z.object({ changed: z.boolean(), previousTier: z.enum(TIERS) }),
});

/** Account deletion: cancel every live subscription now, no further charge. */
export const cancelBillingNow = contract({
  method: "POST",
  path: "/internal/users/{userId}/billing/cancel-now",
  params: UserParams,
  response: z.object({ canceled: z.number() }),
});

export const BILLING_NOTICES = ["premium_activated", "payment_failed", "premium_ended"] as const;

/** An e-mail of the lifecycle; the idempotency key makes a retried activity send it once. */
export const sendBillingNotice = contract({
  method: "POST",
  path: "/internal/users/{userId}/billing/notice",
  params: UserParams,
  body: z.object({ kind: z.enum(BILLING_NOTICES), until: z.number().nullable().default(null) }),
  invalid: "Send kind",
  response: z.object({ sent: z.boolean() }),
});
