// The Smart Capture modal (000 §2, §4): upload and preview on the left, type and fields on the
// right. Upload mode starts from a type; verify mode opens an existing document.
import { useMemo } from "react";
import { wordsForValue } from "#core/documents/field-words";
import type { FileType } from "#core/plans";
import type { CaptureAllowance } from "~/services/documents/capture-options.server";
import { Alert } from "../alert";
import { CloseButton, Dialog } from "../dialog";
import type { BillOption, PatientOption } from "./field-form";
import { CAPTURE_MESSAGES } from "./messages";
import { UploadPane } from "./upload-pane";
import { useCapture } from "./use-capture";
import { useDocumentFile } from "./use-document-file";
import { UpgradeLink, VerifyPane } from "./verify-pane";

export interface SmartCaptureProps {
  initialType: string;
  documentId: string | null;
  offered: string[];
  patients: PatientOption[];
  bills: BillOption[];
  maxFileBytes: number;
  fileTypes: FileType[];
  allowance: CaptureAllowance | null;
  onClose: () => void;
}

export function SmartCaptureModal(props: SmartCaptureProps) {
  const { onClose } = props;
  const capture = useCapture(props);
  const verifyMode = props.documentId !== null;
  const remote = useDocumentFile(verifyMode ? props.documentId : null);
  const file = verifyMode ? remote.file : capture.localFile;

  // The words the field being edited was read from light up on the preview.
  const boxes = capture.processing.data?.ocr_bounding_boxes ?? null;
  const focused = capture.formFields.find((f) => f.name === capture.focusedField);
  const focusedValue = focused ? (capture.values[focused.name] ?? "") : "";
  const highlighted = useMemo(() => {
    if (
      !focused ||
      !boxes ||
      (focused.type !== "text" && focused.type !== "date" && focused.type !== "number")
    )
      return [];
    return wordsForValue(focusedValue, boxes, focused.type);
  }, [focused, focusedValue, boxes]);

  return (
    <Dialog label="Smart Capture" onClose={onClose} className="max-w-5xl" align="top">
      <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
        <h2 className="text-lg font-semibold">{verifyMode ? "Verify Document" : "Smart Capture"}</h2>
        <CloseButton onClick={onClose} />
      </div>
      {capture.scanning ? (
        <div
          className="border-b border-brand-600/20 bg-brand-50 px-6 py-2 text-sm text-brand-700"
          role="status"
        >
          {CAPTURE_MESSAGES.scanning}
        </div>
      ) : null}
      <div className="grid gap-6 p-4 sm:p-6 md:grid-cols-2">
        {/* The document stays in view while the form beside it scrolls (desktop). */}
        <section
          aria-label="Document"
          className="min-w-0 space-y-3 md:sticky md:top-0 md:self-start"
          data-testid="capture-document-pane"
        >
          {capture.uploadError ? (
            <Alert tone="error">
              <span className="flex flex-wrap items-center gap-3">
                {capture.uploadError}
                {capture.limitReached ? <UpgradeLink /> : null}
              </span>
            </Alert>
          ) : null}
          {capture.uploading ? <p className="text-sm text-slate-600">Uploading…</p> : null}
          <UploadPane
            file={file}
            boxes={capture.processing.data?.ocr_bounding_boxes ?? null}
            maxFileBytes={props.maxFileBytes}
            fileTypes={props.fileTypes}
            allowance={
              props.allowance && {
                ...props.allowance,
                documentsRemaining: Math.max(0, props.allowance.documentsRemaining - capture.uploadedCount),
              }
            }
            highlighted={highlighted}
            busy={capture.uploading}
            canChoose={!verifyMode && !capture.verified}
            previewError={verifyMode ? remote.error : null}
            onChoose={(chosen) => void capture.upload(chosen)}
          />
        </section>
        <section aria-label="Verification" className="min-w-0">
          <VerifyPane
            capture={capture}
            offered={props.offered}
            patients={props.patients}
            bills={props.bills}
            onComplete={onClose}
          />
        </section>
      </div>
    </Dialog>
  );
}
