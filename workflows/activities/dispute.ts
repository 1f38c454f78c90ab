// Dispute-letter activities (issue 14, decision 051): each does its I/O through /internal (D1, R2 and
// e-mail stay in the web Worker). `fileDisputeLetter` reads the facts, renders and files the PDF in
// one go, so the letter's bytes never enter the workflow's history: it answers the filed letter's
// ids and text only. Filing is idempotent by letter, so a retried or resumed attempt files once.
import { Context, heartbeat } from "@temporalio/activity";
import { ApplicationFailure } from "@temporalio/common";
import type { LetterFiled } from "#core/contracts/gateway";
import { getFile } from "#core/contracts/internal";
import * as api from "#core/contracts/internal-letters";
import type { LetterFacts } from "#core/disputes/facts";
import type { ResponseOf } from "#core/http/routes";
import type { DisputeDeadline, DisputeNotice, DisputeStatus, LetterKind } from "#core/disputes/types";
import { disputeWorkflowId } from "../names";
import { idempotencyKey } from "./internal-calls";
import { callInternal, InternalApiError, type InternalClient } from "./internal-client";
import type { EnclosureFile, LetterRenderer } from "./letters";

export interface DisputeActivityDeps {
  internal: InternalClient;
  renderer: LetterRenderer;
  /** How often the filing heartbeats while it renders (the workflow's heartbeat timeout is 30 s). */
  heartbeatMs?: number;
}

/** What the workflow keeps of a filed letter: the update's answer and the dates its timers count from. */
export interface FiledDispute {
  filed: LetterFiled;
  filedAt: number;
  kinds: LetterKind[];
  /** The bill's date (else its service date), when known: what an unknown start counts from. */
  billOn: string | null;
}

export interface DisputeTimeline {
  status: DisputeStatus;
  responseDueAt: number | null;
  nextReminderAt: number | null;
  deadlines: DisputeDeadline[];
}

/** Plain words only: an activity's failure message is stored unencrypted in the history. */
export const RENDER_FAILED = "The letter could not be put together from the bill's facts";

/**
 * 404: the letter, its bill or the account is gone, the workflow stops. Other refusals won't change
 * on retry: they fail for good with the Worker's own words (the update answers them to the user).
 */
async function call<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof InternalApiError && error.status === 404) {
      throw ApplicationFailure.nonRetryable(
        "The letter, its bill or the account no longer exists",
        "AccountGone",
      );
    }
    if (error instanceof InternalApiError && !error.retryable) {
      throw ApplicationFailure.nonRetryable(error.detail.slice(0, 300), "InternalRequestRejected");
    }
    throw error;
  }
}

export function createDisputeActivities({ internal, renderer, heartbeatMs = 5_000 }: DisputeActivityDeps) {
  async function enclosureFiles(facts: LetterFacts): Promise<EnclosureFile[]> {
    const files: EnclosureFile[] = [];
    for (const enclosure of facts.enclosures) {
      const file = await call(callInternal(internal, getFile, { query: { key: enclosure.storage_key } }));
      files.push({ enclosure, bytes: new Uint8Array(Buffer.from(file.contentBase64, "base64")) });
      heartbeat();
    }
    return files;
  }

  /** The renderer, raced against the activity's cancellation (a Worker shutting down): no filing after it. */
  async function render(facts: LetterFacts, enclosures: EnclosureFile[]) {
    return Promise.race([
      renderer.render(facts, enclosures).catch((error: unknown) => {
        // The renderer's own words may quote the bill; the history keeps only ours.
        throw ApplicationFailure.nonRetryable(RENDER_FAILED, "LetterRenderFailed", {
          name: (error as Error | null)?.name ?? "Error",
        });
      }),
      Context.current().cancelled,
    ]);
  }

  /** Heartbeats while `work` runs (the facts are gathered afresh, rendering takes a while). */
  async function alive<T>(work: () => Promise<T>): Promise<T> {
    const context = Context.current();
    const ticking = setInterval(() => context.heartbeat(), heartbeatMs);
    try {
      return await work();
    } finally {
      clearInterval(ticking);
    }
  }

  /** Facts → enclosures → PDF → filed (idempotent by letter). */
  async function fileLetter(letterId: string, userId: string): Promise<FiledDispute> {
    const params = { letterId };
    const { facts } = await call(callInternal(internal, api.readLetterFacts, { params, query: { userId } }));
    const letter = await render(facts, await enclosureFiles(facts));
    const filed = await call(
      callInternal(
        internal,
        api.fileLetter,
        {
          params,
          body: {
            userId,
            filename: letter.filename,
            contentBase64: Buffer.from(letter.pdf).toString("base64"),
            pages: letter.pages,
            letterContent: letter.letterContent,
            opportunitiesCount: letter.opportunitiesCount,
            potentialSavings: letter.potentialSavings,
          },
        },
        idempotencyKey("file"),
      ),
    );
    return {
      filed: {
        letterId,
        documentId: filed.documentId,
        filename: letter.filename,
        letterContent: letter.letterContent,
        opportunitiesCount: letter.opportunitiesCount,
        potentialSavings: letter.potentialSavings,
      },
      filedAt: filed.filedAt,
      kinds: facts.kinds,
      billOn: facts.bill.bill_date ?? facts.bill.service_date,
    };
  }

  return {
    /** Facts → enclosures → PDF → filed as a document of the bill; answers ids and text, never bytes. */
    async fileDisputeLetter(letterId: string, userId: string): Promise<FiledDispute> {
      return alive(() => fileLetter(letterId, userId));
    },

    /** The letter could not be made: its row says why and the plan's use is given back. */
    async letterFailed(letterId: string, userId: string, reason: string): Promise<void> {
      await call(
        callInternal(
          internal,
          api.letterFailed,
          { params: { letterId }, body: { userId, reason: reason.slice(0, 500) } },
          idempotencyKey("failed"),
        ),
      );
    },

    /** The deadlines and the next reminder as the workflow holds them now (a full write). */
    async writeDisputeTimeline(letterId: string, userId: string, timeline: DisputeTimeline): Promise<void> {
      await call(
        callInternal(
          internal,
          api.writeDisputeTimeline,
          { params: { letterId }, body: { userId, ...timeline } },
          idempotencyKey("timeline"),
        ),
      );
    },

    /** The milestones the letter's row holds (a signal may have been lost while the gateway was away). */
    async readDisputeMilestones(letterId: string, userId: string): Promise<DisputeMilestones> {
      return call(
        callInternal(internal, api.readDisputeMilestones, { params: { letterId }, query: { userId } }),
      );
    },

    /** One reminder e-mail, keyed by letter, kind and due date: sent once however often asked. */
    async sendDisputeNotice(letterId: string, userId: string, kind: DisputeNotice, dueOn: string) {
      return call(
        callInternal(
          internal,
          api.sendDisputeNotice,
          { params: { letterId }, body: { userId, kind, dueOn } },
          `${disputeWorkflowId(letterId)}/notice/${kind}/${dueOn}`,
        ),
      );
    },
  };
}

export type DisputeActivities = ReturnType<typeof createDisputeActivities>;
export type DisputeMilestones = ResponseOf<typeof api.readDisputeMilestones>;
