// A real Temporal dev server for workflow tests, from the installed CLI (never a download).
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { TestWorkflowEnvironment } from "@temporalio/testing";
import {
  bundleWorkflowCode,
  DefaultLogger,
  Runtime,
  type WorkflowBundleWithSourceMap,
} from "@temporalio/worker";
import { SEARCH_ATTRIBUTE_KEYS } from "#workflows/shared";
import { encryptingDataConverter } from "../../workers/orchestrator/payload-codec";

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
