// Wrapping and page breaks, which pdf-lib leaves to us: nothing wider than the line, nothing lost,
// no heading alone at the bottom of a page, no paragraph line alone at the top of the next.
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { embedLetterFonts, type LetterFonts } from "./fonts";
import { paginate, wrapText, type Block, type Line } from "./layout";

let fonts: LetterFonts;
beforeAll(async () => {
  fonts = await embedLetterFonts(await PDFDocument.create());
});

const lines = (n: number, leading = 10): Line[] =>
  Array.from({ length: n }, () => ({ kind: "rule", x: 0, width: 10, leading }));
const frame = { top: 100, bottom: 0 };

describe("wrapText", () => {
  it("breaks a long address or word so that no line is wider than the page, and loses nothing", () => {
    const url = `https://portal.example-hospital.org/billing/${"statement-".repeat(30)}end`;
    const text = `See ${url} for the statement and call José Núñez.`;
    const wrapped = wrapText(text, fonts.regular, 10.5, 200);
    expect(wrapped.length).toBeGreaterThan(5);
    for (const line of wrapped) expect(fonts.regular.widthOfTextAtSize(line, 10.5)).toBeLessThanOrEqual(200);
    expect(wrapped.join("").replace(/ /g, "")).toBe(text.replace(/ /g, ""));
  });

  it("starts a new line at each newline and drops control characters", () => {
    expect(wrapText("First line\nSecond\tline\u0007", fonts.regular, 10.5, 400)).toEqual([
      "First line",
      "Second line",
    ]);
  });
});

describe("paginate", () => {
  it("moves a heading to the next page when what it introduces does not fit after it", () => {
    const blocks: Block[] = [
      { lines: lines(8), before: 0 },
      { lines: lines(1), before: 0, withNext: true },
      { lines: lines(3), before: 0 },
    ];
    const pages = paginate(blocks, frame);
    // 8 lines, then the heading would fit (90 of 100) but not with two lines of its paragraph.
    expect(pages.map((page) => page.length)).toEqual([8, 4]);
    expect(pages[1][0].line).toBe(blocks[1].lines[0]);
    // With room for the heading and two lines, they stay; the third line goes over.
    const roomy = paginate([{ ...blocks[0], lines: lines(7) }, blocks[1], blocks[2]], frame);
    expect(roomy.map((page) => page.length)).toEqual([10, 1]);
  });

  it("never leaves one line of a paragraph alone at the top of the next page", () => {
    const pages = paginate([{ lines: lines(11), before: 0 }], frame);
    expect(pages.map((page) => page.length)).toEqual([9, 2]);
  });

  it("keeps a block that must stay together on one page, and drops the space above it at the top", () => {
    const blocks: Block[] = [
      { lines: lines(6), before: 0 },
      { lines: lines(5), before: 20, together: true },
    ];
    const pages = paginate(blocks, frame);
    expect(pages.map((page) => page.length)).toEqual([6, 5]);
    expect(pages[1][0].top).toBe(100);
  });
});
