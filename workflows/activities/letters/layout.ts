// Lines and pages for pdf-lib, which draws text where it is told and nothing more: words wrapped by
// their measured width (a word or address too long for the line is broken), and blocks placed on
// pages so that a heading never ends a page and a paragraph never leaves one line behind.
import type { PDFFont } from "pdf-lib";

export type Line =
  | {
      kind: "text";
      text: string;
      font: PDFFont;
      size: number;
      /** From the left margin. */
      x: number;
      leading: number;
      /** A bar in the margin: the user's own words. */
      quote?: boolean;
      /** Drawn in bold at the left margin ("Patient:", "3."), the text after it at `x`. */
      label?: string;
    }
  /** A line to write on (the signature, an address the product does not know). */
  | { kind: "rule"; x: number; width: number; leading: number };

export interface Block {
  lines: Line[];
  /** Space above the block; none at the top of a page. */
  before: number;
  /** Never split across pages (the signature, a reference row). */
  together?: boolean;
  /** Stays on the page of the next block's first lines (a heading). */
  withNext?: boolean;
}

export interface PlacedLine {
  line: Line;
  /** The line's top, in points from the bottom of the page. */
  top: number;
}

export interface PageFrame {
  top: number;
  bottom: number;
}

/** Control characters would draw as boxes (and a tab as nothing): spaces instead, or nothing. */
export const printable = (text: string) =>
  [...text]
    .map((char) =>
      char === "\t" || char === "\u00a0" ? " " : char.charCodeAt(0) < 32 || char === "\u007f" ? "" : char,
    )
    .join("");

/** Widths at size 1, measured once per font and word: fontkit's layout is the slow part of a letter. */
const widths = new WeakMap<PDFFont, Map<string, number>>();
export function widthOf(text: string, font: PDFFont, size: number): number {
  let known = widths.get(font);
  if (!known) widths.set(font, (known = new Map()));
  let width = known.get(text);
  if (width === undefined) known.set(text, (width = font.widthOfTextAtSize(text, 1)));
  return width * size;
}

/** Breaks a word wider than the line into pieces that fit, character by character. */
function breakWord(word: string, font: PDFFont, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece && font.widthOfTextAtSize(piece + char, size) > width) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** The text as lines no wider than `width` points; each newline starts a new line. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  const space = widthOf(" ", font, size);
  for (const paragraph of text.split(/\r?\n/)) {
    const words = printable(paragraph).split(" ").filter(Boolean);
    if (words.length === 0) {
      out.push("");
      continue;
    }
    let line = "";
    let lineWidth = 0;
    for (const word of words) {
      const wordWidth = widthOf(word, font, size);
      if (line && lineWidth + space + wordWidth <= width) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) out.push(line);
      if (wordWidth <= width) [line, lineWidth] = [word, wordWidth];
      else {
        const pieces = breakWord(word, font, size, width);
        out.push(...pieces.slice(0, -1));
        line = pieces[pieces.length - 1] ?? "";
        lineWidth = widthOf(line, font, size);
      }
    }
    if (line) out.push(line);
  }
  return out;
}

const height = (lines: Line[]) => lines.reduce((sum, line) => sum + line.leading, 0);
/** What must fit for a block to start on this page: all of it, or its first two lines. */
const start = (block: Block) => height(block.together ? block.lines : block.lines.slice(0, 2));

/** The blocks on as many pages as they need. */
export function paginate(blocks: Block[], frame: PageFrame): PlacedLine[][] {
  const pages: PlacedLine[][] = [[]];
  let y = frame.top;
  const newPage = () => {
    pages.push([]);
    y = frame.top;
  };
  blocks.forEach((block, index) => {
    const page = () => pages[pages.length - 1];
    let need = (page().length ? block.before : 0) + start(block);
    for (let i = index; blocks[i]?.withNext && blocks[i + 1]; i++) {
      // A heading and what it introduces: its whole height plus the next block's start.
      need += height(blocks[i].lines) - start(blocks[i]) + blocks[i + 1].before + start(blocks[i + 1]);
      if (i > index + 3) break;
    }
    const fits = need <= y - frame.bottom;
    const wouldFitAlone = need <= frame.top - frame.bottom;
    if (page().length && !fits && wouldFitAlone) newPage();
    if (page().length) y -= block.before;
    let here = 0; // lines of this block on the current page
    block.lines.forEach((line, i) => {
      const rest = block.lines.length - i;
      // Never one line of a paragraph alone at the top of the next page, unless moving two would
      // leave one alone at the bottom of this one.
      const keep = rest === 2 && here >= 2 && !block.together ? height(block.lines.slice(i)) : line.leading;
      if (y - keep < frame.bottom && page().length) {
        newPage();
        here = 0;
      }
      page().push({ line, top: y });
      y -= line.leading;
      here++;
    });
  });
  return pages;
}
