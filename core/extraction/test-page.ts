// Test input for the extractor: printed lines laid out as OCR words with boxes.
import type { OcrWord, Recognition } from "../documents/types";

type Cell = [text: string, left: number];

/** Lays printed lines out as words with boxes (fractions), like the engine returns them. */
export function page(lines: (string | Cell[])[]): Recognition {
  const words: OcrWord[] = [];
  lines.forEach((line, row) => {
    const cells: Cell[] = typeof line === "string" ? [[line, 0.06]] : line;
    const top = 0.05 + row * 0.022;
    for (const [text, left] of cells) {
      let x = left;
      for (const word of text.split(" ").filter(Boolean)) {
        const width = word.length * 0.009;
        words.push({ text: word, confidence: 0.95, left: x, top, width, height: 0.012, page: 1 });
        x += width + 0.006;
      }
    }
  });
  const text = lines.map((l) => (typeof l === "string" ? l : l.map((c) => c[0]).join("    "))).join("\n");
  return { text, words, pages: 1, method: "ocr" };
}

type Row = [text: string, left: number][];

/** An EOB / a statement whose line-item table is `header` then `rows`, read as that type. */
export const eobTable = (header: Row, ...rows: (Row | string)[]): Recognition =>
  page(["Cobalt Health Plan", "Explanation of Benefits", "This is not a bill", header, ...rows]);
export const billTable = (header: Row, ...rows: (Row | string)[]): Recognition =>
  page(["Brightwater Family Medicine", "PATIENT STATEMENT", header, ...rows]);
