// Add Dependents (000 §2, §5): a table of rows, one server call per complete row, the last row
// cannot be removed, and each failure reads 'Failed to add {first last}: {detail}'.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { Alert } from "../alert";
import { Button } from "../button";
import { WideModal } from "../bills/wide-modal";
import type { FormFields, FormValue } from "../form-fields";
import { useDiscardGuard } from "../use-discard-guard";
import { AddDependentsSchema, DEPENDENT_RELATIONSHIPS, DependentRowSchema, GENDERS } from "./schemas";

export interface FamilyActionData {
  intent: "add-dependents" | "update-member";
  result: SubmissionResult<string[]>;
  added?: number;
  failures?: string[];
  saved?: boolean;
}

const cell = "rounded border border-slate-300 px-2 py-1 text-sm";
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function DependentRowFields({
  row,
  index,
  removeButton,
}: {
  row: FieldMetadata<FormFields<typeof DependentRowSchema>>;
  index: number;
  removeButton: React.ReactNode;
}) {
  const f = row.getFieldset();
  const n = index + 1;
  const input = (meta: FieldMetadata<string | number | undefined>, type: "text" | "date", label: string) => {
    const { key, ...props } = getInputProps(meta, { type });
    return (
      <input
        key={key}
        {...props}
        aria-label={`${label} (row ${n})`}
        maxLength={100}
        className={`${cell} w-full`}
      />
    );
  };
  const select = (
    meta: FieldMetadata<string | number | undefined>,
    label: string,
    options: readonly string[],
  ) => {
    const { key, ...props } = getSelectProps(meta);
    return (
      <select key={key} {...props} aria-label={`${label} (row ${n})`} className={`${cell} w-full`}>
        <option value="">Select…</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {capitalize(o)}
          </option>
        ))}
      </select>
    );
  };
  return (
    <tr data-testid="dependent-row">
      <td className="p-1">{input(f.first_name, "text", "First name")}</td>
      <td className="p-1">{input(f.last_name, "text", "Last name")}</td>
      <td className="p-1">{select(f.relationship, "Relationship", DEPENDENT_RELATIONSHIPS)}</td>
      <td className="p-1">{input(f.date_of_birth, "date", "Date of birth")}</td>
      <td className="p-1">{select(f.gender, "Gender", GENDERS)}</td>
      <td className="p-1">{removeButton}</td>
    </tr>
  );
}

export function AddDependentsModal({ onClose }: { onClose: () => void }) {
  const fetcher = useFetcher<FamilyActionData>();
  const reply = fetcher.data?.intent === "add-dependents" ? fetcher.data : undefined;
  const [form, fields] = useForm<
    FormFields<typeof AddDependentsSchema>,
    FormValue<typeof AddDependentsSchema>
  >({
    id: "add-dependents",
    lastResult: fetcher.state === "idle" ? reply?.result : undefined,
    defaultValue: { dependents: [{}] },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddDependentsSchema }),
    shouldValidate: "onSubmit",
  });
  const rows = fields.dependents.getFieldList();
  const busy = fetcher.state !== "idle";
  const failures = reply?.failures ?? [];
  const done = fetcher.state === "idle" && !!reply?.added && failures.length === 0;

  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);

  const discard = useDiscardGuard(form.id, onClose);
  const errors = [...(fields.dependents.errors ?? []), ...(form.errors ?? [])];
  return (
    <WideModal title="Add Dependents" onClose={discard.requestClose}>
      <fetcher.Form method="post" action="/family" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="add-dependents" />
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <thead className="text-xs uppercase text-slate-500">
              <tr>
                <th className="p-1 font-medium">First Name *</th>
                <th className="p-1 font-medium">Last Name *</th>
                <th className="p-1 font-medium">Relationship *</th>
                <th className="p-1 font-medium">Date of Birth</th>
                <th className="p-1 font-medium">Gender</th>
                <th className="p-1">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <DependentRowFields
                  key={row.key}
                  row={row}
                  index={index}
                  removeButton={
                    rows.length > 1 ? (
                      <button
                        {...form.remove.getButtonProps({ name: fields.dependents.name, index })}
                        className="text-xs font-medium text-red-700 hover:underline"
                      >
                        Remove
                      </button>
                    ) : null
                  }
                />
              ))}
            </tbody>
          </table>
        </div>
        <button
          {...form.insert.getButtonProps({ name: fields.dependents.name, defaultValue: {} })}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          + Add Another Dependent
        </button>
        {errors.map((message) => (
          <Alert key={message} tone="error">
            {message}
          </Alert>
        ))}
        {failures.map((message) => (
          <Alert key={message} tone="error">
            {message}
          </Alert>
        ))}
        {reply?.added ? (
          <Alert tone="success">{`Added ${reply.added} of ${reply.added + failures.length}.`}</Alert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={discard.requestClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Adding..." : "Add Dependents"}
          </Button>
        </div>
      </fetcher.Form>
      {discard.dialog}
    </WideModal>
  );
}
