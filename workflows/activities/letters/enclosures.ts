// The EOB and prior-authorization pages a letter encloses (decision 048). The uploaded file is
// turned into page images by the reading process (decision 016), never parsed here: this side only
// checks the PNGs it gets back (signature and size) before pdf-lib embeds them. A file that cannot
// be made into pages is listed as not attached; the letter is still made.
import type { LetterEnclosure, LetterFacts } from "#core/disputes/facts";
import { ReaderStopped } from "../recognition/errors";
import { ENCLOSURE_MAX_PIXELS } from "../recognition/limits";

/** A file's pages as PNG images: the reading process's `pages` request in production. */
export type PageImages = (bytes: Uint8Array, contentType: string) => Promise<Uint8Array[]>;

export interface EnclosureFile {
  enclosure: LetterEnclosure;
  bytes: Uint8Array;
}

export interface EnclosureImages {
  /** 1-based, as the letter's enclosures list numbers it. */
  number: number;
  enclosure: LetterEnclosure;
  pngs: Uint8Array[];
}

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

/** A PNG whose header says it is no bigger than an enclosure page may be. */
export function isEnclosurePng(bytes: Uint8Array): boolean {
  if (bytes.length < 33 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) return false;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [width, height] = [view.getUint32(16), view.getUint32(20)];
  return width > 0 && height > 0 && width * height <= ENCLOSURE_MAX_PIXELS;
}

/**
 * Each enclosure the facts name, as page images, in the facts' order; those without a file or whose
 * file could not be made into pages are returned as not attached. A stopped reading process is not
 * the file's fault: it is thrown, so the activity tries again.
 */
export async function enclosureImages(
  facts: LetterFacts,
  files: EnclosureFile[],
  pages: PageImages | undefined,
): Promise<{ attached: EnclosureImages[]; notAttached: Set<string> }> {
  const attached: EnclosureImages[] = [];
  const notAttached = new Set<string>();
  for (const [index, enclosure] of facts.enclosures.entries()) {
    const file = files.find((f) => f.enclosure.document_id === enclosure.document_id);
    let pngs: Uint8Array[] = [];
    if (file && pages) {
      try {
        pngs = await pages(file.bytes, enclosure.content_type);
      } catch (error) {
        if (error instanceof ReaderStopped) throw error;
        pngs = [];
      }
    }
    if (pngs.length && pngs.every(isEnclosurePng)) attached.push({ number: index + 1, enclosure, pngs });
    else notAttached.add(enclosure.document_id);
  }
  return { attached, notAttached };
}
