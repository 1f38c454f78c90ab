// /ops: operators only; filters become a safe visibility query; the gateway being down is a message.
import { SELF } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { visibilityQuery } from "~/routes/ops+/ops.server";
import { type GatewayCall, installFakeGateway } from "./support/fake-gateway";
import { operatorCookie as signInOperator, operatorUser } from "./support/operators";
import { signedInUser } from "./factories";

const BASE = "http://local.test";
let operatorCookie: string;
let customerCookie: string;

beforeAll(async () => {
  // A verified operator, freshly signed in, second factor passed (ops-access.test.ts covers each gate).
  const operator = await operatorUser("OPS@example.com");

  operatorCookie = (await signInOperator(operator.id, { secondFactor: true })).cookie;
  customerCookie = (await signedInUser("customer@example.com", { verified: false })).cookie;
});

let gateway: ReturnType<typeof installFakeGateway> | undefined;
afterEach(() => gateway?.restore());

const page = (path: string, cookie?: string) =>
  SELF.fetch(`${BASE}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });

const run = {
  workflowId: "account-deletion-u-42",
  runId: "01a21515-4775-7eae-a361-c2b4237834b3",
  type: "accountDeletion",
  status: "COMPLETED",
  startTime: "2026-11-25T10:00:00.000Z",
  closeTime: "2026-11-25T10:00:05.000Z",
  searchAttributes: { UserId: ["u-42"] },
};

function operatorGateway() {
  return installFakeGateway(({ path }: GatewayCall) => {
    if (path.startsWith("/ops/workflows?"))
      return { status: 200, body: { workflows: [run], nextPageToken: null } };
    if (path.startsWith(`/ops/workflows/${run.workflowId}/history`)) {
      return {
        status: 200,
        body: {
          ...run,
          events: [
            {
              eventId: 1,
              eventType: "WorkflowExecutionStarted",
              time: run.startTime,
              activityType: null,
              attempt: null,
              failure: null,
              data: [{ path: "input", shape: "{userId: text}", bytes: 16, encrypted: true }],
            },
            {
              eventId: 7,
              eventType: "ActivityTaskStarted",
              time: run.startTime,
              activityType: "deleteUserFiles",
              attempt: 2,
              failure: "activity Heartbeat timeout",
              data: [],
            },
          ],
        },
      };
    }
    return { status: 404, body: { detail: "Workflow not found" } };
  });
}

describe("/ops access", () => {
  it("sends a signed-out visitor to sign in", async () => {
    const res = await page("/ops");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/signin?redirectTo=%2Fops");
  });

  it("refuses a signed-in customer with 'Operators only', on the list and on a workflow", async () => {
    gateway = operatorGateway();
    for (const path of ["/ops", `/ops/workflows/${run.workflowId}`]) {
      const res = await page(path, customerCookie);
      expect(res.status, path).toBe(403);
      expect(await res.text()).toContain("Operators only");
    }
    expect(gateway.calls).toEqual([]);
  });
});

describe("/ops for an operator", () => {
  it("lists workflows with the filters turned into a visibility query", async () => {
    gateway = operatorGateway();
    const res = await page(
      "/ops?type=accountDeletion&status=Running&UserId=u-42&DocumentId=&BillId=",
      operatorCookie,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("account-deletion-u-42");
    expect(html).toContain("UserId=u-42");
    const query = new URL(gateway.calls[0].path, BASE).searchParams.get("query");
    expect(query).toBe(
      "WorkflowType = 'accountDeletion' AND ExecutionStatus = 'Running' AND UserId = 'u-42'",
    );
  });

  it("never sends raw text into the query", async () => {
    gateway = operatorGateway();
    const res = await page(`/ops?UserId=${encodeURIComponent("x' OR WorkflowType != '")}`, operatorCookie);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Ids contain only letters, digits");
    expect(gateway.calls).toEqual([]);
    expect(visibilityQuery({ BillId: "b-1", type: "dispute" })).toBe(
      "WorkflowType = 'dispute' AND BillId = 'b-1'",
    );
  });

  it("says the workflow service is unavailable instead of crashing", async () => {
    gateway = installFakeGateway();
    gateway.reachable = false;
    const list = await page("/ops", operatorCookie);
    expect(list.status).toBe(200);
    expect(await list.text()).toContain("The workflow service is unavailable right now");
    const one = await page(`/ops/workflows/${run.workflowId}`, operatorCookie);
    expect(one.status).toBe(200);
    expect(await one.text()).toContain("The workflow service is unavailable right now");
  });

  it("shows one history as a timeline with a link to the Temporal UI", async () => {
    gateway = operatorGateway();
    const res = await page(`/ops/workflows/${run.workflowId}?runId=${run.runId}`, operatorCookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const text of [
      "ActivityTaskStarted",
      "deleteUserFiles",
      "activity Heartbeat timeout",
      "COMPLETED",
      "input: {userId: text} · 16 B",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain(
      `http://127.0.0.1:8233/namespaces/default/workflows/${run.workflowId}/${run.runId}/history`,
    );
    expect(gateway.calls[0].path).toBe(`/ops/workflows/${run.workflowId}/history?runId=${run.runId}`);
  });

  it("answers 404 for a workflow the gateway does not know", async () => {
    gateway = operatorGateway();
    const res = await page("/ops/workflows/account-deletion-nobody", operatorCookie);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Workflow not found");
  });
});
