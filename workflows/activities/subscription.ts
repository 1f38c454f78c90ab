// Subscription activities: each does one I/O thing through /internal (the Worker owns D1 and talks
// to the payment provider). The workflow decides; these read, write and send.
import { ApplicationFailure } from "@temporalio/common";
import * as api from "#core/contracts/internal-billing";
import type { Entitlement } from "#core/contracts/internal-billing";
import type { ResponseOf } from "#core/http/routes";
import type { BillingNoticeKind } from "#core/payments/notices";
import { idempotencyKey, rejectPermanent } from "./internal-calls";
import { callInternal, InternalApiError, type InternalClient } from "./internal-client";

export interface SubscriptionActivityDeps {
  internal: InternalClient;
}

export type BillingView = ResponseOf<typeof api.readBilling>;
export type EntitlementWrite = ResponseOf<typeof api.writeEntitlement>;

/** 404: the account is gone (deleted), the workflow stops; other refusals won't change on retry. */
async function call<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof InternalApiError && error.status === 404) {
      throw ApplicationFailure.nonRetryable("The account no longer exists", "AccountGone");
    }
    return rejectPermanent(Promise.reject(error));
  }
}

export function createSubscriptionActivities({ internal }: SubscriptionActivityDeps) {
  return {
    /** The provider's subscription as it is now (Stripe or the local store, through the Worker). */
    async readBilling(userId: string): Promise<BillingView> {
      return call(callInternal(internal, api.readBilling, { params: { userId } }));
    },

    /** The D1 copy; answers whether it changed and the tier it had before. */
    async writeEntitlement(userId: string, entitlement: Entitlement): Promise<EntitlementWrite> {
      return call(
        callInternal(
          internal,
          api.writeEntitlement,
          { params: { userId }, body: entitlement },
          idempotencyKey("entitlement"),
        ),
      );
    },

    /** One lifecycle e-mail; a retried attempt sends the same key, so it goes out once. */
    async sendBillingNotice(userId: string, kind: BillingNoticeKind, until: number | null) {
      return call(
        callInternal(
          internal,
          api.sendBillingNotice,
          { params: { userId }, body: { kind, until } },
          idempotencyKey(`notice-${kind}`),
        ),
      );
    },

    /** Account deletion: every live subscription cancelled now, no further charge. */
    async cancelBillingNow(userId: string): Promise<{ canceled: number }> {
      return rejectPermanent(
        callInternal(internal, api.cancelBillingNow, { params: { userId } }, idempotencyKey("cancel-now")),
      );
    },
  };
}

export type SubscriptionActivities = ReturnType<typeof createSubscriptionActivities>;
