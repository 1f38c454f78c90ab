// What `npm start` and `npm run dev` share: the developer ports, the local D1/R2 state, the
// Temporal dev server, the OIDC stand-in, the orchestrator and the Worker's --var values. Only the
// web part differs (start: `wrangler dev` on the build; dev: Vite with the same pipeline).
import { join } from "node:path";
import { repoRoot, say, stopAllGroups } from "./proc.mjs";
import { localWorkerVars } from "./services.mjs";

/** D1 and R2 of `npm start` and `npm run dev` alike (wrangler's --persist-to). */
export const LOCAL_STATE = join(repoRoot, ".wrangler", "state");

/**
 * The developer ports: PORT moves the web server; FAIRBILL_PORT_OFFSET shifts the others (and the
 * web default) so a second copy can run beside the first.
 */
export function localPorts(env = process.env) {
  const offset = Number(env.FAIRBILL_PORT_OFFSET ?? 0);
  return {
    web: Number(env.PORT ?? 8787 + offset),
    gateway: 8788 + offset,
    temporal: { port: 7233 + offset, uiPort: 8233 + offset, httpPort: 7234 + offset },
    oidc: 8790 + offset,
  };
}

/** Ctrl-C (or SIGTERM/SIGHUP) stops every service once; a second one exits at once. */
export function stopOnSignals(stack) {
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    say("stopping every service…");
    await Promise.all([stack.stop(), stopAllGroups()]);
    say("stopped.");
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => {
      // A second Ctrl-C while stopping: the exit handler in proc.mjs SIGKILLs what is left.
      if (stopping) process.exit(130);
      void shutdown(signal === "SIGINT" ? 130 : 143);
    });
  }
  return { shutdown, stopping: () => stopping };
}

/** Google sign-in: real credentials when configured, otherwise the local OIDC stand-in. */
async function googleVars(stack, devVars, port) {
  if (process.env.GOOGLE_CLIENT_ID) {
    const { GOOGLE_ISSUER, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = process.env;
    return {
      vars: { GOOGLE_ISSUER, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET },
      note: "Google from the environment",
    };
  }
  if (devVars.GOOGLE_CLIENT_ID) return { vars: {}, note: "Google credentials from .dev.vars" };
  const issuer = await stack.startOidcMock({ port });
  if (!issuer)
    return { vars: {}, note: "skipped the OIDC stand-in: tests/setup/oidc-mock.mjs does not exist yet" };
  return {
    vars: {
      GOOGLE_ISSUER: issuer,
      GOOGLE_CLIENT_ID: "fairbill-local",
      GOOGLE_CLIENT_SECRET: "fairbill-local-secret",
    },
    note: `local OIDC stand-in for Google at ${issuer}`,
  };
}

/** The orchestrator, calling the web server's /internal at appUrl; a failure is reported, not fatal. */
async function startOrchestrator(stack, devVars, ports, appUrl) {
  try {
    const started = await stack.startOrchestrator({
      port: ports.gateway,
      env: {
        APP_ENV: "development",
        INTERNAL_API_SECRET: devVars.INTERNAL_API_SECRET,
        GATEWAY_SECRET: devVars.GATEWAY_SECRET,
        WEB_URL: appUrl,
        TEMPORAL_ADDRESS: `127.0.0.1:${ports.temporal.port}`,
      },
    });
    return started ? "running" : "skipped: workers/orchestrator/main.ts does not exist yet";
  } catch (error) {
    // The web app still serves pages without it; say so loudly instead of taking everything down.
    return `FAILED, the app runs without workflows:\n${error.message}`;
  }
}

/**
 * Temporal, then the OIDC stand-in, then the orchestrator next to `startWeb(vars)` (the caller's
 * web server, given the Worker's development variables). Returns what the summary prints.
 */
export async function startLocalStack(stack, { temporalCli, devVars, ports, startWeb }) {
  const appUrl = `http://127.0.0.1:${ports.web}`;
  const temporalUi = `http://127.0.0.1:${ports.temporal.uiPort}`;
  say(`starting Temporal (${temporalCli})`);
  await stack.startTemporal({
    cli: temporalCli,
    ...ports.temporal,
    codecEndpoint: `${appUrl}/ops/codec`,
    dbFile: join(repoRoot, ".temporal", "dev.db"),
    logFile: join(repoRoot, ".temporal", "server.log"),
  });
  const google = await googleVars(stack, devVars, ports.oidc);
  // wrangler.toml describes production; this machine is development.
  const vars = {
    ...localWorkerVars({
      appUrl,
      gatewayUrl: `http://127.0.0.1:${ports.gateway}`,
      temporalUiUrl: temporalUi,
    }),
    // Local mail has no Authentication-Results: the From address decides (decision 015).
    EMAIL_SENDER_CHECK: "from-address",
    ...google.vars,
  };
  const [orchestrator, webStatus] = await Promise.all([
    startOrchestrator(stack, devVars, ports, appUrl),
    startWeb(vars),
  ]);
  return { appUrl, temporalUi, google, orchestrator, webStatus };
}

/** The closing lines of start and dev. */
export function printRunning(title, started, ports, { appUrl, temporalUi, google, orchestrator, webStatus }) {
  const lines = [
    `${title} (ready in ${Math.round((Date.now() - started) / 1000)} s):`,
    `  app            ${appUrl}/   (GET / answered ${webStatus})`,
    `  dev mailbox    ${appUrl}/dev/mailbox`,
    `  Temporal UI    ${temporalUi}/   (server log: .temporal/server.log)`,
    `  gateway health http://127.0.0.1:${ports.gateway}/health   (orchestrator ${orchestrator})`,
    `  sign-in        ${google.note}`,
    `  cron           ${appUrl}/__scheduled?cron=*/5+*+*+*+*`,
    "Press Ctrl-C to stop everything.",
  ];
  process.stdout.write(`\n${lines.join("\n")}\n\n`);
}
