// Evens out the light on a phone photo before OCR. A page photographed under a lamp or beside the
// phone's own shadow goes from white to grey across the picture; tesseract binarises the whole page
// with one threshold, so the shaded half comes out black and nothing on the page is read. The
// paper's brightness is estimated block by block and each pixel is divided by it, so the paper is
// white everywhere and the ink stays dark. Evenly lit scans are returned as they are.
import type { GreyImage } from "./clean-image";

/** Paper brightness varying less than this (0–255) across the page is left alone. */
const EVEN_ENOUGH = 24;
/** The level the paper is brought to: white, as a scanner would give it. */
const PAPER = 235;

/** The paper's level in each block: a high percentile of its pixels (ink is the dark minority). */
function paperGrid(image: GreyImage, block: number): { grid: Float32Array; columns: number; rows: number } {
  const { width, height, pixels } = image;
  const columns = Math.ceil(width / block);
  const rows = Math.ceil(height / block);
  const grid = new Float32Array(columns * rows);
  const histogram = new Uint32Array(256);
  for (let gy = 0; gy < rows; gy++) {
    for (let gx = 0; gx < columns; gx++) {
      histogram.fill(0);
      let count = 0;
      for (let y = gy * block; y < Math.min(height, (gy + 1) * block); y += 2) {
        for (let x = gx * block; x < Math.min(width, (gx + 1) * block); x += 2) {
          histogram[pixels[y * width + x]]++;
          count++;
        }
      }
      let seen = 0;
      let level = 255;
      for (let v = 0; v < 256; v++) {
        if ((seen += histogram[v]) >= count * 0.9) {
          level = v;
          break;
        }
      }
      grid[gy * columns + gx] = level;
    }
  }
  // A block filled with print (a bold heading, a shaded box) borrows its brightest neighbour's paper.
  const spread = new Float32Array(grid.length);
  for (let gy = 0; gy < rows; gy++) {
    for (let gx = 0; gx < columns; gx++) {
      let best = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const x = gx + dx;
          const y = gy + dy;
          if (x >= 0 && y >= 0 && x < columns && y < rows) best = Math.max(best, grid[y * columns + x]);
        }
      spread[gy * columns + gx] = best;
    }
  }
  return { grid: spread, columns, rows };
}

export function evenLight(image: GreyImage): GreyImage {
  const { width, height, pixels } = image;
  const block = Math.max(16, Math.round(Math.min(width, height) / 40));
  const { grid, columns, rows } = paperGrid(image, block);
  let low = 255;
  let high = 0;
  for (const level of grid) {
    low = Math.min(low, level);
    high = Math.max(high, level);
  }
  if (high - low < EVEN_ENOUGH) return image;
  const out = new Uint8Array(pixels.length);
  const at = (x: number, y: number) =>
    grid[Math.min(rows - 1, Math.max(0, y)) * columns + Math.min(columns - 1, Math.max(0, x))];
  for (let y = 0; y < height; y++) {
    // Bilinear between block centres, so no block edges show.
    const fy = y / block - 0.5;
    const y0 = Math.floor(fy);
    const ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = x / block - 0.5;
      const x0 = Math.floor(fx);
      const tx = fx - x0;
      const paper =
        (at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx) * (1 - ty) +
        (at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx) * ty;
      const i = y * width + x;
      out[i] = Math.min(255, Math.round((pixels[i] * PAPER) / Math.max(40, paper)));
    }
  }
  return { width, height, pixels: out };
}
