// The orchestrator process: the signed HTTP gateway and the Temporal Worker, sharing one
// connection to Temporal. Run with `npx tsx workers/orchestrator/main.ts`.
import { fileURLToPath } from "node:url";
import { Client } from "@temporalio/client";
import { NativeConnection } from "@temporalio/worker";
import { createInternalClient } from "#workflows/activities/internal-client";
import { loadDevVars, readConfig } from "./config";
import { createGateway } from "./gateway";
import { encryptingDataConverter } from "./payload-codec";
import { createTemporalWorker, type TemporalWorkers } from "./temporal-worker";

loadDevVars(fileURLToPath(new URL("../../.dev.vars", import.meta.url)));
const config = readConfig();
const host = process.env.GATEWAY_HOST ?? "127.0.0.1";
// One converter for the gateway's client and the Worker: histories only ever hold ciphertext.
const dataConverter = encryptingDataConverter(config.payloadKeys);

let connection: NativeConnection | null = null;
let client: Client | null = null;
let worker: TemporalWorkers | null = null;
let stopping = false;

async function temporalReachable(): Promise<boolean> {
  if (!connection) return false;
  try {
    const answer = await Promise.race([
      connection.healthService.check({}),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), 2000).unref()),
    ]);
    return answer.status === 1; // SERVING
  } catch {
    return false;
  }
}

const gateway = createGateway({
  secret: config.gatewayKeys,
  client: () => {
    if (!client) throw new Error("Temporal is not connected yet");
    return client;
  },
  health: async () => ({ temporal: await temporalReachable(), worker: worker?.getState() ?? "STARTING" }),
});
gateway.listen(config.gatewayPort, host, () => {
  console.log(`gateway listening on http://${host}:${config.gatewayPort}`);
});

/** Temporal may come up after us (scripts start everything at once): keep trying. */
async function connect(): Promise<NativeConnection> {
  for (let warned = false; ; warned = true) {
    try {
      return await NativeConnection.connect({
        address: config.temporalAddress,
        tls: config.temporalTls,
        apiKey: config.temporalApiKey,
      });
    } catch (error) {
      if (stopping) throw error;
      if (!warned) console.warn(`waiting for Temporal at ${config.temporalAddress}…`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  gateway.close();
  if (worker && worker.getState() === "RUNNING") worker.shutdown();
}

process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

try {
  connection = await connect();
  client = new Client({ connection, namespace: config.temporalNamespace, dataConverter });
  worker = await createTemporalWorker({
    connection,
    namespace: config.temporalNamespace,
    internal: createInternalClient({ baseUrl: config.webUrl, secret: config.internalApiSecret }),
    client,
    deletionBatchSize: config.deletionBatchSize,
    readingConcurrency: config.readingConcurrency,
    dataConverter,
  });
  console.log(
    `temporal worker polling (namespace ${config.temporalNamespace}, web ${config.webUrl}, reading ${config.readingConcurrency} at a time)`,
  );
  if (!stopping) await worker.run();
  await connection.close();
  process.exit(0);
} catch (error) {
  if (stopping) process.exit(0);
  console.error("orchestrator stopped:", error instanceof Error ? error.message : error);
  process.exit(1);
}
