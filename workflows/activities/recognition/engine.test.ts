import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_FIXTURES_DIR, ensureDocumentFixtures } from "../../../scripts/fixtures/make-documents";
import { damagedPng, greyPng, hugePagePdf, pngBombHeader } from "./hostile-files";
import { createRecognizer, RecognitionError, type Recognizer } from "./engine";
import { blockNetwork, type NetworkGuard } from "./network-guard";
import { startTesseract, TESSERACT_OPTIONS } from "./ocr";

const fixture = (file: string) => new Uint8Array(readFileSync(join(DOCUMENT_FIXTURES_DIR, file)));

let recognizer: Recognizer;
let network: NetworkGuard;

beforeAll(async () => {
  await ensureDocumentFixtures();
  network = blockNetwork();
  recognizer = createRecognizer();
}, 120_000);

afterAll(async () => {
  await recognizer?.close();
  network?.restore();
});

async function failure(promise: Promise<unknown>): Promise<RecognitionError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RecognitionError);
  return error as RecognitionError;
}

describe("digital PDFs", () => {
  it("reads the text layer with word boxes as fractions and full confidence", async () => {
    const pages: [number, number][] = [];
    const result = await recognizer.recognize(
      fixture("bill-01-lakeside.pdf"),
      "application/pdf",
      (page, total) => {
        pages.push([page, total]);
      },
    );
    expect(result.method).toBe("text-layer");
    expect(result.pages).toBe(1);
    expect(pages).toEqual([[1, 1]]);
    expect(result.text).toContain("Lakeside Family Medicine");
    const word = result.words.find((w) => w.text === "LFM-104382");
    expect(word).toMatchObject({ confidence: 1, page: 1 });
    // Printed at x = 470 pt, baseline 114 pt from the top of a 612 × 792 pt page.
    expect(word!.left).toBeCloseTo(470 / 612, 2);
    expect(word!.top + word!.height).toBeGreaterThan(110 / 792);
    expect(word!.top).toBeLessThan(114 / 792);
    for (const w of result.words) {
      for (const v of [w.left, w.top, w.width, w.height]) expect(v).toBeGreaterThanOrEqual(0);
      expect(w.left + w.width).toBeLessThanOrEqual(1);
      expect(w.top + w.height).toBeLessThanOrEqual(1);
    }
  });

  it("reports every page of a multi-page statement", async () => {
    const pages: number[] = [];
    const result = await recognizer.recognize(
      fixture("bill-05-harborview-2page.pdf"),
      "application/pdf",
      (page) => pages.push(page),
    );
    expect(result.pages).toBe(2);
    // 0 of 2 before the first page is read, then each page as it is finished.
    expect(pages).toEqual([0, 1, 2]);
    expect(result.words.some((w) => w.page === 2 && w.text === "L4361")).toBe(true);
  });
});

describe("scans", () => {
  it("OCRs a photographed card into words with confidences and boxes", async () => {
    const result = await recognizer.recognize(fixture("card-front-01-blueriver.png"), "image/png");
    expect(result.method).toBe("ocr");
    const id = result.words.find((w) => w.text === "BRH847221096");
    expect(id).toBeDefined();
    expect(id!.confidence).toBeGreaterThan(0.7);
    expect(id!.confidence).toBeLessThanOrEqual(1);
    // Printed at x = 80 pt on a 243 pt wide card.
    expect(id!.left).toBeCloseTo(80 / 243, 1);
  }, 60_000);

  it("rasterises image-only PDF pages (pdftoppm, and pdfjs + canvas as the fallback)", async () => {
    const viaPoppler = await recognizer.recognize(fixture("card-front-03-granite.pdf"), "application/pdf");
    expect(viaPoppler.method).toBe("ocr");
    expect(viaPoppler.text).toContain("GSM55301187");
    const fallback = createRecognizer({ rasterizer: "pdfjs" });
    try {
      const viaPdfjs = await fallback.recognize(fixture("card-front-03-granite.pdf"), "application/pdf");
      expect(viaPdfjs.text).toContain("GSM55301187");
    } finally {
      await fallback.close();
    }
  }, 60_000);
});

