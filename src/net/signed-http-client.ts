import { request, type Dispatcher } from 'undici';
import { checkEndpointUrl, type EndpointProblem } from './endpoint-url.js';
import { AddressRefusedError, createGuardedDispatcher } from './guarded-dispatcher.js';
import { signatureHeaders } from './webhook-signature.js';

export interface SignedPostOptions {
  /** Standard Webhooks' `webhook-id`: the same on every retry of one message. */
  messageId: string;
  /** Every active signing secret (`whsec_…`); two while one is rotated. */
  secrets: readonly string[];
  /** The whole call, connecting to reading the last byte of the answer. */
  timeoutMs: number;
  /** The most of an answer's body read; past it the call is dropped and answers `too-large`. */
  maxResponseBytes: number;
  /** Sent as `idempotency-key`, so a receiver that got a call whose answer was lost can answer the same again. */
  idempotencyKey?: string;
}

/**
 * What became of one signed call. Nothing here carries the body sent or the secrets, so a
 * result may be logged or kept. `json` is undefined when the answer is not JSON.
 */
export type SignedPostResult =
  | { kind: 'answered'; status: number; text: string; json: unknown }
  /** The address is refused (see `endpoint-url.ts`, `guarded-dispatcher.ts`): no connection was made to it. */
  | { kind: 'refused-address'; problem: EndpointProblem }
  /** A 3xx: redirects are not followed (a redirect could lead to a private address), the endpoint should be given as its final address. */
  | { kind: 'redirected'; status: number }
  | { kind: 'timeout' }
  /** No answer: `detail` is the network's error code (`ECONNREFUSED`, `ENOTFOUND`, …). */
  | { kind: 'unreachable'; detail: string }
  | { kind: 'too-large' };

/**
 * The one client for signed outgoing calls: autopilot asking a seller's supplier for goods,
 * and webhooks. Each call is a JSON POST signed per Standard Webhooks
 * (`webhook-signature.ts`), through a dispatcher that refuses private addresses on the
 * resolved address (`guarded-dispatcher.ts`), with a timeout and a cap on the answer.
 * It logs nothing, and every outcome of the call is a `SignedPostResult`; it throws only
 * when it cannot sign (no secret, or one too short): a bug of the caller, not the endpoint.
 */
export class SignedHttpClient {
  private readonly dispatcher: Dispatcher;
  private readonly allowPrivateNetworks: boolean;

  constructor(options: { allowPrivateNetworks: boolean }) {
    this.allowPrivateNetworks = options.allowPrivateNetworks;
    this.dispatcher = createGuardedDispatcher(options);
  }

  async post(url: string, body: unknown, options: SignedPostOptions): Promise<SignedPostResult> {
    const checked = checkEndpointUrl(url, { allowPrivateNetworks: this.allowPrivateNetworks });
    if (!checked.ok) return { kind: 'refused-address', problem: checked.problem };
    const payload = JSON.stringify(body);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': 'Hawker',
      ...signatureHeaders({ messageId: options.messageId, timestamp: Date.now() / 1000, body: payload, secrets: options.secrets }),
    };
    if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      const response = await request(checked.url, { dispatcher: this.dispatcher, method: 'POST', headers, body: payload, signal });
      if (response.statusCode >= 300 && response.statusCode < 400) {
        drop(response.body);
        return { kind: 'redirected', status: response.statusCode };
      }
      const text = await readCapped(response.body, response.headers['content-length'], options.maxResponseBytes);
      if (text === null) return { kind: 'too-large' };
      return { kind: 'answered', status: response.statusCode, text, json: parseJson(text) };
    } catch (error) {
      return failure(error, signal);
    }
  }

  async close(): Promise<void> {
    await this.dispatcher.close();
  }
}

/** The body as text, or null once it passes `cap` bytes (read no further: the socket is dropped). */
async function readCapped(
  body: Dispatcher.ResponseData['body'],
  length: string | string[] | undefined,
  cap: number,
): Promise<string | null> {
  if (typeof length === 'string' && Number(length) > cap) {
    drop(body);
    return null;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > cap) {
      drop(body);
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Closes an answer unread; the abort this raises on the body is the point, not a failure. */
function drop(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => undefined).destroy();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function failure(error: unknown, signal: AbortSignal): SignedPostResult {
  if (signal.aborted) return { kind: 'timeout' };
  const refused = error instanceof AddressRefusedError || (error instanceof Error && error.cause instanceof AddressRefusedError);
  if (refused) return { kind: 'refused-address', problem: 'private-address' };
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : null;
  return { kind: 'unreachable', detail: code ?? (error instanceof Error ? error.name : 'unknown error') };
}
