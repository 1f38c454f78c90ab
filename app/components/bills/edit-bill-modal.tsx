// The bill editor (001 §2, §4, §5). Edit mode: readiness tracker, provider search, service date,
// bill number, patient, status (with the paid dialog), ICD-10 chips, personal note, the service
// lines with totals and the documents; Cancel, Delete (with confirmation) and Save Changes.
// Summary and analysis modes (premium; free users get the upgrade modal) come back with Back to Edit;
// the edit form stays mounted meanwhile so unsaved changes survive the round trip.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { VIEW_MESSAGES, type AnalysisView } from "#core/analysis/view-messages";
import { BILL_STATUS_LABELS, BILL_STATUSES, isBillStatus } from "#core/bills/status";
import type { BillDetail } from "~/services/bills/index.server";
import { Alert } from "../alert";
import { Button } from "../button";
import { UpgradeModal } from "../upgrade-modal";
import { useDiscardGuard, useUnsavedBesides } from "../use-discard-guard";
import { DisputeLetterSection } from "../disputes/dispute-letter-section";
import type { AnalysisFollowUp } from "./analysis-banner";
import { BillResults } from "./bill-results";
import { BillDocuments } from "./bill-documents";
import { useDeleteBill } from "./delete-bill";
import { billPath, type BillEditorData, type PatientOption } from "./editor-data";
import { IcdChips } from "./icd-chips";
import { liveReadiness, type EditorFormValue } from "./live-readiness";
import { formatUsd } from "#core/format/money";
import { PaidDialog } from "./paid-dialog";
import { PlanDecisions } from "./plan-decisions";
import { ProviderSearch } from "./provider-search";
import { ReadinessTracker } from "./readiness-tracker";
import type { FormReply } from "./replies";
import { EditBillSchema } from "./schemas";
import type { FormFields, FormValue } from "../form-fields";
import { ServiceLines } from "./service-lines";
import { DuplicateWarning } from "./duplicate-warning";
import { SuggestedEobs, WaitForEob } from "./eob-placement";
import { useBillStatus } from "./use-bill-status";
import { useEditorModes } from "./use-editor-modes";
import { WideModal } from "./wide-modal";

const input = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return errors?.length ? (
    <span id={id} className="mt-1 block text-xs text-red-700">
      {errors[0]}
    </span>
  ) : null;
}

