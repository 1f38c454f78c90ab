// Viewing a stored document: a new tab on its short-lived download link, or an in-page preview.
import { useState } from "react";
import { CloseButton, Dialog } from "../dialog";
import { documentUrl, RequestFailed } from "../resources";
import { DocumentPreview } from "../smart-capture/document-preview";
import { DOCUMENT_MESSAGES } from "../smart-capture/messages";
import { useDocumentFile } from "../smart-capture/use-document-file";

/** Opens the document in a new tab; the tab is opened first so the browser treats it as the click's. */
async function openDocument(id: string): Promise<string | null> {
  const tab = window.open("", "_blank");
  try {
    const url = await documentUrl(id);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    return null;
  } catch (error) {
    tab?.close();
    return error instanceof RequestFailed
      ? DOCUMENT_MESSAGES.downloadUnavailable
      : DOCUMENT_MESSAGES.downloadError;
  }
}

export function ViewButton({ id, onError }: { id: string; onError: (message: string | null) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      className="text-sm font-medium text-brand-700 hover:underline disabled:opacity-50"
      onClick={() => {
        setBusy(true);
        onError(null);
        void openDocument(id).then((problem) => {
          setBusy(false);
          onError(problem);
        });
      }}
    >
      View
    </button>
  );
}

export function PreviewDialog({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  const { file, error } = useDocumentFile(id);
  return (
    <Dialog label={`Preview of ${name}`} onClose={onClose} className="max-w-3xl p-6" align="top">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 className="truncate text-lg font-semibold">{name}</h2>
        <CloseButton onClick={onClose} />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : file ? (
        <DocumentPreview file={file} />
      ) : (
        <p className="text-sm text-slate-500">Loading preview…</p>
      )}
    </Dialog>
  );
}

export function LoadProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <p role="alert" className="py-3 text-sm text-red-700">
      <span>{message}</span>{" "}
      <button type="button" onClick={onRetry} className="font-medium text-brand-700 underline">
        {DOCUMENT_MESSAGES.tryAgain}
      </button>
    </p>
  );
}

/** A list's load failure (with Try again) and the last action's failure, above a document list. */
export function ListProblems({
  list,
  problem,
}: {
  list: { error: string | null; reload: () => void };
  problem: string | null;
}) {
  return (
    <>
      {list.error ? <LoadProblem message={list.error} onRetry={list.reload} /> : null}
      {problem ? (
        <p role="alert" className="pb-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </>
  );
}
