// Developer-only endpoints: 404 unless APP_ENV is development or test and the caller is on loopback.
import { z } from "zod";
import { requireDevTools } from "~/services/platform/dev-tools.server";
import { listMailbox } from "~/services/email/send.server";
import { endpoint, type Endpoint } from "./endpoint";

const MailboxMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});

export const devEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/api/dev/mailbox",
    summary: "Messages in the dev outbox, newest first (development and test, from loopback only)",
    tag: "dev",
    auth: "public",
    query: z.object({
      to: z.string().trim().max(254).optional(),
      limit: z.coerce.number().int().min(1).max(200).optional(),
    }),
    response: z.array(MailboxMessage),
    errors: [404],
    devOnly: true,
    async handle({ env, request, query }) {
      requireDevTools(env, request);
      return listMailbox(env, { to: query.to, limit: query.limit });
    },
  }),
];
