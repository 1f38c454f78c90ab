// Prepares a page image for OCR: grey, at most ~12 megapixels, and without the ruled lines of
// forms and tables. Box borders touching small labels are the main cause of misread fields on
// statements ('ACCOUNT NUMBER' in a box came back as 'account numer'), so long thin horizontal and
// vertical strokes are painted over with the paper colour before tesseract sees the page.
import { orientationTransform, readExifOrientation, uprightSize, withoutOrientation } from "./exif";
import { encodePgm } from "./formats";
import { MAX_RENDER_PIXELS } from "./limits";

export interface GreyImage {
  width: number;
  height: number;
  /** One byte per pixel, 0 black … 255 white. */
  pixels: Uint8Array;
}

/**
 * Decodes a PNG or JPEG (scaled down when huge) into upright grey pixels with @napi-rs/canvas. A
 * phone photo's EXIF orientation is applied here, so OCR reads it upright and the word boxes are
 * fractions of the upright image (what browsers show: `<img>` honours EXIF by default).
 */
export async function decodeGrey(bytes: Uint8Array): Promise<GreyImage> {
  const { createCanvas, loadImage } = await import("@napi-rs/canvas");
  const exif = readExifOrientation(bytes);
  const orientation = exif?.orientation ?? 1;
  // Skia turns tagged JPEGs itself, other decoders do not: neutralise the tag and turn it ourselves.
  const source = exif && orientation !== 1 ? withoutOrientation(bytes, exif) : bytes;
  const image = await loadImage(Buffer.from(source.buffer, source.byteOffset, source.byteLength));
  const upright = uprightSize(image.width, image.height, orientation);
  const scale = Math.min(1, Math.sqrt(MAX_RENDER_PIXELS / (image.width * image.height)));
  const width = Math.max(1, Math.round(upright.width * scale));
  const height = Math.max(1, Math.round(upright.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.scale(width / upright.width, height / upright.height);
  context.transform(...orientationTransform(orientation, image.width, image.height));
  context.drawImage(image, 0, 0);
  const rgba = context.getImageData(0, 0, width, height).data;
  const pixels = new Uint8Array(width * height);
  for (let i = 0, j = 0; j < pixels.length; i += 4, j++) {
    pixels[j] = (rgba[i] * 299 + rgba[i + 1] * 587 + rgba[i + 2] * 114) / 1000;
  }
  return { width, height, pixels };
}

/** Reads the grey pixels of a binary PGM (P5) as written by pdftoppm -gray. */
export function pgmPixels(pgm: Uint8Array, width: number, height: number): GreyImage {
  return { width, height, pixels: pgm.subarray(pgm.length - width * height) };
}

function paperLevel(pixels: Uint8Array): number {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < pixels.length; i += 7) histogram[pixels[i]]++;
  let seen = 0;
  const half = Math.ceil(pixels.length / 7) / 2;
  for (let v = 0; v < 256; v++) if ((seen += histogram[v]) >= half) return v;
  return 255;
}

/**
 * Erases horizontal and vertical strokes longer than `minRun` pixels and at most `maxThickness`
 * thick. Rows are matched with ±1 px tolerance so lines on a slightly skewed scan stay whole.
 */
export function removeRuledLines(image: GreyImage): GreyImage {
  const { width, height } = image;
  const src = image.pixels;
  const out = new Uint8Array(src);
  const paper = paperLevel(src);
  const dark = new Uint8Array(width * height);
  const threshold = Math.min(170, paper - 55);
  for (let i = 0; i < src.length; i++) dark[i] = src[i] < threshold ? 1 : 0;
  const maxThickness = Math.max(3, Math.round(Math.min(width, height) / 400));
  const erase = (i: number) => (out[i] = paper);

  const minRunX = Math.max(60, Math.round(width * 0.04));
  for (let y = 1; y < height - 1; y++) {
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const on = x < width && (dark[y * width + x] || dark[(y - 1) * width + x] || dark[(y + 1) * width + x]);
      if (on && start < 0) start = x;
      if (!on && start >= 0) {
        if (x - start >= minRunX) {
          for (let xx = start; xx < x; xx++) {
            // Only thin strokes: a letter crossing the line keeps its body.
            let top = y;
            let bottom = y;
            while (top > 0 && dark[(top - 1) * width + xx] && y - top <= maxThickness) top--;
            while (bottom < height - 1 && dark[(bottom + 1) * width + xx] && bottom - y <= maxThickness)
              bottom++;
            if (bottom - top <= maxThickness) for (let yy = top; yy <= bottom; yy++) erase(yy * width + xx);
          }
        }
        start = -1;
      }
    }
  }

  const minRunY = Math.max(60, Math.round(height * 0.03));
  for (let x = 1; x < width - 1; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const i = y * width + x;
      const on = y < height && (dark[i] || dark[i - 1] || dark[i + 1]);
      if (on && start < 0) start = y;
      if (!on && start >= 0) {
        if (y - start >= minRunY) {
          for (let yy = start; yy < y; yy++) {
            let left = x;
            let right = x;
            while (left > 0 && dark[yy * width + left - 1] && x - left <= maxThickness) left--;
            while (right < width - 1 && dark[yy * width + right + 1] && right - x <= maxThickness) right++;
            if (right - left <= maxThickness) for (let xx = left; xx <= right; xx++) erase(yy * width + xx);
          }
        }
        start = -1;
      }
    }
  }
  return { width, height, pixels: out };
}

export const toPgm = (image: GreyImage) => encodePgm(image.width, image.height, image.pixels);
