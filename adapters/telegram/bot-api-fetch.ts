import type { fetch } from 'undici';

type FetchInit = NonNullable<Parameters<typeof fetch>[1]>;
/** What grammy calls its `fetch` with (its type is node-fetch's, whose declarations are not installed). */
type GrammyInit = Omit<FetchInit, 'signal'> & { signal?: PolyfilledSignal | null };

/** grammy's AbortSignal on Node is the `abort-controller` package's, which undici does not accept. */
interface PolyfilledSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
}

/**
 * grammy's Bot API calls through undici's fetch on Hawker's outgoing dispatcher (and so its
 * proxy), in place of grammy's node-fetch, which knows no dispatcher. grammy passes
 * node-fetch options: their `agent` and `compress` mean nothing to undici, an upload's body
 * is a stream, which undici sends only with `duplex: 'half'`, and the signal (grammy's
 * timeout, the runner's stop) is handed over as a native one.
 */
export function botApiFetch(send: typeof fetch): (url: string, init?: GrammyInit) => ReturnType<typeof fetch> {
  // grammy reads only `json()` of the answer, which undici's Response has as node-fetch's does.
  return (url, init) => {
    const theirs = init?.signal;
    return send(url, { ...init, duplex: 'half', signal: theirs ? nativeSignal(theirs) : null });
  };
}

function nativeSignal(theirs: PolyfilledSignal): AbortSignal {
  const controller = new AbortController();
  if (theirs.aborted) controller.abort();
  else theirs.addEventListener('abort', () => controller.abort());
  return controller.signal;
}
