// The bodies and answers of the subscription calls (000 §7, 001 §7 Subscription): one zod schema
// each, read by the /api endpoints and the pages' actions alike.
import { z } from "zod";
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES, TIERS } from "../plans";
import { refuseForbiddenCharacters as noControls } from "../validation";
import { SUBSCRIPTION_MESSAGES as M } from "./messages";

export const BILLING_PLANS = ["monthly", "annual"] as const;
export const PlanChoiceSchema = z.enum(BILLING_PLANS, {
  errorMap: () => ({ message: "plan must be 'monthly' or 'annual'" }),
});

const url = z.string().trim().min(1).max(2000).url();

export const CreateCheckoutBodySchema = z.object({
  plan: PlanChoiceSchema,
  success_url: url,
  cancel_url: url,
});
export type CreateCheckoutBody = z.infer<typeof CreateCheckoutBodySchema>;

/** Hosted-checkout session ids look like cs_test_… / cs_live_… (Stripe's and the local provider's). */
export const CHECKOUT_SESSION_ID = /^cs_(?:test|live)_[A-Za-z0-9]{1,200}$/;
export const SessionIdSchema = z
  .string({ required_error: "session_id is required" })
  .regex(CHECKOUT_SESSION_ID, "session_id must be a checkout session id (cs_…)");

export const CheckoutReturnBodySchema = z.object({ session_id: SessionIdSchema });

export const DOWNGRADE_REASON_MAX = 500;
export const DowngradeBodySchema = z.object({
  reason: z
    .string({ required_error: M.reasonRequired })
    .trim()
    .min(1, M.reasonRequired)
    .max(DOWNGRADE_REASON_MAX, M.reasonTooLong)
    .superRefine(noControls({ multiline: true })),
});

export const CheckoutUrlSchema = z.object({ checkout_url: z.string() });
export const CheckoutReturnSchema = z.object({ status: z.literal("success"), updated: z.boolean() });

export const CurrentSubscriptionSchema = z.object({
  tier: z.enum(TIERS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: z.enum(SUBSCRIPTION_PLANS),
  cancel_at_period_end: z.boolean(),
  /** ISO 8601, or null without a paid period. */
  current_period_end: z.string().nullable(),
});
export type CurrentSubscription = z.infer<typeof CurrentSubscriptionSchema>;

export const UsageLineSchema = z.object({
  current: z.number(),
  limit: z.number().nullable(),
  remaining: z.number().nullable(),
  unlimited: z.boolean(),
});
export type UsageLine = z.infer<typeof UsageLineSchema>;

export const USAGE_LINES = ["bill_upload", "documents", "storage", "ai", "letters"] as const;
export type UsageLineName = (typeof USAGE_LINES)[number];
export const SubscriptionUsageSchema = z.object({
  tier: z.enum(TIERS),
  usage: z.object({
    bill_upload: UsageLineSchema,
    documents: UsageLineSchema,
    /** In bytes. */
    storage: UsageLineSchema,
    ai: UsageLineSchema,
    letters: UsageLineSchema,
  }),
});
export type SubscriptionUsage = z.infer<typeof SubscriptionUsageSchema>;

export const ChatUsageSchema = z.object({
  questions_used: z.number(),
  /** null when unlimited (Premium). */
  questions_remaining: z.number().nullable(),
});

export const PortalUrlSchema = z.object({ url: z.string() });
