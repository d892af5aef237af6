import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a handler answers: JSON, raw bytes, or nothing (204). */
export interface Reply {
  status: number;
  json?: unknown;
  bytes?: { contentType: string; data: Buffer };
  headers?: Record<string, string>;
}

export const json = (status: number, body: unknown): Reply => ({ status, json: body });

export function send(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string | number> = { ...reply.headers };
  let payload: Buffer | string | undefined;
  if (reply.bytes) {
    headers['content-type'] = reply.bytes.contentType;
    payload = reply.bytes.data;
  } else if (reply.json !== undefined) {
    headers['content-type'] = 'application/json; charset=utf-8';
    payload = JSON.stringify(reply.json);
  }
  headers['content-length'] = payload === undefined ? 0 : Buffer.byteLength(payload);
  res.writeHead(reply.status, headers);
  res.end(payload);
}

/** Reads the whole body; past `limit` bytes the rest is drained and `tooLarge` is set. */
export function readBody(req: IncomingMessage, limit: number): Promise<{ data: Buffer; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve({ data: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks), tooLarge }));
    req.on('error', reject);
  });
}
