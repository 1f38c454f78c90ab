// Dispute letters API (001 §7 POST /bills/{id}/generate-dispute-letter; issue 14's /disputes calls):
// generate, list a bill's letters, and the user's milestones. Another user's bill or letter answers
// 404, never 403; the 403 is the plan's (docs/decisions/046).
import { z } from "zod";
import { dollarsToCents } from "#core/bills/money";
import {
  DisputeSummarySchema,
  GenerateLetterRequestSchema,
  GenerateLetterResponseSchema,
  MarkMailedSchema,
  ResolveDisputeSchema,
  ResponseReceivedSchema,
} from "#core/disputes/schemas";
import { endpoint, type Endpoint } from "./endpoint";
import { generateDisputeLetter, listDisputes, recordDisputeEvent } from "~/services/disputes/index.server";

const DisputeEventAnswer = DisputeSummarySchema.extend({
  /** Whether the dispute's workflow heard it now (the milestone is saved either way). */
  delivered: z.boolean(),
});

export const disputeEndpoints: Endpoint[] = [
  endpoint({
    method: "POST",
    path: "/api/bills/{id}/generate-dispute-letter",
    summary:
      "Generate the bill's dispute letter as a PDF filed among its documents (free: one a month with a watermark; premium: unlimited)",
    tag: "disputes",
    auth: "user",
    body: GenerateLetterRequestSchema,
    response: GenerateLetterResponseSchema,
    errors: [403, 404, 422, 503],
    handle: ({ env, db, signedIn, params, body }) =>
      generateDisputeLetter(env, db, signedIn, params.id, body),
  }),
  endpoint({
    method: "GET",
    path: "/api/bills/{id}/disputes",
    summary: "The bill's dispute letters, newest first, with their milestones and deadlines",
    tag: "disputes",
    auth: "user",
    response: z.array(DisputeSummarySchema),
    errors: [404],
    handle: ({ db, signedIn, params }) => listDisputes(db, signedIn.user.id, params.id),
  }),
  endpoint({
    method: "POST",
    path: "/api/disputes/{id}/mailed",
    summary: "Record the day the letter was mailed (moves its response deadline and reminders)",
    tag: "disputes",
    auth: "user",
    body: MarkMailedSchema,
    response: DisputeEventAnswer,
    errors: [404, 409, 422],
    handle: ({ env, db, signedIn, params, body }) =>
      recordDisputeEvent(env, db, signedIn.user.id, params.id, { type: "mailed", mailedOn: body.mailed_on }),
  }),
  endpoint({
    method: "POST",
    path: "/api/disputes/{id}/response",
    summary: "Record the day the written response arrived",
    tag: "disputes",
    auth: "user",
    body: ResponseReceivedSchema,
    response: DisputeEventAnswer,
    errors: [404, 409, 422],
    handle: ({ env, db, signedIn, params, body }) =>
      recordDisputeEvent(env, db, signedIn.user.id, params.id, {
        type: "response_received",
        receivedOn: body.received_on,
      }),
  }),
  endpoint({
    method: "POST",
    path: "/api/disputes/{id}/resolved",
    summary: "End the dispute with its outcome and the amount recovered (its reminders stop)",
    tag: "disputes",
    auth: "user",
    body: ResolveDisputeSchema,
    response: DisputeEventAnswer,
    errors: [404, 409, 422],
    handle: ({ env, db, signedIn, params, body }) =>
      recordDisputeEvent(env, db, signedIn.user.id, params.id, {
        type: "resolved",
        outcome: body.outcome,
        recoveredCents: dollarsToCents(body.recovered_amount),
      }),
  }),
] as Endpoint[];
