import type { Api } from './api.js';
import type { WaitingOrder } from './wire.js';

export type LiveEvent =
  | { type: 'order.waiting'; order: WaitingOrder }
  | { type: 'order.done'; id: string; outcome: string; by: string | null; at: string | null };

/** Waits after a dropped stream, doubling up to half a minute, so a restarting server is not hammered. */
const RETRY_MS = { first: 1_000, max: 30_000 };

/**
 * Server-sent events read with fetch() streaming rather than EventSource, which cannot send
 * the session header. Reconnects until `signal` aborts; `onLive` tells when the stream is open, so
 * what was missed while it was not can be read again.
 */
export async function followEvents(
  api: Api,
  signal: AbortSignal,
  onEvent: (event: LiveEvent) => void,
  onLive: (live: boolean) => void,
): Promise<void> {
  let wait = RETRY_MS.first;
  while (!signal.aborted) {
    try {
      const response = await api.events(signal);
      if (!response.ok || !response.body) throw new Error(`events answered ${response.status}`);
      wait = RETRY_MS.first;
      onLive(true);
      await readStream(response.body, onEvent);
    } catch {
      if (signal.aborted) return;
    }
    onLive(false);
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = Math.min(wait * 2, RETRY_MS.max);
  }
}

async function readStream(body: ReadableStream<Uint8Array>, onEvent: (event: LiveEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffered.search(/\r?\n\r?\n/)) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end).replace(/^\r?\n\r?\n/, '');
      const event = parseBlock(block);
      if (event) onEvent(event);
    }
  }
}

function parseBlock(block: string): LiveEvent | null {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  if (data.length === 0) return null;
  try {
    const payload: unknown = JSON.parse(data.join('\n'));
    if (name === 'order.waiting') return { type: 'order.waiting', order: payload as WaitingOrder };
    if (name === 'order.done') {
      const done = payload as { id: string; outcome: string; by?: string | null; at?: string | null };
      return { type: 'order.done', id: done.id, outcome: done.outcome, by: done.by ?? null, at: done.at ?? null };
    }
  } catch {
    return null;
  }
  return null;
}
