// Magic-link sign-in: e-mail entry, then the 'link sent' state with the 6-digit code (001 §2, §5).
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { MagicLinkSendSchema } from "~/services/auth/forms";
import { ErrorList, Field, FormAlert, SubmitButton, useHydrated } from "./fields";

interface Props {
  redirectTo: string | null;
  lastResult?: SubmissionResult<string[]>;
  form: string | null;
  sent: { email: string; remaining: number } | null;
}

export function MagicLinkPanel({ redirectTo, lastResult, form, sent }: Props) {
  return (
    <section aria-labelledby="magic-title" className="rounded-xl border border-slate-200 bg-slate-50/70 p-5">
      <h2 id="magic-title" className="text-sm font-semibold text-slate-900">
        Sign in with an email link
      </h2>
      {sent ? (
        <CodeEntry
          key={sent.email}
          email={sent.email}
          remaining={sent.remaining}
          redirectTo={redirectTo}
          lastResult={form === "magic-verify" ? lastResult : undefined}
        />
      ) : (
        <EmailEntry redirectTo={redirectTo} lastResult={form === "magic-send" ? lastResult : undefined} />
      )}
    </section>
  );
}

function useBusy(formName: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("form") === formName;
}

function EmailEntry({
  redirectTo,
  lastResult,
}: {
  redirectTo: string | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm({
    id: "magic-send",
    lastResult,
    constraint: getZodConstraint(MagicLinkSendSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MagicLinkSendSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
      <p className="text-sm text-slate-600">
        No password needed: we&apos;ll email you a link and a 6-digit code.
      </p>
      <input type="hidden" name="form" value="magic-send" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field
        label="Email"
        field={fields.email}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
      />
      <FormAlert id={form.errorId} errors={form.errors} />
      <SubmitButton busy={useBusy("magic-send")} busyText="Sending...">
        Email me a sign-in link
      </SubmitButton>
    </Form>
  );
}

function CodeEntry({
  email,
  remaining,
  redirectTo,
  lastResult,
}: {
  email: string;
  remaining: number;
  redirectTo: string | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm({ id: "magic-verify", lastResult });
  const [code, setCode] = useState("");
  const hydrated = useHydrated();
  const location = useLocation();
  const busy = useBusy("magic-verify");
  const errors = [...(form.errors ?? []), ...(fields.code.errors ?? [])];
  return (
    <div className="mt-3 space-y-4">
      <div
        className="rounded-lg border border-emerald-200 bg-emerald-50 px-3.5 py-3 text-sm text-emerald-800"
        role="status"
      >
        <p className="font-medium">Check your email</p>
        <p className="mt-0.5">
          We sent a sign-in link and a 6-digit code to <span className="font-semibold">{email}</span>. Both
          are valid for 15 minutes.
        </p>
        {remaining >= 0 ? (
          <p className="mt-1 text-emerald-700">
            {remaining} more {remaining === 1 ? "request" : "requests"} available in the next 15 minutes.
          </p>
        ) : null}
      </div>
      <Form method="post" {...getFormProps(form)} className="space-y-3">
        <input type="hidden" name="form" value="magic-verify" />
        <input type="hidden" name="email" value={email} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <label htmlFor={fields.code.id} className="block text-sm font-medium text-slate-700">
          6-digit code
        </label>
        <input
          id={fields.code.id}
          name={fields.code.name}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          required
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={errors.length ? form.errorId : undefined}
          placeholder="000000"
          className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-3 text-center font-mono text-2xl tracking-[0.5em] text-slate-900 shadow-sm focus:border-brand-600 focus:ring-4 focus:ring-brand-50"
        />
        <ErrorList id={form.errorId} errors={errors} />
        {/* Before hydration the button is always there so the form works without JavaScript. */}
        {!hydrated || code.length === 6 ? (
          <SubmitButton busy={busy} busyText="Verifying...">
            Verify code
          </SubmitButton>
        ) : null}
      </Form>
      <Link
        to={location.pathname + location.search}
        replace
        className="block text-center text-sm font-medium text-brand-600 hover:text-brand-700"
      >
        Use Different Email
      </Link>
    </div>
  );
}
