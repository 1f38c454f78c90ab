// The Explainer's inline add-bill form (001 §2, §5, §8): Bill Information (date, provider, bill
// number, patient) and Service Lines, Save Bill and Cancel; the server's refusals are shown with
// the resend offer (unverified e-mail) or the upgrade prompt (upload limit).
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { Alert } from "../alert";
import { Button } from "../button";
import type { PatientOption } from "./editor-data";
import type { CreateBillReply } from "./replies";
import { AddBillSchema, ContentOnlyAddBillSchema } from "./schemas";
import type { FormFields, FormValue } from "../form-fields";
import { DuplicateWarning } from "./duplicate-warning";
import { ServiceLines } from "./service-lines";
import { ResendVerificationButton } from "./verification-banners";

const input = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

export function AddBillForm({
  action,
  patients,
  defaultPatient,
  contentOnly,
  onCancel,
  onCreated,
}: {
  action: string;
  patients: PatientOption[];
  defaultPatient: string;
  contentOnly: boolean;
  onCancel: () => void;
  onCreated: (billId: string) => void;
}) {
  const fetcher = useFetcher<CreateBillReply>();
  const reply = fetcher.state === "idle" && fetcher.data?.intent === "create-bill" ? fetcher.data : undefined;
  const schema = contentOnly ? ContentOnlyAddBillSchema : AddBillSchema;
  const [form, fields] = useForm<FormFields<typeof AddBillSchema>, FormValue<typeof AddBillSchema>>({
    id: "add-bill",
    lastResult: reply?.result,
    defaultValue: { dependent_id: defaultPatient, lines: [{ units: 1 }] },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (reply?.ok && reply.id) onCreated(reply.id);
  }, [reply, onCreated]);

  const text = (
    name: "date" | "provider" | "claim_number",
    label: string,
    type: "date" | "text",
    required: boolean,
  ) => {
    const meta = fields[name];
    const { key, ...props } = getInputProps(meta, { type });
    return (
      <label className="block text-sm text-slate-700">
        {label}
        {required ? " *" : ""}
        <input key={key} {...props} maxLength={type === "text" ? 200 : undefined} className={input} />
        {meta.errors ? <span className="mt-1 block text-xs text-red-700">{meta.errors[0]}</span> : null}
      </label>
    );
  };
  const { key: patientKey, ...patientProps } = getSelectProps(fields.dependent_id);
  const problems = [...(form.errors ?? [])];
  return (
    <fetcher.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-5"
      aria-label="Add a Bill"
    >
      <input type="hidden" name="intent" value="create-bill" />
      <input type="hidden" name="mode" value={contentOnly ? "content" : "full"} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">Bill Information</legend>
        <div className="grid gap-3 md:grid-cols-2">
          {text("date", "Date of Service", "date", true)}
          {text("provider", "Provider", "text", true)}
          {text("claim_number", "Bill Number", "text", !contentOnly)}
          <label className="block text-sm text-slate-700">
            Patient *
            <select key={patientKey} {...patientProps} className={input}>
              {patients.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </select>
            {fields.dependent_id.errors ? (
              <span className="mt-1 block text-xs text-red-700">{fields.dependent_id.errors[0]}</span>
            ) : null}
          </label>
        </div>
      </fieldset>
      <ServiceLines form={form} field={fields.lines} />
      {problems.map((message) => (
        <Alert key={message} tone="error">
          {message}
          {reply?.needsVerification ? (
            <div>
              <ResendVerificationButton action={action} />
            </div>
          ) : null}
          {reply?.upgrade ? (
            <div className="mt-2">
              <Link to="/subscribe" className="font-semibold text-brand-700 underline">
                Upgrade to Premium
              </Link>
            </div>
          ) : null}
        </Alert>
      ))}
      {reply?.duplicate ? (
        <DuplicateWarning message={reply.duplicate} busy={fetcher.state !== "idle"} />
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving..." : "Save Bill"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
