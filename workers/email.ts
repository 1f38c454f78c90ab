// email(): forwarded bills arrive here. Ingestion answers every message itself (accept, hold it
// for the user when the sender is unknown, ignore a duplicate, or setReject with a reason);
// nothing is thrown back at the mail server.
import { logError } from "#core/error-log";
import { EMAIL_REJECTIONS, ingestEmail, type IngestOutcome } from "~/services/email/ingestion.server";

export async function handleEmail(message: ForwardableEmailMessage, env: Env): Promise<IngestOutcome | null> {
  try {
    const outcome = await ingestEmail(env, message);
    if (outcome.status === "rejected") message.setReject(outcome.reason);
    return outcome;
  } catch (error) {
    // An outage (D1/R2) mid-message: refuse it so the sender hears of it, and log no message content.
    logError("email", error);
    message.setReject(EMAIL_REJECTIONS.unexpected);
    return null;
  }
}
