// Services take their input as the spec's callers send it and validate it themselves, so a Remix
// action and the JSON API answer the same 422 with the same spec message.
import type { z } from "zod";
import { validationError } from "~/api/http";

export function parseOr422<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
