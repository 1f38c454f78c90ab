// Reads one member of a zip archive with Node's zlib (stored or deflated entries; no ZIP64), so the
// importer needs no zip dependency. CMS and CDC publish plain deflate zips well under 4 GB.
import { inflateRawSync } from "node:zlib";

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

export function listZip(zip: Buffer): ZipEntry[] {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0)
    throw new Error("not a zip archive (no end-of-central-directory record; truncated download?)");
  const count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  if (offset === 0xffffffff) throw new Error("ZIP64 archives are not supported");
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(offset) !== 0x02014b50)
      throw new Error(`corrupt zip: central directory entry ${n + 1} is damaged`);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    entries.push({
      method: zip.readUInt16LE(offset + 10),
      compressedSize: zip.readUInt32LE(offset + 20),
      size: zip.readUInt32LE(offset + 24),
      localHeaderOffset: zip.readUInt32LE(offset + 42),
      name: zip.toString("utf8", offset + 46, offset + 46 + nameLength),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The bytes of `member` (matched by its name, or its name inside a folder of the archive). */
export function readZipMember(zip: Buffer, member: string): Buffer {
  const entries = listZip(zip);
  const entry = entries.find((e) => e.name === member || e.name.endsWith(`/${member}`));
  if (!entry)
    throw new Error(`the archive has no ${member} (it holds ${entries.map((e) => e.name).join(", ")})`);
  const at = entry.localHeaderOffset;
  if (zip.readUInt32LE(at) !== 0x04034b50) throw new Error(`corrupt zip: no local header for ${entry.name}`);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const raw = zip.subarray(start, start + entry.compressedSize);
  if (raw.length !== entry.compressedSize)
    throw new Error(`${entry.name} is cut short (truncated download?)`);
  const data = entry.method === 0 ? Buffer.from(raw) : entry.method === 8 ? inflateRawSync(raw) : null;
  if (!data)
    throw new Error(
      `${entry.name} uses compression method ${entry.method}; only stored and deflate are supported`,
    );
  if (data.length !== entry.size)
    throw new Error(`${entry.name} inflated to ${data.length} bytes, the archive says ${entry.size}`);
  return data;
}
