// Messages between the orchestrator and its reading process (Node IPC, structured clone: the file
// travels as bytes, never as text).
import type { Recognition } from "#core/documents/types";
import type { RecognitionErrorCode } from "./errors";

/** recognize: read the file's text (a document). pages: its pages as grey PNGs (a letter's enclosure). */
export type ReaderRequest = {
  type: "recognize" | "pages";
  id: number;
  bytes: Uint8Array;
  contentType: string;
};

export type ReaderFailure =
  | { recognition: true; code: RecognitionErrorCode; message: string }
  | { recognition: false; message: string };

export type ReaderReply =
  | { type: "ready" }
  | { type: "page"; id: number; page: number; pages: number }
  | ({ type: "done"; id: number; recognition: Recognition } & ReaderMemory)
  | ({ type: "pages-done"; id: number; pages: Uint8Array[] } & ReaderMemory)
  | ({ type: "failed"; id: number; failure: ReaderFailure } & ReaderMemory);

/** After each document (and a garbage collection): what the process holds now and at its worst. */
export interface ReaderMemory {
  rssMb: number;
  peakRssMb: number;
}
