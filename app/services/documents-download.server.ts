// Short-lived signed links to a document's file: the link carries only the document id, an expiry
// and an HMAC over both (never health data), so it can open in a new tab or an <img>/<iframe>.
import { eq } from "drizzle-orm";
import { ApiError, notFound } from "~/api/http";
import { getDb, schema } from "~/db.server";
import { getConfig } from "~/env.server";
import { FILE_POLICY } from "~/security/policies";
import { DOCUMENT_MESSAGES } from "./documents-messages";
import { getOwnDocument } from "./documents.server";

export const DOWNLOAD_TTL_MS = 5 * 60 * 1000;
const encoder = new TextEncoder();

async function downloadKey(env: Env): Promise<CryptoKey> {
  // A purpose label keeps these signatures apart from the /internal request signatures.
  const secret = `document-download:${getConfig(env).INTERNAL_API_SECRET}`;
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

const message = (documentId: string, expires: number) => encoder.encode(`${documentId}\n${expires}`);

const toHex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** A URL for the owner's document that works for five minutes. */
export async function signedDownloadUrl(
  env: Env,
  origin: string,
  userId: string,
  documentId: string,
  now = Date.now(),
) {
  const doc = await getOwnDocument(getDb(env), userId, documentId);
  if (!doc.storageKey) throw notFound(DOCUMENT_MESSAGES.fileMissing);
  const expires = Math.floor((now + DOWNLOAD_TTL_MS) / 1000);
  const signature = toHex(await crypto.subtle.sign("HMAC", await downloadKey(env), message(doc.id, expires)));
  const url = new URL(`/api/documents/${encodeURIComponent(doc.id)}/file`, origin);
  url.searchParams.set("expires", String(expires));
  url.searchParams.set("sig", signature);
  return { url: url.toString(), expires_at: new Date(expires * 1000).toISOString() };
}

async function validSignature(env: Env, documentId: string, expires: number, sig: string, now: number) {
  if (!/^[0-9a-f]{64}$/.test(sig)) return false;
  const nowSeconds = now / 1000;
  if (expires < nowSeconds || expires > nowSeconds + DOWNLOAD_TTL_MS / 1000 + 60) return false;
  const bytes = new Uint8Array(sig.match(/../g)!.map((h) => parseInt(h, 16)));
  return crypto.subtle.verify("HMAC", await downloadKey(env), bytes, message(documentId, expires));
}

/** Files the product shows in the browser (previews, letters opened in a new tab); anything else downloads. */
const SHOWN_INLINE = new Set(["application/pdf", "image/png", "image/jpeg", "image/gif"]);

/** `inline` for a PDF or image unless asked to download; the RFC 6266 form keeps any file name safe. */
function disposition(filename: string, inline: boolean): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Streams the file of a signed link from R2. */
export async function serveSignedFile(
  env: Env,
  documentId: string,
  expires: number,
  sig: string,
  attachment: boolean,
  now = Date.now(),
): Promise<Response> {
  if (!(await validSignature(env, documentId, expires, sig, now))) {
    throw new ApiError(403, DOCUMENT_MESSAGES.downloadLinkInvalid);
  }
  const doc = await getDb(env)
    .select()
    .from(schema.documents)
    .where(eq(schema.documents.id, documentId))
    .get();
  if (!doc) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  const object = doc.storageKey ? await env.FILES.get(doc.storageKey) : null;
  if (!object) throw notFound(DOCUMENT_MESSAGES.fileMissing);
  const inline = !attachment && SHOWN_INLINE.has(doc.contentType.toLowerCase());
  return new Response(object.body, {
    headers: {
      "content-type": doc.contentType,
      "content-length": String(object.size),
      "content-disposition": disposition(doc.originalFilename, inline),
      "content-security-policy": FILE_POLICY,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
    },
  });
}
