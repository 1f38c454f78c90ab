import { describe, expect, it } from "vitest";
import { confidenceLabel, confidenceLabels } from "./ocr-lines";
import type { OcrWord } from "./types";

const word = (text: string, left: number, top: number, confidence = 0.95, width = 0.08): OcrWord => ({
  text,
  confidence,
  left,
  top,
  width,
  height: 0.015,
  page: 1,
});

describe("the overlay's percent labels", () => {
  it("labels only confidence above 0.7 (000 §9)", () => {
    expect(confidenceLabel(0.71)).toBe("71%");
    expect(confidenceLabel(0.7)).toBeNull();
  });

  it("puts one label after each run of words on a line, not one per word", () => {
    const labels = confidenceLabels([
      word("Lakeside", 0.1, 0.1, 0.99),
      word("Family", 0.19, 0.1, 0.91),
      word("Medicine", 0.28, 0.101, 0.97),
      word("STATEMENT", 0.8, 0.1),
      word("Account", 0.1, 0.2),
    ]);
    expect(labels.map((l) => l.text)).toEqual(["91%", "95%", "95%"]);
    expect(labels[0]).toMatchObject({ words: [0, 1, 2], top: 0.1 });
    expect(labels[0].left).toBeCloseTo(0.36);
  });

  it("leaves unsure words unlabelled and splits the run around them", () => {
    const labels = confidenceLabels([
      word("Total", 0.1, 0.5),
      word("Ch4rg3s", 0.19, 0.5, 0.4),
      word("$345.00", 0.28, 0.5),
    ]);
    expect(labels.map((l) => l.words)).toEqual([[0], [2]]);
  });
});
