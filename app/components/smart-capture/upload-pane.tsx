// The left pane: choose a file (the plan's types and size), then its preview with the OCR regions
// once the document has been read. It says before the choice what happens to each type
// (docs/decisions/044).
import { useRef, useState } from "react";
import { acceptAttribute, fileTypeOfName, typesRead } from "#core/documents/reading";
import type { OcrWord } from "#core/documents/types";
import { fileTypeList, PLANS, PREMIUM_ONLY_FILE_TYPES, type FileType } from "#core/plans";
import type { CaptureAllowance } from "~/services/documents/capture-options.server";
import { PLAN_LIMIT_MESSAGES } from "~/services/plans/messages";
import { formatFileSize } from "../format";
import { DocumentPreview } from "./document-preview";
import { CAPTURE_MESSAGES } from "./messages";

/** The reason a file cannot be sent, or null when it can (the server checks again by its bytes). */
export function fileProblem(
  file: File,
  maxFileBytes: number,
  fileTypes: readonly FileType[] = PLANS.free.fileTypes,
): string | null {
  const type = fileTypeOfName(file.name);
  if (!type) return CAPTURE_MESSAGES.unsupportedFile(fileTypes);
  if (!fileTypes.includes(type)) return PLAN_LIMIT_MESSAGES.premiumFileType(type);
  if (file.size > maxFileBytes) return CAPTURE_MESSAGES.fileTooLarge(formatFileSize(maxFileBytes));
  return null;
}

/** What happens to each of the plan's types after upload: read, read as text, or typed in by hand. */
function ReadingNote({ fileTypes }: { fileTypes: readonly FileType[] }) {
  const text = typesRead(fileTypes, "text");
  const byHand = typesRead(fileTypes, "by_hand");
  const more = PREMIUM_ONLY_FILE_TYPES.filter((t) => !fileTypes.includes(t));
  if (text.length === 0 && byHand.length === 0) {
    return more.length ? (
      <p className="mt-1 text-xs text-slate-500" data-testid="capture-reading-note">
        {CAPTURE_MESSAGES.premiumTypes(fileTypeList(more))}
      </p>
    ) : null;
  }
  return (
    <p className="mt-1 text-xs text-slate-500" data-testid="capture-reading-note">
      {CAPTURE_MESSAGES.readingNote(
        fileTypeList(typesRead(fileTypes, "read")),
        fileTypeList(text),
        fileTypeList(byHand),
      )}
    </p>
  );
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
  fileTypes,
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
  fileTypes: readonly FileType[];
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
              accept={acceptAttribute(fileTypes)}
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
            {CAPTURE_MESSAGES.accepted(fileTypes, formatFileSize(maxFileBytes))}
          </p>
          <ReadingNote fileTypes={fileTypes} />
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
