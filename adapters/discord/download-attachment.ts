import type { Attachment } from 'discord.js';
import type { fetch } from 'undici';
import type { DownloadedFile } from './interaction-events.js';

/** Fetches a file someone sent, refusing anything larger than the bot accepts, through the bot's outgoing fetch (its proxy). */
export async function downloadAttachment(attachment: Attachment, maxBytes: number, send: typeof fetch): Promise<DownloadedFile | null> {
  if (attachment.size > maxBytes) return null;
  const response = await send(attachment.url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) return null;
  const data = new Uint8Array(await response.arrayBuffer());
  if (data.length > maxBytes) return null;
  return { filename: attachment.name, contentType: attachment.contentType ?? 'application/octet-stream', data };
}
