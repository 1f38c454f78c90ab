// Request bodies are counted while they stream in and stopped at a limit, so an oversized or
// endless (chunked) body costs the Worker at most the limit, never the whole body. A declared
// Content-Length over the limit is refused before the first byte is read.

export const KB = 1024;
export const MB = 1024 * KB;

/** Multipart framing (boundaries, part headers, the small text fields beside the file). */
export const MULTIPART_OVERHEAD_BYTES = 64 * KB;

/** The declared Content-Length, or null when the body is chunked or the header is unusable. */
export function declaredLength(request: Request): number | null {
  const header = request.headers.get("content-length");
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header);
}

/** Whether the request carries a body at all (a declared length of 0 counts as none). */
export function hasBody(request: Request): boolean {
  if (request.body === null) return false;
  return declaredLength(request) !== 0;
}

/** The media type of the body, lower-case and without parameters (`application/json`). */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

function declaredOver(request: Request, limit: number): boolean {
  const declared = declaredLength(request);
  if (declared === null || declared <= limit) return false;
  void request.body?.cancel().catch(() => undefined);
  return true;
}

/** The body's bytes, at most `limit`: past it reading stops and `tooLarge` is thrown. */
export async function readBytesWithin(
  request: Request,
  limit: number,
  tooLarge: unknown,
): Promise<Uint8Array<ArrayBuffer>> {
  if (request.body === null) return new Uint8Array();
  if (declaredOver(request, limit)) throw tooLarge;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += value.byteLength;
    if (seen > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(seen);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as text, at most `limit` bytes (else `tooLarge` is thrown). */
export async function readTextWithin(request: Request, limit: number, tooLarge: unknown): Promise<string> {
  return new TextDecoder().decode(await readBytesWithin(request, limit, tooLarge));
}

/**
 * The body as form fields and files, at most `limit` bytes (else `tooLarge` is thrown). The bytes
 * go straight to the runtime's form parser through a counting stream, which ends the body early
 * once over the limit (ending, not failing: a failed body stream leaves stray rejections in workerd).
 */
export async function readFormWithin(request: Request, limit: number, tooLarge: unknown): Promise<FormData> {
  if (request.body === null) return request.formData();
  if (declaredOver(request, limit)) throw tooLarge;
  const source = request.body.getReader();
  let seen = 0;
  const counted = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await source.read();
      if (done) return controller.close();
      seen += value.byteLength;
      if (seen <= limit) return controller.enqueue(value);
      controller.close();
      await source.cancel().catch(() => undefined);
    },
    cancel: (reason) => source.cancel(reason),
  });
  const copy = new Request(request.url, { method: request.method, headers: request.headers, body: counted });
  let form: FormData;
  try {
    form = await copy.formData();
  } catch (error) {
    throw seen > limit ? tooLarge : error;
  }
  if (seen > limit) throw tooLarge;
  return form;
}

/**
 * A copy of the request whose body fails with `failure` at the first read, without anything
 * having been read: how a page action learns its body was refused (Remix answers the thrown
 * Response with its status). The failure is raised synchronously on the first pull, which
 * workerd reports only to the reader.
 */
export function withRefusedBody(request: Request, failure: unknown): Request {
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: new ReadableStream({ pull: (controller) => controller.error(failure) }),
  });
}

/** A copy of the request with the body already read (so its size is known). */
export function withBody(request: Request, bytes: Uint8Array<ArrayBuffer>): Request {
  return new Request(request.url, { method: request.method, headers: request.headers, body: bytes });
}
