// The EXIF orientation reader, and decodeGrey turning tagged photos upright for every orientation.
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { sidewaysPhoto, withExifOrientation } from "../../../scripts/fixtures/documents/photo";
import { decodeGrey } from "./clean-image";
import { readExifOrientation, withoutOrientation } from "./exif";

/** 60×30 white with a black square in the top-left corner (upright). */
function marker(type: "image/png" | "image/jpeg" = "image/png"): Uint8Array {
  const canvas = createCanvas(60, 30);
  const g = canvas.getContext("2d");
  g.fillStyle = "#fff";
  g.fillRect(0, 0, 60, 30);
  g.fillStyle = "#000";
  g.fillRect(0, 0, 15, 15);
  return new Uint8Array(
    type === "image/png" ? canvas.toBuffer("image/png") : canvas.toBuffer("image/jpeg", 95),
  );
}

describe("readExifOrientation", () => {
  const jpeg = marker("image/jpeg");

  it.each([1, 2, 3, 4, 5, 6, 7, 8])("reads orientation %i in big- and little-endian EXIF", (orientation) => {
    for (const littleEndian of [false, true]) {
      const tagged = withExifOrientation(jpeg, orientation, littleEndian);
      const exif = readExifOrientation(tagged);
      expect(exif).toMatchObject({ orientation, littleEndian });
      const view = new DataView(tagged.buffer, tagged.byteOffset);
      expect(view.getUint16(exif!.valueOffset, littleEndian)).toBe(orientation);
    }
  });

  it("finds the EXIF block after a JFIF header and skips other APP1 blocks (XMP)", () => {
    const tagged = withExifOrientation(jpeg, 6);
    // canvas writes SOI + APP0 (JFIF); put an XMP APP1 and then our EXIF after the APP0 instead.
    const app0Length = (jpeg[4] << 8) | jpeg[5];
    const afterApp0 = 4 + app0Length;
    const xmpBody = new TextEncoder().encode("http://ns.adobe.com/xap/1.0/\0<x/>");
    const xmp = [0xff, 0xe1, (xmpBody.length + 2) >> 8, (xmpBody.length + 2) & 0xff, ...xmpBody];
    const exifSegment = tagged.subarray(2, tagged.length - jpeg.length + 2);
    const reordered = new Uint8Array([
      ...jpeg.subarray(0, afterApp0),
      ...xmp,
      ...exifSegment,
      ...jpeg.subarray(afterApp0),
    ]);
    expect(readExifOrientation(reordered)?.orientation).toBe(6);
  });

  it("answers null without a usable tag: no EXIF, a PNG, a truncated block, a wrong type or value", () => {
    expect(readExifOrientation(jpeg)).toBeNull();
    expect(readExifOrientation(marker("image/png"))).toBeNull();
    const tagged = withExifOrientation(jpeg, 6);
    expect(readExifOrientation(tagged.subarray(0, 30))).toBeNull();
    const wrongType = new Uint8Array(tagged);
    wrongType[4 + 2 + 6 + 10 + 3] = 4; // the entry's type: LONG instead of SHORT
    expect(readExifOrientation(wrongType)).toBeNull();
    expect(readExifOrientation(withExifOrientation(jpeg, 9))).toBeNull();
    expect(readExifOrientation(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
  });

  it("rewrites the tag to upright in a copy", () => {
    const tagged = withExifOrientation(jpeg, 8, true);
    const neutral = withoutOrientation(tagged, readExifOrientation(tagged)!);
    expect(readExifOrientation(neutral)?.orientation).toBe(1);
    expect(readExifOrientation(tagged)?.orientation).toBe(8);
  });
});

describe("decodeGrey with EXIF orientation", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    "turns a photo stored with orientation %i upright",
    async (orientation) => {
      const photo = await sidewaysPhoto(marker(), orientation, 95);
      expect(readExifOrientation(photo)?.orientation).toBe(orientation);
      // An independent judge of the fixture: Skia's own EXIF handling shows it upright too.
      const skia = await loadImage(Buffer.from(photo));
      const check = createCanvas(skia.width, skia.height).getContext("2d");
      check.drawImage(skia, 0, 0);
      expect([skia.width, skia.height, check.getImageData(5, 5, 1, 1).data[0] < 60]).toEqual([60, 30, true]);
      const grey = await decodeGrey(photo);
      expect([grey.width, grey.height]).toEqual([60, 30]);
      const at = (x: number, y: number) => grey.pixels[y * grey.width + x];
      expect(at(5, 5)).toBeLessThan(60); // the square is back in the top-left corner
      for (const [x, y] of [
        [54, 5],
        [5, 24],
        [54, 24],
      ])
        expect(at(x, y)).toBeGreaterThan(200);
    },
  );
});
