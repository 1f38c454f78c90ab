// The stored file of a document, fetched through its short-lived download link for the preview.
import { useEffect, useState } from "react";
import { documentUrl, RequestFailed } from "../resources";
import { DOCUMENT_MESSAGES } from "./messages";

/** The file's kind by its first bytes when the server did not say. */
async function withType(blob: Blob): Promise<Blob> {
  if (blob.type && blob.type !== "application/octet-stream") return blob;
  const head = new Uint8Array(await blob.slice(0, 4).arrayBuffer());
  const type =
    head[0] === 0x25 && head[1] === 0x50
      ? "application/pdf"
      : head[0] === 0x89 && head[1] === 0x50
        ? "image/png"
        : head[0] === 0xff && head[1] === 0xd8
          ? "image/jpeg"
          : "application/octet-stream";
  return new Blob([blob], { type });
}

async function fetchDocumentFile(documentId: string): Promise<Blob> {
  const url = await documentUrl(documentId);
  const res = await fetch(url, { credentials: "same-origin" });
  if (!res.ok) throw new RequestFailed(res.status, null);
  return withType(await res.blob());
}

export function useDocumentFile(documentId: string | null) {
  const [file, setFile] = useState<Blob | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setFile(null);
    setError(null);
    if (!documentId) return;
    let cancelled = false;
    fetchDocumentFile(documentId).then(
      (blob) => !cancelled && setFile(blob),
      (e: unknown) =>
        !cancelled &&
        setError(
          e instanceof RequestFailed ? DOCUMENT_MESSAGES.previewUnavailable : DOCUMENT_MESSAGES.previewError,
        ),
    );
    return () => {
      cancelled = true;
    };
  }, [documentId]);
  return { file, error };
}
