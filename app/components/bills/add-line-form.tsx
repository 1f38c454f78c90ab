// Add Line Item (001 §2, §5, §8): CPT and billed required, units at least 1, allowed and paid
// optional; Submit and Cancel. Posts to the bill's own route.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { Alert } from "../alert";
import { Button } from "../button";
import { CptField } from "./cpt-field";
import { billPath } from "./editor-data";
import type { FormReply } from "./replies";
import { AddLineItemSchema } from "./schemas";
import type { FormFields, FormValue } from "../form-fields";

const AMOUNTS = [
  ["units", "Units", 1, 1],
  ["billed_amount", "Billed *", 0.01, 0],
  ["allowed_amount", "Allowed", 0.01, 0],
  ["paid_amount", "Paid", 0.01, 0],
] as const;

export function AddLineItemForm({ billId, onDone }: { billId: string; onDone: () => void }) {
  const fetcher = useFetcher<FormReply>();
  const reply = fetcher.state === "idle" && fetcher.data?.intent === "add-line" ? fetcher.data : undefined;
  const [form, fields] = useForm<FormFields<typeof AddLineItemSchema>, FormValue<typeof AddLineItemSchema>>({
    id: `add-line-${billId}`,
    lastResult: reply?.result,
    defaultValue: { units: 1 },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddLineItemSchema }),
    shouldValidate: "onSubmit",
  });
  useEffect(() => {
    if (reply?.ok) onDone();
  }, [reply, onDone]);
  const errors = [
    ...(fields.cpt_code.errors ?? []),
    ...AMOUNTS.flatMap(([name]) => fields[name].errors ?? []),
    ...(form.errors ?? []),
  ];
  return (
    <fetcher.Form
      method="post"
      action={billPath(billId)}
      {...getFormProps(form)}
      className="space-y-3 rounded-md bg-slate-50 p-3"
      aria-label="Add Line Item"
    >
      <input type="hidden" name="intent" value="add-line" />
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm text-slate-700">
          CPT Code *
          <CptField
            key={fields.cpt_code.key}
            name={fields.cpt_code.name}
            label="CPT Code"
            className="mt-1 w-28"
          />
        </label>
        {AMOUNTS.map(([name, label, step, min]) => {
          const { key, ...props } = getInputProps(fields[name], { type: "number" });
          return (
            <label key={name} className="text-sm text-slate-700">
              {label}
              <input
                key={key}
                {...props}
                step={step}
                min={min}
                className="mt-1 block w-28 rounded border border-slate-300 px-2 py-1 text-sm"
              />
            </label>
          );
        })}
      </div>
      {[...new Set(errors)].map((message) => (
        <Alert key={message} tone="error">
          {message}
        </Alert>
      ))}
      <div className="flex gap-2">
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Submitting..." : "Submit"}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </fetcher.Form>
  );
}
