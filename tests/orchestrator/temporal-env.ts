// A real Temporal dev server for workflow tests, from the installed CLI (never a download), and the
// per-file setup every workflow test shares: the server, Workers for the bundled workflows.
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import {
  bundleWorkflowCode,
  DefaultLogger,
  Runtime,
  Worker,
  type WorkerOptions,
  type WorkflowBundleWithSourceMap,
} from "@temporalio/worker";
import { afterAll, beforeAll } from "vitest";
import { SEARCH_ATTRIBUTE_KEYS } from "#workflows/shared";
import type { DocumentActivities } from "#workflows/activities/documents";
import { encryptingDataConverter } from "../../workers/orchestrator/payload-codec";
import { readingWorkerOptions } from "../../workers/orchestrator/reading-queue";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** TEMPORAL_CLI (CI), then the project's .tools copy, then `temporal` on PATH. */
export function temporalCliPath(): string {
  const candidates = [
    process.env.TEMPORAL_CLI,
    join(repoRoot, ".tools", "temporal", "bin", "temporal"),
    ...(process.env.PATH ?? "").split(delimiter).map((dir) => join(dir, "temporal")),
  ];
  const found = candidates.find((c): c is string => !!c && existsSync(c));
  if (!found) throw new Error("No Temporal CLI: set TEMPORAL_CLI or put `temporal` on PATH");
  return found;
}

/** A fixed test key (base64 of 32 bytes): tests encrypt payloads exactly as the orchestrator does. */
export const TEST_PAYLOAD_KEY = Buffer.from("fairbill-test-payload-key-32byte").toString("base64");
/** Every test client, Worker and replay uses this, like every orchestrator client and Worker. */
export const dataConverter = encryptingDataConverter({ current: Buffer.from(TEST_PAYLOAD_KEY, "base64") });

/** createLocal waits only ~5 s for the server (STACK pitfall 10): one more try on a slow start. */
export async function startTemporal(): Promise<TestWorkflowEnvironment> {
  // Tests fail workflows on purpose; their expected warnings would drown the test output.
  Runtime.install({
    logger: new DefaultLogger("ERROR"),
    telemetryOptions: { logging: { filter: { core: "ERROR", other: "ERROR" }, forward: {} } },
  });
  const options = {
    server: {
      executable: { type: "existing-path" as const, path: temporalCliPath() },
      ip: "127.0.0.1",
      searchAttributes: SEARCH_ATTRIBUTE_KEYS,
    },
    client: { dataConverter },
  };
  try {
    return await TestWorkflowEnvironment.createLocal(options);
  } catch {
    return TestWorkflowEnvironment.createLocal(options);
  }
}

export const workflowsPath = join(repoRoot, "workflows", "index.ts");

let bundle: Promise<WorkflowBundleWithSourceMap> | undefined;
/** Bundled once per test file: webpack takes a few seconds. */
export function workflowBundle(): Promise<WorkflowBundleWithSourceMap> {
  bundle ??= bundleWorkflowCode({ workflowsPath, logger: quietLogger });
  return bundle;
}

const noop = () => undefined;
export const quietLogger = { log: noop, trace: noop, debug: noop, info: noop, warn: noop, error: noop };

/** A Worker on `env` for the bundled workflows, encrypting as the orchestrator does unless `options` say. */
export async function workflowWorker(
  env: TestWorkflowEnvironment,
  options: Omit<WorkerOptions, "connection" | "workflowBundle" | "workflowsPath">,
): Promise<Worker> {
  return Worker.create({
    connection: env.nativeConnection,
    workflowBundle: await workflowBundle(),
    dataConverter,
    ...options,
  });
}

/**
 * The reading queue's Worker beside `taskQueue` (decision 077), as the orchestrator runs it, when
 * `activities` read documents; null otherwise. Four at a time unless `concurrency` says.
 */
export async function readingWorker(
  env: TestWorkflowEnvironment,
  options: { taskQueue: string; activities: WorkerOptions["activities"]; concurrency?: number } & Pick<
    WorkerOptions,
    "dataConverter"
  >,
): Promise<Worker | null> {
  const recognizeDocument = (options.activities as Partial<DocumentActivities> | undefined)
    ?.recognizeDocument;
  if (!recognizeDocument) return null;
  return Worker.create({
    connection: env.nativeConnection,
    // Given as undefined: no converter at all, like the workflow Worker beside it.
    dataConverter: "dataConverter" in options ? options.dataConverter : dataConverter,
    ...readingWorkerOptions({
      taskQueue: options.taskQueue,
      concurrency: options.concurrency ?? 4,
      recognizeDocument,
    }),
  });
}

