import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { Alert } from "../alert";
import { Button } from "../button";
import { Card } from "../card";
import { ZIP_CODE_MAX_LENGTH, ZipcodeSchema, zipcodeErrorMessage } from "./schemas";

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

/** Read-only e-mail and forwarding address; the ZIP code is the one editable field. */
export function AccountInformationCard({
  email,
  forwardingAddress,
  zipcode,
  lastResult,
  saved,
}: {
  email: string;
  forwardingAddress: string;
  zipcode: string | null;
  lastResult?: SubmissionResult<string[]>;
  saved: boolean;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "zipcode";
  const [form, fields] = useForm({
    id: "zipcode-form",
    lastResult,
    constraint: getZodConstraint(ZipcodeSchema),
    defaultValue: { zipcode: zipcode ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ZipcodeSchema }),
    shouldValidate: "onSubmit",
  });
  const error = fields.zipcode.errors?.[0] ?? form.errors?.[0];
  const { key: zipKey, ...zipProps } = getInputProps(fields.zipcode, { type: "text" });
  return (
    <Card title="Account Information">
      <dl className="space-y-4">
        <Field label="Email">
          <span data-testid="account-email">{email}</span>
        </Field>
        <Field label="Your forwarding address">
          <span className="font-mono text-sm" data-testid="forwarding-address">
            {forwardingAddress}
          </span>
        </Field>
      </dl>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-2">
        <input type="hidden" name="intent" value="zipcode" />
        <label htmlFor={fields.zipcode.id} className="block text-sm text-slate-500">
          ZIP Code
        </label>
        <div className="flex gap-2">
          <input
            key={zipKey}
            {...zipProps}
            maxLength={ZIP_CODE_MAX_LENGTH}
            inputMode="numeric"
            autoComplete="postal-code"
            className="w-40 rounded-md border border-slate-300 px-3 py-2"
          />
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : "Save"}
          </Button>
        </div>
        {error ? <Alert tone="error">{zipcodeErrorMessage(error)}</Alert> : null}
        {saved && !error ? <Alert tone="success">ZIP code updated.</Alert> : null}
      </Form>
    </Card>
  );
}
