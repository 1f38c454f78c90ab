// The orchestrator gateway for a test file, on its own port, over the file's Temporal and Worker.
import type { AddressInfo } from "node:net";
import type { Worker, WorkerOptions } from "@temporalio/worker";
import { createGateway } from "../../workers/orchestrator/gateway";
import { workerForFile, type FileWorker } from "./temporal-env";

export interface FileGateway extends FileWorker {
  /** The gateway's URL (http://127.0.0.1:<port>). */
  readonly base: string;
}

/** `workerState` is what /health reports for the Worker (its state unless a test says otherwise). */
export function gatewayForFile(options: {
  secret: string;
  taskQueue: string;
  activities: WorkerOptions["activities"];
  workerState?: (worker: Worker) => string;
  /** Documents the reading Worker takes at once (decision 077). */
  readingConcurrency?: number;
}): FileGateway {
  const { secret, taskQueue, activities, workerState = (worker) => worker.getState() } = options;
  let base: string | undefined;
  const temporal = workerForFile(taskQueue, activities, async (env, worker) => {
    const server = createGateway({
      secret,
      client: () => env.client,
      taskQueue,
      health: async () => ({ temporal: true, worker: workerState(worker) }),
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return () => server.close();
  }, options.readingConcurrency);
  return {
    get env() {
      return temporal.env;
    },
    get worker() {
      return temporal.worker;
    },
    get base() {
      if (!base) throw new Error("the gateway is not listening (it starts in beforeAll)");
      return base;
    },
  };
}
