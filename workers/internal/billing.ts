// /internal/users/{userId}/billing… — the subscription workflow's activities read the subscription
// from the payment provider, write the D1 copy of the entitlement, cancel at once for account
// deletion and send the lifecycle's e-mails (core/contracts/internal-billing.ts). Thin handlers over
// app/services/payments/.
import * as api from "#core/contracts/internal-billing";
import {
  accountExists,
  cancelBillingNow,
  readBilling,
  writeEntitlement,
} from "~/services/payments/billing.server";
import { sendBillingNotice } from "~/services/payments/notices.server";
import { internalRoute, refuse, type InternalRoute } from "./route";

/** 404 for an account that is gone: the workflow then stops (a retry cannot bring it back). */
const gone = () => refuse("Account not found", 404);

export const billingInternalRoutes: InternalRoute[] = [
  internalRoute(api.readBilling, async ({ params: { userId } }, { env, db }) => {
    if (!(await accountExists(db, userId))) throw gone();
    return { body: await readBilling(env, db, userId) };
  }),
  internalRoute(api.writeEntitlement, async ({ params: { userId }, body }, { db }) => {
    if (!(await accountExists(db, userId))) throw gone();
    return { body: await writeEntitlement(db, userId, body) };
  }),
  // An account already deleted has nothing left to cancel: 0, not an error (deletion may retry).
  internalRoute(api.cancelBillingNow, async ({ params: { userId } }, { env, db }) => ({
    body: await cancelBillingNow(env, db, userId),
  })),
  internalRoute(api.sendBillingNotice, async ({ params: { userId }, body }, { env, db }) => {
    const sent = await sendBillingNotice(env, db, userId, body.kind, body.until);
    if (!sent) throw gone();
    return { body: sent };
  }),
];
