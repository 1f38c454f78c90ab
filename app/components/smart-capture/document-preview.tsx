// The left pane's view of the document: the image, or the PDF's first page drawn by pdfjs in
// the browser (its own PDF viewer in a frame when that fails), with the OCR regions on top.
import { useEffect, useRef, useState } from "react";
import type { OcrWord } from "#core/documents/types";
import { OcrOverlay } from "./ocr-overlay";
import { renderFirstPage } from "./pdf-render.client";

function useObjectUrl(file: Blob | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function PdfPage({ file, url, children }: { file: Blob; url: string; children: React.ReactNode }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<"rendering" | "done" | "fallback">("rendering");
  const [pages, setPages] = useState(1);
  useEffect(() => {
    let cancelled = false;
    setState("rendering");
    const target = canvas.current;
    if (!target) return;
    const width = target.parentElement?.clientWidth || 600;
    file
      .arrayBuffer()
      .then((data) => renderFirstPage(data, target, width))
      .then(
        (result) => {
          if (cancelled) return;
          setPages(result.pages);
          setState("done");
        },
        () => !cancelled && setState("fallback"),
      );
    return () => {
      cancelled = true;
    };
  }, [file]);
  if (state === "fallback") {
    return (
      // The browser's own viewer in a frame: the CSP allows blob: frames and no <object> (ADR 013).
      <iframe src={url} title="Document preview" className="h-[min(28rem,55vh)] w-full" />
    );
  }
  return (
    <div>
      <div className="relative" data-testid="pdf-preview">
        <canvas ref={canvas} aria-label="First page of the document" className="block w-full" />
        {state === "done" ? children : null}
      </div>
      {state === "rendering" ? <p className="mt-2 text-xs text-slate-500">Rendering page…</p> : null}
      {pages > 1 ? <p className="mt-2 text-xs text-slate-500">Page 1 of {pages}</p> : null}
    </div>
  );
}

/** Types the browser draws: PDF through the page renderer, the rest as an image. */
const SHOWN = new Set(["application/pdf", "image/png", "image/jpeg", "image/gif", "image/bmp"]);
const NO_PREVIEW = "There is no preview for this type of file. Its details are filled in on the right.";

export function DocumentPreview({
  file,
  boxes,
  highlighted = [],
}: {
  file: Blob | null;
  boxes?: OcrWord[] | null;
  highlighted?: number[];
}) {
  const url = useObjectUrl(file);
  const [showOverlay, setShowOverlay] = useState(true);
  if (!file || !url) return null;
  // DOC, DOCX, TXT and TIFF have no picture a browser can show (docs/decisions/044).
  if (!SHOWN.has(file.type.split(";")[0].trim().toLowerCase())) {
    return (
      <p
        className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-600"
        data-testid="no-preview"
      >
        {NO_PREVIEW}
      </p>
    );
  }
  const overlay =
    showOverlay && boxes?.length ? <OcrOverlay boxes={boxes} highlighted={highlighted} /> : null;
  return (
    <div className="space-y-2">
      <div className="max-h-[min(32rem,55vh)] overflow-auto rounded-md border border-slate-200 bg-slate-50">
        {file.type === "application/pdf" ? (
          <PdfPage file={file} url={url}>
            {overlay}
          </PdfPage>
        ) : (
          <div className="relative" data-testid="image-preview">
            {/* Browsers show JPEGs upright by their EXIF orientation (CSS image-orientation:
                from-image, the default; checked in Chromium 156 with an Orientation 6 photo), and
                the engine turns photos upright before OCR, so the boxes, fractions of the upright
                image, line up. Never set image-orientation: none here. */}
            <img src={url} alt="Uploaded document" className="block w-full" />
            {overlay}
          </div>
        )}
      </div>
      {boxes?.length ? (
        <label className="flex items-center gap-2 text-xs text-slate-600">
          <input type="checkbox" checked={showOverlay} onChange={(e) => setShowOverlay(e.target.checked)} />
          Show recognised text regions
        </label>
      ) : null}
    </div>
  );
}
