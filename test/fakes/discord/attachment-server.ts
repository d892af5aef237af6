import type { ServerResponse } from 'node:http';
import type { FakeAttachment } from './fake-state.js';

/** One download of an attachment from the fake's CDN, as the server saw it. */
export interface AttachmentDownload {
  filename: string;
  /** Bytes handed to the connection so far. */
  bytesSent: number;
  /** `cut off` when the reader closed the connection before every byte was sent. */
  outcome: 'sending' | 'complete' | 'cut off';
}

const CHUNK_BYTES = 64 * 1024;

/**
 * Serves an attachment as Discord's CDN does, in chunks that wait for the reader (so a reader
 * that stops early is seen stopping), with its Content-Length unless the attachment is served
 * without one; each download is recorded.
 */
export function serveAttachment(stored: FakeAttachment, response: ServerResponse, downloads: AttachmentDownload[]): void {
  const download: AttachmentDownload = { filename: stored.filename, bytesSent: 0, outcome: 'sending' };
  downloads.push(download);
  response.writeHead(200, {
    'content-type': stored.contentType,
    ...(stored.withoutLength ? {} : { 'content-length': stored.data.length }),
  });
  response.on('close', () => (download.outcome = response.writableFinished ? 'complete' : 'cut off'));
  const pump = () => {
    while (download.bytesSent < stored.data.length) {
      const chunk = stored.data.subarray(download.bytesSent, download.bytesSent + CHUNK_BYTES);
      download.bytesSent += chunk.length;
      if (!response.write(chunk)) {
        response.once('drain', pump);
        return;
      }
    }
    response.end();
  };
  pump();
}
