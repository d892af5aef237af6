import { expect } from 'vitest';
import type { DashboardReply, SessionAnswer } from '../../../src/dashboard/dashboard-wire.js';

/** An answer of the dashboard API: its status and JSON body (an error's `{ error: { code, message } }` included). */
export interface DashboardAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T & { error?: { code: string; message: string } };
}

/** What the session call answers, as the page reads it (the server's own wire type). */
export type SessionBody = SessionAnswer;

export interface RepliesBody {
  replies: DashboardReply[];
}

export async function dashboardCall<T = Record<string, unknown>>(
  api: string,
  method: 'GET' | 'POST',
  path: string,
  options: { session?: string; body?: unknown } = {},
): Promise<DashboardAnswer<T>> {
  const response = await fetch(`${api}/dashboard/api/${path}`, {
    method,
    headers: {
      ...(options.session === undefined ? {} : { authorization: `Bearer ${options.session}` }),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, headers: response.headers, body: (await response.json()) as DashboardAnswer<T>['body'] };
}

/** Logs in and returns the session's token, failing the test with the error when refused. */
export async function openSession(api: string, body: Record<string, unknown>): Promise<SessionBody> {
  const answer = await dashboardCall<SessionBody>(api, 'POST', 'session', { body });
  if (answer.status !== 200) throw new Error(`session refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

interface ServerSentEvent {
  event: string;
  data: string;
}

/** An open `GET /dashboard/api/events`, read as the page reads it: fetch() streaming, the session in a header. */
export interface EventStream {
  status: number;
  /** The next event of that type (whose data passes `matching`), or a failure after `timeoutMs`. */
  next(type: string, matching?: (data: string) => boolean, timeoutMs?: number): Promise<ServerSentEvent>;
  close(): void;
}

export async function openEvents(api: string, session: string): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(`${api}/dashboard/api/events`, { headers: { authorization: `Bearer ${session}` }, signal: abort.signal });
  const queue: ServerSentEvent[] = [];
  const waiters: (() => void)[] = [];
  let buffered = '';
  void (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffered += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffered.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (event !== undefined && data !== undefined) queue.push({ event, data });
          for (const wake of waiters.splice(0)) wake();
          end = buffered.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: response.status,
    async next(type, matching = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex((event) => event.event === type && matching(event.data));
        if (index >= 0) return queue.splice(index, 1)[0] as ServerSentEvent;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${type} event within ${timeoutMs} ms; heard ${JSON.stringify(queue)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => abort.abort(),
  };
}
