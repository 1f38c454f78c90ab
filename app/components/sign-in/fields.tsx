// Small form pieces shared by the sign-in page's forms.
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";

/** False during server render and the first client render; true once React has hydrated. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const list = errors?.filter(Boolean) ?? [];
  if (!list.length) return null;
  return (
    <ul id={id} className="mt-1.5 space-y-0.5 text-sm text-red-600" role="alert">
      {list.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

export function FormAlert({ id, errors }: { id?: string; errors?: string[] | null }) {
  const list = errors?.filter(Boolean) ?? [];
  if (!list.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-700"
    >
      {list.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}

/** A labelled Conform field: its input props, errors and error id all come from the field. */
export function Field({
  label,
  hint,
  field,
  type,
  autoComplete,
  placeholder,
}: {
  label: string;
  hint?: string;
  field: FieldMetadata<string | null | undefined>;
  type: "text" | "email" | "password";
  autoComplete: string;
  placeholder?: string;
}) {
  const { key, ...props } = getInputProps(field, { type });
  const invalid = Boolean(field.errors?.length);
  return (
    <div>
      <label htmlFor={props.id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
        {hint ? <span className="ml-1 font-normal text-ink-subtle">{hint}</span> : null}
      </label>
      <input
        key={key}
        {...props}
        autoComplete={autoComplete}
        placeholder={placeholder}
        className={`block w-full rounded-lg border bg-white px-3.5 py-2.5 text-slate-900 shadow-sm transition placeholder:text-ink-subtle focus:ring-4 ${
          invalid
            ? "border-red-300 focus:border-red-500 focus:ring-red-100"
            : "border-slate-300 focus:border-brand-600 focus:ring-brand-50"
        }`}
      />
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function SubmitButton({
  busy,
  children,
  busyText,
}: {
  busy: boolean;
  children: React.ReactNode;
  busyText: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm transition hover:bg-brand-700 focus:ring-4 focus:ring-brand-50 disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? busyText : children}
    </button>
  );
}

export function GoogleButton({ href }: { href: string }) {
  return (
    <a
      href={href}
      className="flex w-full items-center justify-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-700 shadow-sm transition hover:bg-slate-50 focus:ring-4 focus:ring-slate-100"
    >
      <svg aria-hidden="true" viewBox="0 0 48 48" className="h-5 w-5">
        <path
          fill="#FFC107"
          d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
        />
        <path
          fill="#FF3D00"
          d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
        />
        <path
          fill="#4CAF50"
          d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
        />
        <path
          fill="#1976D2"
          d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C36.9 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
        />
      </svg>
      Continue with Google
    </a>
  );
}
