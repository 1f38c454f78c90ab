// DejaVu Sans, regular and bold, read once per process from the dejavu-fonts-ttf package and
// embedded (subset) in every letter: pdf-lib's standard fonts are WinAnsi only, and names such as
// "José Núñez" or "Zoë Ødegaard" must come out of the PDF as they were typed (decision 048).
import fontkit from "@pdf-lib/fontkit";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { PDFDocument, PDFFont } from "pdf-lib";

const require = createRequire(import.meta.url);

export interface LetterFonts {
  regular: PDFFont;
  bold: PDFFont;
}

let files: Promise<[Uint8Array, Uint8Array]> | null = null;

/** The TTF bytes, read on first use and kept for the life of the process. */
function fontFiles(): Promise<[Uint8Array, Uint8Array]> {
  files ??= Promise.all([
    readFile(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    readFile(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  ]).catch((error: unknown) => {
    files = null; // a failed read is tried again by the next letter
    throw error;
  });
  return files;
}

export async function embedLetterFonts(pdf: PDFDocument): Promise<LetterFonts> {
  const [regular, bold] = await fontFiles();
  pdf.registerFontkit(fontkit);
  return {
    regular: await pdf.embedFont(regular, { subset: true }),
    bold: await pdf.embedFont(bold, { subset: true }),
  };
}
