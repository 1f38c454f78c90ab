// Request bodies before they reach Remix: a GET or HEAD never carries one, and a page action gets
// at most its limit, counted while the body streams in (app/security/request-body.ts).
import { MAX_BILL_DOCUMENT_BYTES } from "#core/bills/documents";
import { BILL_MESSAGES } from "#core/bills/messages";
import {
  hasBody,
  KB,
  mediaType,
  MULTIPART_OVERHEAD_BYTES,
  readBytesWithin,
  withBody,
  withRefusedBody,
} from "~/security/request-body";

/** Forms of the pages: a bill with all its lines is a few KB. */
export const ACTION_MAX_BODY_BYTES = 256 * KB;
/** The one page action that takes a file: a bill's document (bills.$billId, 001 §9). */
export const ACTION_MAX_UPLOAD_BYTES = MAX_BILL_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES;

/** Smart Capture's upload counts its own body against the user's plan, like the API's upload does. */
export const SELF_LIMITED_PATHS: ReadonlySet<string> = new Set(["/resources/documents/upload"]);

export const BODY_NOT_ALLOWED = "A GET or HEAD request cannot carry a body";
export const BODY_TOO_LARGE = "Request body too large";

const NO_BODY_METHODS = new Set(["GET", "HEAD"]);

/** How much of a refused GET/HEAD body is read and dropped before the rest is cancelled. */
const DISCARD_BYTES = 64 * KB;

/**
 * A GET or HEAD that announces a body: answered 400 before anything tries to use it. The first
 * bytes are read and dropped: the local runtime under `npm test` (a pre-bundled Worker, without
 * wrangler's drain middleware) stops serving after a GET whose body was left unread.
 */
export async function bodyNotAllowed(request: Request): Promise<Response | null> {
  if (!NO_BODY_METHODS.has(request.method.toUpperCase()) || !hasBody(request)) return null;
  const reader = request.body!.getReader();
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.byteLength;
    if (read > DISCARD_BYTES) {
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  // The API answers JSON `{detail}` like every other refusal it makes.
  if (new URL(request.url).pathname.startsWith("/api/"))
    return new Response(JSON.stringify({ detail: BODY_NOT_ALLOWED }), {
      status: 400,
      headers: { "content-type": "application/json; charset=utf-8" },
    });
  return new Response(BODY_NOT_ALLOWED, {
    status: 400,
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
}

/** The request without the empty body a `Content-Length: 0` GET arrives with (Remix cannot copy it). */
export function withoutEmptyBody(request: Request): Request {
  if (!NO_BODY_METHODS.has(request.method.toUpperCase()) || request.body === null) return request;
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
  });
}

/**
 * The request a page action sees: its body read here, within the limit. Past the limit the
 * action's `request.formData()` throws a 413 Response instead, which Remix answers with that
 * status (the route's error boundary, or the fetcher's error), never a 500.
 */
export async function limitActionBody(request: Request): Promise<Request> {
  if (!hasBody(request) || SELF_LIMITED_PATHS.has(new URL(request.url).pathname)) return request;
  const upload = mediaType(request) === "multipart/form-data";
  const limit = upload ? ACTION_MAX_UPLOAD_BYTES : ACTION_MAX_BODY_BYTES;
  const message = upload ? BILL_MESSAGES.documentTooLarge(MAX_BILL_DOCUMENT_BYTES) : BODY_TOO_LARGE;
  const tooLarge = new Response(message, { status: 413, statusText: "Payload Too Large" });
  try {
    return withBody(request, await readBytesWithin(request, limit, tooLarge));
  } catch (error) {
    if (error !== tooLarge) throw error;
    return withRefusedBody(request, tooLarge);
  }
}
