import type { IncomingMessage } from 'node:http';
import { ApiError } from './api-error.js';

/** Bodies are a few goods or a price: 64 KiB holds 200 codes of 300 characters, and refuses anything meant to exhaust memory. */
const MAX_BODY_BYTES = 64 * 1024;

/** The request's JSON body, read at most `maxBytes` (`MAX_BODY_BYTES` unless a route takes files); 413 past it, 400 when it is not JSON. */
export async function readJsonBody(request: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge(maxBytes);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') throw new ApiError(400, 'invalid_body', 'The request needs a JSON body.');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'invalid_body', 'The body is not valid JSON.');
  }
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'body_too_large', `The body is larger than ${maxBytes} bytes.`);
}
