// The orchestrator gateway's verbs, shared by the web Worker's client
// (app/services/platform/gateway.server.ts) and the gateway (workers/orchestrator/gateway.ts).
// docs/decisions/020-one-router-idiom.md
import { z } from "zod";
import { contract } from "../http/routes";
import { DocumentIdSchema, PageTokenSchema, RunIdSchema, UserIdSchema, WorkflowIdSchema } from "../ids";
import { VerificationRequestSchema, VerificationResultSchema } from "./internal-documents";
import { SUBSCRIPTION_PLANS, TIERS } from "../plans";
import { DisputeEventSchema } from "../disputes/schemas";
import { LetterIdSchema } from "./internal-letters";

/** A value that is left out or blank counts as missing (`?runId=` is no run id). */
const blankAsMissing = <T extends z.ZodTypeAny>(schema: T) =>
  z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(schema.optional());

export const WorkflowStartedSchema = z.object({
  workflowId: z.string(),
  runId: z.string().optional(),
  /**
   * `completed`: the run this verb would start has already finished (a deleted account);
   * `running`: a resumed document's workflow was already running and was left alone.
   */
  status: z.enum(["started", "completed", "running"]),
});

export const WorkflowSummarySchema = z.object({
  workflowId: z.string(),
  runId: z.string(),
  type: z.string(),
  status: z.string(),
  startTime: z.string(),
  closeTime: z.string().nullable(),
  searchAttributes: z.record(z.array(z.string())),
});
export type WorkflowSummary = z.infer<typeof WorkflowSummarySchema>;

/** Where a payload sits in an event, its shape and size: never its value (payloads carry health data). */
export const PayloadSummarySchema = z.object({
  path: z.string(),
  shape: z.string(),
  bytes: z.number(),
  encrypted: z.boolean(),
});

export const TimelineEventSchema = z.object({
  eventId: z.number(),
  eventType: z.string(),
  time: z.string(),
  activityType: z.string().nullable(),
  attempt: z.number().nullable(),
  failure: z.string().nullable(),
  data: z.array(PayloadSummarySchema),
});
export type TimelineEvent = z.infer<typeof TimelineEventSchema>;

export const WorkflowHistorySchema = WorkflowSummarySchema.omit({ searchAttributes: true }).extend({
  events: z.array(TimelineEventSchema),
});
export type WorkflowHistory = z.infer<typeof WorkflowHistorySchema>;

export const MAX_CODEC_PAYLOADS = 1000;
// Protobuf JSON writes standard base64 and accepts the URL-safe alphabet too.
const Base64 = z.string().regex(/^[A-Za-z0-9+/_-]*={0,2}$/);
/** Temporal's codec-server body: payloads as protobuf JSON (base64 values). */
export const PayloadsJsonSchema = z.object({
  payloads: z
    .array(z.object({ metadata: z.record(Base64).optional(), data: Base64.optional() }))
    .max(MAX_CODEC_PAYLOADS),
});
export type PayloadsJson = z.infer<typeof PayloadsJsonSchema>;

export const deleteAccount = contract({
  method: "POST",
  path: "/accounts/{userId}/delete",
  params: z.object({ userId: UserIdSchema }),
  response: WorkflowStartedSchema,
});

export const processDocument = contract({
  method: "POST",
  path: "/documents/{documentId}/process",
  params: z.object({ documentId: DocumentIdSchema }),
  body: z.object({
    userId: UserIdSchema,
    /** The sweeper resuming a queued document: start its workflow if none runs, never signal a waiting one. */
    resume: z.boolean().optional(),
  }),
  invalid: "Send a document id and userId",
  response: WorkflowStartedSchema,
});

export const verifyDocument = contract({
  method: "POST",
  path: "/documents/{documentId}/verify",
  params: z.object({ documentId: DocumentIdSchema }),
  body: VerificationRequestSchema,
  invalid: "Send userId, document_type and user_verified_data",
  response: VerificationResultSchema,
});

/** A verified provider event for the user's `subscription-{userId}` workflow (signal-with-start). */
export const subscriptionEvent = contract({
  method: "POST",
  path: "/subscriptions/{userId}/events",
  params: z.object({ userId: UserIdSchema }),
  body: z.object({
    eventId: z.string().min(1).max(255),
    type: z.string().min(1).max(100),
  }),
  invalid: "Send eventId and type",
  response: WorkflowStartedSchema,
});
export type SubscriptionEventBody = { eventId: string; type: string };

