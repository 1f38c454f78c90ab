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
