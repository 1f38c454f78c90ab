// Feedback and product events (001 §7): the feedback prompt's answer and eligibility, tracked
// events and the chat bot's event trigger.
import { z } from "zod";
import { FeedbackSchema } from "#core/bills/schemas";
import { endpoint, type Endpoint } from "./endpoint";
import {
  ChatbotEventSchema,
  TrackEventSchema,
  trackEvent,
  triggerChatbotEvent,
} from "~/services/events/events.server";
import { feedbackEligibility, submitFeedback } from "~/services/feedback/feedback.server";

export const feedbackEndpoints: Endpoint[] = [
  endpoint({
    method: "POST",
    path: "/api/feedback",
    summary:
      "Save the feedback prompt's answer: rating 1-5, comment, trigger_event, savings_amount, bill_id, display_permission",
    tag: "feedback",
    auth: "user",
    body: FeedbackSchema,
    response: z.object({ id: z.string(), message: z.string() }),
    errors: [404],
    handle: ({ db, signedIn, body }) => submitFeedback(db, signedIn.user.id, body),
  }),
  endpoint({
    method: "GET",
    path: "/api/feedback/eligibility",
    summary: "Whether to show the feedback prompt now (not within 30 days of the last answer)",
    tag: "feedback",
    auth: "user",
    response: z.object({ eligible: z.boolean(), last_feedback_at: z.string().nullable() }),
    handle: ({ db, signedIn }) => feedbackEligibility(db, signedIn.user.id),
  }),
  endpoint({
    method: "POST",
    path: "/api/events/track",
    summary:
      "Record a product event: event_name, event_properties, session_id, page_url (kept without its query)",
    tag: "events",
    auth: "user",
    body: TrackEventSchema,
    response: z.object({ ok: z.boolean(), id: z.string() }),
    handle: ({ db, signedIn, body }) => trackEvent(db, signedIn.user.id, body),
  }),
  endpoint({
    method: "POST",
    path: "/api/chatbot/events/trigger",
    summary: "Tell the assistant about an event such as DependentAdded (resource_id, resource_type, summary)",
    tag: "events",
    auth: "user",
    body: ChatbotEventSchema,
    response: z.object({ ok: z.boolean(), triggered: z.boolean(), id: z.string() }),
    errors: [404],
    handle: ({ db, signedIn, body }) => triggerChatbotEvent(db, signedIn.user.id, body),
  }),
] as Endpoint[];
