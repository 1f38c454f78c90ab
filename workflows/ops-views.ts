// What the gateway's /ops endpoints answer (workers/orchestrator/ops.ts builds them, the web
// Worker's /ops pages show them). Plain types, no Temporal imports: the Worker may import this
// file, never the orchestrator itself (docs/decisions/019-walls-and-runtimes.md).

/** One payload in a history event: where it sits, its shape and size; never its value. */
export interface PayloadSummary {
  /** Where in the event it sits, e.g. `input[2]`, `acceptedRequest.input.args`, `result`. */
  path: string;
  /** e.g. `{document_type: text, user_verified_data: {patient_id, provider_name}}`, `text`, `null`. */
  shape: string;
  /** Size of the decoded payload data. */
  bytes: number;
  /** Stored encrypted in Temporal (false: an old or foreign payload written in the clear). */
  encrypted: boolean;
}

export interface WorkflowSummary {
  workflowId: string;
  runId: string;
  type: string;
  status: string;
  startTime: string;
  closeTime: string | null;
  searchAttributes: Record<string, string[]>;
}

export interface TimelineEvent {
  eventId: number;
  eventType: string;
  time: string;
  activityType: string | null;
  attempt: number | null;
  failure: string | null;
  /** The event's payloads: where, what shape, how big; never their values. */
  data: PayloadSummary[];
}
