// HMAC-SHA256 request signing shared by the web Worker's /internal API and the orchestrator's gateway.
// Canonical string: `${timestamp}\n${METHOD}\n${path}\n${sha256hex(body)}`; a skew over 300 s is rejected.
// Each purpose has its own secret; during a rotation the verifier also accepts the previous ones.

export const SIGNATURE_HEADER = "x-fairbill-signature";
export const TIMESTAMP_HEADER = "x-fairbill-timestamp";
export const IDEMPOTENCY_HEADER = "idempotency-key";
export const MAX_SKEW_SECONDS = 300;

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function sha256Hex(data: string | Uint8Array | ArrayBuffer): Promise<string> {
  const bytes: BufferSource = typeof data === "string" ? encoder.encode(data) : (data as BufferSource);
  return toHex(await crypto.subtle.digest("SHA-256", bytes));
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

function canonical(timestamp: string, method: string, path: string, bodyHash: string): string {
  return `${timestamp}\n${method.toUpperCase()}\n${path}\n${bodyHash}`;
}

export async function signRequest(
  secret: string,
  method: string,
  path: string,
  body: string,
  now: number = Date.now(),
): Promise<Record<string, string>> {
  const timestamp = String(Math.floor(now / 1000));
  const signature = await hmacHex(secret, canonical(timestamp, method, path, await sha256Hex(body)));
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signature };
}

/** HMAC-SHA256 of a message as hex (e.g. the signature of a download link). */
export async function hmacHex(secret: string, message: string): Promise<string> {
  return toHex(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(message)));
}

/** Whether `signature` (64 hex) is the HMAC of `message` under any of the keys (current first). */
export async function verifyHmacHex(
  secrets: readonly string[],
  message: string,
  signature: string,
): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  const bytes = new Uint8Array(signature.match(/../g)!.map((h) => parseInt(h, 16)));
  for (const secret of secrets) {
    if (secret && (await crypto.subtle.verify("HMAC", await hmacKey(secret), bytes, encoder.encode(message))))
      return true;
  }
  return false;
}

/**
 * The keys a verifier accepts: the current secret first, then the previous ones (a comma-separated
 * `*_PREVIOUS` variable), so a secret can be rotated without refusing requests signed a moment ago.
 */
export function verificationKeys(current: string, previous: string | undefined = ""): string[] {
  const older = previous
    .split(",")
    .map((key) => key.trim())
    .filter((key) => key && key !== current);
  return [current, ...older];
}

export type SignatureCheck = { ok: true } | { ok: false; reason: "missing" | "skew" | "mismatch" };

/** Signed with the current secret or any previous one (`verificationKeys`). */
export async function verifySignature(
  secrets: string | readonly string[],
  method: string,
  path: string,
  body: string,
  headers: { get(name: string): string | null },
  now: number = Date.now(),
): Promise<SignatureCheck> {
  const timestamp = headers.get(TIMESTAMP_HEADER);
  const signature = headers.get(SIGNATURE_HEADER);
  if (!timestamp || !signature || !/^\d+$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
    return { ok: false, reason: "missing" };
  }
  if (Math.abs(now / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) return { ok: false, reason: "skew" };
  const message = canonical(timestamp, method, path, await sha256Hex(body));
  if (await verifyHmacHex(typeof secrets === "string" ? [secrets] : secrets, message, signature))
    return { ok: true };
  return { ok: false, reason: "mismatch" };
}

/** A signed fetch: used by the Worker to call the gateway and by activities to call /internal. */
export async function signedFetch(
  secret: string,
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const text = body === undefined ? "" : JSON.stringify(body);
  const headers = await signRequest(secret, method, path, text);
  return fetchImpl(new URL(path, baseUrl), {
    method,
    headers: { ...headers, ...extraHeaders, ...(text ? { "content-type": "application/json" } : {}) },
    body: text || undefined,
  });
}
