import type { Api } from 'grammy';
import type { fetch } from 'undici';
import { BodyTooLargeError, readCappedBody } from '../../src/net/capped-body.js';

/** The hosted Bot API lets bots download files up to 20 MB. */
const MAX_DOWNLOAD_BYTES = 20 * 1024 * 1024;
/** A file a flow takes is small: a slow download is given up rather than holding the chat's queue. */
const DOWNLOAD_TIMEOUT_MS = 30_000;

/** The Bot API server and the fetch the bot's own calls use (its proxy included). */
export interface DownloadVia {
  apiRoot: string;
  fetch: typeof fetch;
}

/**
 * Fetches a file a person sent: `getFile`, then the download URL of the same Bot API server,
 * within a time limit and its size cap (`BodyTooLargeError` when announced or streamed past it).
 */
export async function downloadFile(
  api: Api,
  via: DownloadVia,
  fileId: string,
  maxBytes: number,
  timeoutMs = DOWNLOAD_TIMEOUT_MS,
): Promise<Uint8Array> {
  const limit = Math.min(maxBytes, MAX_DOWNLOAD_BYTES);
  const file = await api.getFile(fileId);
  if (file.file_size !== undefined && file.file_size > limit) throw new BodyTooLargeError(limit, file.file_size);
  if (!file.file_path) throw new Error('Telegram gave no file_path for the file');
  const response = await via.fetch(`${via.apiRoot}/file/bot${api.token}/${file.file_path}`, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`file download answered ${response.status}`);
  return readCappedBody(response, limit);
}
