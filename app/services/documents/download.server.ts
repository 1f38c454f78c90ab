// Short-lived signed links to a document's file: the link carries only the document id, an expiry
// and an HMAC over both (never health data), so it can open in a new tab or an <img>/<iframe>.
import { eq } from "drizzle-orm";
import { hmacHex, verifyHmacHex } from "#core/signing";
import { ApiError, notFound } from "~/api/http";
import { getDb, schema } from "~/db.server";
import { getConfig } from "~/env.server";
import { recordAudit } from "../platform/audit.server";
import { FILE_POLICY } from "~/security/policies";
import { DOCUMENT_MESSAGES } from "./messages";
import { getOwnDocument } from "./documents.server";

export const DOWNLOAD_TTL_MS = 5 * 60 * 1000;

// The link text: document id and expiry, signed with DOWNLOAD_LINK_SECRET (its own purpose).
const message = (documentId: string, expires: number) => `${documentId}\n${expires}`;

/** A URL for the owner's document that works for five minutes; each one issued is audited. */
export async function signedDownloadUrl(
  env: Env,
  origin: string,
  userId: string,
  documentId: string,
  now = Date.now(),
) {
  const db = getDb(env);
  const doc = await getOwnDocument(db, userId, documentId);
  if (!doc.storageKey) throw notFound(DOCUMENT_MESSAGES.fileMissing);
  const expires = Math.floor((now + DOWNLOAD_TTL_MS) / 1000);
  await recordAudit(db, {
    action: "document.download_link_issued",
    subjectType: "user",
    subjectId: userId,
    details: { documentId: doc.id, expiresAt: expires * 1000 },
    createdAt: now,
  });
  const signature = await hmacHex(getConfig(env).DOWNLOAD_LINK_SECRET, message(doc.id, expires));
  const url = new URL(`/api/documents/${encodeURIComponent(doc.id)}/file`, origin);
  url.searchParams.set("expires", String(expires));
  url.searchParams.set("sig", signature);
  return { url: url.toString(), expires_at: new Date(expires * 1000).toISOString() };
}

async function validSignature(env: Env, documentId: string, expires: number, sig: string, now: number) {
  const nowSeconds = now / 1000;
  if (expires < nowSeconds || expires > nowSeconds + DOWNLOAD_TTL_MS / 1000 + 60) return false;
  // The current secret or, during a rotation, a previous one: links issued a minute ago keep working.
  return verifyHmacHex(getConfig(env).downloadLinkKeys, message(documentId, expires), sig);
}

/** Files the product shows in the browser (previews, letters opened in a new tab); anything else downloads. */
const SHOWN_INLINE = new Set(["application/pdf", "image/png", "image/jpeg", "image/gif", "image/bmp"]);

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
