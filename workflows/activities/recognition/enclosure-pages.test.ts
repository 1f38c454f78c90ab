// A letter's enclosure as page images (decision 048), with every limit of decision 016: the pages a
// printed letter needs, never a page or a picture bigger than a document may be.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_FIXTURES_DIR, ensureDocumentFixtures } from "../../../scripts/fixtures/make-documents";
import { isEnclosurePng } from "../letters/enclosures";
import { enclosurePages, enclosureSize, shrinkToFit } from "./enclosure-pages";
import { RecognitionError } from "./errors";
import { greyPng, hugePagePdf, pngBombHeader } from "./hostile-files";
import { ENCLOSURE_MAX_PIXELS } from "./limits";
import { findPdftoppm } from "./rasterize";

const pdftoppm = findPdftoppm();
const rasterizer = pdftoppm ? { pdftoppm } : ("pdfjs" as const);
const fixture = (file: string) => new Uint8Array(readFileSync(join(DOCUMENT_FIXTURES_DIR, file)));

async function refusal(promise: Promise<unknown>): Promise<RecognitionError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RecognitionError);
  return error as RecognitionError;
}

const size = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

beforeAll(() => ensureDocumentFixtures(), 120_000);

describe("enclosure pages", () => {
  it("makes each page of a PDF a grey PNG at print resolution", async () => {
    const pages = await enclosurePages(fixture("bill-01-lakeside.pdf"), "application/pdf", rasterizer);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    for (const page of pages) {
      expect(isEnclosurePng(page)).toBe(true);
      // A letter page at 120 dpi.
      expect(size(page)).toEqual({ width: 1020, height: 1320 });
    }
  });

  it("refuses a page over 200 inches a side, as reading does (decision 016)", async () => {
    const error = await refusal(enclosurePages(hugePagePdf(14_400, 10), "application/pdf", rasterizer));
    expect(error.code).toBe("too_large");
    expect(error.message).toBe("Page 1 is 2000 × 2000 inches; pages up to 200 inches on a side can be read.");
  });

  it("draws the largest allowed page within the enclosure's pixel budget", async () => {
    const [page] = await enclosurePages(hugePagePdf(14_400), "application/pdf", rasterizer);
    const { width, height } = size(page);
    expect(width * height).toBeLessThanOrEqual(ENCLOSURE_MAX_PIXELS);
    expect(width).toBeGreaterThan(1900);
    expect(enclosureSize(612, 792)).toEqual({ width: 1020, height: 1320 });
  });

  it("refuses a picture whose header promises more pixels than a document may have, before decoding it", async () => {
    const error = await refusal(enclosurePages(pngBombHeader(100_000, 100_000), "image/png", rasterizer));
    expect(error.code).toBe("too_large");
    expect(error.message).toBe("The image is 100000 × 100000 pixels; at most 40 megapixels can be read.");
  });

  it("shrinks a big photo to the budget and refuses what is not a picture or a PDF", async () => {
    const [page] = await enclosurePages(greyPng(3000, 2000, 128), "image/png", rasterizer);
    const { width, height } = size(page);
    expect(width * height).toBeLessThanOrEqual(ENCLOSURE_MAX_PIXELS);
    expect(width).toBe(1000); // a third: no more pixels than a letter page at 120 dpi
    const shrunk = shrinkToFit({ width: 4, height: 4, pixels: new Uint8Array(16).fill(200) }, 4);
    expect(shrunk).toEqual({ width: 2, height: 2, pixels: new Uint8Array(4).fill(200) });
    const text = new TextEncoder().encode("just some words");
    expect((await refusal(enclosurePages(text, "text/plain", rasterizer))).code).toBe("unreadable");
    expect((await refusal(enclosurePages(new Uint8Array(), "application/pdf", rasterizer))).code).toBe(
      "empty",
    );
  });
});
