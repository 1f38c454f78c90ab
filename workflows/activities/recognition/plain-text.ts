// A .txt document is text already (docs/decisions/044): its lines become words with boxes laid
// out like a fixed-width page, so the extractor's "to the right of" and columns work as they do
// for a PDF's text layer.
import type { OcrWord, Recognition } from "#core/documents/types";
import { RecognitionError } from "./errors";

/** What the /internal contract carries at most (core/contracts/internal-documents.ts). */
const MAX_CHARACTERS = 2_000_000;
const MAX_WORDS = 100_000;

export const TEXT_MESSAGES = {
  tooLong: `The text file is too long to read; at most ${MAX_CHARACTERS.toLocaleString("en-US")} characters can be read.`,
} as const;

export function readPlainText(bytes: Uint8Array): Recognition {
  const text = new TextDecoder("utf-8")
    .decode(bytes)
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n");
  if (text.length > MAX_CHARACTERS) throw new RecognitionError("too_large", TEXT_MESSAGES.tooLong);
  const lines = text.replace(/\t/g, "    ").split("\n");
  const columns = Math.max(1, ...lines.map((l) => l.length));
  const words: OcrWord[] = [];
  lines.forEach((line, row) => {
    for (const match of line.matchAll(/\S+/g)) {
      words.push({
        text: match[0].slice(0, 500),
        confidence: 1,
        left: (match.index ?? 0) / columns,
        top: row / lines.length,
        width: match[0].length / columns,
        height: 1 / lines.length,
        page: 1,
      });
    }
  });
  if (words.length > MAX_WORDS) throw new RecognitionError("too_large", TEXT_MESSAGES.tooLong);
  return { text: text.trim(), words, pages: 1, method: "text-layer" };
}
