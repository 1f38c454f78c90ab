// A stand-in for the `dispute-{letterId}` workflow behind the fake gateway: on POST /disputes/{id}
// it does what the real workflow's activities do through the Worker's real /internal routes —
// reads the letter's facts, then files a small PDF (or reports the letter failed) — and answers
// the LetterFiled the request waits for. Milestone signals are written down and acknowledged.
import { env, SELF } from "cloudflare:test";
import * as letters from "#core/contracts/internal-letters";
import type { LetterFacts } from "#core/disputes/facts";
import type { DisputeEvent } from "#core/disputes/schemas";
import { callInternal, createInternalClient } from "#workflows/activities/internal-client";
import { BASE } from "../factories";
import type { Answerer } from "./fake-gateway";

export const internalClient = createInternalClient({
  baseUrl: BASE,
  secret: env.INTERNAL_API_SECRET!,
  fetchImpl: (input, init) => SELF.fetch(new Request(input, init)),
});

/** A one-page PDF's bytes, as base64 (enough for a stored object; the renderer is tested elsewhere). */
export const TINY_PDF_BASE64 = btoa("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

export interface DisputeStandIn {
  answer: Answerer;
  /** The facts each letter was written from, by letter id. */
  facts: Map<string, LetterFacts>;
  /** `letterId type` per milestone signal, in order. */
  events: string[];
  /** Make the next letters fail with this reason (null: file them). */
  failWith: string | null;
}

export function disputeWorkflowStandIn(): DisputeStandIn {
  const standIn: DisputeStandIn = { answer: () => undefined, facts: new Map(), events: [], failWith: null };
  standIn.answer = async (call, body) => {
    const event = /^\/disputes\/([^/]+)\/events$/.exec(call.path);
    if (event) {
      standIn.events.push(`${event[1]} ${(body as { event: DisputeEvent }).event.type}`);
      return { status: 200, body: { delivered: true } };
    }
    const file = /^\/disputes\/([^/]+)$/.exec(call.path);
    if (!file) return undefined;
    const letterId = file[1];
    const { userId } = body as { userId: string };
    const { facts } = await callInternal(internalClient, letters.readLetterFacts, {
      params: { letterId },
      query: { userId },
    });
    standIn.facts.set(letterId, facts);
    if (standIn.failWith) {
      await callInternal(internalClient, letters.letterFailed, {
        params: { letterId },
        body: { userId, reason: standIn.failWith },
      });
      return { status: 422, body: { detail: standIn.failWith } };
    }
    const filename = `dispute-letter-${facts.date}.pdf`;
    const letterContent = [
      facts.recipient.name,
      ...facts.findings.map((f) => f.title),
      facts.personal_statement,
    ].join("\n");
    const filed = await callInternal(internalClient, letters.fileLetter, {
      params: { letterId },
      body: {
        userId,
        filename,
        contentBase64: TINY_PDF_BASE64,
        pages: 1,
        letterContent,
        opportunitiesCount: facts.findings.length,
        potentialSavings: facts.potential_savings,
      },
    });
    return {
      status: 200,
      body: {
        letterId,
        documentId: filed.documentId,
        filename,
        letterContent,
        opportunitiesCount: facts.findings.length,
        potentialSavings: facts.potential_savings,
      },
    };
  };
  return standIn;
}