describe("files that cannot be read", () => {
  it("refuses an empty file", async () => {
    const error = await failure(recognizer.recognize(new Uint8Array(), "application/pdf"));
    expect(error.code).toBe("empty");
    expect(error.message).toBe("The file is empty.");
  });

  it("refuses a program renamed to .pdf by its bytes, whatever the declared type", async () => {
    const exe = new Uint8Array([
      0x4d,
      0x5a,
      0x90,
      0x00,
      0x03,
      0x00,
      0x00,
      0x00,
      ...new Array(200).fill(0x41),
    ]);
    for (const type of ["application/pdf", "image/png"]) {
      const error = await failure(recognizer.recognize(exe, type));
      expect(error.code).toBe("unreadable");
    }
  });

  it("refuses a truncated PDF and a truncated PNG", async () => {
    const pdf = fixture("bill-01-lakeside.pdf");
    expect(
      (await failure(recognizer.recognize(pdf.subarray(0, Math.floor(pdf.length / 2)), "application/pdf")))
        .code,
    ).toBe("unreadable");
    const png = fixture("card-front-01-blueriver.png");
    expect((await failure(recognizer.recognize(png.subarray(0, 4000), "image/png"))).code).toBe("unreadable");
  });

  it("refuses a 30-page PDF before reading any page", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (let i = 1; i <= 30; i++)
      doc
        .addPage([612, 792])
        .drawText(`Page ${i} of a very long statement`, { x: 50, y: 700, font, size: 12 });
    const pages: number[] = [];
    const error = await failure(
      recognizer.recognize(await doc.save(), "application/pdf", (page) => pages.push(page)),
    );
    expect(error.code).toBe("too_many_pages");
    expect(error.message).toBe("The document has 30 pages; at most 20 pages can be read.");
    expect(pages).toEqual([]);
  });
});

describe("limits and documents with nothing to read", () => {
  it("refuses a PNG whose header promises 100k × 100k pixels, from the header alone", async () => {
    const started = performance.now();
    const error = await failure(recognizer.recognize(pngBombHeader(100_000, 100_000), "image/png"));
    expect(error.code).toBe("too_large");
    expect(error.message).toBe("The image is 100000 × 100000 pixels; at most 40 megapixels can be read.");
    // Decoding 10 gigapixels would take gigabytes and seconds; reading a header takes neither.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses a page larger than 200 inches (UserUnit counted) before rendering it", async () => {
    const pages: number[] = [];
    const error = await failure(
      recognizer.recognize(hugePagePdf(14_400, 10), "application/pdf", (page) => pages.push(page)),
    );
    expect(error.code).toBe("too_large");
    expect(error.message).toBe("Page 1 is 2000 × 2000 inches; pages up to 200 inches on a side can be read.");
    expect(pages).toEqual([]);
  });

  it("fails a blank PDF page and a blank photo as 'no text', not as a document with empty fields", async () => {
    const blankPdf = await PDFDocument.create();
    blankPdf.addPage([612, 792]);
    for (const [bytes, type] of [
      [await blankPdf.save(), "application/pdf"],
      [greyPng(1700, 2200), "image/png"],
    ] as const) {
      const error = await failure(recognizer.recognize(bytes, type));
      expect(error.code).toBe("empty");
      expect(error.message).toBe("No text could be found in this document.");
    }
  }, 60_000);

  it("fails a PNG with damaged pixel data as unreadable", async () => {
    const error = await failure(recognizer.recognize(damagedPng(), "image/png"));
    expect(error.code).toBe("unreadable");
  });
});

describe("no network, ever", () => {
  it("loads the bundled English data with caching off, from a worker that refuses the network", async () => {
    expect(TESSERACT_OPTIONS.cacheMethod).toBe("none");
    expect(TESSERACT_OPTIONS.langPath).toMatch(/node_modules\/@tesseract\.js-data\/eng\/4\.0\.0_best_int$/);
    expect(readFileSync(join(TESSERACT_OPTIONS.langPath, "eng.traineddata.gz")).length).toBeGreaterThan(
      1_000_000,
    );
    expect(TESSERACT_OPTIONS.workerPath).toMatch(/offline-worker\.mjs$/);
  });

  it("fails loudly instead of downloading when the data would come from a URL", async () => {
    const attempt = startTesseract({
      langPath: "https://cdn.jsdelivr.net/npm/@tesseract.js-data/eng/4.0.0_best_int",
    });
    await expect(attempt).rejects.toThrow(/Network access is disabled in the OCR worker/);
  }, 30_000);

  it("made no connection from this process during the tests above", () => {
    expect(network.attempts).toEqual([]);
  });
});
