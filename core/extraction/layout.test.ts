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
});
