import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { UpgradeButton, UPGRADE_REASONS } from "../upgrade-modal";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Alert } from "../alert";
import { Button, ButtonLink } from "../button";
import { Card } from "../card";
import { Modal } from "../modal";
import { premiumUntil } from "#core/subscriptions/messages";
import { formatDate } from "../format";
import { DowngradeDialog } from "./downgrade-dialog";
import { DeleteAccountSchema, isDeleteConfirmed } from "./schemas";

function DeleteAccountForm({
  lastResult,
  onCancel,
}: {
  lastResult?: SubmissionResult<string[]>;
  onCancel: () => void;
}) {
  const navigation = useNavigation();
  const deleting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "delete-account";
  const [typed, setTyped] = useState("");
  const [form, fields] = useForm({
    id: "delete-account-form",
    lastResult,
    constraint: getZodConstraint(DeleteAccountSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DeleteAccountSchema }),
    shouldValidate: "onSubmit",
  });
  const error = fields.confirmation.errors?.[0] ?? form.errors?.[0];
  const { key, ...inputProps } = getInputProps(fields.confirmation, { type: "text" });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="delete-account" />
      <p className="text-sm text-slate-600">
        This permanently deletes your account, your documents, bills and family members. Type{" "}
        <strong>delete</strong> to confirm.
      </p>
      <input
        key={key}
        {...inputProps}
        aria-label="Type delete to confirm"
        autoComplete="off"
        onChange={(e) => setTyped(e.target.value)}
        className="w-full rounded-md border border-slate-300 px-3 py-2"
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={!isDeleteConfirmed(typed) || deleting}>
          {deleting ? "Deleting..." : "Delete Account"}
        </Button>
      </div>
    </Form>
  );
}

/** Upgrade (free) or Downgrade (premium), Logout, and Delete Account behind a typed confirmation. */
export function AccountManagementCard({
  premium,
  endsOn = null,
  deleteResult,
}: {
  premium: boolean;
  /** When Premium ends, once the member has cancelled or downgraded (epoch ms). */
  endsOn?: number | null;
  deleteResult?: SubmissionResult<string[]>;
}) {
  const [deleteOpen, setDeleteOpen] = useState(Boolean(deleteResult));
  const [downgradeOpen, setDowngradeOpen] = useState(false);
  // A failed deletion comes back from the action: keep the dialog open to show why.
  useEffect(() => {
    if (deleteResult) setDeleteOpen(true);
  }, [deleteResult]);
  return (
    <Card title="Account Management">
      <div className="flex flex-wrap gap-3">
        {premium && endsOn ? (
          // Already set to end: the way back is on the subscription page.
          <ButtonLink to="/subscription" variant="secondary">
            {`${premiumUntil(formatDate(endsOn))} · Keep Premium`}
          </ButtonLink>
        ) : premium ? (
          <Button variant="secondary" onClick={() => setDowngradeOpen(true)}>
            Downgrade
          </Button>
        ) : (
          <UpgradeButton reason={UPGRADE_REASONS.account}>Upgrade</UpgradeButton>
        )}
        <Form method="post" action="/logout">
          <Button type="submit" variant="secondary">
            Logout
          </Button>
        </Form>
        <Button variant="danger" onClick={() => setDeleteOpen(true)}>
          Delete Account
        </Button>
      </div>
      {downgradeOpen ? <DowngradeDialog onClose={() => setDowngradeOpen(false)} /> : null}
      <Modal title="Delete Account" open={deleteOpen} onClose={() => setDeleteOpen(false)}>
        <DeleteAccountForm lastResult={deleteResult} onCancel={() => setDeleteOpen(false)} />
      </Modal>
    </Card>
  );
}
