import { request, type Dispatcher } from 'undici';
import { errorFromFailure } from './error-factory.js';
import { ResponseTooLargeError, SellerApiClientError } from './errors.js';
import type { RequestKind } from './retry-policy.js';

export interface HttpAttempt {
  kind: RequestKind;
  method: Dispatcher.HttpMethod;
  url: string;
  /** The API path, for errors and logs; the URL's query is left out of both. */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array | undefined;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** Longest answer read; a longer one is cut off and fails with ResponseTooLargeError. */
  maxBodyBytes: number;
}

/** Most answers are one object or one error: a megabyte is far beyond any of them. */
export const ANSWER_LIMIT_BYTES = 1024 * 1024;
/** Whole lists (orders, own listings, brands: `limit` absent returns everything) of a big shop. */
export const LIST_ANSWER_LIMIT_BYTES = 8 * 1024 * 1024;

export interface HttpAnswer {
  status: number;
  /** The body as it came, '' when empty: a caller that saw the same text before may keep what it read from it. */
  text: string;
  /** Parsed JSON; the raw text when it is not JSON; null when empty. Parsed when first read, so an answer whose text is all its caller needs is never parsed. */
  readonly body: unknown;
  retryAfter: string | null;
}

class ReadAnswer implements HttpAnswer {
  private parsed: { body: unknown } | null = null;

  constructor(
    readonly status: number,
    readonly text: string,
    readonly retryAfter: string | null,
  ) {}

  get body(): unknown {
    this.parsed ??= { body: parseBody(this.text) };
    return this.parsed.body;
  }
}

/**
 * Sends one attempt and reads its body, up to `maxBodyBytes`, under the same timeout.
 * Redirects are not followed (undici's default), so the Authorization header never
 * reaches another host.
 */
export async function sendAttempt(dispatcher: Dispatcher, attempt: HttpAttempt): Promise<HttpAnswer> {
  // A timer cleared when the attempt ends, not AbortSignal.timeout: that signal and its
  // timer live the whole timeout (15 s) after an answer of a few milliseconds, and a
  // worker polling a thousand times a second kept fifteen thousand of them, which the
  // garbage collector then carried into the old generation.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
  }, attempt.timeoutMs);
  const caller = attempt.signal;
  const followCaller = () => controller.abort(caller?.reason);
  if (caller?.aborted) followCaller();
  else caller?.addEventListener('abort', followCaller, { once: true });
  const signal = controller.signal;
  try {
    const response = await request(attempt.url, {
      dispatcher,
      method: attempt.method,
      headers: attempt.headers,
      body: attempt.body ?? null,
      signal,
    });
    const text = await readUpTo(response.body, attempt.maxBodyBytes, response.headers['content-length']);
    if (text === null) throw new ResponseTooLargeError(attempt.maxBodyBytes, response.statusCode, attempt.method, attempt.path);
    const retryAfter = response.headers['retry-after'];
    return new ReadAnswer(response.statusCode, text, Array.isArray(retryAfter) ? (retryAfter[0] ?? null) : (retryAfter ?? null));
  } catch (failure) {
    if (failure instanceof SellerApiClientError) throw failure;
    if (attempt.signal?.aborted) throw attempt.signal.reason;
    throw errorFromFailure(attempt.kind, attempt.method, attempt.path, failure, timedOut ? attempt.timeoutMs : null);
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', followCaller);
  }
}

/** The body as text, or null once it passes `limit` bytes: the rest is never read, the connection is dropped. */
async function readUpTo(
  body: Dispatcher.ResponseData['body'],
  limit: number,
  declaredLength: string | string[] | undefined,
): Promise<string | null> {
  if (typeof declaredLength === 'string' && Number(declaredLength) > limit) {
    body.destroy();
    return null;
  }
  // A declared length within the cap is read in one go (undici holds a body to the length
  // it declared, failing one that runs past it): the chunk loop below costs an async
  // iterator and a promise per chunk, for every poll.
  if (typeof declaredLength === 'string' && /^\d+$/.test(declaredLength)) return body.text();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      body.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
