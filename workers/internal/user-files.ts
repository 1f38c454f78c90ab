// The user's objects in R2. Every key a user owns starts with `users/{userId}/`; nothing here
// touches a key outside the prefix it was asked about.

import { MAX_FILES_PAGE as MAX_PAGE } from "#core/contracts/internal";

export const userPrefix = (userId: string) => `users/${userId}/`;

export async function listUserFiles(
  bucket: R2Bucket,
  userId: string,
  cursor: string | undefined,
  limit: number,
): Promise<{ keys: string[]; cursor: string | null }> {
  const page = await bucket.list({ prefix: userPrefix(userId), cursor, limit: Math.min(limit, MAX_PAGE) });
  return { keys: page.objects.map((o) => o.key), cursor: page.truncated ? page.cursor : null };
}

export async function countUserFiles(bucket: R2Bucket, userId: string): Promise<number> {
  let total = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: userPrefix(userId), cursor, limit: MAX_PAGE });
    total += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return total;
}

/** True when every key is under the user's own prefix (and not a way out of it). */
export function keysBelongTo(userId: string, keys: string[]): boolean {
  const prefix = userPrefix(userId);
  return keys.every((k) => k.startsWith(prefix) && k.length > prefix.length && !k.split("/").includes(".."));
}

export async function deleteFiles(bucket: R2Bucket, keys: string[]): Promise<number> {
  if (keys.length > 0) await bucket.delete(keys);
  return keys.length;
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
