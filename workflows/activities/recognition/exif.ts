// EXIF orientation of a JPEG: phones store photos sideways and add a tag (IFD0 0x0112) saying how
// to turn them upright. Read from APP1 'Exif\0\0' → TIFF header (II little / MM big endian) → IFD0.

export interface ExifOrientation {
  /** 1 upright, 2 mirrored, 3 upside down, 4 flipped, 5–8 the same turned a quarter (6: turn 90° clockwise). */
  orientation: number;
  /** Byte offset of the tag's value in the file, so it can be rewritten. */
  valueOffset: number;
  littleEndian: boolean;
}

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;
const SOS = 0xda;
const EOI = 0xd9;

function orientationInTiff(bytes: Uint8Array, tiff: number, end: number): ExifOrientation | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (tiff + 8 > end) return null;
  const order = String.fromCharCode(bytes[tiff], bytes[tiff + 1]);
  if (order !== "II" && order !== "MM") return null;
  const le = order === "II";
  if (view.getUint16(tiff + 2, le) !== 42) return null;
  const ifd = tiff + view.getUint32(tiff + 4, le);
  if (ifd + 2 > end) return null;
  const entries = view.getUint16(ifd, le);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return null;
    if (view.getUint16(entry, le) !== ORIENTATION_TAG) continue;
    if (view.getUint16(entry + 2, le) !== SHORT || view.getUint32(entry + 4, le) < 1) return null;
    const orientation = view.getUint16(entry + 8, le);
    return orientation >= 1 && orientation <= 8
      ? { orientation, valueOffset: entry + 8, littleEndian: le }
      : null;
  }
  return null;
}

/** The orientation tag of a JPEG, or null when there is none (or the EXIF block is malformed). */
export function readExifOrientation(bytes: Uint8Array): ExifOrientation | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  // Header segments up to the start of scan; each is FF <marker> <length incl. itself>.
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === SOS || marker === EOI) return null;
    const length = (bytes[offset + 2] << 8) | bytes[offset + 3];
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    const isExif =
      marker === 0xe1 &&
      length >= 8 &&
      String.fromCharCode(...bytes.subarray(offset + 4, offset + 10)) === "Exif\0\0";
    if (isExif) return orientationInTiff(bytes, offset + 10, end);
    offset = end;
  }
  return null;
}

/** A copy whose tag says 'upright', for decoders that would otherwise turn the image themselves. */
export function withoutOrientation(bytes: Uint8Array, exif: ExifOrientation): Uint8Array {
  const copy = new Uint8Array(bytes);
  new DataView(copy.buffer).setUint16(exif.valueOffset, 1, exif.littleEndian);
  return copy;
}

/** Size of the upright image. */
export function uprightSize(width: number, height: number, orientation: number) {
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * The canvas transform (a, b, c, d, e, f) that draws a stored `width`×`height` image upright:
 * stored (x, y) lands at (a·x + c·y + e, b·x + d·y + f).
 */
export function orientationTransform(
  orientation: number,
  width: number,
  height: number,
): [number, number, number, number, number, number] {
  const { width: w, height: h } = uprightSize(width, height, orientation);
  switch (orientation) {
    case 2:
      return [-1, 0, 0, 1, w, 0];
    case 3:
      return [-1, 0, 0, -1, w, h];
    case 4:
      return [1, 0, 0, -1, 0, h];
    case 5:
      return [0, 1, 1, 0, 0, 0];
    case 6:
      return [0, 1, -1, 0, w, 0];
    case 7:
      return [0, -1, -1, 0, w, h];
    case 8:
      return [0, -1, 1, 0, 0, h];
    default:
      return [1, 0, 0, 1, 0, 0];
  }
}
