// The letter renderer the dispute workflow's activity uses (issue 14, decisions 047 and 048): the
// facts composed into a letter (core/disputes/compose.ts), drawn with pdf-lib in DejaVu Sans on US
// Letter pages, the enclosures' pages appended as images the reading process made, a "Page X of Y"
// footer and (free plan) a watermark on every page. Node only, orchestrator side.
import { degrees, PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { composeLetter, letterText, LETTER_TITLE, ENCLOSURE_LABELS } from "#core/disputes/compose";
import type { LetterFacts } from "#core/disputes/facts";
import { enclosureImages, type EnclosureFile, type EnclosureImages, type PageImages } from "./enclosures";
import { embedLetterFonts, type LetterFonts } from "./fonts";
import { paginate, type PlacedLine } from "./layout";
import { letterBlocks, PAGE } from "./letter-blocks";

export type { EnclosureFile, PageImages } from "./enclosures";

export interface RenderedLetter {
  filename: string;
  pdf: Uint8Array;
  pages: number;
  /** The letter as plain text (the API's letter_content). */
  letterContent: string;
  opportunitiesCount: number;
  potentialSavings: number;
}

export interface LetterRenderer {
  render(facts: LetterFacts, enclosures: EnclosureFile[]): Promise<RenderedLetter>;
}

export interface LetterRendererDeps {
  /**
   * A file's pages as PNGs, made in the reading process: `recognizer.pages` of
   * workflows/activities/recognition/reader-process.ts. Without it, enclosures are listed as not attached.
   */
  pages?: PageImages;
}

/** The free plan's mark (decision 046), across every page. */
export const WATERMARK_TEXT = "Fairbill Free — upgrade to remove this watermark";

const INK = rgb(0.1, 0.1, 0.12);
const GREY = rgb(0.45, 0.45, 0.48);
const FOOTER_Y = 36;
const ENCLOSURE_MARGIN = 36;

function drawLine(page: PDFPage, placed: PlacedLine, fonts: LetterFonts) {
  const { line, top } = placed;
  const left = PAGE.margin + line.x;
  if (line.kind === "rule") {
    const y = top - line.leading + 2;
    page.drawLine({ start: { x: left, y }, end: { x: left + line.width, y }, thickness: 0.6, color: GREY });
    return;
  }
  const baseline = top - line.leading * 0.74;
  if (line.quote) {
    const x = PAGE.margin + 4;
    page.drawLine({ start: { x, y: top }, end: { x, y: top - line.leading }, thickness: 1.5, color: GREY });
  }
  if (line.label)
    page.drawText(line.label, { x: PAGE.margin, y: baseline, size: line.size, font: fonts.bold, color: INK });
  if (line.text)
    page.drawText(line.text, {
      x: left,
      y: baseline,
      size: line.size,
      font: line.font,
      color: INK,
    });
}

function drawEnclosurePage(page: PDFPage, png: Awaited<ReturnType<PDFDocument["embedPng"]>>) {
  const captionSpace = 22;
  const [w, h] = [PAGE.width - 2 * ENCLOSURE_MARGIN, PAGE.height - 2 * ENCLOSURE_MARGIN - captionSpace - 12];
  const scale = Math.min(w / png.width, h / png.height);
  const [width, height] = [png.width * scale, png.height * scale];
  page.drawImage(png, {
    x: (PAGE.width - width) / 2,
    y: PAGE.height - ENCLOSURE_MARGIN - captionSpace - height,
    width,
    height,
  });
}

const CAPTION_SIZE = 9;

/** "Enclosure 1: Explanation of Benefits — eob.pdf (page 2 of 3)", a long filename shortened to fit. */
function caption(images: EnclosureImages, index: number, font: PDFFont): string {
  const label = `Enclosure ${images.number}: ${ENCLOSURE_LABELS[images.enclosure.document_type]} — `;
  const page = images.pngs.length > 1 ? ` (page ${index + 1} of ${images.pngs.length})` : "";
  const room = PAGE.width - 2 * ENCLOSURE_MARGIN;
  const chars = [...images.enclosure.filename];
  let name = chars.join("");
  while (chars.length > 1 && font.widthOfTextAtSize(`${label}${name}${page}`, CAPTION_SIZE) > room) {
    chars.pop();
    name = `${chars.join("")}…`;
  }
  return `${label}${name}${page}`;
}

function drawWatermark(page: PDFPage, font: PDFFont) {
  const angle = Math.atan2(PAGE.height, PAGE.width);
  const diagonal = Math.hypot(PAGE.width, PAGE.height);
  const size = Math.min(40, (diagonal * 0.78) / font.widthOfTextAtSize(WATERMARK_TEXT, 1));
  const width = font.widthOfTextAtSize(WATERMARK_TEXT, size);
  // Centred on the page: start half the text's width back along the diagonal, and drop half its height.
  const x = PAGE.width / 2 - (Math.cos(angle) * width) / 2 + (Math.sin(angle) * size) / 3;
  const y = PAGE.height / 2 - (Math.sin(angle) * width) / 2 - (Math.cos(angle) * size) / 3;
  page.drawText(WATERMARK_TEXT, {
    x,
    y,
    size,
    font,
    rotate: degrees((angle * 180) / Math.PI),
    color: rgb(0.6, 0.6, 0.6),
    opacity: 0.3,
  });
}

function drawFooter(page: PDFPage, font: PDFFont, number: number, total: number) {
  const text = `Page ${number} of ${total}`;
  const size = 8.5;
  const x = (PAGE.width - font.widthOfTextAtSize(text, size)) / 2;
  page.drawText(text, { x, y: FOOTER_Y, size, font, color: GREY });
}

export function createLetterRenderer(deps: LetterRendererDeps = {}): LetterRenderer {
  return {
    async render(facts, files) {
      const { attached, notAttached } = await enclosureImages(facts, files, deps.pages);
      const letter = composeLetter(facts, { notAttached });

      const pdf = await PDFDocument.create();
      const fonts = await embedLetterFonts(pdf);
      const laidOut = paginate(letterBlocks(letter, fonts), {
        top: PAGE.height - PAGE.margin,
        bottom: PAGE.margin,
      });
      const pages: PDFPage[] = [];
      for (const placed of laidOut) {
        const page = pdf.addPage([PAGE.width, PAGE.height]);
        for (const line of placed) drawLine(page, line, fonts);
        pages.push(page);
      }
      for (const images of attached) {
        for (const [index, bytes] of images.pngs.entries()) {
          const page = pdf.addPage([PAGE.width, PAGE.height]);
          const png = await pdf.embedPng(bytes);
          page.drawText(caption(images, index, fonts.bold), {
            x: ENCLOSURE_MARGIN,
            y: PAGE.height - ENCLOSURE_MARGIN - 10,
            size: CAPTION_SIZE,
            font: fonts.bold,
            color: INK,
          });
          drawEnclosurePage(page, png);
          pages.push(page);
        }
      }
      pages.forEach((page, i) => {
        if (facts.watermark) drawWatermark(page, fonts.regular);
        drawFooter(page, fonts.regular, i + 1, pages.length);
      });

      // Metadata names the document, never the patient.
      const when = new Date(`${facts.date}T12:00:00Z`);
      pdf.setTitle(LETTER_TITLE);
      pdf.setSubject(LETTER_TITLE);
      pdf.setCreator("Fairbill");
      pdf.setProducer("Fairbill");
      pdf.setCreationDate(when);
      pdf.setModificationDate(when);
      return {
        filename: letter.filename,
        pdf: await pdf.save(),
        pages: pages.length,
        letterContent: letterText(letter),
        opportunitiesCount: facts.findings.length,
        potentialSavings: facts.potential_savings,
      };
    },
  };
}
