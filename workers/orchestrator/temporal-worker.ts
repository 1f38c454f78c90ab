// The Temporal Workers: every workflow in workflows/index.ts and the activities built from factories
// on the main task queue, and the reading Worker on the reading queue, N documents at a time (077).
import { fileURLToPath } from "node:url";
import type { Client } from "@temporalio/client";
import type { DataConverter } from "@temporalio/common";
import { NativeConnection, Worker } from "@temporalio/worker";
import { createAccountActivities } from "#workflows/activities/account";
import { createDisputeActivities } from "#workflows/activities/dispute";
import { createDocumentActivities, type Recognizer } from "#workflows/activities/documents";
import type { InternalClient } from "#workflows/activities/internal-client";
import { createLetterRenderer, type PageImages } from "#workflows/activities/letters";
import { createReaderPool } from "#workflows/activities/recognition/reader-pool";
import { createSubscriptionActivities } from "#workflows/activities/subscription";
import { TASK_QUEUE } from "#workflows/shared";
import { endUserWorkflows } from "./ops";
import { defaultReadingConcurrency, readingWorkerOptions } from "./reading-queue";

/**
 * The reading process as the activities use it (decisions 016, 048): it reads documents and makes a
 * dispute letter's enclosures into page images — `createLetterRenderer({ pages: recognizer.pages })`.
 */
export type ReadingProcess = Recognizer & { pages: PageImages };

export interface TemporalWorkerDeps {
  connection: NativeConnection;
  namespace: string;
  internal: InternalClient;
  /** Ends a deleted user's running workflows (the gateway's client: same namespace and keys). */
  client: Client;
  deletionBatchSize: number;
  /** The encrypting converter (payload-codec.ts); the gateway's client must use the same keys. */
  dataConverter: DataConverter;
  taskQueue?: string;
  /** Documents read at once (config.readingConcurrency); one per core unless given. */
  readingConcurrency?: number;
  /** The reading processes (a pool of `readingConcurrency`); started here unless given. */
  recognizer?: ReadingProcess;
}

/** Both Workers as one: main.ts runs, watches and stops them together. */
export interface TemporalWorkers {
  run(): Promise<void>;
  shutdown(): void;
  getState(): ReturnType<Worker["getState"]>;
}

export const workflowsPath = fileURLToPath(new URL("../../workflows/index.ts", import.meta.url));

export function createActivities({
  internal,
  client,
  deletionBatchSize,
  recognizer,
}: Pick<TemporalWorkerDeps, "internal" | "client" | "deletionBatchSize"> & { recognizer: ReadingProcess }) {
  const workflows = { endRunning: (userId: string, keep: string) => endUserWorkflows(client, userId, keep) };
  return {
    ...createAccountActivities({ internal, workflows, batchSize: deletionBatchSize }),
    ...createDocumentActivities({ internal, recognizer }),
    ...createSubscriptionActivities({ internal }),
    ...createDisputeActivities({ internal, renderer: createLetterRenderer({ pages: recognizer.pages }) }),
  };
}

/** Worker.create bundles the workflows with webpack (a few seconds) before it can poll. */
export async function createTemporalWorker(deps: TemporalWorkerDeps): Promise<TemporalWorkers> {
  const concurrency = deps.readingConcurrency ?? defaultReadingConcurrency();
  // Uploaded files are parsed only in the reading processes, never in this one (decision 016).
  const recognizer = deps.recognizer ?? startReaders(concurrency);
  const activities = createActivities({ ...deps, recognizer });
  const taskQueue = deps.taskQueue ?? TASK_QUEUE;
  const common = {
    connection: deps.connection,
    namespace: deps.namespace,
    dataConverter: deps.dataConverter,
  };
  const main = await Worker.create({ ...common, taskQueue, workflowsPath, activities });
  const reading = await Worker.create({
    ...common,
    ...readingWorkerOptions({ taskQueue, concurrency, recognizeDocument: activities.recognizeDocument }),
  });
  const workers = [main, reading];
  return {
    async run() {
      // One stopping (a fatal error) stops the other, so the process exits rather than half-works.
      await Promise.all(
        workers.map((w) =>
          w.run().catch((error: unknown) => {
            for (const other of workers) if (other.getState() === "RUNNING") other.shutdown();
            throw error;
          }),
        ),
      );
    },
    shutdown() {
      for (const w of workers) if (w.getState() === "RUNNING") w.shutdown();
    },
    // /health says RUNNING only while both poll; otherwise the state of the one that does not.
    getState: () => workers.map((w) => w.getState()).find((state) => state !== "RUNNING") ?? "RUNNING",
  };
}

function startReaders(concurrency: number): ReadingProcess {
  const readers = createReaderPool(concurrency);
  readers.warm();
  return readers;
}
