// One router idiom for every hop: a route is a contract (method, path template, zod schemas for
// params, query, body and response) that the server matches and validates with, and the client
// builds its path from and parses the answer with. docs/decisions/020-one-router-idiom.md
import type { z } from "zod";
import { HttpError, invalidInput } from "./errors";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RouteContract {
  method: Method;
  /** Full path with `{param}` placeholders, e.g. `/internal/users/{userId}/files`. */
  path: string;
  /** The path's parameters, decoded; a refusal is a 400 on every hop. */
  params?: z.ZodTypeAny;
  query?: z.ZodTypeAny;
  body?: z.ZodTypeAny;
  /** The success body: the handler's result must fit it, the client parses the answer with it. */
  response?: z.ZodTypeAny;
  /** One fixed sentence answered for a refused query or body instead of the schema's first message. */
  invalid?: string;
}

/** Declares a contract; the identity function keeps each schema's own type for inference. */
export function contract<const C extends RouteContract>(c: C): C {
  return c;
}

type Schema<C, K extends string> = C extends { [k in K]: infer S extends z.ZodTypeAny } ? S : never;
type Input<C, K extends string, Else> = [Schema<C, K>] extends [never] ? Else : z.input<Schema<C, K>>;
type Output<C, K extends string, Else> = [Schema<C, K>] extends [never] ? Else : z.output<Schema<C, K>>;

/** What a client sends: the path's parameters, the query and the body, each as its schema takes it. */
export type RequestOf<C> = {
  params: Input<C, "params", Record<string, never>>;
  query: Input<C, "query", undefined>;
  body: Input<C, "body", undefined>;
};
type Field<T, K extends string> = [T] extends [undefined]
  ? { [k in K]?: undefined }
  : [T] extends [Record<string, never>]
    ? { [k in K]?: T }
    : { [k in K]: T };
/** A client's call: the parts its contract declares are required, the others may be left out. */
export type CallOf<C> = Field<RequestOf<C>["params"], "params"> &
  Field<RequestOf<C>["query"], "query"> &
  Field<RequestOf<C>["body"], "body">;
/** What a handler receives once the router has validated the request. */
export type ValidatedOf<C> = {
  params: Output<C, "params", Record<string, string>>;
  query: Output<C, "query", undefined>;
  body: Output<C, "body", undefined>;
};
export type ResponseOf<C> = Output<C, "response", unknown>;
/** What a handler may return for a contract (the schema's input: defaults may be left out). */
export type ResultOf<C> = Input<C, "response", unknown>;

interface Compiled<T> {
  entry: T;
  pattern: RegExp;
  names: string[];
}

function compile<T extends { path: string }>(entry: T): Compiled<T> {
  const names: string[] = [];
  const source = entry.path
    .split("/")
    .map((segment) => {
      const m = /^\{(\w+)\}$/.exec(segment);
      if (!m) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(m[1]);
      return "([^/]+)";
    })
    .join("/");
  return { entry, pattern: new RegExp(`^${source}/?$`), names };
}

/** A malformed %-escape in a path parameter is the caller's error (400), not ours. */
function decodePathParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new HttpError(400, "Malformed URL");
  }
}

export interface RouteTable<T> {
  /** The entry for this method and path, if any (no error: e.g. to pick a body limit). */
  find(method: string, pathname: string): T | undefined;
  /** The methods the path answers, in table order (empty: no such path). */
  allowed(pathname: string): string[];
  /** The entry and its decoded parameters; 404 for an unknown path, 405 with `Allow` for another method. */
  match(method: string, pathname: string): { entry: T; params: Record<string, string> };
}

/** Compiles a table of routes (contracts, or declarations that extend one) into a matcher. */
export function routeTable<T extends { method: string; path: string }>(entries: readonly T[]): RouteTable<T> {
  const routes = entries.map(compile);
  const onPath = (pathname: string) => routes.filter((r) => r.pattern.test(pathname));
  return {
    find: (method, pathname) => onPath(pathname).find((r) => r.entry.method === method)?.entry,
    allowed: (pathname) => onPath(pathname).map((r) => r.entry.method),
    match(method, pathname) {
      const candidates = onPath(pathname);
      if (candidates.length === 0) throw new HttpError(404, "Not Found");
      const route = candidates.find((r) => r.entry.method === method);
      if (!route) {
        const allow = candidates.map((r) => r.entry.method).join(", ");
        throw new HttpError(405, "Method Not Allowed", { allow });
      }
      const values = route.pattern.exec(pathname)!.slice(1);
      return {
        entry: route.entry,
        params: Object.fromEntries(route.names.map((n, i) => [n, decodePathParam(values[i])])),
      };
    },
  };
}

