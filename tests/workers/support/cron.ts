// The Worker's own scheduled() handler, run once as the cron trigger runs it.
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import worker from "../../../workers/web";

export async function runCron(appEnv: Env = env) {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ cron: "*/5 * * * *", scheduledTime: Date.now() }),
    appEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}
