import type { ZodError } from "zod";
import { HttpError, invalidInput } from "#core/http/errors";

export type { FieldError } from "#core/http/errors";

/**
 * An error the API answers as `{ "detail": … }` with its status: the one error shape of every hop
 * (core/http/errors.ts, docs/decisions/020-one-router-idiom.md).
 */
export { HttpError as ApiError };

export const notFound = (detail = "Not Found") => new HttpError(404, detail);
export const forbidden = (detail = "Forbidden") => new HttpError(403, detail);
export const unauthorized = (detail = "Not authenticated") =>
  new HttpError(401, detail, { "WWW-Authenticate": "Bearer" });

/** 422 whose detail is the first message (the spec's wording lives in the schemas), plus every field error. */
export const validationError = (error: ZodError): HttpError => invalidInput(error, 422);

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  headers.set("cache-control", "no-store");
  return new Response(JSON.stringify(data), { ...init, headers });
}

export const errorResponse = (error: HttpError): Response =>
  json(error.body, { status: error.status, headers: error.headers });
