// Node's http request/response <-> fetch Request/Response, for the dev loop's Worker pipeline.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";

/**
 * The request as workerd would hand it to the Worker. CF-Connecting-IP is the socket's address
 * (a value the client sent is replaced, stricter than wrangler dev): developer tools trust it.
 */
export function nodeToRequest(req: IncomingMessage, res: ServerResponse): Request {
  const url = new URL(
    (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "/",
    `http://${req.headers.host ?? "127.0.0.1"}`,
  );
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  headers.set("cf-connecting-ip", req.socket.remoteAddress ?? "");
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const announcesBody = headers.has("transfer-encoding") || Number(headers.get("content-length") ?? 0) > 0;
  if (!announcesBody) req.resume();
  const body = announcesBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : null;
  if (req.method === "GET" || req.method === "HEAD") {
    const request = new Request(url, { method: req.method, headers, signal: controller.signal });
    // fetch's Request refuses a GET/HEAD body, workerd hands it over and the pipeline answers 400
    // (workers/body-limit.ts): give this request the body workerd would.
    if (body) Object.defineProperty(request, "body", { value: body });
    return request;
  }
  return new Request(url, {
    method: req.method,
    headers,
    body,
    signal: controller.signal,
    // @ts-expect-error -- Node's fetch needs duplex for a streamed body; not in the DOM types
    duplex: "half",
  });
}

export async function responseToNode(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  if (!response.body) return void res.end();
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await new Promise((ok) => res.once("drain", ok));
    }
  } finally {
    res.end();
  }
}
