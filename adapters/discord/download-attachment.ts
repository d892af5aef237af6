import type { Attachment } from 'discord.js';
import type { fetch } from 'undici';
import { readCappedBody } from '../../src/net/capped-body.js';
import type { DownloadedFile } from './interaction-events.js';

/**
 * Fetches a file someone sent through the bot's outgoing fetch (its proxy), reading no more
 * than `maxBytes`: past them, announced or streamed, it throws `BodyTooLargeError` and the
 * connection is dropped. Null when the download is answered with an error.
 */
export async function downloadAttachment(attachment: Attachment, maxBytes: number, send: typeof fetch): Promise<DownloadedFile | null> {
  const response = await send(attachment.url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) return null;
  const data = await readCappedBody(response, maxBytes);
  return { filename: attachment.name, contentType: attachment.contentType ?? 'application/octet-stream', data };
}
