// A document's pages as grey PNGs for a dispute letter's enclosures (decision 048), made in the
// reading process with every limit of decision 016: the page count, the page size and the image
// header are checked before anything is decoded or rendered, and a page is never more than
// ENCLOSURE_MAX_PIXELS. PDF pages through pdftoppm (or pdfjs), pictures through the OCR image path.
import { decodeGrey, pgmPixels, type GreyImage } from "./clean-image";
import { looksComplete } from "./engine";
import { RecognitionError, RECOGNITION_MESSAGES } from "./errors";
import { encodeGreyPng, sniff, type ImageKind } from "./formats";
import { guardImage, unreadable } from "./image-guard";
import { ENCLOSURE_DPI, ENCLOSURE_MAX_PIXELS, MAX_PAGE_SIDE_PT, MAX_PAGES } from "./limits";
import { openPdf, type PdfFile } from "./pdf";
import { rasterizePage, type RasterSize, type Rasterizer } from "./rasterize";
import { detectFileKind } from "#core/documents/magic-bytes";

/** ENCLOSURE_DPI, less when the page is big: never more than ENCLOSURE_MAX_PIXELS. */
export function enclosureSize(widthPt: number, heightPt: number): RasterSize {
  const [w, h] = [widthPt / 72, heightPt / 72];
  const dpi = Math.min(ENCLOSURE_DPI, Math.sqrt(ENCLOSURE_MAX_PIXELS / (w * h)));
  return { width: Math.max(1, Math.floor(w * dpi)), height: Math.max(1, Math.floor(h * dpi)) };
}

/** Box-averages a grey image down to fit within ENCLOSURE_MAX_PIXELS (a photo may be 12 MP). */
export function shrinkToFit(image: GreyImage, maxPixels = ENCLOSURE_MAX_PIXELS): GreyImage {
  const factor = Math.ceil(Math.sqrt((image.width * image.height) / maxPixels));
  if (factor <= 1) return image;
  const width = Math.max(1, Math.floor(image.width / factor));
  const height = Math.max(1, Math.floor(image.height / factor));
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * image.width + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += image.pixels[row + dx];
      }
      pixels[y * width + x] = Math.round(sum / (factor * factor));
    }
  }
  return { width, height, pixels };
}

const png = (image: GreyImage) => encodeGreyPng(image.width, image.height, image.pixels);

/** A photo needs no more pixels than a letter page printed at ENCLOSURE_DPI (a 12 MP photo is ~5 MB as PNG). */
const { width: PRINT_WIDTH, height: PRINT_HEIGHT } = enclosureSize(612, 792);
const PHOTO_PIXELS = PRINT_WIDTH * PRINT_HEIGHT;

async function imagePages(bytes: Uint8Array, kind: ImageKind): Promise<Uint8Array[]> {
  // The header's promise is checked before a single pixel is decoded (decompression bombs).
  guardImage(kind, bytes);
  const grey = await decodeGrey(bytes).catch((error: unknown) => {
    throw unreadable(error);
  });
  return [png(shrinkToFit(grey, PHOTO_PIXELS))];
}

async function pdfPages(bytes: Uint8Array, rasterizer: Rasterizer): Promise<Uint8Array[]> {
  if (!looksComplete(bytes)) throw unreadable();
  const pdf: PdfFile = await openPdf(bytes).catch((error: unknown) => {
    throw unreadable(error);
  });
  try {
    if (pdf.pages < 1) throw new RecognitionError("empty", RECOGNITION_MESSAGES.empty);
    if (pdf.pages > MAX_PAGES)
      throw new RecognitionError("too_many_pages", RECOGNITION_MESSAGES.tooManyPages(pdf.pages, MAX_PAGES));
    const out: Uint8Array[] = [];
    for (let n = 1; n <= pdf.pages; n++) {
      // Every page's size first (UserUnit and rotation counted), as for reading.
      const box = (await pdf.page(n)).getViewport({ scale: 1 });
      if (Math.max(box.width, box.height) > MAX_PAGE_SIDE_PT)
        throw new RecognitionError(
          "too_large",
          RECOGNITION_MESSAGES.pageTooLarge(n, box.width, box.height, MAX_PAGE_SIDE_PT),
        );
      const image = await rasterizePage(bytes, pdf, n, rasterizer, enclosureSize).catch((error: unknown) => {
        throw unreadable(error);
      });
      out.push(png(shrinkToFit(pgmPixels(image.pgm, image.width, image.height))));
    }
    return out;
  } finally {
    await pdf.close();
  }
}

/** The pages of a PDF, PNG, JPEG, GIF or BMP as grey PNGs; anything else cannot be enclosed. */
export async function enclosurePages(
  bytes: Uint8Array,
  contentType: string,
  rasterizer: Rasterizer,
): Promise<Uint8Array[]> {
  if (!bytes.length) throw new RecognitionError("empty", RECOGNITION_MESSAGES.empty);
  const kind = sniff(bytes);
  if (kind === "pdf") return pdfPages(bytes, rasterizer);
  if (kind === "png" || kind === "jpeg") return imagePages(bytes, kind);
  const other = detectFileKind(bytes, contentType.startsWith("text/plain") ? "document.txt" : undefined);
  if (other?.kind === "gif" || other?.kind === "bmp") return imagePages(bytes, other.kind);
  throw unreadable();
}
