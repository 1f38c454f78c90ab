import { sha256Hex } from "#core/signing";

/** A URL-safe random token with 256 bits of entropy. */
export function randomToken(bytes = 32): string {
  const buf = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...buf))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** A uniformly random 6-digit code. */
export function randomCode(): string {
  const limit = 4_294_000_000; // largest multiple of 1e6 below 2^32, to avoid modulo bias
  for (;;) {
    const n = crypto.getRandomValues(new Uint32Array(1))[0];
    if (n < limit) return String(n % 1_000_000).padStart(6, "0");
  }
}

export const hashToken = (token: string) => sha256Hex(token);

export const newId = () => crypto.randomUUID();
