// `npm run dev`: the edit loop. The same stack and local D1/R2 state as `npm start`, but the web
// server is Vite (`remix vite:dev`, HMR) serving the Worker's own request pipeline with local
// bindings (scripts/dev/worker-pipeline-plugin.ts, decision 018): no build, no wrangler restart.
// Plain Node (built-ins only) because it runs before node_modules exists.
import { bootstrap, importReferenceData, migrateLocal } from "./lib/bootstrap.mjs";
import { LOCAL_STATE, localPorts, printRunning, startLocalStack, stopOnSignals } from "./lib/local-stack.mjs";
import { say } from "./lib/proc.mjs";
import { Stack } from "./lib/services.mjs";

const ports = localPorts();
const stack = new Stack({ echo: true });
const { shutdown } = stopOnSignals(stack);

async function main() {
  const started = Date.now();
  const { temporalCli, devVars } = await bootstrap();
  await migrateLocal();
  await importReferenceData();

  const running = await startLocalStack(stack, {
    temporalCli,
    devVars,
    ports,
    startWeb: (vars) => stack.startVite({ port: ports.web, persistTo: LOCAL_STATE, vars }),
  });
  stack.onCrash = (name, code) => {
    if (name === "orchestrator" || name === "oidc-mock")
      return say(`${name} stopped (exit ${code}); the rest keeps running`);
    say(`${name} stopped unexpectedly (exit ${code}); stopping everything`);
    void shutdown(1);
  };
  printRunning(
    "Fairbill dev server is running (edit and save: the browser updates)",
    started,
    ports,
    running,
  );
}

main().catch(async (error) => {
  process.stderr.write(`\nnpm run dev failed: ${error.message}\n`);
  await shutdown(1);
});
