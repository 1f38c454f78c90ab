// The right pane: type picker, where the document is in its reading, the field form with line
// items, the 'Required: …' hint, Save, and after saving the 'Verified' badge and 'Complete'.
import { readingMethodOf } from "#core/documents/reading";
import { Link } from "@remix-run/react";
import { DOCUMENT_TYPES } from "#core/documents/types";
import { Badge } from "../badge";
import { Button, buttonClass } from "../button";
import { documentTypeLabel } from "../document-types";
import { FieldForm, type BillOption, type PatientOption } from "./field-form";
import { LineItemsEditor } from "./line-items-editor";
import { CAPTURE_MESSAGES } from "./messages";
import { QueuePlace, queuePlaceText } from "./queue-place";
import { ReadingProgress } from "./reading-progress";
import type { Capture } from "./use-capture";

function TypePicker({
  value,
  offered,
  disabled,
  onChange,
}: {
  value: string;
  offered: string[];
  disabled: boolean;
  onChange: (type: string) => void;
}) {
  const others = DOCUMENT_TYPES.filter((t) => !offered.includes(t));
  return (
    <div>
      <label htmlFor="capture-document-type" className="block text-sm font-medium text-slate-700">
        Document type
      </label>
      <select
        id="capture-document-type"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-50"
      >
        <optgroup label="For this page">
          {offered.map((t) => (
            <option key={t} value={t}>
              {documentTypeLabel(t)}
            </option>
          ))}
        </optgroup>
        <optgroup label="Other document types">
          {others.map((t) => (
            <option key={t} value={t}>
              {documentTypeLabel(t)}
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  );
}

/** /pricing in a new tab, as the spec opens it when a limit is reached (000 §2). */
export function UpgradeLink() {
  return (
    <a href="/pricing" target="_blank" rel="noopener" className={buttonClass("primary")}>
      {CAPTURE_MESSAGES.upgrade}
    </a>
  );
}

/** What the save made: a medical bill's new bill, an EOB's link to its bill, or the document alone. */
function SavedConfirmation({ documentType, billId }: { documentType: string; billId: string | null }) {
  const makesBill = documentType === "medical_bill";
  const link = billId ? (
    <Link
      to={`/bills/${encodeURIComponent(billId)}`}
      className="text-sm font-medium text-brand-700 hover:underline"
      data-testid={makesBill ? "created-bill" : "linked-bill"}
      data-bill-id={billId}
    >
      {makesBill ? CAPTURE_MESSAGES.billCreated : CAPTURE_MESSAGES.linkedToBill}
    </Link>
  ) : null;
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="saved-confirmation">
      <Badge tone="green">{CAPTURE_MESSAGES.verified}</Badge>
      {makesBill || (billId && ["eob", "prior_authorization"].includes(documentType)) ? (
        link
      ) : (
        <span className="text-sm text-slate-700">{CAPTURE_MESSAGES.documentSaved}</span>
      )}
    </div>
  );
}

function Progress({ capture }: { capture: Capture }) {
  const { status, processing } = capture;
  if (!status || capture.verified) return null;
  if (status === "failed") {
    return (
      <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
        <p className="font-medium">{CAPTURE_MESSAGES.progress.failed}</p>
        {processing.data?.failure_reason ? <p className="mt-1">{processing.data.failure_reason}</p> : null}
        <Button variant="secondary" className="mt-2" onClick={() => void processing.retry()}>
          Retry
        </Button>
      </div>
    );
  }
  const working = status === "queued" || status === "recognizing";
  return (
    <div role="status" data-testid="capture-progress" data-status={status} className="text-sm text-slate-700">
      <p className="flex items-center gap-2">
        {working ? (
          <span className="inline-block h-3 w-3 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
        ) : null}
        {queuePlaceText(status, processing.data?.queue_position) ? (
          <QueuePlace status={status} position={processing.data?.queue_position} />
        ) : status === "extracted" && readingMethodOf(processing.data?.content_type) === "by_hand" ? (
          CAPTURE_MESSAGES.byHand
        ) : (
          CAPTURE_MESSAGES.progress[status]
        )}
      </p>
      <ReadingProgress data={processing.data} />
      {working && processing.slow ? (
        <p className="mt-1 text-xs text-slate-500">{CAPTURE_MESSAGES.stillWorking}</p>
      ) : null}
      {processing.trouble ? <p className="mt-1 text-xs text-amber-700">{processing.trouble}</p> : null}
    </div>
  );
}

export function VerifyPane({
  capture,
  offered,
  patients,
  bills,
  onComplete,
}: {
  capture: Capture;
  offered: string[];
  patients: PatientOption[];
  bills: BillOption[];
  onComplete: () => void;
}) {
  const { schema, verified, status } = capture;
  const readOnly = verified || capture.saving;
  const ready = status === "extracted" || verified;
  const context = capture.processing.data?.email_context;
  return (
    <div className="space-y-4">
      <TypePicker
        value={capture.documentType}
        offered={offered}
        disabled={verified || capture.uploading}
        onChange={capture.chooseType}
      />
      {context?.has_email_context ? (
        <p className="rounded-md bg-slate-50 p-2 text-xs text-slate-600">
          Emailed by {context.sender ?? "unknown sender"}
          {context.subject ? ` — “${context.subject}”` : ""}
        </p>
      ) : null}
      {!capture.documentId && !capture.uploading ? (
        <p className="text-sm text-slate-600">
          Choose the document type, then add the file. We read it and fill in the fields for you to check.
        </p>
      ) : null}
      <Progress capture={capture} />
      {verified ? <SavedConfirmation documentType={capture.documentType} billId={capture.billId} /> : null}
      {ready && capture.formFields.length ? (
        <FieldForm
          fields={capture.formFields}
          values={capture.values}
          readOnly={readOnly}
          showErrorFor={capture.showErrorFor}
          suggested={verified ? {} : capture.suggested}
          patients={patients}
          bills={bills}
          onChange={capture.setField}
          onFocusField={capture.setFocusedField}
          onLeaveField={capture.leaveField}
        />
      ) : null}
      {ready && schema.line_item_fields ? (
        <LineItemsEditor
          fields={schema.line_item_fields}
          lines={capture.lines}
          readOnly={readOnly}
          onChange={capture.changeLines}
        />
      ) : null}
      {capture.saveError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          <p>{capture.saveError}</p>
          {capture.limitReached ? <UpgradeLink /> : null}
        </div>
      ) : null}
      {capture.documentId && !verified && capture.hint && ready ? (
        <p className="text-xs text-amber-700">{capture.hint}</p>
      ) : null}
      <div className="flex justify-end gap-2">
        {verified ? (
          <Button onClick={onComplete}>Complete</Button>
        ) : capture.documentId ? (
          <Button onClick={() => void capture.save()} disabled={!capture.canSave}>
            {capture.saving ? "Saving…" : "Save"}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
