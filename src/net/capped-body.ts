import type { Response } from 'undici';

/** A body past the reader's cap: `size` is what Content-Length announced, or unknown when the stream itself ran over. */
export class BodyTooLargeError extends Error {
  constructor(
    readonly maxBytes: number,
    readonly size: number | undefined,
  ) {
    super(size === undefined ? `body over the ${maxBytes}-byte limit` : `body of ${size} bytes is over the ${maxBytes}-byte limit`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * A fetched body, read only up to `maxBytes`: a larger Content-Length is refused before a
 * byte is read, and the stream is cancelled (undici drops the connection) as soon as the
 * bytes read pass the cap, so a sender that announces nothing, or lies, costs at most the
 * cap in memory and transfer, never the whole file.
 */
export async function readCappedBody(response: Response, maxBytes: number): Promise<Uint8Array> {
  const announced = Number(response.headers.get('content-length') ?? Number.NaN);
  if (announced > maxBytes) {
    await response.body?.cancel();
    throw new BodyTooLargeError(maxBytes, announced);
  }
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    // Leaving the loop cancels the stream: the rest is never read.
    if (size > maxBytes) throw new BodyTooLargeError(maxBytes, undefined);
    chunks.push(chunk);
  }
  const data = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    data.set(chunk, at);
    at += chunk.byteLength;
  }
  return data;
}
