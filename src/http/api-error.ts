import type { ServerResponse } from 'node:http';

/** Every error the HTTP API answers, with its status: a stable code callers branch on, and a sentence for people. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The one shape of every error answer: `{ "error": { "code", "message" } }`, never a stack trace. */
export function sendError(response: ServerResponse, error: ApiError): void {
  sendJson(response, error.status, { error: { code: error.code, message: error.message } }, error.headers);
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(text);
}
