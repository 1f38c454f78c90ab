// The Temporal Worker: every workflow in workflows/index.ts and the activities built from factories.
import { fileURLToPath } from "node:url";
import type { Client } from "@temporalio/client";
import type { DataConverter } from "@temporalio/common";
import { NativeConnection, Worker } from "@temporalio/worker";
import { createAccountActivities } from "#workflows/activities/account";
import { createDisputeActivities } from "#workflows/activities/dispute";
import { createDocumentActivities, type Recognizer } from "#workflows/activities/documents";
import type { InternalClient } from "#workflows/activities/internal-client";
import { createLetterRenderer, type PageImages } from "#workflows/activities/letters";
import { createReaderProcess } from "#workflows/activities/recognition/reader-process";
import { createSubscriptionActivities } from "#workflows/activities/subscription";
import { TASK_QUEUE } from "#workflows/shared";
import { endUserWorkflows } from "./ops";

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
  /** The reading process (one warm child per orchestrator); started here unless given. */
  recognizer?: ReadingProcess;
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
export function createTemporalWorker(deps: TemporalWorkerDeps): Promise<Worker> {
  // Uploaded files are parsed only in the reading process, never in this one (decision 016).
  const recognizer = deps.recognizer ?? startReader();
  return Worker.create({
    connection: deps.connection,
    namespace: deps.namespace,
    taskQueue: deps.taskQueue ?? TASK_QUEUE,
    workflowsPath,
    dataConverter: deps.dataConverter,
    activities: createActivities({ ...deps, recognizer }),
  });
}

function startReader(): ReadingProcess {
  const reader = createReaderProcess();
  reader.warm();
  return reader;
}
