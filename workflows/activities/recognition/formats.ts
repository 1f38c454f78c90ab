// What a file really is (by its first bytes, never its name or declared type) and how big an
// image is (from its header, before anything is decoded), so limits apply before any memory is spent.
import { deflateSync } from "node:zlib";
import { readExifOrientation, uprightSize } from "./exif";

export type FileKind = "pdf" | "png" | "jpeg";
/** Pictures OCR reads: tesseract and the canvas decoder both take GIF and BMP (not TIFF). */
export type ImageKind = "png" | "jpeg" | "gif" | "bmp";

export function sniff(bytes: Uint8Array): FileKind | null {
  const head = (n: number) => Array.from(bytes.subarray(0, n));
  // %PDF may follow a little junk (some scanners); PDF readers look in the first 1 KB.
  const start = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  if (start.includes("%PDF-")) return "pdf";
  if (head(8).join(",") === "137,80,78,71,13,10,26,10") return "png";
  if (head(3).join(",") === "255,216,255") return "jpeg";
  return null;
}

export interface ImageSize {
  width: number;
  height: number;
}

/** Width and height from the IHDR chunk, which a valid PNG always has first. */
function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The logical screen of a GIF (bytes 6–9, little-endian). */
function gifSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 10) return null;
  return { width: bytes[6] | (bytes[7] << 8), height: bytes[8] | (bytes[9] << 8) };
}

/** A BMP's DIB header: OS/2 (12 bytes, 16-bit sizes) or Windows (signed 32-bit, negative = top-down). */
function bmpSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 26) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(14, true) === 12)
    return { width: view.getUint16(18, true), height: view.getUint16(20, true) };
  return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
}

/** Markers without a length: TEM, RST0..7 (and SOI, which a crafted file may repeat). */
const STANDALONE = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8]);

/** The frame size from the first SOF marker before the scan: what a decoder would allocate. */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (STANDALONE.has(marker)) {
      offset += 2;
      continue;
    }
    // Start of scan or end of image before any frame header: nothing says how big it is.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = view.getUint16(offset + 2);
    if (length < 2) return null;
    // SOF0..SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/** Netpbm grey (P5) as written by `pdftoppm -gray`: "P5\n<w> <h>\n<max>\n". */
export function pgmSize(bytes: Uint8Array): ImageSize | null {
  const header = new TextDecoder("latin1").decode(bytes.subarray(0, 64));
  const m = /^P5\s+(?:#[^\n]*\n\s*)*(\d+)\s+(\d+)\s+(\d+)\s/.exec(header);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * Every chunk whole with a matching CRC, up to IEND. Decoders quietly paint damaged pixel data
 * grey; this tells a file damaged in transit from a blank page.
 */
function pngIntact(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) return false;
    if (crc32(bytes.subarray(offset + 4, end - 4)) !== view.getUint32(end - 4)) return false;
    if (String.fromCharCode(...bytes.subarray(offset + 4, offset + 8)) === "IEND") return true;
    offset = end;
  }
  return false;
}

/**
 * A whole file: PNG with every chunk intact up to IEND, JPEG with EOI after the main image's scan,
 * GIF with its trailer, BMP at least as long as its header says.
 */
export function imageComplete(kind: ImageKind, bytes: Uint8Array): boolean {
  if (kind === "png") return pngIntact(bytes);
  if (kind === "gif") return bytes.length > 13 && bytes[bytes.length - 1] === 0x3b;
  if (kind === "bmp") {
    const declared = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(2, true);
    return bytes.length >= 26 && bytes.length >= declared;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  // Walk the header segments (EXIF may hold a thumbnail with its own EOI) to the start of scan.
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff && bytes[offset + 1] !== 0xda) {
    offset += 2 + view.getUint16(offset + 2);
  }
  for (let i = offset + 2; i + 1 < bytes.length; i++)
    if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true;
  return false;
}

/** The size as stored in the header (what a decoder allocates), before any EXIF turn. */
export function imageSize(kind: ImageKind, bytes: Uint8Array): ImageSize | null {
  const size =
    kind === "png"
      ? pngSize(bytes)
      : kind === "gif"
        ? gifSize(bytes)
        : kind === "bmp"
          ? bmpSize(bytes)
          : jpegSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

/** The size as the user sees the picture: a phone photo's EXIF orientation applied. */
export function uprightImageSize(kind: ImageKind, bytes: Uint8Array): ImageSize | null {
  const size = imageSize(kind, bytes);
  const orientation = kind === "jpeg" ? (readExifOrientation(bytes)?.orientation ?? 1) : 1;
  return size && uprightSize(size.width, size.height, orientation);
}

/** A grey image as PGM bytes (what tesseract reads fastest and pdftoppm writes). */
export function encodePgm(width: number, height: number, grey: Uint8Array): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + grey.length);
  out.set(header);
  out.set(grey, header.length);
  return out;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** A grey image as an 8-bit greyscale PNG (an enclosure page the letter embeds, decision 048). */
export function encodeGreyPng(width: number, height: number, grey: Uint8Array): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale, deflate, no filter method, no interlace
  const rows = new Uint8Array((width + 1) * height); // each row: filter 0, then its pixels
  for (let y = 0; y < height; y++) rows.set(grey.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const parts = [
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows)),
    pngChunk("IEND", new Uint8Array()),
  ];
  const out = new Uint8Array(8 + parts.reduce((n, p) => n + p.length, 0));
  out.set([137, 80, 78, 71, 13, 10, 26, 10]);
  let offset = 8;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
