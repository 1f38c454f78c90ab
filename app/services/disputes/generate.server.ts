// POST /bills/{id}/generate-dispute-letter (001 §7, §8; issue 14): the request, the bill (404 with
// the spec's words), the personal statement saved, readiness (422 naming the missing steps), the
// plan (403, docs/decisions/046), then one batch that writes the letter and counts its use, and the
// `dispute-{letterId}` workflow that renders and files it while this request waits.
import { and, eq } from "drizzle-orm";
import { centsToDollars, dollarsToCents } from "#core/bills/money";
import { readiness } from "#core/bills/facts";
import { fileDispute } from "#core/contracts/gateway";
import { DISPUTE_MESSAGES } from "#core/disputes/messages";
import {
  GenerateLetterRequestSchema,
  type GenerateLetterResponse,
  type LetterOptions,
} from "#core/disputes/schemas";
import { planFor, usagePeriod } from "#core/plans";
import { ApiError, notFound } from "~/api/http";
import { schema, type Db } from "~/db.server";
import type { SignedIn } from "../auth/session.server";
import { newId } from "../auth/tokens.server";
import { getBill, type BillDetail } from "../bills/detail.server";
import { parseOr422 } from "../bills/validation.server";
import { recordUsageStatement } from "../plans/usage.server";
import { callGateway, GATEWAY_UNAVAILABLE } from "../platform/gateway.server";
import { letterAllowance } from "./allowance.server";
import { failLetter, findLetter, type LetterRow } from "./letters.server";

const { bills, disputeLetters } = schema;

/** A gateway answer slower than this was a wait, not a refused connection (the client gives up at 10 s). */
const GATEWAY_WAIT_MS = 5_000;

/** The labels of the readiness steps still missing (the tracker's own words). */
function missingSteps(bill: BillDetail): string[] {
  const { steps } = readiness(
    {
      patientId: bill.patient_id,
      date: bill.date,
      provider: bill.provider_name,
      lines: bill.line_items.map((l) => ({
        cptCode: l.cpt_code,
        billedCents: dollarsToCents(l.billed_amount),
      })),
      hasEob: bill.has_eob,
      personalNote: bill.personal_statement,
    },
    true,
  );
  return steps.filter((s) => s.required && !s.complete).map((s) => s.label);
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${String(error.cause ?? "")}`);

/** Writes the letter and counts its use in one batch; a free month already taken answers 403. */
async function acceptLetter(db: Db, signedIn: SignedIn, billId: string, options: LetterOptions, now: Date) {
  const allowance = await letterAllowance(db, signedIn, now);
  if (!allowance.allowed) throw new ApiError(403, DISPUTE_MESSAGES.premiumRequired);
  const id = newId();
  const free = allowance.limit !== null;
  try {
    await db.batch([
      db.insert(disputeLetters).values({
        id,
        userId: signedIn.user.id,
        billId,
        status: "requested",
        options,
        watermarked: allowance.watermark,
        // The unique (user, month) key: a second request racing this one fails here, as a whole.
        freeMonth: free ? usagePeriod("dispute_letter", planFor(signedIn.subscription), now) : null,
        createdAt: now.getTime(),
        updatedAt: now.getTime(),
      }),
      recordUsageStatement(db, signedIn, "dispute_letter", now),
    ]);
  } catch (error) {
    if (free && isUniqueViolation(error)) throw new ApiError(403, DISPUTE_MESSAGES.premiumRequired);
    throw error;
  }
  return (await findLetter(db, signedIn.user.id, id))!;
}

function answer(letter: LetterRow): GenerateLetterResponse {
  return {
    success: true,
    filename: letter.filename,
    opportunities_count: letter.opportunitiesCount,
    potential_savings: centsToDollars(letter.potentialSavingsCents),
    letter_content: letter.letterContent,
    error: null,
    letter_id: letter.id,
    document_id: letter.documentId,
    watermarked: letter.watermarked,
  };
}

/**
 * Asks the workflow for the letter and waits for it. The gateway unreachable: nothing can be
 * rendering it, so the letter fails and its use is given back (503). The gateway reached but out
 * of time: the letter is still being made and will arrive among the bill's documents (503 with
 * the "still generating" words). The letter refused (4xx): it failed, the use is given back (422).
 */
async function fileThroughWorkflow(env: Env, db: Db, letter: LetterRow): Promise<GenerateLetterResponse> {
  const asked = Date.now();
  try {
    const filed = await callGateway(env, fileDispute, {
      params: { letterId: letter.id },
      body: { userId: letter.userId, billId: letter.billId },
    });
    const row = await findLetter(db, letter.userId, letter.id);
    return {
      ...answer(row ?? letter),
      filename: filed.filename,
      letter_content: filed.letterContent,
      opportunities_count: filed.opportunitiesCount,
      potential_savings: filed.potentialSavings,
      document_id: filed.documentId,
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const latest = await findLetter(db, letter.userId, letter.id);
    if (latest?.status === "filed" && latest.documentId) return answer(latest);
    const detail = typeof error.detail === "string" ? error.detail : GATEWAY_UNAVAILABLE;
    if (error.status >= 500) {
      // Out of time (ours or the gateway's) is not unreachable: the workflow may be rendering it.
      const timedOut = Date.now() - asked >= GATEWAY_WAIT_MS;
      if (detail !== GATEWAY_UNAVAILABLE || timedOut)
        throw new ApiError(503, DISPUTE_MESSAGES.stillGenerating);
      await failLetter(db, letter, "The workflow service could not be reached");
      throw new ApiError(503, DISPUTE_MESSAGES.unable(GATEWAY_UNAVAILABLE));
    }
    await failLetter(db, letter, detail);
    throw new ApiError(422, DISPUTE_MESSAGES.unable(latest?.failureReason ?? detail));
  }
}

export async function generateDisputeLetter(
  env: Env,
  db: Db,
  signedIn: SignedIn,
  billId: string,
  body: unknown,
  now = new Date(),
): Promise<GenerateLetterResponse> {
  const request = parseOr422(GenerateLetterRequestSchema, body ?? {});
  if (request.bill_id !== undefined && request.bill_id !== billId) {
    throw new ApiError(422, DISPUTE_MESSAGES.billIdMismatch, {}, [
      { loc: ["body", "bill_id"], msg: DISPUTE_MESSAGES.billIdMismatch, type: "value_error" },
    ]);
  }
  const userId = signedIn.user.id;
  const bill = await getBill(db, userId, billId);
  if (!bill) throw notFound(DISPUTE_MESSAGES.billNotFound);
  if (request.personal_statement !== undefined) {
    await db
      .update(bills)
      .set({ personalStatement: request.personal_statement, updatedAt: now.getTime() })
      .where(and(eq(bills.id, billId), eq(bills.userId, userId)));
    bill.personal_statement = request.personal_statement;
  }
  const missing = missingSteps(bill);
  if (missing.length) throw new ApiError(422, DISPUTE_MESSAGES.notReady(missing));
  const { bill_id: _id, personal_statement: _statement, ...options } = request;
  const letter = await acceptLetter(db, signedIn, billId, options, now);
  return fileThroughWorkflow(env, db, letter);
}
