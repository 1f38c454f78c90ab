// `npm start`: prepares a fresh machine and runs the whole local stack until Ctrl-C, the web Worker
// as in production (`wrangler dev` on the build). `npm run dev` is the same stack with Vite.
// Plain Node (built-ins only) because it runs before node_modules exists.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { bootstrap, build, importReferenceData, migrateLocal } from "./lib/bootstrap.mjs";
import { LOCAL_STATE, localPorts, printRunning, startLocalStack, stopOnSignals } from "./lib/local-stack.mjs";
import { repoRoot, say } from "./lib/proc.mjs";
import { Stack } from "./lib/services.mjs";
import { ensurePoppler } from "./lib/tools.mjs";

const ports = localPorts();
const stack = new Stack({ echo: true });
const { shutdown, stopping } = stopOnSignals(stack);

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
  for (let settled = 0; settled < 3 && !stopping(); settled = built() ? settled + 1 : 0) await sleep(1000);
  if (stopping()) return;
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
  // The orchestrator renders PDF pages with pdftoppm when it is installed and reads image-only PDFs
  // better that way than through pdfjs (decision 085); without root it falls back to pdfjs.
  await ensurePoppler().catch((error) => say(`${error.message}; reading PDF pages with pdfjs instead`));

  let webOptions;
  const running = await startLocalStack(stack, {
    temporalCli,
    devVars,
    ports,
    startWeb: (vars) => stack.startWeb((webOptions = { port: ports.web, persistTo: LOCAL_STATE, vars })),
  });

  stack.onCrash = (name, code) => {
    if (name === "orchestrator" || name === "oidc-mock")
      return say(`${name} stopped (exit ${code}); the rest keeps running`);
    if (name === "web" && webRestarts.length < 5) return void restartWeb(webOptions);
    say(`${name} stopped unexpectedly (exit ${code}); stopping everything`);
    void shutdown(1);
  };
  printRunning("Fairbill is running", started, ports, running);
}

main().catch(async (error) => {
  process.stderr.write(`\nnpm start failed: ${error.message}\n`);
  await shutdown(1);
});
