// Stream helpers for serving stored files without holding them in memory.
import { createHash } from 'node:crypto';

/**
 * The first `count` bytes of a stream (fewer if it is shorter) and a stream that yields the whole
 * content again, those bytes included: the type of a file is read from its head while the body
 * goes on to the answer untouched.
 */
export async function peekStream(
  stream: ReadableStream<Uint8Array>,
  count: number,
): Promise<{ head: Uint8Array; stream: ReadableStream<Uint8Array> }> {
  const reader = stream.getReader();
  const seen: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < count) {
    const next = await reader.read();
    if (next.done) {
      done = true;
      break;
    }
    seen.push(next.value);
    length += next.value.byteLength;
  }
  const head = new Uint8Array(Buffer.concat(seen).subarray(0, count));
  const replay = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of seen) controller.enqueue(chunk);
      if (done) controller.close();
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { head, stream: replay };
}

/** The SHA-256 (hex) of a stream's content, read chunk by chunk. */
export async function sha256OfStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream as AsyncIterable<Uint8Array>) hash.update(chunk);
  return hash.digest('hex');
}
