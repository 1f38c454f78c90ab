import { describe, expect, it } from "vitest";
import type { GreyImage } from "./clean-image";
import { evenLight } from "./even-light";

/** A page whose paper darkens from `from` on the left to `to` on the right, with ink strokes. */
function page(from: number, to: number): { image: GreyImage; ink: (x: number, y: number) => boolean } {
  const width = 600;
  const height = 400;
  const ink = (x: number, y: number) => y % 40 >= 18 && y % 40 < 22 && x % 30 < 20;
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const paper = from + ((to - from) * x) / (width - 1);
      pixels[y * width + x] = Math.round(ink(x, y) ? paper * 0.2 : paper);
    }
  return { image: { width, height, pixels }, ink };
}

describe("evenLight", () => {
  it("makes a photo's shaded paper as light as its lit paper, and keeps the ink dark", () => {
    const { image, ink } = page(235, 95);
    const out = evenLight(image);
    // One threshold now separates ink from paper everywhere: the shaded side's paper (95) was
    // darker than the lit side's ink would need to be told apart by a single cut before.
    let darkestPaper = 255;
    let lightestInk = 0;
    for (let y = 0; y < image.height; y++)
      for (let x = 0; x < image.width; x++) {
        const v = out.pixels[y * image.width + x];
        if (ink(x, y)) lightestInk = Math.max(lightestInk, v);
        else darkestPaper = Math.min(darkestPaper, v);
      }
    expect(darkestPaper).toBeGreaterThan(200);
    expect(lightestInk).toBeLessThan(80);
  });

  it("leaves an evenly lit scan exactly as it was", () => {
    const { image } = page(230, 226);
    expect(evenLight(image)).toBe(image);
  });
});
