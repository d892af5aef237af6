import type { ServerResponse } from 'node:http';

/** One download of a file from a fake's file server, as the server saw it. */
export interface FileDownload {
  name: string;
  /** Bytes handed to the connection so far. */
  bytesSent: number;
  /** `cut off` when the reader closed the connection before every byte was sent. */
  outcome: 'sending' | 'complete' | 'cut off';
}

/** A file as a fake serves it; `withoutLength` sends it chunked, so only the bytes read tell its size. */
interface StreamedFile {
  name: string;
  contentType: string;
  data: Buffer;
  withoutLength?: boolean | undefined;
}

const CHUNK_BYTES = 64 * 1024;

/**
 * Serves a file as a platform's file server does, in chunks that wait for the reader (so a
 * reader that stops early is seen stopping), with its Content-Length unless it is served
 * without one; each download is recorded in `downloads`.
 */
export function serveStreamed(response: ServerResponse, file: StreamedFile, downloads: FileDownload[]): void {
  const download: FileDownload = { name: file.name, bytesSent: 0, outcome: 'sending' };
  downloads.push(download);
  response.writeHead(200, { 'content-type': file.contentType, ...(file.withoutLength ? {} : { 'content-length': file.data.length }) });
  response.on('close', () => (download.outcome = response.writableFinished ? 'complete' : 'cut off'));
  const pump = () => {
    while (download.bytesSent < file.data.length) {
      const chunk = file.data.subarray(download.bytesSent, download.bytesSent + CHUNK_BYTES);
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
