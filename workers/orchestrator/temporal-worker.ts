// The Temporal Worker: every workflow in workflows/index.ts and the activities built from factories.
import { fileURLToPath } from "node:url";
import { NativeConnection, Worker } from "@temporalio/worker";
import { createAccountActivities } from "#workflows/activities/account";
import type { InternalClient } from "#workflows/activities/internal-client";
import { TASK_QUEUE } from "#workflows/shared";

export interface TemporalWorkerDeps {
  connection: NativeConnection;
  namespace: string;
  internal: InternalClient;
  deletionBatchSize: number;
  taskQueue?: string;
}

export const workflowsPath = fileURLToPath(new URL("../../workflows/index.ts", import.meta.url));

export function createActivities({
  internal,
  deletionBatchSize,
}: Pick<TemporalWorkerDeps, "internal" | "deletionBatchSize">) {
  return { ...createAccountActivities({ internal, batchSize: deletionBatchSize }) };
}

/** Worker.create bundles the workflows with webpack (a few seconds) before it can poll. */
export function createTemporalWorker(deps: TemporalWorkerDeps): Promise<Worker> {
  return Worker.create({
    connection: deps.connection,
    namespace: deps.namespace,
    taskQueue: deps.taskQueue ?? TASK_QUEUE,
    workflowsPath,
    activities: createActivities(deps),
  });
}
