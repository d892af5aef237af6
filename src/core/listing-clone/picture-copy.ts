import type { Dispatcher } from 'undici';
import { BudgetExhausted } from '../../api/errors.js';
import type { SellerApi } from '../../api/seller-api.js';
import { readCappedBody } from '../../net/capped-body.js';
import { fetchThrough } from '../../net/outgoing-dispatcher.js';

/** A listing's picture is a photo or a screenshot: anything larger is not one the marketplace took. */
const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
const PICTURE_TIMEOUT_MS = 10_000;

/** Where pictures come from: the marketplace's address, reached through the process's outgoing dispatcher (its proxy). */
interface PictureSource {
  marketplace: string;
  outgoingHttp: Dispatcher;
}

/** A picture as the marketplace serves it, or null: another origin, an error, a redirect, a timeout, too large. */
async function download(url: string, source: PictureSource): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return null;
  }
  // Only the marketplace's own pictures are fetched, and no redirect is followed: a URL elsewhere could point anywhere.
  if (address.origin !== new URL(source.marketplace).origin) return null;
  try {
    const response = await fetchThrough(source.outgoingHttp)(address, {
      signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS),
      redirect: 'manual',
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      return null;
    }
    const bytes = await readCappedBody(response, PICTURE_MAX_BYTES);
    return { bytes, contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
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
export async function copyPictures(api: SellerApi, source: PictureSource, pictures: readonly string[]): Promise<CopiedPictures> {
  const urls: string[] = [];
  let missed = 0;
  for (const picture of pictures) {
    const got = await download(picture, source);
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
