import { z } from "zod";
import type { Db } from "~/db.server";
import type { SignedIn } from "~/services/auth/session.server";
import type { Method } from "#core/http/routes";

// An endpoint is a route contract (core/http/routes.ts) plus /api's own concerns: auth, body
// encodings, limits and the OpenAPI document. docs/decisions/020-one-router-idiom.md
export type { Method };
export type Auth = "public" | "user";

export interface EndpointContext<B, Q, A extends Auth> {
  request: Request;
  env: Env;
  ctx: ExecutionContext;
  db: Db;
  params: Record<string, string>;
  body: B;
  query: Q;
  signedIn: A extends "user" ? SignedIn : SignedIn | null;
}

export interface Endpoint<
  B extends z.ZodTypeAny = z.ZodTypeAny,
  Q extends z.ZodTypeAny = z.ZodTypeAny,
  A extends Auth = Auth,
  R extends z.ZodTypeAny = z.ZodTypeAny,
> {
  method: Method;
  /** Full path with `{param}` placeholders, e.g. `/api/family/members/{id}`. */
  path: string;
  /** The path's parameters (decoded); a refusal answers 400 like on every hop. Plain strings without. */
  params?: z.AnyZodObject;
  summary: string;
  tag: string;
  auth: A;
  body?: B;
  /**
   * The one media type the body may have: JSON (default), a url-encoded form, or multipart (an
   * upload the handler reads itself); any other answers 415.
   */
  bodyEncoding?: "json" | "form" | "multipart";
  /** Largest body the router reads, counted while it streams in (default 256 KB); more answers 413. */
  maxBodyBytes?: number;
  query?: Q;
  /** The success body; the handler's result must fit it (checked by tsc, and by the API fuzz). */
  response?: R;
  /** Status codes besides 200 that this endpoint answers on purpose, for the OpenAPI document. */
  errors?: number[];
  /** How a success answers when it is not a 200 JSON body (the OpenAPI document says so). */
  success?: { status?: number; as?: "json" | "file" | "redirect" };
  /** Multipart fields besides the binary `file`, read by the handler itself (uploads). */
  upload?: z.AnyZodObject;
  /** Ends the caller's session or account (sign-out, deletion): the API fuzz leaves it out. */
  endsSession?: boolean;
  /** Developer tooling, refused outside development and test: the API fuzz leaves it out. */
  devOnly?: boolean;
  handle(c: EndpointContext<z.infer<B>, z.infer<Q>, A>): Promise<Response | z.input<R> | null>;
}

/** Declares an endpoint; the identity function exists for its type inference. */
export function endpoint<
  B extends z.ZodTypeAny,
  Q extends z.ZodTypeAny,
  A extends Auth,
  R extends z.ZodTypeAny = z.ZodTypeAny,
>(def: Endpoint<B, Q, A, R>): Endpoint<B, Q, A, R> {
  return def;
}
