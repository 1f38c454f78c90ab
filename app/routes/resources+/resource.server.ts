// What every resource route does around its one service call (ADR 007, superseded in part): the
// pages' own guard (requireUser), the same input checks as /api, and the same `{detail}` failures
// with the same statuses. The browser infers each answer's type from the route's loader or action.
import type { LoaderFunctionArgs, TypedResponse } from "@remix-run/cloudflare";
import type { z } from "zod";
import { ApiError, errorResponse, json, validationError } from "~/api/http";
import { parseJsonBody as parseJson, queryObject } from "#core/http/routes";
import { getDb } from "~/db.server";
import { requireUser } from "~/services/auth/session.server";

/** The signed-in user and what their services need; signed-out visitors go to /signin like any page. */
export async function signedInScope({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const env = context.cloudflare.env;
  const signedIn = await requireUser(request, env);
  return { env, db: getDb(env), signedIn, userId: signedIn.user.id };
}

/** The service's answer as JSON; a refusal (ApiError) answers `{detail}` with its status, as /api does. */
export async function answer<T>(run: () => Promise<T> | T): Promise<TypedResponse<T>> {
  try {
    return json(await run()) as TypedResponse<T>;
  } catch (error) {
    // Returned, not thrown: a refusal thrown before the first await would reject the loader's
    // promise before Remix awaits it, which workerd reports as an unhandled rejection. The
    // browser's client reads the status first, so the body is never taken for a T.
    if (error instanceof ApiError) return errorResponse(error) as TypedResponse<T>;
    throw error;
  }
}

function valid<S extends z.ZodTypeAny>(schema: S, raw: unknown): z.infer<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw errorResponse(validationError(parsed.error));
  return parsed.data;
}

/** The query string checked by the same schema the API endpoint uses (a repeated key is a list). */
export function parseQuery<S extends z.ZodTypeAny>(request: Request, schema: S): z.infer<S> {
  return valid(schema, queryObject(new URL(request.url).searchParams));
}

/** A JSON body checked by the same schema the API endpoint uses. */
export async function parseJsonBody<S extends z.ZodTypeAny>(
  request: Request,
  schema: S,
): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = parseJson(await request.text());
  } catch (error) {
    throw error instanceof ApiError ? errorResponse(error) : error;
  }
  return valid(schema, raw);
}

/** A form body (the small forms of the cards) checked by the same schema the API endpoint uses. */
export async function parseFormBody<S extends z.ZodTypeAny>(
  request: Request,
  schema: S,
): Promise<z.infer<S>> {
  return valid(schema, Object.fromEntries(await request.formData()));
}
