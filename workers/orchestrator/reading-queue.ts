// The reading queue (decision 077): documents wait on their own Temporal task queue, and this
// orchestrator's reading Worker takes at most N of them at a time, each read by a reading process
// of its own. What waits is held by Temporal, durably; a waiting document's file is not fetched.
import { availableParallelism } from "node:os";
import type { WorkerOptions } from "@temporalio/worker";
import { readingTaskQueue } from "#workflows/names";
import type { DocumentActivities } from "#workflows/activities/documents";

/** Documents read at once when READING_CONCURRENCY is not set: one per core. */
export const defaultReadingConcurrency = () => Math.max(1, availableParallelism());

/** The reading Worker: only the reading activity, at most `concurrency` at a time, no workflows. */
export function readingWorkerOptions(options: {
  taskQueue: string;
  concurrency: number;
  recognizeDocument: DocumentActivities["recognizeDocument"];
}) {
  return {
    taskQueue: readingTaskQueue(options.taskQueue),
    activities: { recognizeDocument: options.recognizeDocument },
    maxConcurrentActivityTaskExecutions: options.concurrency,
  } satisfies Partial<WorkerOptions>;
}
