// "Sign-in and security" on the Account page: confirm it's you (an e-mailed code), change or set
// the password, and the devices signed in to this account.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { Alert } from "../alert";
import { Button } from "../button";
import { Card } from "../card";
import { Field, FormAlert } from "../sign-in/fields";
import {
  ChangePasswordSchema,
  StepUpCodeSchema,
  type SecurityActionData,
  type SecurityView,
} from "./security-schemas";
import { SessionList } from "./session-list";

function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/** Proof of identity for the next 10 minutes: a 6-digit code sent to the account's address. */
function ConfirmItsYou({
  freshMinutes,
  actionData,
}: {
  freshMinutes: number;
  actionData?: SecurityActionData;
}) {
  const sending = useSubmitting("step-up-send");
  const checking = useSubmitting("step-up-verify");
  const verify = actionData?.intent === "step-up-verify" ? actionData : undefined;
  const sent = actionData?.intent === "step-up-send" ? actionData : undefined;
  const [form, fields] = useForm({
    id: "step-up-form",
    lastResult: verify?.result,
    constraint: getZodConstraint(StepUpCodeSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StepUpCodeSchema }),
    shouldValidate: "onSubmit",
  });
  if (freshMinutes > 0) {
    return (
      <Alert tone={verify?.ok ? "success" : "info"}>
        {verify?.ok
          ? verify.message
          : `You signed in recently: for the next ${freshMinutes} ${freshMinutes === 1 ? "minute" : "minutes"} you can change your password or delete your account without a code.`}
      </Alert>
    );
  }
  const askedForCode = Boolean(sent?.ok || verify);
  return (
    <section aria-label="Confirm it's you" className="space-y-3">
      <p className="text-sm text-slate-600">
        To change your password or delete your account, confirm it&apos;s you: we email a 6-digit code to your
        address (or sign out and sign in again).
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="step-up-send" />
        <Button type="submit" variant="secondary" disabled={sending}>
          {sending ? "Sending..." : askedForCode ? "Send a new code" : "Email me a code"}
        </Button>
      </Form>
      {sent ? <Alert tone={sent.ok ? "info" : "error"}>{sent.message}</Alert> : null}
      {askedForCode ? (
        <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-start gap-2">
          <input type="hidden" name="intent" value="step-up-verify" />
          <div className="w-48">
            <Field label="6-digit code" field={fields.code} type="text" autoComplete="one-time-code" />
          </div>
          <Button type="submit" className="mt-7" disabled={checking}>
            {checking ? "Checking..." : "Confirm"}
          </Button>
          <div className="basis-full">
            <FormAlert id={form.errorId} errors={form.errors} />
          </div>
        </Form>
      ) : null}
    </section>
  );
}

function PasswordForm({
  hasPassword,
  actionData,
}: {
  hasPassword: boolean;
  actionData?: SecurityActionData;
}) {
  const saving = useSubmitting("change-password");
  const [form, fields] = useForm({
    id: "password-form",
    lastResult: actionData?.result,
    constraint: getZodConstraint(ChangePasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
    shouldValidate: "onBlur",
  });
  return (
    <section aria-label={hasPassword ? "Change password" : "Set a password"} className="space-y-3">
      <h3 className="font-medium text-slate-900">{hasPassword ? "Change password" : "Set a password"}</h3>
      {hasPassword ? null : (
        <p className="text-sm text-slate-600">
          This account has no password: you sign in with an email link or Google. Set one to sign in with it
          too.
        </p>
      )}
      <Form method="post" {...getFormProps(form)} className="max-w-sm space-y-3">
        <input type="hidden" name="intent" value="change-password" />
        {hasPassword ? (
          <Field
            label="Current password"
            field={fields.current_password}
            type="password"
            autoComplete="current-password"
          />
        ) : null}
        <Field
          label="New password"
          hint="(at least 8 characters)"
          field={fields.new_password}
          type="password"
          autoComplete="new-password"
        />
        <Field
          label="Confirm new password"
          field={fields.confirm_password}
          type="password"
          autoComplete="new-password"
        />
        <FormAlert id={form.errorId} errors={form.errors} />
        {actionData?.ok && actionData.message ? <Alert tone="success">{actionData.message}</Alert> : null}
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : hasPassword ? "Change password" : "Set password"}
        </Button>
      </Form>
    </section>
  );
}

export function SecurityCard({
  security,
  actionData,
}: {
  security: SecurityView;
  actionData?: SecurityActionData;
}) {
  const passwordResult = actionData?.intent === "change-password" ? actionData : undefined;
  const sessionResult =
    actionData?.intent === "sign-out-device" || actionData?.intent === "sign-out-everywhere"
      ? actionData
      : undefined;
  return (
    <Card title="Sign-in and security">
      <div className="space-y-6">
        <ConfirmItsYou freshMinutes={security.freshMinutes} actionData={actionData} />
        <PasswordForm hasPassword={security.hasPassword} actionData={passwordResult} />
        <SessionList sessions={security.sessions} actionData={sessionResult} />
      </div>
    </Card>
  );
}