export function EditBillModal({
  bill,
  patients,
  zipcode,
  premium,
  letters,
  allowance,
  followUp,
  onClose,
  onDeleted,
  onResolved,
}: Pick<BillEditorData, "letters" | "allowance"> & {
  bill: BillDetail;
  patients: PatientOption[];
  zipcode: string | null;
  premium: boolean;
  followUp: AnalysisFollowUp;
  onClose: () => void;
  onDeleted: () => void;
  onResolved: (billId: string, savings: number) => void;
}) {
  const { mode, analysis, show, backToEdit, close, ...upgrade } = useEditorModes({
    billId: bill.id,
    premium,
    followUp,
    onClose,
  });
  const saver = useFetcher<FormReply>();
  const reply = saver.data?.intent === "update-bill" ? saver.data : undefined;
  const status = useBillStatus(bill.id, bill.status, (savings) => onResolved(bill.id, savings));
  const deletion = useDeleteBill(onDeleted);
  const [form, fields] = useForm<FormFields<typeof EditBillSchema>, FormValue<typeof EditBillSchema>>({
    id: `edit-bill-${bill.id}`,
    lastResult: saver.state === "idle" ? reply?.result : undefined,
    defaultValue: {
      provider: bill.provider_name,
      date: bill.service_date ?? "",
      claim_number: bill.claim_number ?? "",
      dependent_id: bill.patient_id,
      personal_statement: bill.personal_statement ?? "",
      lines: bill.line_items.length
        ? bill.line_items.map((l) => ({
            id: l.id,
            cpt_code: l.cpt_code,
            units: l.units,
            billed_amount: l.billed_amount,
            allowed_amount: l.allowed_amount ?? undefined,
            paid_amount: l.paid_amount ?? undefined,
          }))
        : [{ units: 1 }],
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EditBillSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  // The status is saved the moment it is chosen; every other field waits for Save Changes.
  const discard = useDiscardGuard(form.id, close, ["status"]);
  const saved = saver.state === "idle" && reply?.ok === true;
  // The tracker and Generate follow the form as typed, through the server's own readiness rules.
  const readiness = liveReadiness(form.value as EditorFormValue | undefined, bill.has_eob);
  const otherEdits = useUnsavedBesides(form.id, ["status", "personal_statement"], form.value);
  useEffect(() => {
    if (saved) onClose();
  }, [saved, onClose]);

  const { key: dateKey, ...dateProps } = getInputProps(fields.date, { type: "date" });
  const { key: numberKey, ...numberProps } = getInputProps(fields.claim_number, { type: "text" });
  const { key: patientKey, ...patientProps } = getSelectProps(fields.dependent_id);
  const { key: noteKey, ...noteProps } = getTextareaProps(fields.personal_statement);
  const totals = (
    <tfoot className="border-t border-slate-200 text-sm font-semibold">
      <tr>
        <td className="p-1">Totals</td>
        <td className="p-1" />
        <td className="p-1">{formatUsd(bill.total_billed_amount)}</td>
        <td className="p-1">{formatUsd(bill.total_allowed_amount)}</td>
        <td className="p-1">{formatUsd(bill.total_paid_amount)}</td>
        <td className="p-1" />
      </tr>
    </tfoot>
  );

  const editing = mode === "edit";
  const other: AnalysisView = mode === "summary" ? "analysis" : "summary";
  const viewButton = (view: AnalysisView) => (
    <Button variant="secondary" onClick={() => show(view)}>
      {VIEW_MESSAGES.viewButton(view, premium)}
    </Button>
  );

  return (
    <WideModal
      title={editing ? "Edit Bill" : VIEW_MESSAGES.title[mode]}
      onClose={discard.requestClose}
      footer={
        editing ? (
          <>
            <Button variant="danger" className="mr-auto" onClick={() => deletion.ask(bill.id)}>
              Delete
            </Button>
            {viewButton("summary")}
            {viewButton("analysis")}
            <Button variant="secondary" onClick={discard.requestClose}>
              Cancel
            </Button>
            <Button type="submit" form={form.id} disabled={saver.state !== "idle"}>
              {saver.state !== "idle" ? "Saving..." : "Save Changes"}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" className="mr-auto" onClick={backToEdit}>
              {VIEW_MESSAGES.backToEdit}
            </Button>
            {viewButton(other)}
          </>
        )
      }
    >
      {editing ? null : (
        <>
          {form.dirty ? <Alert tone="info">{VIEW_MESSAGES.savedVersion}</Alert> : null}
          <BillResults
            billId={bill.id}
            view={mode}
            loading={analysis.loading}
            reply={analysis.reply}
            onRetry={analysis.run}
          />
        </>
      )}
      <div hidden={!editing} className="space-y-5">
        {premium && bill.needs_reanalysis ? <Alert tone="info">{VIEW_MESSAGES.needsReanalysis}</Alert> : null}
        {bill.awaiting_eob ? <WaitForEob /> : null}
        <SuggestedEobs billId={bill.id} suggestions={bill.suggested_eobs} />
        <ReadinessTracker steps={readiness.steps} />
        <saver.Form method="post" action={billPath(bill.id)} {...getFormProps(form)} className="space-y-4">
          <input type="hidden" name="intent" value="update-bill" />
          <input type="hidden" name="status" value={status.status} />
          <div className="grid gap-4 md:grid-cols-2">
            <label className="block text-sm text-slate-700 md:col-span-2">
              Provider *
              <ProviderSearch
                key={fields.provider.key}
                name={fields.provider.name}
                id={fields.provider.id}
                defaultValue={bill.provider_name}
                defaultZip={zipcode}
                invalid={!!fields.provider.errors}
                describedBy={fields.provider.errorId}
              />
              <FieldError id={fields.provider.errorId} errors={fields.provider.errors} />
            </label>
            <label className="block text-sm text-slate-700">
              Service Date *
              <input key={dateKey} {...dateProps} className={input} />
              <FieldError id={fields.date.errorId} errors={fields.date.errors} />
            </label>
            <label className="block text-sm text-slate-700">
              Bill Number *
              <input key={numberKey} {...numberProps} maxLength={100} className={input} />
              <FieldError id={fields.claim_number.errorId} errors={fields.claim_number.errors} />
            </label>
            <label className="block text-sm text-slate-700">
              Patient *
              <select key={patientKey} {...patientProps} className={input}>
                {patients.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm text-slate-700">
              Status
              <select
                value={status.status}
                disabled={status.busy}
                onChange={(e) => {
                  if (isBillStatus(e.target.value)) status.choose(e.target.value);
                }}
                className={input}
              >
                {BILL_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {BILL_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
              {status.error && !status.askingPaid ? (
                <span className="mt-1 block text-xs text-red-700">{status.error}</span>
              ) : null}
            </label>
          </div>
          <div className="text-sm text-slate-700">
            <span className="mb-1 block">Diagnosis Codes (ICD-10)</span>
            <IcdChips name={fields.diagnosis_codes.name} defaultCodes={bill.diagnosis_codes} />
          </div>
          <label className="block text-sm text-slate-700">
            Personal Note
            <textarea
              key={noteKey}
              {...noteProps}
              rows={3}
              maxLength={5000}
              className={input}
              placeholder="What happened, and what you are asking for"
            />
          </label>
          <ServiceLines form={form} field={fields.lines} footer={totals} />
          {[...(fields.lines.errors ?? []), ...(form.errors ?? [])].map((message) => (
            <Alert key={message} tone="error">
              {message}
            </Alert>
          ))}
          {reply && !reply.ok && reply.error ? <Alert tone="error">{reply.error}</Alert> : null}
          {reply?.duplicate ? (
            <DuplicateWarning message={reply.duplicate} busy={saver.state !== "idle"} />
          ) : null}
        </saver.Form>
        <PlanDecisions reconciliation={bill.reconciliation} hasEob={bill.has_eob} />
        <BillDocuments billId={bill.id} documents={bill.documents} />
        <DisputeLetterSection
          {...{ bill, readiness, otherEdits, allowance, letters }}
          onStatementSaved={(text) => {
            form.update({ name: fields.personal_statement.name, value: text });
            discard.rebase();
          }}
        />
      </div>
      {upgrade.upgrading ? (
        <UpgradeModal reason={VIEW_MESSAGES.upgradeReason} onClose={upgrade.closeUpgrade} />
      ) : null}
      {status.askingPaid ? (
        <PaidDialog
          variant="paid"
          busy={status.busy}
          serverError={status.error}
          onSave={status.savePaid}
          onCancel={status.cancelPaid}
        />
      ) : null}
      {deletion.dialog}
      {discard.dialog}
    </WideModal>
  );
}
