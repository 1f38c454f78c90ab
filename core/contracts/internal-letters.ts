// /internal/letters/*: the dispute workflow's activities (workflows/activities/dispute.ts) read the
// facts a letter is written from, file the rendered PDF as a document of the bill, write the
// deadlines the workflow keeps and send its reminders. Thin handlers in workers/internal/letters.ts
// over app/services/disputes/. Every call names the user; a letter that is not theirs, or is gone
// (the bill or the account deleted), answers 404 and the workflow stops.
import { z } from "zod";
import { contract } from "../http/routes";
import { UserIdSchema } from "../ids";
import { LetterFactsSchema } from "../disputes/facts";
import { DisputeDeadlineSchema } from "../disputes/schemas";
import { DISPUTE_NOTICES, DISPUTE_STATUSES } from "../disputes/types";

const LetterIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Invalid letter id");
const LetterParams = z.object({ letterId: LetterIdSchema });
const UserQuery = z.object({ userId: UserIdSchema });

/** The facts to write the letter from, gathered now (the analysis is run afresh). */
export const readLetterFacts = contract({
  method: "GET",
  path: "/internal/letters/{letterId}/facts",
  params: LetterParams,
  query: UserQuery,
  response: z.object({ facts: LetterFactsSchema }),
});

/**
 * Files the rendered PDF: R2 object + `dispute_letter` document of the bill, the letter `filed`,
 * the bill `disputed`. Idempotent by letter: a second call (a retried activity) changes nothing
 * and answers the same document with `created: false`.
 */
export const fileLetter = contract({
  method: "PUT",
  path: "/internal/letters/{letterId}/file",
  params: LetterParams,
  body: z.object({
    userId: UserIdSchema,
    filename: z.string().min(1).max(255),
    contentBase64: z.string().min(1),
    pages: z.number().int().min(1),
    letterContent: z.string().max(200_000),
    opportunitiesCount: z.number().int().min(0),
    potentialSavings: z.number().min(0),
  }),
  invalid: "Send userId, filename, contentBase64, pages, letterContent, opportunitiesCount, potentialSavings",
  response: z.object({ documentId: z.string(), filedAt: z.number(), created: z.boolean() }),
});

/** The letter could not be made (a permanent failure): its row says why, the plan use is given back. */
export const letterFailed = contract({
  method: "POST",
  path: "/internal/letters/{letterId}/failed",
  params: LetterParams,
  body: z.object({ userId: UserIdSchema, reason: z.string().max(500) }),
  invalid: "Send userId and reason",
  response: z.object({ ok: z.boolean() }),
});

/** The deadlines and the next reminder as the workflow holds them now (idempotent: a full write). */
export const writeDisputeTimeline = contract({
  method: "PUT",
  path: "/internal/letters/{letterId}/timeline",
  params: LetterParams,
  body: z.object({
    userId: UserIdSchema,
    status: z.enum(DISPUTE_STATUSES),
    responseDueAt: z.number().nullable(),
    nextReminderAt: z.number().nullable(),
    deadlines: z.array(DisputeDeadlineSchema).max(20),
  }),
  invalid: "Send userId, status, responseDueAt, nextReminderAt and deadlines",
  response: z.object({ ok: z.boolean() }),
});

/** One reminder e-mail; sent once per (letter, kind, due date) however often it is asked. */
export const sendDisputeNotice = contract({
  method: "POST",
  path: "/internal/letters/{letterId}/notice",
  params: LetterParams,
  body: z.object({
    userId: UserIdSchema,
    kind: z.enum(DISPUTE_NOTICES),
    dueOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
  invalid: "Send userId, kind and dueOn",
  response: z.object({ sent: z.boolean() }),
});

/**
 * The milestones the user recorded, as the letter's row holds them (days YYYY-MM-DD, UTC). The
 * workflow reads them when a timer wakes it, so a milestone whose signal never arrived (the
 * gateway was away when it was saved) still moves the timers before any reminder goes out.
 */
export const readDisputeMilestones = contract({
  method: "GET",
  path: "/internal/letters/{letterId}/milestones",
  params: LetterParams,
  query: UserQuery,
  response: z.object({
    mailedOn: z.string().nullable(),
    responseReceivedOn: z.string().nullable(),
    resolved: z.boolean(),
  }),
});

export { LetterIdSchema };
