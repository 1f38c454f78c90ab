// A request body that counts how much of it the Worker actually pulled, for the body-limit tests.

export const MB = 1024 * 1024;

/**
 * A body of `total` bytes sent in 64 KB chunks with no Content-Length (chunked). `sent()` is how
 * much the receiver has taken so far: the stream hands over a chunk only when it is read.
 */
export function streamedBody(total: number, chunk = 64 * 1024) {
  const { readable, writable } = new IdentityTransformStream();
  const writer = writable.getWriter();
  let sent = 0;
  const done = (async () => {
    try {
      while (sent < total) {
        await writer.write(new Uint8Array(chunk).fill(0x61));
        sent += chunk;
      }
      await writer.close();
    } catch {
      // The Worker stopped reading: exactly what the limits are for.
    }
  })();
  return { body: readable, sent: () => sent, done };
}
