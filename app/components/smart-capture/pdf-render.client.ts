// Draws a PDF's first page into a canvas with pdfjs-dist's browser build (client bundle only:
// the `.client` suffix keeps pdfjs out of the Worker).
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

type Upsert = { getOrInsertComputed?: (key: unknown, make: (key: unknown) => unknown) => unknown };

/** pdfjs 5.6 calls Map/WeakMap.getOrInsertComputed, which older browsers lack. */
function polyfillUpsert() {
  for (const proto of [Map.prototype, WeakMap.prototype] as unknown as (Upsert & Map<unknown, unknown>)[]) {
    if (proto.getOrInsertComputed) continue;
    proto.getOrInsertComputed = function (this: Map<unknown, unknown>, key, make) {
      if (!this.has(key)) this.set(key, make(key));
      return this.get(key);
    };
  }
}

export async function renderFirstPage(data: ArrayBuffer, canvas: HTMLCanvasElement, cssWidth: number) {
  polyfillUpsert();
  const pdfjs = await import("pdfjs-dist");
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  // No eval: the page's CSP has no 'unsafe-eval', and pdf.js would only try it and fall back.
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
  try {
    const page = await doc.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const ratio = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = "100%";
    canvas.style.height = "auto";
    await page.render({ canvas, viewport }).promise;
    return { pages: doc.numPages };
  } finally {
    void doc.destroy();
  }
}
