import { request } from 'undici';
import { BudgetExhausted } from '../../api/errors.js';
import type { SellerApi } from '../../api/seller-api.js';

/** A listing's picture is a photo or a screenshot: anything larger is not one the marketplace took. */
const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
const PICTURE_TIMEOUT_MS = 10_000;

/** A picture as the marketplace serves it, or null: another origin, an error, a timeout, too large. */
async function download(url: string, marketplace: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return null;
  }
  // Only the marketplace's own pictures are fetched: a URL elsewhere could point anywhere.
  if (address.origin !== new URL(marketplace).origin) return null;
  try {
    const response = await request(address, { signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS) });
    const declared = Number(response.headers['content-length'] ?? 0);
    if (response.statusCode !== 200 || declared > PICTURE_MAX_BYTES) {
      // Read off without keeping it (undici stops at its own small limit), so the connection is freed.
      await response.body.dump();
      return null;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      // Leaving the loop closes the body: the rest is never read.
      if (size > PICTURE_MAX_BYTES) return null;
      chunks.push(chunk);
    }
    const type = response.headers['content-type'];
    return { bytes: Buffer.concat(chunks), contentType: typeof type === 'string' ? type : 'application/octet-stream' };
  } catch {
    return null;
  }
}

export interface CopiedPictures {
  urls: string[];
  /** Pictures that could not be fetched or uploaded: the draft goes without them. */
  missed: number;
}

/**
 * The source listing's pictures, each fetched and uploaded through the target shop's image
 * upload (a listing only accepts pictures its own shop uploaded). A picture that fails is
 * left out; the budget holding an upload back stops the copy, so the write comes back later.
 */
export async function copyPictures(api: SellerApi, marketplace: string, pictures: readonly string[]): Promise<CopiedPictures> {
  const urls: string[] = [];
  let missed = 0;
  for (const picture of pictures) {
    const got = await download(picture, marketplace);
    if (got === null) {
      missed += 1;
      continue;
    }
    try {
      urls.push(await api.images.upload(got.bytes, got.contentType));
    } catch (error) {
      if (error instanceof BudgetExhausted) throw error;
      missed += 1;
    }
  }
  return { urls, missed };
}
