// What every activity's /internal call shares inside Temporal: its write's idempotency key and the
// rule that a refusal which will not change on retry fails the activity for good.
import { activityInfo } from "@temporalio/activity";
import { ApplicationFailure } from "@temporalio/common";
import { InternalApiError } from "./internal-client";

/** A write's idempotency key: the same run's same activity and step sends the same key on every attempt. */
export function idempotencyKey(step: string): string {
  const info = activityInfo();
  const run = info.workflowExecution;
  return `${run ? `${run.workflowId}/${run.runId}` : "standalone"}/${info.activityId}/${step}`;
}

/** A rejected request will be rejected again: fail now instead of retrying forever. */
export async function rejectPermanent<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof InternalApiError && !error.retryable) {
      throw ApplicationFailure.nonRetryable(error.message, "InternalRequestRejected");
    }
    throw error;
  }
}
