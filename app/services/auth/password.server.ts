// Password hashing with PBKDF2-SHA256 through WebCrypto (docs/decisions/003-password-hashing.md).
// Runtime-neutral: the same code runs in workerd and in Node 20.

const ALGORITHM = "pbkdf2-sha256";
/** workerd refuses PBKDF2 above 100,000 iterations; the count is stored in each hash so it can rise later. */
export const PASSWORD_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
/** Refuse absurd counts from a damaged row instead of burning CPU on them. */
const MAX_ITERATIONS = 10_000_000;

const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
  bytes: number,
): Promise<Uint8Array> {
  // NFC so the same password typed on different keyboards hashes the same.
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(password.normalize("NFC")),
    "PBKDF2",
    false,
    ["deriveBits"],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    bytes * 8,
  );
  return new Uint8Array(bits);
}

/** Compares every byte whatever the first difference, so timing does not tell how much matched. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` */
export async function hashPassword(password: string, iterations = PASSWORD_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations, HASH_BYTES);
  return `${ALGORITHM}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

interface ParsedHash {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array<ArrayBuffer>;
}

export function parsePasswordHash(stored: string): ParsedHash | null {
  const parts = stored.split("$");
  if (parts.length !== 4 || parts[0] !== ALGORITHM || !/^\d+$/.test(parts[1])) return null;
  const iterations = Number(parts[1]);
  const salt = fromBase64(parts[2]);
  const hash = fromBase64(parts[3]);
  if (iterations < 1 || iterations > MAX_ITERATIONS || !salt?.length || !hash?.length) return null;
  return { iterations, salt, hash };
}

/** True when the password matches; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.iterations, parsed.hash.length);
  return constantTimeEqual(candidate, parsed.hash);
}

/** True when a hash was made with fewer iterations than today's setting (rehash after a successful sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parsePasswordHash(stored);
  return !parsed || parsed.iterations < PASSWORD_ITERATIONS;
}

// The string, not a promise: workerd must not share pending promises between requests.
let dummyHash: string | null = null;

/**
 * Spends the same work as a real check for e-mails with no account or no password, so the
 * answer time does not reveal which addresses are registered.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= await hashPassword("fairbill-no-such-account");
  await verifyPassword(password, dummyHash);
  return false;
}
