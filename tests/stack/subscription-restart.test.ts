// The subscription lifecycle survives an orchestrator crash: a person pays on the local checkout
// page, its signed webhook reaches the workflow while the Worker cannot be reached from the
// orchestrator, the orchestrator is killed before the entitlement is written, and after a restart
// the user is premium and got the "Premium is active" e-mail once.
// Deleting a subscriber's account cancels billing before anything else and ends the workflow.
import { describe, expect, it } from "vitest";
import { payForPremium, sendSubscriptionEvent } from "./local-checkout";
import { api, gateway, orchestratorPerTest, verifiedUser, waitFor, type WorkflowHistory } from "./stack";

const orchestrator = orchestratorPerTest();
/** Nothing listens here: every /internal call of the first orchestrator fails and is retried. */
const UNREACHABLE_WEB = "http://127.0.0.1:9";

const tierOf = async (token: string) => {
  const res = await api("/api/auth/me", { token });
  return ((await res.json()) as { subscription: { tier: string; status: string } }).subscription;
};

async function activationMails(email: string) {
  const res = await api(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const messages = (await res.json()) as { subject: string }[];
  return messages.filter((m) => m.subject === "Premium is active");
}

describe("subscription lifecycle on the whole stack", () => {
  it("is premium after the orchestrator is killed between the event and the entitlement write, e-mailed once", async () => {
    const { token, userId, email } = await verifiedUser("sub-restart");
    await orchestrator.start({ WEB_URL: UNREACHABLE_WEB });
    await payForPremium(token);
    const workflowId = `subscription-${userId}`;
    // The workflow is waiting on its first read, which cannot reach the Worker.
    await waitFor(
      "the first read to be scheduled",
      async () => {
        const h = await gateway<WorkflowHistory>("GET", `/ops/workflows/${workflowId}/history`);
        return h.events.some((e) => e.activityType === "readBilling") ? h : undefined;
      },
      30_000,
      200,
    );
    await new Promise((r) => setTimeout(r, 1500));
    await orchestrator.crash();
    expect(await tierOf(token)).toMatchObject({ tier: "free" });
    expect(await activationMails(email)).toHaveLength(0);

    await orchestrator.start();
    await waitFor(
      "premium",
      async () => ((await tierOf(token)).tier === "premium" ? true : undefined),
      90_000,
      250,
    );
    expect(await tierOf(token)).toEqual({ tier: "premium", status: "active", plan: "monthly" });
    await waitFor(
      "the e-mail",
      async () => ((await activationMails(email)).length ? true : undefined),
      30_000,
    );

    // Another event about the same subscription changes nothing and sends nothing more.
    await sendSubscriptionEvent(userId, `evt_again_${Date.now()}`, "customer.subscription.updated");
    const history = await waitFor(
      "the second read",
      async () => {
        const h = await gateway<WorkflowHistory>("GET", `/ops/workflows/${workflowId}/history`);
        const reads = h.events.filter(
          (e) => e.activityType === "readBilling" && e.eventType === "ActivityTaskCompleted",
        );
        return reads.length >= 2 ? h : undefined;
      },
      30_000,
      200,
    );
    const completed = (name: string) =>
      history.events.filter((e) => e.activityType === name && e.eventType === "ActivityTaskCompleted").length;
    expect(completed("sendBillingNotice")).toBe(1);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await activationMails(email)).toHaveLength(1);
    expect(history.status).toBe("RUNNING");
  });

  it("deleting the account cancels the subscription first and ends its workflow", async () => {
    await orchestrator.start();
    const { token, userId } = await verifiedUser("sub-delete");
    await payForPremium(token);
    const workflowId = `subscription-${userId}`;
    await waitFor(
      "premium",
      async () => ((await tierOf(token)).tier === "premium" ? true : undefined),
      30_000,
    );

    expect((await api("/api/account/delete", { method: "DELETE", token })).status).toBe(202);
    const deletion = await waitFor(
      "the deletion to finish",
      async () => {
        const h = await gateway<WorkflowHistory>("GET", `/ops/workflows/account-deletion-${userId}/history`);
        return h.status === "COMPLETED" ? h : undefined;
      },
      60_000,
      250,
    );
    const done = deletion.events
      .filter((e) => e.eventType === "ActivityTaskCompleted")
      .map((e) => e.activityType);
    expect(done[0]).toBe("cancelBillingNow");
    expect(done).toContain("endUserWorkflows");
    const subscription = await gateway<WorkflowHistory>("GET", `/ops/workflows/${workflowId}/history`);
    expect(subscription.status).toBe("TERMINATED");
  });
});
