// Starts and stops the local stack (Temporal dev server, OIDC stand-in, orchestrator, web Worker),
// each in its own process group, on whatever ports the caller picks (start: 87xx, test: 879x).
import { createWriteStream, existsSync, mkdirSync } from "node:fs";
import { connect } from "node:net";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { bin, probe, repoRoot, spawnGroup, toolEnv } from "./proc.mjs";

export const SEARCH_ATTRIBUTES = ["UserId=Keyword", "DocumentId=Keyword", "BillId=Keyword"];

/**
 * The Worker's variables on a developer's machine: wrangler.toml describes production, so every
 * local `wrangler dev` (start, bench) passes these with --var. `npm test` writes the same names with
 * APP_ENV=test into its secrets file.
 */
export function localWorkerVars({ appEnv = "development", appUrl, gatewayUrl, temporalUiUrl }) {
  return {
    APP_ENV: appEnv,
    APP_URL: appUrl,
    GATEWAY_URL: gatewayUrl,
    TEMPORAL_UI_URL: temporalUiUrl,
    INBOX_DOMAIN: "inbox.fairbill.local",
  };
}

/** `--var KEY:VALUE` arguments for `wrangler dev` (undefined values are left out). */
export function varArgs(vars) {
  return Object.entries(vars).flatMap(([key, value]) =>
    value === undefined ? [] : ["--var", `${key}:${value}`],
  );
}

function tcpOpen(port, host = "127.0.0.1") {
  return new Promise((done) => {
    const socket = connect({ port, host });
    socket.setTimeout(1000);
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      done(false);
    });
    socket.once("error", () => done(false));
  });
}

/**
 * HTTP status of url, or 0 when nothing answers within timeoutMs. The hard deadline matters: an
 * abort that lands while the body is being read can leave Node 20's fetch pending for good (seen
 * on a loaded machine with a first page render of ~5 s: `npm start` then waited forever).
 */
