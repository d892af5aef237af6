import type { ApiClientOptions } from 'grammy';
import type { fetch } from 'undici';

type GrammyFetch = NonNullable<ApiClientOptions['fetch']>;
type FetchInit = NonNullable<Parameters<typeof fetch>[1]>;

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
export function botApiFetch(send: typeof fetch): GrammyFetch {
  const viaUndici = (url: Parameters<GrammyFetch>[0], init?: Parameters<GrammyFetch>[1]) => {
    const theirs = init?.signal as PolyfilledSignal | null | undefined;
    return send(String(url), { ...(init as FetchInit), duplex: 'half', signal: theirs ? nativeSignal(theirs) : null });
  };
  // grammy reads only `json()` of the answer, which undici's Response has as node-fetch's does.
  return viaUndici as unknown as GrammyFetch;
}

function nativeSignal(theirs: PolyfilledSignal): AbortSignal {
  const controller = new AbortController();
  if (theirs.aborted) controller.abort();
  else theirs.addEventListener('abort', () => controller.abort());
  return controller.signal;
}
