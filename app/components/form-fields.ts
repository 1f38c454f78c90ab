// Conform infers a form's fields from its schema's input type; the core field rules read typed text
// (z.preprocess), whose input type is unknown, so a form names its fields with this type instead.
import type { z } from "zod";

type AsTyped<T> = unknown extends T
  ? string | number
  : T extends readonly (infer E)[]
    ? AsTyped<E>[]
    : T extends Record<string, unknown>
      ? { [K in keyof T]?: AsTyped<T[K]> }
      : T;

/** The fields of a form built with `schema`: `useForm<FormFields<typeof schema>, FormValue<typeof schema>>`. */
export type FormFields<S extends z.ZodTypeAny> = AsTyped<z.input<S>>;
/** What a successful parse gives. */
export type FormValue<S extends z.ZodTypeAny> = z.output<S>;
