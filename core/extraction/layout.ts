// Rebuilds printed lines and table cells from word boxes, so extraction can read "label → value
// to the right" and columns the same way for text-layer PDFs and OCR'd scans.
import type { OcrWord, Recognition } from "../documents/types";

export interface Cell {
  text: string;
  /** Fractions of the page width. */
  left: number;
  right: number;
  words: OcrWord[];
}

export interface Line {
  page: number;
  /** Fractions of the page height. */
  top: number;
  bottom: number;
  text: string;
  cells: Cell[];
  words: OcrWord[];
  /** Median word height, to compare text sizes (titles are taller). */
  height: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
};

/** A gap wider than this many average character widths separates two cells (a space is ~0.6). */
const CELL_GAP_CHARS = 1.4;

function cellsOf(words: OcrWord[]): Cell[] {
  const chars = words.reduce((n, w) => n + w.text.length, 0);
  const lineCharWidth = chars ? words.reduce((n, w) => n + w.width, 0) / chars : 0;
  // A title's words are judged by their own size, not by the small print beside them on the line.
  const charWidth = (a: OcrWord, b: OcrWord) =>
    Math.max(lineCharWidth, (a.width + b.width) / Math.max(1, a.text.length + b.text.length));
  const cells: Cell[] = [];
  for (const word of words) {
    const last = cells.at(-1);
    const previous = last?.words.at(-1);
    if (last && previous && word.left - last.right <= CELL_GAP_CHARS * charWidth(previous, word)) {
      last.words.push(word);
      last.text += ` ${word.text}`;
      last.right = Math.max(last.right, word.left + word.width);
    } else {
      cells.push({ text: word.text, left: word.left, right: word.left + word.width, words: [word] });
    }
  }
  return cells;
}

/**
 * A capital OCR split off its word ('W elcome', 'J une 1', 'C learSight'): a lone capital other
 * than the words A and I, right before a word in small letters, closer than its own width.
 */
function joinSplitCapitals(words: OcrWord[]): OcrWord[] {
  const joined: OcrWord[] = [];
  for (const word of words) {
    const last = joined.at(-1);
    if (
      last &&
      /^[B-HJ-Z]$/.test(last.text) &&
      /^[a-z]{2}/.test(word.text) &&
      word.left - (last.left + last.width) < last.width
    ) {
      const top = Math.min(last.top, word.top);
      joined[joined.length - 1] = {
        ...last,
        text: last.text + word.text,
        width: word.left + word.width - last.left,
        top,
        height: Math.max(last.top + last.height, word.top + word.height) - top,
        confidence: Math.min(last.confidence, word.confidence),
      };
    } else joined.push(word);
  }
  return joined;
}

function finishLine(page: number, unsorted: OcrWord[]): Line {
  const words = joinSplitCapitals(unsorted.sort((a, b) => a.left - b.left));
  const cells = cellsOf(words);
  return {
    page,
    top: Math.min(...words.map((w) => w.top)),
    bottom: Math.max(...words.map((w) => w.top + w.height)),
    text: cells.map((c) => c.text).join("   "),
    cells,
    words,
    height: median(words.map((w) => w.height)),
  };
}

/** How wide OCR drew each letter of a word. */
const perLetter = (w: OcrWord) => w.width / Math.max(w.text.length, 1);

/**
 * Groups words into lines: scanning left to right, a word joins the line whose last word is
 * level with it (chaining follows a slightly rotated scan), otherwise it starts a new line.
 */
function linesOfPage(page: number, words: OcrWord[]): Line[] {
  const open: OcrWord[][] = [];
  // Words first; lone punctuation ('-', '|', speck noise) joins afterwards so it cannot split a line.
  for (const word of words.filter(hasText).sort((a, b) => a.left - b.left)) {
    const centre = word.top + word.height / 2;
    let best: OcrWord[] | null = null;
    let bestDistance = Infinity;
    for (const line of open) {
      const last = line[line.length - 1];
      if (last.left + last.width > word.left + word.width * 0.3) continue;
      const distance = Math.abs(last.top + last.height / 2 - centre);
      const tolerance = Math.min(last.height, word.height) * 0.55;
      if (distance <= tolerance && distance < bestDistance) {
        best = line;
        bestDistance = distance;
      }
    }
    // A word no line takes may be one OCR boxed inside the last word's right half ('HCL' over the
    // end of 'ONDANSETRON'): level with it, it goes on that line rather than starting one. Not a
    // speck read with no confidence, nor a word under one OCR drew far too wide for its letters
    // ('statementDate' over 'Account#'), which is a cell of its own.
    best ??=
      open.find((line) => {
        const last = line[line.length - 1];
        const distance = Math.abs(last.top + last.height / 2 - centre);
        return (
          word.confidence >= 0.5 &&
          perLetter(last) < perLetter(word) * 1.6 &&
          word.left > last.left + last.width / 2 &&
          word.left < last.left + last.width &&
          distance <= Math.min(last.height, word.height) * 0.55
        );
      }) ?? null;
    if (best) best.push(word);
    else open.push([word]);
  }
  // A mark may also end the line, printed close after its last word ('Guarantor #').
  for (const mark of words.filter((w) => !hasText(w))) {
    const centre = mark.top + mark.height / 2;
    const line = open.find((ws) => {
      const top = Math.min(...ws.map((w) => w.top));
      const bottom = Math.max(...ws.map((w) => w.top + w.height));
      const last = ws[ws.length - 1];
      return (
        centre >= top &&
        centre <= bottom &&
        mark.left >= ws[0].left &&
        mark.left <= last.left + last.width + last.height * 1.5
      );
    });
    if (line && !speck(mark, line)) line.push(mark);
  }
  return open.map((ws) => finishLine(page, ws)).sort((a, b) => a.top + a.bottom - (b.top + b.bottom));
}

