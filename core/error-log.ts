// The one way to log an unexpected error, in the Worker and in the orchestrator: a summary that
// never carries SQL parameters, message text or user data, under a reference the user is shown.
// A DrizzleQueryError's message holds the SQL and its bound values, so only class names, codes
// (SQLITE_CONSTRAINT, D1_ERROR, gRPC status) and the failed constraint's name are kept.

/** An error whose message names only settings or codes, never values: logged in full. */
export class SafeMessageError extends Error {}

export interface ErrorSummary {
  error: string;
  causes?: string[];
  code?: string | number;
  constraint?: string;
  message?: string;
  at?: string[];
}

const MAX_CAUSES = 3;
const MAX_FRAMES = 5;
const SQLITE_CODE = /\bSQLITE_[A-Z_]+\b/;
const D1_CODE = /\bD1_[A-Z_]+\b/;
// SQLite names the constraint (or its columns); the failing values are never part of this text.
const CONSTRAINT =
  /\b(UNIQUE|NOT NULL|CHECK|FOREIGN KEY|PRIMARY KEY) constraint failed(?::\s*([\w.]+(?:, [\w.]+)*))?/;

/** A short random id, quoted to the user and written in the log line. */
export function newErrorReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The reference a 500 answer carries (`{ detail, reference }`), if any. */
export function errorReferenceOf(data: unknown): string | null {
  const reference = (data as { reference?: unknown } | null)?.reference;
  return typeof reference === "string" && /^[0-9a-f]{16}$/.test(reference) ? reference : null;
}

/** The error's class; drizzle's query error is recognised by shape (it keeps the name "Error"). */
function className(value: unknown): string {
  if (!(value instanceof Error)) return value === null ? "null" : typeof value;
  if (typeof (value as { query?: unknown }).query === "string" && "params" in value)
    return "DrizzleQueryError";
  if (value.name && value.name !== "Error") return value.name;
  // Minified bundles rename classes to a letter or two: say "Error" rather than "e".
  const constructorName = value.constructor?.name ?? "";
  return constructorName.length > 2 ? constructorName : "Error";
}

/** Locations only: the stack's `at …` lines after the message (which may quote user input). */
function frames(error: Error): string[] | undefined {
  const stack = error.stack ?? "";
  const end = stack.indexOf(error.message);
  if (end < 0) return undefined;
  const at = stack
    .slice(end + error.message.length)
    .split("\n")
    .filter((line) => /^\s+at\s/.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => line.trim().slice(3, 200));
  return at.length ? at : undefined;
}

function codeOf(error: Error): string | number | undefined {
  const own = (error as { code?: unknown }).code;
  if (typeof own === "number" || (typeof own === "string" && /^[A-Z][A-Z0-9_]{1,40}$/.test(own))) return own;
  return (SQLITE_CODE.exec(error.message) ?? D1_CODE.exec(error.message))?.[0];
}

/** What may be logged about an error: its class, its causes' classes, codes and constraint names. */
export function summariseError(error: unknown): ErrorSummary {
  const summary: ErrorSummary = { error: className(error) };
  if (!(error instanceof Error)) return summary;
  if (error instanceof SafeMessageError) summary.message = error.message.slice(0, 1000);
  const chain: Error[] = [error];
  for (let c = error.cause; c instanceof Error && chain.length <= MAX_CAUSES; c = c.cause) chain.push(c);
  if (chain.length > 1) summary.causes = chain.slice(1).map(className);
  // A drizzle error's own message is the SQL and its values: only its causes are read.
  for (const link of chain.filter((e) => className(e) !== "DrizzleQueryError")) {
    summary.code ??= codeOf(link);
    const constraint = CONSTRAINT.exec(link.message);
    if (constraint && !summary.constraint)
      summary.constraint = constraint[2] ? `${constraint[1]} ${constraint[2]}` : constraint[1];
  }
  summary.at = frames(error);
  return summary;
}

/**
 * Logs one JSON line for an unexpected error and returns its reference. `context` is for
 * request facts that are never user data (method, route template, Cloudflare ray id).
 */
export function logError(
  where: string,
  error: unknown,
  context: Record<string, string | number | undefined> = {},
  reference: string = newErrorReference(),
): string {
  console.error(JSON.stringify({ level: "error", where, reference, ...context, ...summariseError(error) }));
  return reference;
}
