import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { HandleErrorFunction } from "@remix-run/cloudflare";
import { logError } from "#core/error-log";
import { requestFacts } from "~/services/error-log.server";

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), ABORT_DELAY);

  const body = await renderToReadableStream(
    <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />,
    {
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );

  void body.allReady.then(() => clearTimeout(timeoutId));
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html");
  responseHeaders.set("X-Content-Type-Options", "nosniff");
  responseHeaders.set("Referrer-Policy", "same-origin");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * Errors Remix catches itself (rendering, anything outside the wrapped loaders and actions): a
 * summary with a reference instead of Remix's console.error of the raw error (SQL and values).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted) logError("page", error, requestFacts(request));
};