/** `body` while `worker` and the reading Worker (if any) serve; both stop when it settles. */
export function runWithReading<T>(worker: Worker, reading: Worker | null, body: Promise<T>): Promise<T> {
  return worker.runUntil(reading ? reading.runUntil(body) : body);
}

export interface FileTemporal {
  /** The file's Temporal (started in beforeAll). */
  readonly env: TestWorkflowEnvironment;
  /** `body` on a task queue of its own (`<queuePrefix>-<random>`) while a Worker with `activities` serves it. */
  run<T>(activities: WorkerOptions["activities"], body: (taskQueue: string) => Promise<T>): Promise<T>;
}

/** One Temporal server for the test file: started before its tests, torn down after them. */
export function temporalForFile(
  queuePrefix: string,
  start: () => Promise<TestWorkflowEnvironment> = startTemporal,
): FileTemporal {
  let started: TestWorkflowEnvironment | undefined;
  beforeAll(async () => {
    started = await start();
  }, 120_000);
  afterAll(async () => {
    await started?.teardown();
  });
  const env = () => {
    if (!started) throw new Error("Temporal is not running (it starts in beforeAll)");
    return started;
  };
  return {
    get env() {
      return env();
    },
    async run(activities, body) {
      const taskQueue = `${queuePrefix}-${Math.random().toString(36).slice(2)}`;
      const worker = await workflowWorker(env(), { taskQueue, activities });
      const reading = await readingWorker(env(), { taskQueue, activities });
      return runWithReading(worker, reading, body(taskQueue));
    },
  };
}

export interface FileWorker {
  readonly env: TestWorkflowEnvironment;
  readonly worker: Worker;
}

/**
 * One Temporal server and one Worker serving `taskQueue` for the whole test file; `serve` starts
 * what the tests talk to on top of them (a gateway) and answers how to stop it, first of all.
 */
export function workerForFile(
  taskQueue: string,
  activities: WorkerOptions["activities"],
  serve: (env: TestWorkflowEnvironment, worker: Worker) => Promise<() => void> = async () => () => undefined,
  readingConcurrency?: number,
): FileWorker {
  let env: TestWorkflowEnvironment | undefined;
  let worker: Worker | undefined;
  let reading: Worker | null = null;
  let running: Promise<unknown> | undefined;
  let stop: (() => void) | undefined;
  beforeAll(async () => {
    env = await startTemporal();
    worker = await workflowWorker(env, { taskQueue, activities });
    reading = await readingWorker(env, { taskQueue, activities, concurrency: readingConcurrency });
    running = Promise.all([worker.run(), reading?.run()]);
    stop = await serve(env, worker);
  }, 120_000);
  afterAll(async () => {
    stop?.();
    worker?.shutdown();
    reading?.shutdown();
    await running;
    await env?.teardown();
  });
  const ready = () => {
    if (!env || !worker) throw new Error("Temporal is not running (it starts in beforeAll)");
    return { env, worker };
  };
  return {
    get env() {
      return ready().env;
    },
    get worker() {
      return ready().worker;
    },
  };
}

/** The time-skipping test server: TEMPORAL_TEST_SERVER, the project's .tools copy, then PATH. */
export function timeSkippingServerPath(): string | null {
  const candidates = [
    process.env.TEMPORAL_TEST_SERVER,
    join(repoRoot, ".tools", "temporal-test-server", "bin", "temporal-test-server"),
    ...(process.env.PATH ?? "").split(delimiter).map((dir) => join(dir, "temporal-test-server")),
  ];
  return candidates.find((c): c is string => !!c && existsSync(c)) ?? null;
}

/** Temporal's time-skipping server, with our Keyword search attributes registered (it starts without). */
export async function startTimeSkipping(path: string): Promise<TestWorkflowEnvironment> {
  Runtime.install({
    logger: new DefaultLogger("ERROR"),
    telemetryOptions: { logging: { filter: { core: "ERROR", other: "ERROR" }, forward: {} } },
  });
  const skipping = await TestWorkflowEnvironment.createTimeSkipping({
    server: { executable: { type: "existing-path", path } },
    client: { dataConverter },
  });
  const KEYWORD = 2; // temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD
  await skipping.connection.operatorService.addSearchAttributes({
    namespace: skipping.namespace ?? "default",
    searchAttributes: Object.fromEntries(SEARCH_ATTRIBUTE_KEYS.map((key) => [key.name, KEYWORD])),
  });
  return skipping;
}
