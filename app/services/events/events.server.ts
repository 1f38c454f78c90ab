// Product events the screens report (001 §7: /events/track and the chat bot's event trigger),
// kept per user. Page URLs are stored without their query string: links can carry tokens.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { EVENT_MESSAGES } from "#core/bills/messages";
import { refuseForbiddenCharacters as noControls, refuseForbiddenTextInside } from "#core/validation";
import { ApiError } from "~/api/http";
import { schema, type Db } from "~/db.server";
import { parseOr422 } from "../bills/validation.server";
import { newId } from "../auth/tokens.server";
import { logError } from "#core/error-log";

const { events, familyMembers } = schema;

const MAX_PROPERTIES_CHARS = 8 * 1024;

const properties = z
  .record(z.unknown())
  .nullish()
  .refine((v) => v === null || v === undefined || JSON.stringify(v).length <= MAX_PROPERTIES_CHARS, {
    message: `event_properties must be under ${MAX_PROPERTIES_CHARS} characters`,
  })
  .superRefine(refuseForbiddenTextInside);

export const TrackEventSchema = z.object({
  event_name: z
    .string({ required_error: EVENT_MESSAGES.eventNameRequired })
    .trim()
    .min(1, EVENT_MESSAGES.eventNameRequired)
    .max(100)
    .superRefine(noControls()),
  event_properties: properties,
  session_id: z.string().max(100).superRefine(noControls()).nullish(),
  page_url: z.string().max(2000).superRefine(noControls()).nullish(),
});

export const ChatbotEventSchema = z.object({
  event_type: z.string().trim().min(1).max(50).superRefine(noControls()),
  resource_id: z.string().max(64).nullish(),
  resource_type: z.string().max(50).superRefine(noControls()).nullish(),
  summary: z
    .string()
    .max(500)
    .superRefine(noControls({ multiline: true }))
    .nullish(),
});

function withoutQuery(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url.split(/[?#]/)[0].slice(0, 2000) || null;
  }
}

export async function trackEvent(db: Db, userId: string, input: z.input<typeof TrackEventSchema>) {
  const data = parseOr422(TrackEventSchema, input);
  const id = newId();
  await db.insert(events).values({
    id,
    userId,
    eventName: data.event_name,
    properties: data.event_properties ?? null,
    sessionId: data.session_id ?? null,
    pageUrl: withoutQuery(data.page_url),
  });
  return { ok: true, id };
}

/** 'DependentAdded' and the like: recorded for the assistant; a dependent named must be the user's own. */
export async function triggerChatbotEvent(db: Db, userId: string, input: z.input<typeof ChatbotEventSchema>) {
  const data = parseOr422(ChatbotEventSchema, input);
  if (data.resource_type === "dependent" && data.resource_id) {
    const member = await db
      .select({ id: familyMembers.id })
      .from(familyMembers)
      .where(and(eq(familyMembers.id, data.resource_id), eq(familyMembers.userId, userId)))
      .get();
    if (!member) throw new ApiError(404, EVENT_MESSAGES.resourceNotFound);
  }
  const id = newId();
  await db.insert(events).values({
    id,
    userId,
    eventName: `chatbot.${data.event_type}`,
    properties: {
      resource_id: data.resource_id ?? null,
      resource_type: data.resource_type ?? null,
      summary: data.summary ?? null,
    },
  });
  return { ok: true, triggered: true, id };
}

/**
 * The steps the screens report as product events (001 §7 /events/track; issue 12): the event's
 * name and the ids of the records involved, never what the records say (names, amounts, codes,
 * diagnoses stay out). docs/decisions/026 and 027 neighbour this; the rule is in the type.
 */
export const PRODUCT_EVENTS = {
  signUp: "sign_up",
  emailVerified: "email_verified",
  documentUploaded: "document_uploaded",
  documentVerified: "document_verified",
  billAnalyzed: "bill_analyzed",
  upgradeStarted: "upgrade_started",
  upgradeConfirmed: "upgrade_confirmed",
  /** Cancel or downgrade set the plan to end (the reason stays on the subscription, never here). */
  subscriptionCancelled: "subscription_cancelled",
  subscriptionResumed: "subscription_resumed",
} as const;
export type ProductEvent = (typeof PRODUCT_EVENTS)[keyof typeof PRODUCT_EVENTS];

/** What a step may attach: record ids, and the plan chosen at checkout. */
export interface StepRecords {
  bill_id?: string;
  document_id?: string;
  member_id?: string;
  plan?: "monthly" | "annual";
}

const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Records one step for the signed-in user. A product event never stands in the way of the step
 * itself: a failure to record is logged (without the properties) and the step goes on.
 */
export async function recordStep(
  db: Db,
  userId: string,
  name: ProductEvent,
  records: StepRecords = {},
  request?: Request,
): Promise<void> {
  const properties = Object.fromEntries(
    Object.entries(records).filter(([, value]) => typeof value === "string" && RECORD_ID.test(value)),
  );
  try {
    await db.insert(events).values({
      id: newId(),
      userId,
      eventName: name,
      properties,
      pageUrl: withoutQuery(request?.url),
    });
  } catch (error) {
    logError(`product event ${name} not recorded`, error);
  }
}

/** 001 §7: a dependent was added; the assistant hears of it by id, its summary names nobody. */
export const DEPENDENT_ADDED_SUMMARY = "A dependent was added to the family.";

export async function dependentAdded(db: Db, userId: string, memberId: string): Promise<void> {
  try {
    await triggerChatbotEvent(db, userId, {
      event_type: "DependentAdded",
      resource_id: memberId,
      resource_type: "dependent",
      summary: DEPENDENT_ADDED_SUMMARY,
    });
  } catch (error) {
    logError("product event DependentAdded not recorded", error);
  }
}
