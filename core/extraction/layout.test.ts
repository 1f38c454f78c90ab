import { describe, expect, it } from "vitest";
import type { OcrWord } from "../documents/types";
import { buildLines } from "./layout";

const word = (text: string, left: number, charWidth: number): OcrWord => ({
  text,
  confidence: 0.95,
  left,
  top: 0.06,
  width: text.length * charWidth,
  height: charWidth * 1.6,
  page: 1,
});

describe("buildLines", () => {
  it("keeps a large title's words in one cell beside small print on the same line", () => {
    // As a digital EOB's text layer gives it: a 17 pt letterhead, 9 pt member services on the right.
    const words = [
      word("Summit", 0.078, 0.0135),
      word("Ridge", 0.173, 0.0135),
      word("Health", 0.255, 0.0135),
      word("Member", 0.719, 0.0068),
      word("Services", 0.766, 0.0068),
      word("1-800-555-0166", 0.827, 0.0068),
    ];
    const [line] = buildLines({ text: "", words, pages: 1, method: "text-layer" });
    expect(line.cells.map((c) => c.text)).toEqual(["Summit Ridge Health", "Member Services 1-800-555-0166"]);
  });

  const boxed = (
    text: string,
    left: number,
    right: number,
    top: number,
    height: number,
    confidence = 0.9,
  ): OcrWord => ({
    text,
    confidence,
    left,
    top,
    width: right - left,
    height,
    page: 1,
  });

  it("keeps a word OCR boxed over the end of the word before it on that word's line", () => {
    // A faxed itemized statement: 'HCL' boxed taller and over the end of 'ONDANSETRON'.
    const words = [
      boxed("0636", 0.168, 0.198, 0.4842, 0.0082),
      boxed("J2405", 0.23, 0.268, 0.4853, 0.0077),
      boxed("ONDANSETRON", 0.328, 0.4448, 0.4862, 0.0105),
      boxed("HCL", 0.4196, 0.4443, 0.4812, 0.0186),
      boxed("INJ", 0.4937, 0.5148, 0.4878, 0.0077),
      boxed("39.20", 0.9, 0.9378, 0.4913, 0.0082),
    ];
    const lines = buildLines({ text: "", words, pages: 1, method: "ocr" });
    expect(lines.map((l) => l.text)).toEqual(["0636   J2405   ONDANSETRON HCL   INJ   39.20"]);
  });

  it("leaves a label under a word OCR drew far too wide, and a speck read with no confidence, as they were", () => {
    const label = buildLines({
      text: "",
      words: [
        boxed("statementDate", 0.093, 0.381, 0.096, 0.0165),
        boxed("Account#", 0.26, 0.334, 0.098, 0.0165, 0.7),
      ],
      pages: 1,
      method: "ocr",
    });
    expect(label).toHaveLength(2);
    const speck = buildLines({
      text: "",
      words: [boxed("Name", 0.256, 0.301, 0.3736, 0.0159), boxed("piey", 0.2837, 0.2905, 0.3779, 0.004, 0)],
      pages: 1,
      method: "ocr",
    });
    expect(speck).toHaveLength(2);
  });
});
