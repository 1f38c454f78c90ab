// The left pane: choose a file (pdf, jpg, jpeg, png; size per plan), then its preview with the
// OCR regions once the document has been read.
import { useRef, useState } from "react";
import type { OcrWord } from "#core/documents/types";
import type { CaptureAllowance } from "~/services/documents/capture-options.server";
import { formatFileSize } from "../format";
import { DocumentPreview } from "./document-preview";
import { CAPTURE_MESSAGES } from "./messages";

export const ACCEPTED_EXTENSIONS = ["pdf", "jpg", "jpeg", "png"];
const ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

/** The reason a file cannot be sent, or null when it can (the server checks again by its bytes). */
export function fileProblem(file: File, maxFileBytes: number): string | null {
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!ACCEPTED_EXTENSIONS.includes(ext)) return CAPTURE_MESSAGES.unsupportedFile;
  if (file.size > maxFileBytes) return CAPTURE_MESSAGES.fileTooLarge(formatFileSize(maxFileBytes));
  return null;
}

/** What a limited plan has left, before the user spends time on a document (000 §6). */
function AllowanceNote({ allowance: a }: { allowance: CaptureAllowance }) {
  const out = a.documentsRemaining === 0;
  return (
    <p
      data-testid="capture-allowance"
      className={`mt-2 text-xs ${out ? "font-medium text-amber-800" : "text-slate-600"}`}
    >
      {CAPTURE_MESSAGES.allowance(
        a.documentsRemaining,
        a.documentLimit,
        a.billsRemaining,
        a.billLimit,
        a.period === "month",
      )}{" "}
      <a href="/pricing" target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
        {CAPTURE_MESSAGES.upgrade}
      </a>
    </p>
  );
}

export function UploadPane({
  file,
  boxes,
  maxFileBytes,
  allowance,
  highlighted,
  busy,
  canChoose,
  previewError,
  onChoose,
}: {
  file: Blob | null;
  boxes: OcrWord[] | null;
  maxFileBytes: number;
  allowance: CaptureAllowance | null;
  highlighted: number[];
  busy: boolean;
  canChoose: boolean;
  previewError: string | null;
  onChoose: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const take = (files: FileList | null) => {
    const chosen = files?.[0];
    if (chosen) onChoose(chosen);
  };
  return (
    <div className="space-y-3">
      {canChoose ? (
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            if (!busy) take(e.dataTransfer.files);
          }}
          className={`rounded-md border-2 border-dashed p-4 text-center text-sm ${
            dragging ? "border-brand-600 bg-brand-50" : "border-slate-300"
          }`}
        >
          <label className="cursor-pointer font-medium text-brand-700">
            {file ? "Choose a different file" : "Choose a file"}
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              className="sr-only"
              disabled={busy}
              aria-label="Document file"
              onChange={(e) => {
                take(e.target.files);
                e.target.value = "";
              }}
            />
          </label>
          <span className="text-slate-600"> or drop it here</span>
          <p className="mt-1 text-xs text-slate-500">
            PDF, JPG, JPEG or PNG, up to {formatFileSize(maxFileBytes)}
          </p>
          {allowance ? <AllowanceNote allowance={allowance} /> : null}
        </div>
      ) : null}
      {previewError ? (
        <p role="alert" className="text-sm text-red-700">
          {previewError}
        </p>
      ) : null}
      <DocumentPreview file={file} boxes={boxes} highlighted={highlighted} />
      {!file && !previewError && !canChoose ? (
        <p className="text-sm text-slate-500">Loading document…</p>
      ) : null}
    </div>
  );
}
