// The bill route's dispute letter intents (issue 14): generate a letter from the personal-statement
// dialog, and record the user's milestones on one of the bill's letters (mailed, response received,
// resolved). Both go through the disputes service, scoped to the signed-in user; nothing here talks
// to the gateway or the database itself.
import { data } from "@remix-run/cloudflare";
import { z } from "zod";
import { parseRecoveryAmount } from "#core/bills/money";
import { generationFailure } from "#core/disputes/generation-failure";
import { DISPUTE_MESSAGES } from "#core/disputes/messages";
import {
  MarkMailedSchema,
  ResolveDisputeSchema,
  ResponseReceivedSchema,
  type DisputeEvent,
} from "#core/disputes/schemas";
import {
  LETTER_FORM_MESSAGES,
  type DisputeEventReply,
  type GenerateLetterReply,
} from "~/components/disputes/replies";
import { getDb } from "~/db.server";
import { generateDisputeLetter, recordDisputeEvent } from "~/services/disputes/index.server";
import { describeFailure, logFailure } from "~/services/platform/failures.server";
import type { SignedIn } from "~/services/auth/session.server";

interface Ctx {
  env: Env;
  signedIn: SignedIn;
  billId: string;
  formData: FormData;
}

const MAX_ID_LENGTH = 64;
const field = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : undefined;
};
/** The dialog sends each choice as "true" or "false"; a checkbox form sends "on" or nothing. */
const choice = (formData: FormData, name: string) => ["true", "on"].includes(field(formData, name) ?? "");

/** The personal-statement dialog's Generate: the service checks ownership, readiness and the plan. */
export async function generateLetter({ env, signedIn, billId, formData }: Ctx) {
  const body = {
    bill_id: billId,
    personal_statement: field(formData, "personal_statement") ?? "",
    include_opportunities:
      field(formData, "include_opportunities") === undefined || choice(formData, "include_opportunities"),
    is_preventive_visit: choice(formData, "is_preventive_visit"),
    needs_financial_assistance: choice(formData, "needs_financial_assistance"),
    attach_eob: choice(formData, "attach_eob"),
    attach_prior_auth: choice(formData, "attach_prior_auth"),
  };
  try {
    const letter = await generateDisputeLetter(env, getDb(env), signedIn, billId, body);
    return {
      intent: "generate-letter",
      ok: true,
      letter_id: letter.letter_id,
      document_id: letter.document_id,
      filename: letter.filename,
      watermarked: letter.watermarked,
    } satisfies GenerateLetterReply;
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.status >= 500) logFailure("dispute letter generation failed", error);
    const pending = failure.detail === DISPUTE_MESSAGES.stillGenerating;
    const reply: GenerateLetterReply = {
      intent: "generate-letter",
      ok: false,
      status: failure.status,
      error: pending ? DISPUTE_MESSAGES.stillGenerating : generationFailure(failure.status, failure.detail),
      upgrade: failure.status === 403,
      pending,
    };
    return data(reply, { status: failure.status });
  }
}

const LetterIdField = z.string().trim().min(1, LETTER_FORM_MESSAGES.noLetter).max(MAX_ID_LENGTH);

/** The milestone a letter's dialog sends, as the service's event (the amount in cents). */
function eventOf(formData: FormData): { ok: true; event: DisputeEvent } | { ok: false; error: string } {
  const first = (error: z.ZodError) => error.issues[0]?.message ?? LETTER_FORM_MESSAGES.invalid;
  switch (field(formData, "event")) {
    case "mailed": {
      const parsed = MarkMailedSchema.safeParse({ mailed_on: field(formData, "mailed_on") ?? "" });
      return parsed.success
        ? { ok: true, event: { type: "mailed", mailedOn: parsed.data.mailed_on } }
        : { ok: false, error: first(parsed.error) };
    }
    case "response_received": {
      const parsed = ResponseReceivedSchema.safeParse({ received_on: field(formData, "received_on") ?? "" });
      return parsed.success
        ? { ok: true, event: { type: "response_received", receivedOn: parsed.data.received_on } }
        : { ok: false, error: first(parsed.error) };
    }
    case "resolved": {
      const amount = parseRecoveryAmount(field(formData, "recovered_amount") ?? "");
      if (!amount.ok) return { ok: false, error: amount.message };
      const parsed = ResolveDisputeSchema.safeParse({
        outcome: field(formData, "outcome"),
        recovered_amount: amount.cents / 100,
      });
      if (!parsed.success) {
        const outcome = parsed.error.issues.some((i) => i.path[0] === "outcome");
        return { ok: false, error: outcome ? LETTER_FORM_MESSAGES.chooseOutcome : first(parsed.error) };
      }
      return {
        ok: true,
        event: { type: "resolved", outcome: parsed.data.outcome, recoveredCents: amount.cents },
      };
    }
    default:
      return { ok: false, error: LETTER_FORM_MESSAGES.invalid };
  }
}

/** Mark as mailed, Response received, Resolve: saved on the user's letter, then its workflow told. */
export async function recordLetterEvent({ env, signedIn, formData }: Ctx) {
  const id = LetterIdField.safeParse(field(formData, "letter_id") ?? "");
  const letterId = id.success ? id.data : "";
  const refuse = (error: string, status: number) =>
    data<DisputeEventReply>({ intent: "dispute-event", ok: false, letter_id: letterId, error }, { status });
  if (!id.success) return refuse(LETTER_FORM_MESSAGES.noLetter, 422);
  const parsed = eventOf(formData);
  if (!parsed.ok) return refuse(parsed.error, 422);
  try {
    await recordDisputeEvent(env, getDb(env), signedIn.user.id, letterId, parsed.event);
    return { intent: "dispute-event", ok: true, letter_id: letterId } satisfies DisputeEventReply;
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.status >= 500) logFailure("dispute event failed", error);
    const shown = failure.status < 500 && failure.detail ? failure.detail : LETTER_FORM_MESSAGES.saveFailed;
    return refuse(shown, failure.status);
  }
}