export async function httpStatus(url, timeoutMs = 5000) {
  const attempt = fetch(url, { redirect: "manual", signal: AbortSignal.timeout(timeoutMs) }).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
    () => 0,
  );
  let timer;
  const deadline = new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs + 1000, 0)));
  try {
    return await Promise.race([attempt.catch(() => 0), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export class Stack {
  /**
   * @param {{ echo?: boolean, logDir?: string }} options echo: print prefixed output (start);
   *   logDir: also write one log file per service (test), shown only when a service fails.
   */
  constructor({ echo = true, logDir } = {}) {
    this.echo = echo;
    this.logDir = logDir;
    this.services = [];
    this.stopping = false;
    this.onCrash = undefined;
  }

  async assertPortFree(port, name) {
    if (await tcpOpen(port))
      throw new Error(`${name}: port ${port} is already in use (is another copy running?)`);
  }

  /** Spawns a service; output goes to the console with a prefix (unless quiet) and to its log file. */
  launch(name, cmd, args, { env, quiet = false, logFile } = {}) {
    const recent = [];
    const listeners = new Set();
    const logPath = logFile ?? (this.logDir ? join(this.logDir, `${name}.log`) : undefined);
    let log;
    if (logPath) {
      mkdirSync(dirname(logPath), { recursive: true });
      log = createWriteStream(logPath);
    }
    const label = `${name.padEnd(12)}|`;
    const proc = spawnGroup(cmd, args, {
      env: env ?? toolEnv(),
      onLine: (_stream, line) => {
        recent.push(line);
        if (recent.length > 40) recent.shift();
        log?.write(`${line}\n`);
        if (this.echo && !quiet) process.stdout.write(`${label} ${line}\n`);
        for (const listener of listeners) listener(line);
      },
    });
    const service = { name, proc, recent, listeners, log, ready: false };
    this.services.push(service);
    void proc.exited.then((code) => {
      log?.end();
      if (service.ready && !this.stopping) this.onCrash?.(name, code, recent);
    });
    return service;
  }

  /** Polls check() until true; fails early when the service exits, with its last output lines. */
  async waitUntil(service, what, check, timeoutMs) {
    let exited;
    void service.proc.exited.then((code) => (exited = code));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exited !== undefined) break;
      if (await check()) {
        service.ready = true;
        return;
      }
      await sleep(250);
    }
    const tail = service.recent
      .slice(-15)
      .map((line) => `    ${line}`)
      .join("\n");
    const reason =
      exited !== undefined ? `exited with code ${exited}` : `not ready after ${timeoutMs / 1000} s`;
    throw new Error(`${service.name} ${reason} (waiting for ${what})${tail ? `\n${tail}` : ""}`);
  }

  /**
   * `temporal server start-dev`; in memory unless dbFile is given. Its logs stay out of the console.
   * codecEndpoint: the web Worker's `/ops/codec` (the UI posts to `{endpoint}/decode`).
   */
  async startTemporal({ cli, port, uiPort, httpPort, dbFile, logFile, codecEndpoint }) {
    for (const p of [port, uiPort, httpPort]) await this.assertPortFree(p, "temporal");
    const base = ["server", "start-dev", "--ip", "127.0.0.1", "--port", String(port)];
    base.push("--ui-port", String(uiPort), "--http-port", String(httpPort), "--log-level", "warn");
    if (codecEndpoint) base.push("--ui-codec-endpoint", codecEndpoint);
    // Offline machines: no UI news feed (older CLIs, e.g. a go-install fallback, lack the flag).
    if (probe(cli, ["server", "start-dev", "--help"]).out.includes("--ui-disable-news-fetch")) {
      base.push("--ui-disable-news-fetch");
    }
    if (dbFile) {
      mkdirSync(dirname(dbFile), { recursive: true });
      base.push("--db-filename", dbFile);
    }
    const attributes = SEARCH_ATTRIBUTES.flatMap((a) => ["--search-attribute", a]);
    const ready = async () => (await tcpOpen(port)) && (await httpStatus(`http://127.0.0.1:${uiPort}/`)) > 0;
    const service = this.launch("temporal", cli, [...base, ...attributes], { quiet: true, logFile });
    try {
      await this.waitUntil(service, `gRPC :${port} and UI :${uiPort}`, ready, 60_000);
    } catch (error) {
      // A persisted db that rejects re-registering the attributes: they are already there.
      if (!dbFile || !service.recent.some((l) => /search attribute/i.test(l))) throw error;
      this.services.splice(this.services.indexOf(service), 1);
      await service.proc.stop();
      const retry = this.launch("temporal", cli, base, { quiet: true, logFile });
      await this.waitUntil(retry, `gRPC :${port} and UI :${uiPort}`, ready, 60_000);
    }
  }

  /** tests/setup/oidc-mock.mjs (local stand-in for Google); returns its issuer, or undefined if absent. */
  async startOidcMock({ port }) {
    const script = join(repoRoot, "tests", "setup", "oidc-mock.mjs");
    if (!existsSync(script)) return undefined;
    await this.assertPortFree(port, "oidc-mock");
    const service = this.launch("oidc-mock", process.execPath, [script, "--port", String(port)]);
    let sawReady = false;
    service.listeners.add((line) => (sawReady ||= /ready/i.test(line)));
    await this.waitUntil(service, `a "ready" line on :${port}`, async () => sawReady, 30_000);
    return `http://127.0.0.1:${port}`;
  }

  /** workers/orchestrator/main.ts (gateway + Temporal Worker); false when the file is absent. */
  async startOrchestrator({ port, env }) {
    const main = join(repoRoot, "workers", "orchestrator", "main.ts");
    if (!existsSync(main)) return false;
    await this.assertPortFree(port, "orchestrator");
    const service = this.launch("orchestrator", bin("tsx"), [main], {
      env: toolEnv({ GATEWAY_PORT: String(port), TEMPORAL_NAMESPACE: "default", ...env }),
    });
    const health = `http://127.0.0.1:${port}/health`;
    await this.waitUntil(
      service,
      `GET ${health} = 200`,
      async () => (await httpStatus(health)) === 200,
      120_000,
    );
    return true;
  }

  /**
   * `wrangler dev` on the built app, listening on 127.0.0.1 only: developer tools trust a loopback
   * CF-Connecting-IP, which wrangler would also pass on from a client elsewhere. vars become `--var
   * KEY:VALUE` (they override wrangler.toml and the secrets file); envFile replaces .dev.vars.
   */
  async startWeb({ port, persistTo, vars = {}, envFile, logLevel, config }) {
    await this.assertPortFree(port, "web");
    const args = ["dev", "--ip", "127.0.0.1", "--port", String(port), "--inspector-port", "0"];
    if (config) args.push("--config", config);
    args.push("--test-scheduled", "--persist-to", persistTo, "--show-interactive-dev-session=false");
    if (envFile) args.push("--env-file", envFile);
    if (logLevel) args.push("--log-level", logLevel);
    args.push(...varArgs(vars));
    const service = this.launch("web", bin("wrangler"), args);
    const url = `http://127.0.0.1:${port}/`;
    await this.waitUntil(service, `GET ${url}`, async () => (await httpStatus(url)) > 0, 120_000);
    return httpStatus(url);
  }

  /**
   * `npm run dev`: `remix vite:dev` on 127.0.0.1 only, its Worker pipeline given the same vars and
   * persisted state as startWeb (scripts/dev/worker-pipeline-plugin.ts reads them from the env).
   */
  async startVite({ port, persistTo, vars = {} }) {
    await this.assertPortFree(port, "web");
    const args = ["vite:dev", "--host", "127.0.0.1", "--port", String(port), "--strictPort"];
    const env = toolEnv({
      FAIRBILL_DEV_WORKER_VARS: JSON.stringify(vars),
      FAIRBILL_DEV_PERSIST_TO: persistTo,
    });
    const service = this.launch("web", bin("remix"), args, { env });
    const url = `http://127.0.0.1:${port}/`;
    await this.waitUntil(service, `GET ${url}`, async () => (await httpStatus(url)) > 0, 120_000);
    return httpStatus(url);
  }

  /** Stops one service by name (e.g. the orchestrator between test phases). */
  async stopService(name) {
    const matching = this.services.filter((s) => s.name === name);
    this.services = this.services.filter((s) => s.name !== name);
    for (const service of matching) service.ready = false;
    await Promise.all(matching.map((s) => s.proc.stop()));
  }

  /** Stops everything, newest first, each group with SIGTERM and then SIGKILL. */
  async stop() {
    this.stopping = true;
    const services = this.services.reverse();
    this.services = [];
    await Promise.all(services.map((s) => s.proc.stop()));
  }
}
