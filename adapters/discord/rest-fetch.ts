import type { RESTOptions } from 'discord.js';
import { FormData, type fetch } from 'undici';

type MakeRequest = RESTOptions['makeRequest'];
type FetchInit = NonNullable<Parameters<typeof fetch>[1]>;

/**
 * discord.js's REST calls through undici's fetch on Hawker's outgoing dispatcher (and so
 * its proxy). discord.js bundles undici 6, which knows neither this dispatcher nor, once
 * this undici has claimed the process-wide one, how to send a file: undici 8 refuses
 * undici 6's FormData (every message with an attachment). The form is rebuilt as this
 * undici's, part by part.
 */
export function restFetch(send: typeof fetch): MakeRequest {
  return async (url, init) => {
    // discord.js names its own agent here (none is set); the dispatcher is `send`'s.
    const { dispatcher: _theirs, body, ...rest } = init;
    // The fields discord.js reads of the answer (status, headers, body, json, text, arrayBuffer) are the same on both undicis' Responses.
    return send(url, { ...(rest as FetchInit), body: portable(body) });
  };
}

function portable(body: Parameters<MakeRequest>[1]['body']): NonNullable<FetchInit['body']> | null {
  const parts = formParts(body);
  if (!parts) return (body ?? null) as NonNullable<FetchInit['body']> | null;
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else if (value.name === undefined) form.append(name, value);
    else form.append(name, value, value.name);
  }
  return form;
}

/** The parts of a FormData of any undici (or Node's own), recognised by its tag as the classes differ; null for any other body. */
function formParts(body: unknown): Iterable<[string, string | (Blob & { name?: string })]> | null {
  const tag = typeof body === 'object' && body !== null ? (body as { [Symbol.toStringTag]?: unknown })[Symbol.toStringTag] : undefined;
  return tag === 'FormData' ? (body as Iterable<[string, string | (Blob & { name?: string })]>) : null;
}
