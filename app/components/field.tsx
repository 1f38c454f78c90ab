// Form fields (docs/design-system.md): a label above its control, an optional hint, and the error
// in the danger colour tied to the control with aria-describedby. The class lists are exported for
// the controls a library renders (Conform's getInputProps) so every input looks the same.
import { useId } from "react";

export const inputClass =
  "w-full rounded-control border border-line-strong bg-surface px-3 py-2 text-body text-ink placeholder:text-ink-subtle focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-danger";
export const labelClass = "block text-body font-medium text-ink";
export const hintClass = "mt-1 text-fine text-ink-muted";
export const fieldErrorClass = "mt-1 text-fine text-danger";

export function Field({
  label,
  hint,
  error,
  required = false,
  children,
}: {
  label: string;
  hint?: string;
  error?: string | null;
  required?: boolean;
  /** The control, given its id and describedby. */
  children: (control: {
    id: string;
    "aria-describedby"?: string;
    "aria-invalid"?: boolean;
  }) => React.ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="mt-1">
        {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      </div>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldErrorClass} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
