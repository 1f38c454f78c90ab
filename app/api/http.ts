import type { ZodError } from "zod";

export interface FieldError {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** An error the API answers as `{ "detail": … }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: unknown,
    readonly headers: Record<string, string> = {},
    readonly errors?: FieldError[],
  ) {
    super(typeof detail === "string" ? detail : JSON.stringify(detail));
  }
}

export const notFound = (detail = "Not Found") => new ApiError(404, detail);
export const forbidden = (detail = "Forbidden") => new ApiError(403, detail);
export const unauthorized = (detail = "Not authenticated") =>
  new ApiError(401, detail, { "WWW-Authenticate": "Bearer" });

/** 422 whose detail is the first message (the spec's wording lives in the schemas), plus every field error. */
export function validationError(error: ZodError): ApiError {
  const errors = error.issues.map((i) => ({ loc: i.path, msg: i.message, type: i.code }));
  return new ApiError(422, errors[0]?.msg ?? "Invalid request", {}, errors);
}

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  headers.set("cache-control", "no-store");
  return new Response(JSON.stringify(data), { ...init, headers });
}

export function errorResponse(error: ApiError): Response {
  const body: Record<string, unknown> = { detail: error.detail };
  if (error.errors) body.errors = error.errors;
  return json(body, { status: error.status, headers: error.headers });
}
