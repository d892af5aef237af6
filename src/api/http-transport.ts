import { Agent, request, type Dispatcher } from 'undici';
import { errorFromFailure } from './error-factory.js';
import type { RequestKind } from './retry-policy.js';

export interface HttpAttempt {
  kind: RequestKind;
  method: Dispatcher.HttpMethod;
  url: string;
  /** The API path, for errors and logs; the URL's query is left out of both. */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
}

export interface HttpAnswer {
  status: number;
  /** Parsed JSON; the raw text when it is not JSON; null when empty. */
  body: unknown;
  retryAfter: string | null;
}

/** A keep-alive pool per origin, so polling reuses connections instead of paying TLS each time. */
export function createDefaultDispatcher(): Agent {
  return new Agent({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 120_000, connections: 16 });
}

/**
 * Sends one attempt and reads its whole body under the same timeout. Redirects are not
 * followed (undici's default), so the Authorization header never reaches another host.
 */
export async function sendAttempt(dispatcher: Dispatcher, attempt: HttpAttempt): Promise<HttpAnswer> {
  const timeout = AbortSignal.timeout(attempt.timeoutMs);
  const signal = attempt.signal ? AbortSignal.any([attempt.signal, timeout]) : timeout;
  try {
    const response = await request(attempt.url, {
      dispatcher,
      method: attempt.method,
      headers: attempt.headers,
      body: attempt.body ?? null,
      signal,
    });
    const text = await response.body.text();
    const retryAfter = response.headers['retry-after'];
    return {
      status: response.statusCode,
      body: parseBody(text),
      retryAfter: Array.isArray(retryAfter) ? (retryAfter[0] ?? null) : (retryAfter ?? null),
    };
  } catch (failure) {
    if (attempt.signal?.aborted) throw attempt.signal.reason;
    throw errorFromFailure(attempt.kind, attempt.method, attempt.path, failure, timeout.aborted ? attempt.timeoutMs : null);
  }
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
