// `npm start`: prepares a fresh machine and runs the whole local stack until Ctrl-C.
// Plain Node (built-ins only) because it runs before node_modules exists.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { bootstrap, build, importReferenceData, migrateLocal } from "./lib/bootstrap.mjs";
import { repoRoot, say, stopAllGroups } from "./lib/proc.mjs";
import { localWorkerVars, Stack } from "./lib/services.mjs";

const WEB_PORT = Number(process.env.PORT ?? 8787);
const GATEWAY_PORT = 8788;
const TEMPORAL = { port: 7233, uiPort: 8233, httpPort: 7234 };
const OIDC_PORT = 8790;

const stack = new Stack({ echo: true });
let shuttingDown = false;

async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  say("stopping every service…");
  await Promise.all([stack.stop(), stopAllGroups()]);
  say("stopped.");
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    // A second Ctrl-C while stopping: the exit handler in proc.mjs SIGKILLs what is left.
    if (shuttingDown) process.exit(130);
    void shutdown(signal === "SIGINT" ? 130 : 143);
  });
}

/** Google sign-in: real credentials when configured, otherwise the local OIDC stand-in. */
async function googleVars(devVars) {
  if (process.env.GOOGLE_CLIENT_ID) {
    const { GOOGLE_ISSUER, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = process.env;
    return {
      vars: { GOOGLE_ISSUER, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET },
      note: "Google from the environment",
    };
  }
  if (devVars.GOOGLE_CLIENT_ID) return { vars: {}, note: "Google credentials from .dev.vars" };
  const issuer = await stack.startOidcMock({ port: OIDC_PORT });
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

async function startOrchestrator(devVars, webUrl) {
  try {
    const started = await stack.startOrchestrator({
      port: GATEWAY_PORT,
      env: {
        APP_ENV: "development",
        INTERNAL_API_SECRET: devVars.INTERNAL_API_SECRET,
        GATEWAY_SECRET: devVars.GATEWAY_SECRET,
        WEB_URL: webUrl,
        TEMPORAL_ADDRESS: `127.0.0.1:${TEMPORAL.port}`,
      },
    });
    return started ? "running" : "skipped: workers/orchestrator/main.ts does not exist yet";
  } catch (error) {
    // The web app still serves pages without it; say so loudly instead of taking everything down.
    return `FAILED, the app runs without workflows:\n${error.message}`;
  }
}

/** Restarts of the web Worker in the last 5 minutes. */
const webRestarts = [];

/**
 * `npm run build` empties build/ while wrangler dev watches it, which can crash wrangler; wait for
 * the new build to settle and start the Worker again instead of stopping everything.
 */
async function restartWeb(options) {
  webRestarts.push(Date.now());
  while (webRestarts[0] < Date.now() - 5 * 60_000) webRestarts.shift();
  say("web stopped (a rebuild in progress?); restarting it once build/ is complete");
  await stack.stopService("web");
  const built = () =>
    existsSync(join(repoRoot, "build", "server", "index.js")) &&
    existsSync(join(repoRoot, "build", "client"));
  for (let settled = 0; settled < 3 && !shuttingDown; settled = built() ? settled + 1 : 0) await sleep(1000);
  if (shuttingDown) return;
  try {
    await stack.startWeb(options);
    say(`web is back at http://127.0.0.1:${options.port}/`);
  } catch (error) {
    say(`web could not restart: ${error.message}`);
    await shutdown(1);
  }
}

async function main() {
  const started = Date.now();
  const { temporalCli, devVars } = await bootstrap();
  await build();
  await migrateLocal();
  await importReferenceData();

  say(`starting Temporal (${temporalCli})`);
  await stack.startTemporal({
    cli: temporalCli,
    ...TEMPORAL,
    codecEndpoint: `http://127.0.0.1:${WEB_PORT}/ops/codec`,
    dbFile: join(repoRoot, ".temporal", "dev.db"),
    logFile: join(repoRoot, ".temporal", "server.log"),
  });

  const google = await googleVars(devVars);
  const appUrl = `http://127.0.0.1:${WEB_PORT}`;
  const temporalUi = `http://127.0.0.1:${TEMPORAL.uiPort}`;
  const webOptions = {
    port: WEB_PORT,
    persistTo: join(repoRoot, ".wrangler", "state"),
    // wrangler.toml describes production; this machine is development.
    vars: {
      ...localWorkerVars({
        appUrl,
        gatewayUrl: `http://127.0.0.1:${GATEWAY_PORT}`,
        temporalUiUrl: temporalUi,
      }),
      // Local mail has no Authentication-Results: the From address decides (decision 015).
      EMAIL_SENDER_CHECK: "from-address",
      ...google.vars,
    },
  };
  const [orchestrator, webStatus] = await Promise.all([
    startOrchestrator(devVars, appUrl),
    stack.startWeb(webOptions),
  ]);

  stack.onCrash = (name, code) => {
    if (name === "orchestrator" || name === "oidc-mock")
      return say(`${name} stopped (exit ${code}); the rest keeps running`);
    if (name === "web" && webRestarts.length < 5) return void restartWeb(webOptions);
    say(`${name} stopped unexpectedly (exit ${code}); stopping everything`);
    void shutdown(1);
  };

  const lines = [
    `Fairbill is running (ready in ${Math.round((Date.now() - started) / 1000)} s):`,
    `  app            ${appUrl}/   (GET / answered ${webStatus})`,
    `  dev mailbox    ${appUrl}/dev/mailbox`,
    `  Temporal UI    ${temporalUi}/   (server log: .temporal/server.log)`,
    `  gateway health http://127.0.0.1:${GATEWAY_PORT}/health   (orchestrator ${orchestrator})`,
    `  sign-in        ${google.note}`,
    `  cron           ${appUrl}/__scheduled?cron=*/5+*+*+*+*`,
    "Press Ctrl-C to stop everything.",
  ];
  process.stdout.write(`\n${lines.join("\n")}\n\n`);
}

main().catch(async (error) => {
  process.stderr.write(`\nnpm start failed: ${error.message}\n`);
  await shutdown(1);
});
