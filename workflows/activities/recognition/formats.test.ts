import { describe, expect, it } from "vitest";
import { removeRuledLines } from "./clean-image";
import { encodePgm, imageComplete, imageSize, pgmSize, sniff, uprightImageSize } from "./formats";
import { damagedPng, greyPng, pngBombHeader } from "./hostile-files";
import { MAX_RENDER_PIXELS } from "./limits";
import { rasterSize } from "./rasterize";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("file kinds by their bytes", () => {
  it("knows PDF, PNG and JPEG and nothing else", () => {
    expect(sniff(new TextEncoder().encode("%PDF-1.7\n"))).toBe("pdf");
    expect(sniff(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("png");
    expect(sniff(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(sniff(bytes(0x4d, 0x5a, 0x90, 0))).toBeNull();
    expect(sniff(new TextEncoder().encode("GIF89a"))).toBeNull();
  });

  it("tells a whole JPEG from one cut short, even with an EXIF thumbnail before the image", () => {
    // SOI, APP1 holding a thumbnail that has its own EOI, SOS, data, EOI.
    const app1 = [0xff, 0xe1, 0x00, 0x06, 0xff, 0xd9, 0x00, 0x00];
    const scan = [0xff, 0xda, 0x00, 0x02, 0x11, 0x22, 0x33];
    expect(imageComplete("jpeg", bytes(0xff, 0xd8, ...app1, ...scan, 0xff, 0xd9))).toBe(true);
    expect(imageComplete("jpeg", bytes(0xff, 0xd8, ...app1, ...scan))).toBe(false);
  });

  it("reads the size of a PGM written by pdftoppm", () => {
    expect(pgmSize(encodePgm(3, 2, new Uint8Array(6)))).toEqual({ width: 3, height: 2 });
  });
});

describe("image sizes from the header, before decoding", () => {
  it("reads a PNG's IHDR and refuses a file whose first chunk is not IHDR", () => {
    expect(imageSize("png", pngBombHeader(100_000, 100_000))).toEqual({ width: 100_000, height: 100_000 });
    const renamed = pngBombHeader(10, 10);
    renamed.set([0x61, 0x62, 0x63, 0x64], 12);
    expect(imageSize("png", renamed)).toBeNull();
  });

  it("finds a JPEG's frame size past fill bytes and restart markers, turned by its EXIF tag", () => {
    // SOI, APP1 Exif (big-endian TIFF, one IFD0 entry: orientation 6), a fill byte, RST0, SOF0.
    const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0];
    const exif = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
    const app1 = [0xff, 0xe1, 0, exif.length + 2, ...exif];
    const sof0 = [0xff, 0xc0, 0, 11, 8, 0x0f, 0xa0, 0x0b, 0xb8, 1, 1, 0x11, 0];
    const jpeg = bytes(0xff, 0xd8, ...app1, 0xff, 0xff, 0xd0, ...sof0, 0xff, 0xda, 0, 2, 0xff, 0xd9);
    expect(imageSize("jpeg", jpeg)).toEqual({ width: 3000, height: 4000 });
    expect(uprightImageSize("jpeg", jpeg)).toEqual({ width: 4000, height: 3000 });
    // A scan before any frame header: nothing says how big it is.
    expect(imageSize("jpeg", bytes(0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xd9))).toBeNull();
  });

  it("tells a whole PNG from one whose pixel data was damaged or cut short", () => {
    const whole = greyPng(40, 30);
    expect(imageComplete("png", whole)).toBe(true);
    expect(imageComplete("png", damagedPng())).toBe(false);
    expect(imageComplete("png", whole.subarray(0, whole.length - 12))).toBe(false);
  });
});

describe("page rendering resolution", () => {
  it("uses 200 dpi for letter pages, more for cards, and keeps every page within the pixel cap", () => {
    expect(rasterSize(612, 792)).toEqual({ width: 1700, height: 2200 });
    expect(rasterSize(243, 153)).toEqual({ width: 1350, height: 850 });
    // Posters and the 200-inch page of a 339-byte bomb: fewer dots per inch, never more pixels.
    for (const [w, h] of [
      [3600, 3600],
      [14_400, 14_400],
      [14_400, 10],
      [1e9, 1e9],
    ]) {
      const size = rasterSize(w, h);
      expect(size.width * size.height).toBeLessThanOrEqual(MAX_RENDER_PIXELS);
      expect(size.width).toBeGreaterThanOrEqual(1);
    }
    expect(rasterSize(14_400, 14_400).width).toBe(3464);
  });
});

describe("ruled-line removal", () => {
  it("erases a long thin rule and keeps a short stroke", () => {
    const width = 300;
    const height = 40;
    const pixels = new Uint8Array(width * height).fill(230);
    for (let x = 10; x < 290; x++) pixels[20 * width + x] = 20; // a table rule
    for (let x = 10; x < 30; x++) pixels[5 * width + x] = 20; // part of a letter
    const clean = removeRuledLines({ width, height, pixels });
    expect(clean.pixels[20 * width + 150]).toBe(230);
    expect(clean.pixels[5 * width + 20]).toBe(20);
  });
});