/** The subscription workflow's state as its query answers it: ids, statuses and times, no health data. */
export const SubscriptionWorkflowStateSchema = z.object({
  phase: z.enum(["reading", "waiting", "ended", "account_gone"]),
  tier: z.enum(TIERS),
  plan: z.enum(SUBSCRIPTION_PLANS),
  providerStatus: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.number().nullable(),
  graceEndsAt: z.number().nullable(),
  nextCheckAt: z.number().nullable(),
  pastDueSince: z.number().nullable(),
  paymentFailedNoticeFor: z.number().nullable(),
  pendingEvents: z.boolean(),
  eventsSeen: z.number(),
  lastEvent: z.object({ eventId: z.string(), type: z.string() }).nullable(),
  runs: z.number(),
  reads: z.number(),
  entitlementWrites: z.number(),
  noticesSent: z.array(z.string()),
});
export type SubscriptionWorkflowStateView = z.infer<typeof SubscriptionWorkflowStateSchema>;

/** For /ops: the user's subscription workflow (its current or last run) and what its query answers. */
export const subscriptionState = contract({
  method: "GET",
  path: "/ops/subscriptions/{userId}",
  params: z.object({ userId: UserIdSchema }),
  response: z.object({
    workflowId: z.string(),
    runId: z.string(),
    status: z.string(),
    state: SubscriptionWorkflowStateSchema,
  }),
});

/** What the dispute workflow answers once the letter is filed (its update `letterFiled`). */
export const LetterFiledSchema = z.object({
  letterId: z.string(),
  documentId: z.string(),
  filename: z.string(),
  letterContent: z.string(),
  opportunitiesCount: z.number().int(),
  potentialSavings: z.number(),
});
export type LetterFiled = z.infer<typeof LetterFiledSchema>;

/**
 * Starts `dispute-{letterId}` (or joins it: the same letter asked twice is one workflow) and waits,
 * up to the gateway's deadline, for the letter to be rendered and filed. The ids only: the
 * workflow reads the facts itself through /internal.
 */
export const fileDispute = contract({
  method: "POST",
  path: "/disputes/{letterId}",
  params: z.object({ letterId: LetterIdSchema }),
  body: z.object({ userId: UserIdSchema, billId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
  invalid: "Send userId and billId",
  response: LetterFiledSchema,
});

/** A milestone the user recorded (mailed, response received, resolved) for the running dispute. */
export const disputeEvent = contract({
  method: "POST",
  path: "/disputes/{letterId}/events",
  params: z.object({ letterId: LetterIdSchema }),
  body: z.object({ userId: UserIdSchema, event: DisputeEventSchema }),
  invalid: "Send userId and event",
  response: z.object({ delivered: z.boolean() }),
});

const pageSize = "pageSize must be 1..100";
export const listWorkflows = contract({
  method: "GET",
  path: "/ops/workflows",
  query: z.object({
    query: z.string().max(2000, "query is too long").default(""),
    pageSize: z.coerce
      .number({ message: pageSize })
      .int(pageSize)
      .min(1, pageSize)
      .max(100, pageSize)
      .default(20),
    nextPageToken: blankAsMissing(PageTokenSchema),
  }),
  response: z.object({ workflows: z.array(WorkflowSummarySchema), nextPageToken: z.string().nullable() }),
});

export const workflowHistory = contract({
  method: "GET",
  path: "/ops/workflows/{workflowId}/history",
  params: z.object({ workflowId: WorkflowIdSchema }),
  query: z.object({ runId: blankAsMissing(RunIdSchema) }),
  response: WorkflowHistorySchema,
});

/** Temporal's codec-server decode for operators (the Worker checked who asks and audited it). */
export const decodePayloads = contract({
  method: "POST",
  path: "/ops/codec/decode",
  body: PayloadsJsonSchema,
  invalid: "Send {payloads: [{metadata, data}]} with base64 values",
  response: PayloadsJsonSchema,
});

/** Every signed verb of the gateway (GET /health is unsigned and answered before these). */
export const gatewayContracts = [
  deleteAccount,
  processDocument,
  verifyDocument,
  subscriptionEvent,
  subscriptionState,
  fileDispute,
  disputeEvent,
  listWorkflows,
  workflowHistory,
  decodePayloads,
] as const;
