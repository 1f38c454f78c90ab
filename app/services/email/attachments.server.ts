// The documents inside an e-mail, whichever way it was forwarded: plain attachments, files an
// inline forward re-attached, Apple Mail's inline parts, and forwarded messages attached whole
// (message/rfc822, nested ones too). Parsing runs with explicit limits so a crafted message costs
// bounded work.
import PostalMime, { type Attachment, type Email } from "postal-mime";
import { detectFileKind, filenameFor, type DetectedFile } from "#core/documents/magic-bytes";

/** postal-mime's limits, stated rather than inherited (its defaults are 256 levels and 2 MB). */
export const MIME_OPTIONS = {
  maxNestingDepth: 20,
  maxHeadersSize: 256 * 1024,
  // Every message/rfc822 part comes back as an attachment; this module opens them with its own limits.
  forceRfc822Attachments: true,
  maxRfc822NestingDepth: 0,
} as const;
/** A forward of a forward of a forward: deeper than this the message is refused. */
export const MAX_FORWARD_DEPTH = 3;
/** Forwarded messages opened per e-mail, at every depth together. */
export const MAX_FORWARDED_MESSAGES = 20;
/** Images in an HTML body below this size are logos and tracking pixels, not photographed bills. */
export const MIN_INLINE_IMAGE_BYTES = 32 * 1024;

/** The message is beyond a limit: too deeply nested, too many parts or headers. */
export class MessageTooComplex extends Error {
  constructor() {
    super("message too complex");
  }
}

/** A message has at least one of these; bytes without any of them are not an e-mail. */
const MESSAGE_HEADERS = new Set(["from", "date", "subject", "message-id", "content-type", "mime-version"]);
const MESSAGE_TYPES = new Set(["message/rfc822", "message/global"]);

export interface AttachedFile {
  bytes: Uint8Array;
  filename: string;
  file: DetectedFile;
}

/** Parses with the limits; MessageTooComplex when one is hit, null when the bytes are not a message. */
export async function parseMessage(bytes: Uint8Array): Promise<Email | null> {
  let email: Email;
  try {
    email = await PostalMime.parse(bytes, MIME_OPTIONS);
  } catch (error) {
    if (error instanceof Error && /^Maximum (MIME nesting depth|header size)/.test(error.message)) {
      throw new MessageTooComplex();
    }
    return null;
  }
  return email.headers.some((h) => MESSAGE_HEADERS.has(h.key)) ? email : null;
}

function contentBytes(attachment: Attachment): Uint8Array {
  const { content } = attachment;
  if (typeof content === "string") return new TextEncoder().encode(content);
  return content instanceof Uint8Array ? content : new Uint8Array(content);
}

/** A forwarded message: typed as one, or an .eml file a client sent as plain bytes. */
function isForwardedMessage(attachment: Attachment): boolean {
  if (MESSAGE_TYPES.has(attachment.mimeType.toLowerCase())) return true;
  return (
    attachment.mimeType.toLowerCase() === "application/octet-stream" &&
    /\.eml$/i.test(attachment.filename ?? "")
  );
}

async function collect(email: Email, depth: number, state: { opened: number }, out: AttachedFile[]) {
  for (const attachment of email.attachments) {
    const bytes = contentBytes(attachment);
    if (isForwardedMessage(attachment)) {
      state.opened += 1;
      if (depth >= MAX_FORWARD_DEPTH || state.opened > MAX_FORWARDED_MESSAGES) throw new MessageTooComplex();
      const inner = await parseMessage(bytes);
      if (inner) await collect(inner, depth + 1, state, out);
      continue;
    }
    const file = detectFileKind(bytes, attachment.filename ?? undefined);
    if (!file) continue;
    // An image of the HTML body (multipart/related) is a document only when it is photo-sized.
    if (attachment.related && file.kind !== "pdf" && bytes.byteLength < MIN_INLINE_IMAGE_BYTES) continue;
    const filename = filenameFor(attachment.filename ?? `attachment-${out.length + 1}`, file);
    out.push({ bytes, filename, file });
  }
}

/** Every file of a kind the product stores the message carries, at any forwarding depth, in message order. */
export async function attachedFiles(email: Email): Promise<AttachedFile[]> {
  const out: AttachedFile[] = [];
  await collect(email, 0, { opened: 0 }, out);
  return out;
}