/** Lines when only text is known (no boxes): runs of 2+ spaces or tabs separate cells. */
function linesFromText(text: string): Line[] {
  return text
    .split(/\r?\n/)
    .map((raw) => raw.replace(/\s+$/, ""))
    .filter((raw) => raw.trim())
    .map((raw, index) => {
      const cells = raw
        .split(/\t+|\s{2,}/)
        .filter(Boolean)
        .map((t) => {
          const left = raw.indexOf(t) / Math.max(raw.length, 80);
          return { text: t.trim(), left, right: left + t.length / 80, words: [] };
        });
      return {
        page: 1,
        top: index / 100,
        bottom: (index + 0.8) / 100,
        text: cells.map((c) => c.text).join("   "),
        cells,
        words: [],
        height: 0.008,
      };
    });
}

const hasText = (w: OcrWord) => /[A-Za-z0-9]/.test(w.text);

/**
 * A scanner's speck OCR read as a mark ('Prepared April = 1, 2025'): a dot far smaller than the
 * line's letters every way, read with little confidence. A printed '=' or dash is wider.
 */
function speck(mark: OcrWord, line: OcrWord[]): boolean {
  const letters = median(line.filter(hasText).map((w) => w.height));
  return mark.confidence < 0.7 && mark.width < letters * 0.2 && mark.height < letters * 0.2;
}

/**
 * The skew of a page as a shear in page fractions (top drift per unit of x): the median slope
 * between each word and the next word of its line. Boxes of a photo taken at a slant keep the
 * slant (they must match the picture); lines are grouped after taking it out.
 */
export function estimateShear(words: OcrWord[]): number {
  const sorted = words.filter(hasText).sort((a, b) => a.left - b.left);
  const slopes: number[] = [];
  sorted.forEach((w, i) => {
    const charWidth = w.width / Math.max(1, w.text.length);
    const right = w.left + w.width;
    const centre = w.top + w.height / 2;
    let best: OcrWord | null = null;
    for (let j = i + 1; j < sorted.length && sorted[j].left - right <= 2.5 * charWidth; j++) {
      const n = sorted[j];
      if (
        n.left < right - charWidth / 2 ||
        Math.abs(n.top + n.height / 2 - centre) > 0.8 * Math.min(n.height, w.height)
      )
        continue;
      if (!best || n.left < best.left) best = n;
    }
    if (best) {
      const dx = best.left + best.width / 2 - (w.left + w.width / 2);
      if (dx > 0) slopes.push((best.top + best.height / 2 - centre) / dx);
    }
  });
  if (slopes.length < 5) return 0;
  const slope = median(slopes);
  return Math.abs(slope) < 0.002 ? 0 : slope;
}

export function buildLines(recognition: Recognition): Line[] {
  const words = recognition.words.filter((w) => w.text.trim());
  if (!words.length) return linesFromText(recognition.text);
  const pages = [...new Set(words.map((w) => w.page))].sort((a, b) => a - b);
  return pages.flatMap((page) => {
    const onPage = words.filter((w) => w.page === page);
    const shear = estimateShear(onPage);
    const level = shear ? onPage.map((w) => ({ ...w, top: w.top - shear * (w.left + w.width / 2) })) : onPage;
    return linesOfPage(page, level);
  });
}

/** The cells of `below` that sit under a cell (horizontal overlap), for label-above-value layouts. */
export function cellsBelow(cell: Cell, below: Line): Cell[] {
  return below.cells.filter((c) => c.left < cell.right + 0.01 && c.right > cell.left - 0.01);
}
