// Files built to hurt a document reader, for the tests: a one-page PDF whose page is miles wide,
// a PNG whose header promises 10 gigapixels, a blank page, a PNG with damaged pixel data.
import { deflateSync } from "node:zlib";

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

/** A few hundred bytes of PDF with one empty page of `sizePt` points a side (times UserUnit). */
export function hugePagePdf(sizePt: number, userUnit?: number): Uint8Array {
  const unit = userUnit ? ` /UserUnit ${userUnit}` : "";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${sizePt} ${sizePt}]${unit} >>`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1(out);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(latin1(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** Colour types: 0 grey (1 byte a pixel), 6 RGBA (4 bytes a pixel). */
function png(width: number, height: number, idat: Uint8Array, colour: 0 | 6 = 0): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, colour, 0, 0, 0], 8); // 8 bits a channel, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", idat),
    chunk("IEND", new Uint8Array()),
  ];
  return new Uint8Array(Buffer.concat(parts));
}

/** A grey PNG, every pixel `level` (255: a blank white page). */
export function greyPng(width: number, height: number, level = 255): Uint8Array {
  const raw = new Uint8Array((width + 1) * height).fill(level);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0; // filter byte of each row
  return png(width, height, deflateSync(raw));
}

/** A white RGBA PNG: decoders hold 4 bytes a pixel, so a large one needs a lot of memory. */
export function whiteRgbaPng(width: number, height: number): Uint8Array {
  const row = width * 4 + 1;
  const raw = new Uint8Array(row * height).fill(255);
  for (let y = 0; y < height; y++) raw[y * row] = 0; // filter byte of each row
  return png(width, height, deflateSync(raw), 6);
}

/** A valid-looking PNG header promising width × height pixels, with a few rows of data. */
export function pngBombHeader(width: number, height: number): Uint8Array {
  return png(width, height, deflateSync(new Uint8Array(4096)));
}

/** A PNG whose compressed pixel data was overwritten in transit (its header and end are intact). */
export function damagedPng(): Uint8Array {
  const bytes = greyPng(800, 600, 200);
  for (let i = 60; i < bytes.length - 40; i += 7) bytes[i] ^= 0x5a;
  return bytes;
}
