// Stack-test only: a paid local subscription for a user, written straight into the test stack's
// local D1 (the embedded provider's store) with `wrangler d1 execute --local`, as the local checkout
// page's Pay would leave it. No route of the app does this; the integrated suite can drive the real
// checkout (create-checkout-session → /dev/checkout/{id} → Pay) instead.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { signedFetch } from "#core/signing";
import { gatewayUrl, stackEnv } from "./stack";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
/** Where scripts/test.mjs keeps the test stack's Worker config and its D1/R2 state. */
const TEST_APP_CONFIG = join(repoRoot, ".wrangler", "test-app", "wrangler.toml");
const TEST_STATE = join(repoRoot, ".wrangler", "test-state");

const DAY_MS = 24 * 60 * 60 * 1000;
const id = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

async function sql(command: string): Promise<void> {
  if (!existsSync(TEST_APP_CONFIG)) throw new Error(`no test stack config at ${TEST_APP_CONFIG}`);
  await run(
    join(repoRoot, "node_modules", ".bin", "wrangler"),
    [
      "d1",
      "execute",
      "DB",
      "--local",
      "--config",
      TEST_APP_CONFIG,
      "--persist-to",
      TEST_STATE,
      "--command",
      command,
    ],
    { cwd: repoRoot, env: { ...process.env, CI: "1" }, timeout: 60_000 },
  );
}

/** A monthly local subscription, active for 30 days from now, linked to the user as their customer. */
export async function paidLocalSubscription(
  userId: string,
): Promise<{ subscriptionId: string; periodEnd: number }> {
  if (!/^[A-Za-z0-9_-]+$/.test(userId)) throw new Error("unexpected user id");
  const now = Date.now();
  const periodEnd = now + 30 * DAY_MS;
  const customerId = id("cus_local");
  const subscriptionId = id("sub_local");
  await sql(
    [
      `INSERT INTO local_subscriptions (id, customer_id, user_id, plan, status, cancel_at_period_end, current_period_start, current_period_end, created_at) VALUES ('${subscriptionId}', '${customerId}', '${userId}', 'monthly', 'active', 0, ${now}, ${periodEnd}, ${now})`,
      `UPDATE subscriptions SET stripe_customer_id = '${customerId}' WHERE user_id = '${userId}'`,
    ].join("; "),
  );
  return { subscriptionId, periodEnd };
}

/** What the webhook does after verifying an event: hand it to the gateway (signal-with-start). */
export async function sendSubscriptionEvent(userId: string, eventId: string, type: string) {
  const res = await signedFetch(
    stackEnv.gatewaySecret,
    gatewayUrl,
    "POST",
    `/subscriptions/${userId}/events`,
    {
      eventId,
      type,
    },
  );
  if (res.status !== 202) throw new Error(`gateway answered ${res.status} ${await res.text()}`);
  return (await res.json()) as { workflowId: string; runId: string };
}
