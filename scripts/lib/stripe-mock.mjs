// stripe-mock (Stripe's OpenAPI-driven stand-in) for the contract tests of the Stripe provider
// (tests/workers/payments-stripe-contract.test.ts): installed with `go install` into .tools/go/bin
// like the Temporal CLI's fallback, and run on loopback on a port that follows
// FAIRBILL_TEST_PORT_OFFSET. It keeps no state and sends no webhooks; it checks request shapes.
import { existsSync, mkdirSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { probe, repoRoot, run, say, spawnGroup, which } from "./proc.mjs";

export const STRIPE_MOCK_VERSION = "v0.203.0";
const STRIPE_MOCK_MODULE = "github.com/stripe/stripe-mock";
const goBin = join(repoRoot, ".tools", "go", "bin");
const installed = join(goBin, "stripe-mock");
/** stripe-mock's own default port, shifted like every other test port. */
const BASE_PORT = 12111;

export function stripeMockPort(offset = Number(process.env.FAIRBILL_TEST_PORT_OFFSET ?? 0)) {
  return BASE_PORT + offset;
}

export const stripeMockUrl = (port = stripeMockPort()) => `http://127.0.0.1:${port}`;

const works = (path) => Boolean(path) && existsSync(path) && probe(path, ["-version"]).ok;

/** An installed stripe-mock (STRIPE_MOCK or .tools/go/bin), or null: nothing is installed here. */
export function installedStripeMock() {
  if (works(process.env.STRIPE_MOCK)) return process.env.STRIPE_MOCK;
  return works(installed) ? installed : null;
}

/** The stripe-mock binary (STRIPE_MOCK, or .tools/go/bin, installing it), or an Error saying why not. */
export async function ensureStripeMock() {
  const found = installedStripeMock();
  if (found) return found;
  if (!which("go"))
    return new Error(
      `Go is missing: cannot install stripe-mock for the Stripe contract tests (go install ${STRIPE_MOCK_MODULE}@${STRIPE_MOCK_VERSION})`,
    );
  mkdirSync(goBin, { recursive: true });
  say(`installing stripe-mock ${STRIPE_MOCK_VERSION} with go install into .tools/go/bin`);
  const code = await run("go", ["install", `${STRIPE_MOCK_MODULE}@${STRIPE_MOCK_VERSION}`], {
    env: { ...process.env, GOBIN: goBin },
  });
  if (code !== 0 || !works(installed))
    return new Error(`go install ${STRIPE_MOCK_MODULE}@${STRIPE_MOCK_VERSION} failed`);
  return installed;
}

function listening(port) {
  return new Promise((done) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.setTimeout(500);
    const end = (ok) => {
      socket.destroy();
      done(ok);
    };
    socket.once("connect", () => end(true));
    socket.once("timeout", () => end(false));
    socket.once("error", () => end(false));
  });
}

/**
 * stripe-mock on 127.0.0.1:port, started unless one already answers there (it is stateless, so a
 * neighbour's is as good). Returns how to stop what this call started (nothing otherwise).
 */
export async function startStripeMock(binary, port = stripeMockPort()) {
  if (await listening(port)) return { url: stripeMockUrl(port), stop: async () => {} };
  // Its HTTPS listener (on by default, on every address) goes to loopback, on the next port.
  const service = spawnGroup(binary, [
    "-http-addr",
    `127.0.0.1:${port}`,
    "-https-addr",
    `127.0.0.1:${port + 1}`,
  ]);
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (await listening(port)) return { url: stripeMockUrl(port), stop: () => service.stop(2000) };
    await sleep(100);
  }
  await service.stop(1000);
  throw new Error(`stripe-mock did not start on 127.0.0.1:${port} within 15 s`);
}
