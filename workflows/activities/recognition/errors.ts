// Why a file could not be read. The document workflow marks the document failed with the message
// (shown to the user) and does not retry: the same bytes fail the same way.

export type RecognitionErrorCode = "too_many_pages" | "too_large" | "unreadable" | "empty";

const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000)} megapixels`;
const inches = (points: number) => `${Math.round(points / 72)}`;

export const RECOGNITION_MESSAGES = {
  empty: "The file is empty.",
  noText: "No text could be found in this document.",
  unreadable: "The file could not be read. It may be damaged, or it is not a PDF, JPG or PNG.",
  tooManyPages: (pages: number, max: number) =>
    `The document has ${pages} pages; at most ${max} pages can be read.`,
  imageTooLarge: (width: number, height: number, maxPixels: number) =>
    `The image is ${width} × ${height} pixels; at most ${megapixels(maxPixels)} can be read.`,
  pageTooLarge: (page: number, widthPt: number, heightPt: number, maxSidePt: number) =>
    `Page ${page} is ${inches(widthPt)} × ${inches(heightPt)} inches; pages up to ${inches(maxSidePt)} inches on a side can be read.`,
  outOfMemory: "Reading the file needed more memory than a document may use.",
  tookTooLong: (seconds: number) => `Reading the file took longer than ${seconds} seconds.`,
} as const;

export class RecognitionError extends Error {
  readonly code: RecognitionErrorCode;
  /** Same bytes, same failure: retrying cannot help. */
  readonly retryable = false;

  constructor(code: RecognitionErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "RecognitionError";
    this.code = code;
  }
}

export const isRecognitionError = (error: unknown): error is RecognitionError =>
  error instanceof RecognitionError;

/** Not the document's fault (the reading process was stopped or could not start): the activity retries. */
export class ReaderStopped extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ReaderStopped";
  }
}
