import { request, type Dispatcher, type fetch } from 'undici';

type FetchInit = NonNullable<Parameters<typeof fetch>[1]>;
/** What grammy calls its `fetch` with (its type is node-fetch's, whose declarations are not installed). */
type GrammyInit = Omit<FetchInit, 'signal'> & { signal?: PolyfilledSignal | null };

/** grammy's AbortSignal on Node is the `abort-controller` package's, which undici does not accept. */
interface PolyfilledSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
}

/** grammy reads only `json()` of the answer, which undici's Response has as node-fetch's does. */
interface BotApiAnswer {
  json(): Promise<unknown>;
}

/**
 * grammy's Bot API calls through undici on Hawker's outgoing dispatcher (and so its
 * proxy), in place of grammy's node-fetch, which knows no dispatcher. A call with a JSON
 * body (every call but an upload) goes through undici's `request`: a fraction of `fetch`'s
 * CPU and objects per call, and an alert is one or more of them. An upload's body is a
 * stream, which only `fetch` sends (with `duplex: 'half'`); node-fetch's `agent` and
 * `compress` mean nothing to undici, and the signal (grammy's timeout, the runner's stop)
 * is handed over as a native one.
 */
export function botApiFetch(
  send: typeof fetch,
  dispatcher: Dispatcher | undefined,
): (url: string, init?: GrammyInit) => Promise<BotApiAnswer> {
  return async (url, init) => {
    const theirs = init?.signal;
    const signal = theirs ? nativeSignal(theirs) : null;
    if (typeof init?.body === 'string') {
      const { body } = await request(url, {
        method: init.method ?? 'POST',
        headers: init.headers as Record<string, string>,
        body: init.body,
        signal,
        ...(dispatcher ? { dispatcher } : {}),
      });
      return body;
    }
    return send(url, { ...init, duplex: 'half', signal });
  };
}

function nativeSignal(theirs: PolyfilledSignal): AbortSignal {
  const controller = new AbortController();
  if (theirs.aborted) controller.abort();
  else theirs.addEventListener('abort', () => controller.abort());
  return controller.signal;
}
