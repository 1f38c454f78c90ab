// What an uploaded photo must pass before a single pixel is decoded (decision 016), for reading it
// and for making it a letter's enclosure alike: the size its header promises (decompression bombs)
// and a whole file.
import { RecognitionError, RECOGNITION_MESSAGES } from "./errors";
import { imageComplete, uprightImageSize, type ImageKind } from "./formats";
import { MAX_IMAGE_PIXELS } from "./limits";

export const outOfMemory = (error: unknown) =>
  error instanceof Error && /alloc|out of memory|surface failed/i.test(error.message);

/** A file that cannot be read; a decoder that ran out of memory makes it too large instead. */
export const unreadable = (cause?: unknown) =>
  outOfMemory(cause)
    ? new RecognitionError("too_large", RECOGNITION_MESSAGES.outOfMemory, { cause })
    : new RecognitionError("unreadable", RECOGNITION_MESSAGES.unreadable, cause ? { cause } : undefined);

/** Throws `too_large` or `unreadable` unless the image's header and file are fit to decode. */
export function guardImage(kind: ImageKind, bytes: Uint8Array): void {
  const size = uprightImageSize(kind, bytes);
  if (!size) throw unreadable();
  if (size.width * size.height > MAX_IMAGE_PIXELS) {
    const message = RECOGNITION_MESSAGES.imageTooLarge(size.width, size.height, MAX_IMAGE_PIXELS);
    throw new RecognitionError("too_large", message);
  }
  if (!imageComplete(kind, bytes)) throw unreadable();
}
