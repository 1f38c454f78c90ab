// The one error shape of every hop (/api, /internal, the orchestrator's gateway):
// `{ detail, errors?, reference? }` with the status. docs/decisions/020-one-router-idiom.md
import { z, type ZodError } from "zod";

export interface FieldError {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export const FieldErrorSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});

/** What every error answer carries: the message, each field's problem, and a log reference on a 500. */
export const ErrorBodySchema = z.object({
  detail: z.union([z.string(), z.record(z.unknown()), z.array(z.unknown())]),
  errors: z.array(FieldErrorSchema).optional(),
  reference: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** An error a router answers as `{ "detail": … }` with its status (and headers, e.g. 401's challenge). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: unknown,
    readonly headers: Record<string, string> = {},
    readonly errors?: FieldError[],
  ) {
    super(typeof detail === "string" ? detail : JSON.stringify(detail));
  }

  get body(): ErrorBody {
    const body: ErrorBody = { detail: this.detail as ErrorBody["detail"] };
    if (this.errors) body.errors = this.errors;
    return body;
  }
}

export const fieldErrors = (error: ZodError): FieldError[] =>
  error.issues.map((i) => ({ loc: i.path, msg: i.message, type: i.code }));

/**
 * A refused input: `detail` is the given message or the schema's first one (the spec's wording lives
 * in the schemas), `errors` names every field.
 */
export function invalidInput(error: ZodError, status: number, detail?: string): HttpError {
  const errors = fieldErrors(error);
  return new HttpError(status, detail ?? errors[0]?.msg ?? "Invalid request", {}, errors);
}
