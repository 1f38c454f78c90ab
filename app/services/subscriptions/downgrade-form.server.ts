// The Account page's Downgrade form (000 §2, §4, §8): the same call as POST /account/downgrade, its
// failure worded 'Failed to downgrade account: {message}'.
import { downgradeErrorMessage } from "#core/subscriptions/messages";
import { DowngradeBodySchema } from "#core/subscriptions/schemas";
import { ApiError } from "~/api/http";
import type { SignedIn } from "../auth/session.server";
import { downgradeAccount } from "./changes.server";

export async function downgradeAction(env: Env, signedIn: SignedIn, form: FormData) {
  const intent = "downgrade" as const;
  const parsed = DowngradeBodySchema.safeParse({ reason: form.get("reason") ?? undefined });
  if (!parsed.success)
    return {
      intent,
      downgraded: false as const,
      error: downgradeErrorMessage(parsed.error.issues[0]?.message),
    };
  try {
    const after = await downgradeAccount(env, signedIn, parsed.data.reason);
    return { intent, downgraded: true as const, until: after.current_period_end };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { intent, downgraded: false as const, error: downgradeErrorMessage(String(error.detail)) };
  }
}
