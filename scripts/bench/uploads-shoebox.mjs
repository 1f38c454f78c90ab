// The morning-uploads bench's shoebox (uploads.mjs): the fixture documents in the documents bench's
// mix, each copy made different bytes as a second scan would be, and the e-mail that forwards one.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { TextEncoder } from "node:util";
import { crc32 } from "node:zlib";

const FIXTURES = join(fileURLToPath(new URL("../..", import.meta.url)), "tests", "fixtures", "documents");
/** The documents bench's mix (scans, photos, digital and scanned PDFs), five times over. */
const MIX = { "scanned-png": 0.4, "digital-pdf": 0.3, "scanned-jpeg": 0.2, "image-pdf": 0.1 };
const EMAILED_SHARE = 0.2;
/** `wrangler dev` refuses e-mails over 1 MiB (production takes 25); base64 adds a third. */
const LOCAL_EMAIL_FILE_BYTES = 700 * 1024;

/** The fixture files per format, in manifest order. */
function fixturesByFormat() {
  const entries = JSON.parse(readFileSync(join(FIXTURES, "manifest.json"), "utf8")).map((id) =>
    JSON.parse(readFileSync(join(FIXTURES, `${id}.json`), "utf8")),
  );
  const present = new Set(readdirSync(FIXTURES));
  const by = {};
  for (const e of entries.filter((e) => present.has(e.file))) (by[e.format] ??= []).push(e);
  return by;
}

/** The same document as different bytes (a second scan of it): a PNG tEXt chunk, a JPEG comment, a PDF comment. */
function copyOf(bytes, contentType, note) {
  const text = new TextEncoder().encode(note);
  if (contentType === "image/png") {
    const body = new Uint8Array([...new TextEncoder().encode("tEXt"), ...text]);
    const chunk = new Uint8Array(12 + text.length);
    const view = new DataView(chunk.buffer);
    view.setUint32(0, text.length);
    chunk.set(body, 4);
    view.setUint32(8 + text.length, crc32(body));
    const iend = bytes.length - 12; // IEND is the last chunk
    return new Uint8Array([...bytes.subarray(0, iend), ...chunk, ...bytes.subarray(iend)]);
  }
  if (contentType === "image/jpeg") {
    const comment = new Uint8Array([0xff, 0xfe, (text.length + 2) >> 8, (text.length + 2) & 0xff, ...text]);
    return new Uint8Array([...bytes.subarray(0, 2), ...comment, ...bytes.subarray(2)]);
  }
  return new Uint8Array([...bytes, ...new TextEncoder().encode(`\n% ${note}\n`)]);
}

/** `count` documents in the mix, every one different bytes; every fifth goes by e-mail. */
export function shoebox(count = 100) {
  const by = fixturesByFormat();
  const left = Object.entries(MIX).map(([format, share]) => ({
    format,
    n: Math.round(share * count),
    used: 0,
  }));
  // Interleaved, as a shoebox is: a scan, a PDF, a photo… each fixture again only once all were used.
  const plan = [];
  while (left.some((f) => f.used < f.n)) {
    for (const f of left.filter((f) => f.used < f.n)) plan.push(by[f.format][f.used++ % by[f.format].length]);
  }
  const box = plan.slice(0, count).map((entry, i) => ({
    n: i,
    format: entry.format,
    filename: `morning-${String(i).padStart(3, "0")}-${entry.file}`,
    contentType: entry.content_type,
    bytes: copyOf(readFileSync(join(FIXTURES, entry.file)), entry.content_type, `morning copy ${i}`),
    emailed: false,
  }));
  // Every fifth by e-mail; one too big for the local e-mail trigger (1 MiB) hands its turn on.
  let owed = 0;
  for (const doc of box) {
    if (doc.n % Math.round(1 / EMAILED_SHARE) === 4) owed += 1;
    if (owed > 0 && doc.bytes.length <= LOCAL_EMAIL_FILE_BYTES) [doc.emailed, owed] = [true, owed - 1];
  }
  return box;
}

/** A forwarded message from the account's own address (accepted at once) with the document attached. */
export function emailOf(doc, from, to, messageId) {
  const base64 = Buffer.from(doc.bytes).toString("base64").replace(/.{76}/g, "$&\r\n");
  const boundary = `morning-${messageId}`;
  return [
    // What Cloudflare Email Routing prepends: the account's own address, its domain authenticated.
    `Authentication-Results: mx.cloudflare.net; dkim=pass header.d=${from.split("@")[1]}; spf=pass smtp.mailfrom=${from}`,
    `From: <${from}>`,
    `To: <${to}>`,
    `Subject: Fwd: ${doc.filename}`,
    `Message-ID: <${messageId}@bench.fairbill.local>`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    "From this morning's pile.",
    `--${boundary}`,
    `Content-Type: ${doc.contentType}; name="${doc.filename}"`,
    `Content-Disposition: attachment; filename="${doc.filename}"`,
    "Content-Transfer-Encoding: base64",
    "",
    base64,
    `--${boundary}--`,
    "",
  ].join("\r\n");
}
