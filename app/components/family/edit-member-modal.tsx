// Edit Family Member (000 §2): names, relationship (fixed for the account holder), date of birth, gender.
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { Alert } from "../alert";
import { Button } from "../button";
import { Modal } from "../modal";
import type { FamilyActionData } from "./add-dependents-modal";
import type { FormFields, FormValue } from "../form-fields";
import { useDiscardGuard } from "../use-discard-guard";
import { DEPENDENT_RELATIONSHIPS, EditFamilyMemberSchema, GENDERS } from "./schemas";

export interface EditableMember {
  id: string;
  firstName: string;
  lastName: string;
  relationship: string;
  dateOfBirth: string | null;
  gender: string | null;
  isSelf: boolean;
}

const input = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm";
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function EditMemberModal({ member, onClose }: { member: EditableMember; onClose: () => void }) {
  const fetcher = useFetcher<FamilyActionData>();
  const reply = fetcher.data?.intent === "update-member" ? fetcher.data : undefined;
  const [form, fields] = useForm<
    FormFields<typeof EditFamilyMemberSchema>,
    FormValue<typeof EditFamilyMemberSchema>
  >({
    id: `edit-member-${member.id}`,
    lastResult: fetcher.state === "idle" ? reply?.result : undefined,
    defaultValue: {
      first_name: member.firstName,
      last_name: member.lastName,
      relationship: member.relationship,
      date_of_birth: member.dateOfBirth ?? "",
      gender: member.gender ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EditFamilyMemberSchema }),
    shouldValidate: "onSubmit",
  });
  const saved = fetcher.state === "idle" && reply?.saved === true;
  useEffect(() => {
    if (saved) onClose();
  }, [saved, onClose]);

  const text = (name: "first_name" | "last_name" | "date_of_birth", label: string, type: "text" | "date") => {
    const { key, ...props } = getInputProps(fields[name], { type });
    const error = fields[name].errors?.[0];
    return (
      <label className="block text-sm text-slate-700">
        {label}
        <input key={key} {...props} maxLength={100} className={input} />
        {error ? <span className="mt-1 block text-xs text-red-700">{error}</span> : null}
      </label>
    );
  };
  const discard = useDiscardGuard(form.id, onClose);
  const { key: relKey, ...relProps } = getSelectProps(fields.relationship);
  const { key: genderKey, ...genderProps } = getSelectProps(fields.gender);
  return (
    <Modal title="Edit Family Member" open onClose={discard.requestClose}>
      <fetcher.Form method="post" action="/family" {...getFormProps(form)} className="space-y-3">
        <input type="hidden" name="intent" value="update-member" />
        <input type="hidden" name="member_id" value={member.id} />
        {text("first_name", "First name", "text")}
        {text("last_name", "Last name", "text")}
        {member.isSelf ? (
          <p className="text-sm text-slate-700">
            Relationship: <span className="font-medium">Self (account holder)</span>
          </p>
        ) : (
          <label className="block text-sm text-slate-700">
            Relationship
            <select key={relKey} {...relProps} className={input}>
              {DEPENDENT_RELATIONSHIPS.map((r) => (
                <option key={r} value={r}>
                  {capitalize(r)}
                </option>
              ))}
            </select>
          </label>
        )}
        {text("date_of_birth", "Date of birth", "date")}
        <label className="block text-sm text-slate-700">
          Gender
          <select key={genderKey} {...genderProps} className={input}>
            <option value="">Prefer not to say</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {capitalize(g)}
              </option>
            ))}
          </select>
        </label>
        {form.errors?.map((message) => (
          <Alert key={message} tone="error">
            {message}
          </Alert>
        ))}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={discard.requestClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Saving..." : "Save"}
          </Button>
        </div>
      </fetcher.Form>
      {discard.dialog}
    </Modal>
  );
}
