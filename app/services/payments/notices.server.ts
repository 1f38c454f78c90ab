// Sends the subscription lifecycle's e-mails (core/payments/notices.ts) through the app's one mail
// service. The workflow decides when; a retried activity carries the same idempotency key, which
// /internal answers from its store, so each notice goes out once.
import { billingNotice, type BillingNoticeKind } from "#core/payments/notices";
import type { Db } from "~/db.server";
import { getConfig } from "~/env.server";
import { recipientOf, sendEmail } from "../email/send.server";
import { noticeEmail } from "../email/templates.server";

/** null when there is no such account; sent false when it is being deleted. */
export async function sendBillingNotice(
  env: Env,
  db: Db,
  userId: string,
  kind: BillingNoticeKind,
  until: number | null,
): Promise<{ sent: boolean } | null> {
  const user = await recipientOf(db, userId);
  if (!user) return null;
  if (!user.active) return { sent: false };
  const words = billingNotice(kind, until);
  const link = new URL("/subscription", getConfig(env).APP_URL).toString();
  await sendEmail(env, { to: user.email, userId, ...noticeEmail({ ...words, link }) });
  return { sent: true };
}
