// Subscription activities against a fake /internal client: the paths and keys they send, and how a
// refusal becomes a failure the workflow understands (a deleted account stops it, no endless retry).
import { MockActivityEnvironment } from "@temporalio/testing";
import { ApplicationFailure } from "@temporalio/common";
import { describe, expect, it } from "vitest";
import { FREE_ENTITLEMENT } from "#core/payments/entitlement";
import { InternalApiError, type InternalClient } from "./internal-client";
import { createSubscriptionActivities } from "./subscription";

function fakeInternal(answer: (method: string, path: string) => unknown) {
  const calls: { method: string; path: string; body?: unknown; key?: string }[] = [];
  const client: InternalClient = {
    async get<T>(path: string) {
      calls.push({ method: "GET", path });
      const a = answer("GET", path);
      if (a instanceof Error) throw a;
      return a as T;
    },
    async send<T>(method: string, path: string, body: unknown, key?: string) {
      calls.push({ method, path, body, key });
      const a = answer(method, path);
      if (a instanceof Error) throw a;
      return a as T;
    },
  };
  return { client, calls };
}

const info = { activityId: "3", workflowExecution: { workflowId: "subscription-u1", runId: "run-1" } };
const inActivity = <T>(fn: () => Promise<T>) => new MockActivityEnvironment(info).run(fn);

describe("subscription activities", () => {
  it("writes the entitlement and sends notices with a key per run, activity and step", async () => {
    const { client, calls } = fakeInternal((_m, path) =>
      path.endsWith("/entitlement") ? { changed: true, previousTier: "free" } : { sent: true },
    );
    const activities = createSubscriptionActivities({ internal: client });
    expect(await inActivity(() => activities.writeEntitlement("u1", FREE_ENTITLEMENT))).toEqual({
      changed: true,
      previousTier: "free",
    });
    await inActivity(() => activities.sendBillingNotice("u1", "payment_failed", 1_800_000_000_000));
    expect(calls).toEqual([
      {
        method: "PUT",
        path: "/internal/users/u1/entitlement",
        body: FREE_ENTITLEMENT,
        key: "subscription-u1/run-1/3/entitlement",
      },
      {
        method: "POST",
        path: "/internal/users/u1/billing/notice",
        body: { kind: "payment_failed", until: 1_800_000_000_000 },
        key: "subscription-u1/run-1/3/notice-payment_failed",
      },
    ]);
  });

  it("fails for good as AccountGone when the account was deleted; a Worker hiccup is retried", async () => {
    const gone = createSubscriptionActivities({
      internal: fakeInternal(
        () => new InternalApiError(404, "Account not found", "/internal/users/u1/billing"),
      ).client,
    });
    const failure = await inActivity(() => gone.readBilling("u1")).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApplicationFailure);
    expect(failure).toMatchObject({ type: "AccountGone", nonRetryable: true });

    const busy = createSubscriptionActivities({
      internal: fakeInternal(() => new InternalApiError(503, "busy", "/internal/users/u1/billing")).client,
    });
    const retried = await inActivity(() => busy.readBilling("u1")).catch((e: unknown) => e);
    expect(retried).toBeInstanceOf(InternalApiError);
  });
});
