// Why a file could not be read. The document workflow marks the document failed with the message
// (shown to the user) and does not retry: the same bytes fail the same way.

export type RecognitionErrorCode = "too_many_pages" | "unreadable" | "empty";

export const RECOGNITION_MESSAGES = {
  empty: "The file is empty.",
  unreadable: "The file could not be read. It may be damaged, or it is not a PDF, JPG or PNG.",
  tooManyPages: (pages: number, max: number) =>
    `The document has ${pages} pages; at most ${max} pages can be read.`,
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
