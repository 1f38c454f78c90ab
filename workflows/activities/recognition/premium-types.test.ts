// The premium file types after upload (docs/decisions/044): GIF and BMP are OCR'd like any photo,
// TXT is read as text, DOC/DOCX/TIFF are kept for the user to fill in by hand.
import { createCanvas } from "@napi-rs/canvas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRecognizer, RecognitionError, type Recognizer } from "./engine";
import { blockNetwork, type NetworkGuard } from "./network-guard";

let recognizer: Recognizer;
let network: NetworkGuard;

beforeAll(() => {
  network = blockNetwork();
  recognizer = createRecognizer();
});

afterAll(async () => {
  await recognizer?.close();
  network?.restore();
});

/** A 24-bit bottom-up BMP of black text on white, as a scanner's "save as BMP" writes it. */
function textBmp(lines: string[]): Uint8Array {
  const width = 900;
  const height = 60 + lines.length * 60;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = "#000";
  ctx.font = "36px sans-serif";
  lines.forEach((line, i) => ctx.fillText(line, 30, 70 + i * 60));
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const row = Math.ceil((width * 3) / 4) * 4;
  const out = Buffer.alloc(54 + row * height);
  out.write("BM");
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  out.writeUInt32LE(row * height, 34);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const src = ((height - 1 - y) * width + x) * 4;
      const dst = 54 + y * row + x * 3;
      out[dst] = rgba[src + 2];
      out[dst + 1] = rgba[src + 1];
      out[dst + 2] = rgba[src];
    }
  return new Uint8Array(out);
}

const text = (s: string) => new TextEncoder().encode(s);

describe("premium file types", () => {
  it("OCRs a BMP scan into words with boxes", async () => {
    const read = await recognizer.recognize(
      textBmp(["Lakeside Medical Center", "Amount due 245.00"]),
      "image/bmp",
    );
    expect(read.method).toBe("ocr");
    expect(read.text).toMatch(/Lakeside/);
    expect(read.text).toMatch(/245\.00/);
    expect(read.words.length).toBeGreaterThan(3);
  }, 60_000);

  it("decodes a GIF (a blank one fails as 'no text', not as an unreadable file)", async () => {
    const gif = Buffer.from("R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=", "base64");
    const error = await recognizer.recognize(new Uint8Array(gif), "image/gif").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RecognitionError);
    expect((error as RecognitionError).code).toBe("empty");
  }, 60_000);

  it("reads a .txt document as text, its lines laid out as a page", async () => {
    const read = await recognizer.recognize(
      text("Lakeside Medical Center\r\nStatement date 01/02/2026\r\nAmount due $245.00\r\n"),
      "text/plain; charset=utf-8",
    );
    expect(read.method).toBe("text-layer");
    expect(read.text).toBe("Lakeside Medical Center\nStatement date 01/02/2026\nAmount due $245.00");
    const due = read.words.find((w) => w.text === "$245.00")!;
    const lakeside = read.words.find((w) => w.text === "Lakeside")!;
    expect(due.top).toBeGreaterThan(lakeside.top);
    expect(due.left).toBeGreaterThan(0);
  });

  it("keeps DOC, DOCX and TIFF for the user to fill in by hand: nothing read, nothing failed", async () => {
    const files: [Uint8Array, string][] = [
      [new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), "application/msword"],
      [
        text("PK\x03\x04....word/document.xml...."),
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ],
      [new Uint8Array([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 0, 0]), "image/tiff"],
    ];
    for (const [bytes, type] of files) {
      expect(await recognizer.recognize(bytes, type)).toEqual({
        text: "",
        words: [],
        pages: 1,
        method: "text-layer",
      });
    }
  });

  it("still refuses a text file that is not text", async () => {
    const error = await recognizer
      .recognize(new Uint8Array([0x4d, 0x5a, 0x90, 0, 0, 0]), "text/plain")
      .catch((e: unknown) => e);
    expect((error as RecognitionError).code).toBe("unreadable");
  });
});
