import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { HandleErrorFunction } from "@remix-run/cloudflare";
import { logError } from "#core/error-log";
import { requestFacts } from "~/services/platform/error-log.server";
import { NonceProvider } from "~/security/nonce";
import { pagePolicy } from "~/security/policies";

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), ABORT_DELAY);
  const { nonce } = loadContext;

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );

  void body.allReady.then(() => clearTimeout(timeoutId));
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The policy names this render's nonce; workers/security-headers.ts adds the other headers.
  responseHeaders.set("Content-Security-Policy", pagePolicy(nonce));
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * Errors Remix catches itself (rendering, anything outside the wrapped loaders and actions): a
 * summary with a reference instead of Remix's console.error of the raw error (SQL and values).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted) logError("page", error, requestFacts(request));
};
