// Dispute letters in the Worker (issue 14): the one import for the /api endpoints and the bill
// route's actions. SKELETON: the "worker" workstream replaces these bodies; the signatures are the
// contract the screens and the API build against.
import type { DisputeEvent, DisputeSummary, GenerateLetterResponse } from "#core/disputes/schemas";
import { ApiError } from "~/api/http";
import type { Db } from "~/db.server";
import type { SignedIn } from "../auth/session.server";
import type { UsageOwner } from "../plans/usage.server";

/** What the plan allows now: free, the month's one letter (with a watermark); premium, unlimited. */
export interface LetterAllowance {
  allowed: boolean;
  watermark: boolean;
  used: number;
  /** null: unlimited. */
  limit: number | null;
}

const notBuilt = () => new ApiError(501, "Dispute letters are being built");

export async function letterAllowance(_db: Db, _owner: UsageOwner, _now = new Date()): Promise<LetterAllowance> {
  throw notBuilt();
}

/**
 * POST /bills/{id}/generate-dispute-letter: ownership (404), the request (422), the personal
 * statement saved, readiness (422 naming the missing steps), the plan (403), then the workflow
 * files the letter and this answers it. Throws ApiError with the spec's messages.
 */
export async function generateDisputeLetter(
  _env: Env,
  _db: Db,
  _signedIn: SignedIn,
  _billId: string,
  _body: unknown,
): Promise<GenerateLetterResponse> {
  throw notBuilt();
}

/** The bill's letters, newest first (404 for a bill that is not the user's). */
export async function listDisputes(_db: Db, _userId: string, _billId: string): Promise<DisputeSummary[]> {
  throw notBuilt();
}

/** Saves a milestone (mailed, response received, resolved) and tells the dispute's workflow. */
export async function recordDisputeEvent(
  _env: Env,
  _db: Db,
  _userId: string,
  _letterId: string,
  _event: DisputeEvent,
): Promise<DisputeSummary> {
  throw notBuilt();
}