/** A query string as an object: one value per key, or every value when a key repeats. */
export function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    raw[key] = all.length > 1 ? all : all[0];
  }
  return raw;
}

function check(schema: z.ZodTypeAny, value: unknown, status: number, detail?: string): unknown {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(parsed.error, status, detail);
  return parsed.data;
}

export const validateParams = (c: RouteContract, params: Record<string, string>) =>
  c.params ? check(c.params, params, 400) : params;

/** Query then body, each against its schema; `status` is the hop's (422 on /api, 400 between services). */
export function validateQuery(c: RouteContract, search: URLSearchParams, status: number): unknown {
  return c.query ? check(c.query, queryObject(search), status, c.invalid) : undefined;
}

export function validateBody(c: RouteContract, body: unknown, status: number): unknown {
  return c.body ? check(c.body, body, status, c.invalid) : undefined;
}

/** A success answer read with the contract's response schema: the data, or what did not fit. */
export function readAnswer<C extends RouteContract>(
  c: C,
  data: unknown,
): { ok: true; data: ResponseOf<C> } | { ok: false; problem: string } {
  if (!c.response) return { ok: true, data: data as ResponseOf<C> };
  const parsed = c.response.safeParse(data);
  if (parsed.success) return { ok: true, data: parsed.data as ResponseOf<C> };
  const issue = parsed.error.issues[0];
  return { ok: false, problem: `${issue?.path.join(".") || "body"}: ${issue?.message}` };
}

/** The contract's path with its parameters filled in (escaped) and the query appended. */
export function pathOf(c: RouteContract, params: object = {}, query?: object): string {
  const values = params as Record<string, unknown>;
  const path = c.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Params, query and body of a matched request, in that order, each against its schema. */
export function validateRequest<C extends RouteContract>(
  c: C,
  params: Record<string, string>,
  search: URLSearchParams,
  body: unknown,
  status: number,
): ValidatedOf<C> {
  return {
    params: validateParams(c, params),
    query: validateQuery(c, search, status),
    body: validateBody(c, body, status),
  } as ValidatedOf<C>;
}

/** A success a handler answers: its body fits the contract's response; the status defaults to 200. */
export interface Reply<C = RouteContract> {
  status?: number;
  body: ResultOf<C>;
}

/** A served route: the contract, and the handler that runs once the request fits it. */
export interface Served<Ctx> {
  method: Method;
  path: string;
  contract: RouteContract;
  handle(request: ValidatedOf<RouteContract>, ctx: Ctx): Promise<Reply>;
}

/** Binds a handler to its contract; the handler's arguments and result are typed by the contract. */
export function served<Ctx, const C extends RouteContract>(
  c: C,
  handle: (request: ValidatedOf<C>, ctx: Ctx) => Promise<Reply<C>>,
): Served<Ctx> {
  return { method: c.method, path: c.path, contract: c, handle: handle as Served<Ctx>["handle"] };
}

/** A JSON body as text (empty: `{}`); one that does not parse is a 400. */
export function parseJsonBody(text: string): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "Malformed JSON body");
  }
}

/**
 * Runs a matched route between services: JSON body, validation (a refusal is a 400) and the
 * handler. Throws HttpError for a refusal, in the one error shape.
 */
export async function runServed<Ctx>(
  route: Served<Ctx>,
  params: Record<string, string>,
  search: URLSearchParams,
  text: string,
  ctx: Ctx,
): Promise<{ status: number; body: unknown }> {
  const request = validateRequest(route.contract, params, search, parseJsonBody(text), 400);
  const { status = 200, body } = await route.handle(request, ctx);
  return { status, body: body ?? { ok: true } };
}
